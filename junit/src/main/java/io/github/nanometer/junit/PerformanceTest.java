package io.github.nanometer.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a JUnit 5 test class (or method) as a performance test: {@link NanometerExtension} then
 * injects a configured {@link io.github.nanometer.Nanometer} and a {@link PerformanceTester} into
 * test method parameters.
 *
 * <p>Every attribute left at its default ("unset") falls back to a system property and then to
 * a default: {@code nanometer.budgetMillis} (default {@link io.github.nanometer.Defaults#TEST_BUDGET}),
 * {@code nanometer.maxWarmupMillis} ({@link io.github.nanometer.Defaults#TEST_MAX_WARMUP}),
 * {@code nanometer.maxWarmupCapMillis} ({@link io.github.nanometer.Defaults#TEST_MAX_WARMUP_CAP}),
 * {@code nanometer.threshold} (0.02), {@code nanometer.confidence} (0.95), {@code nanometer.seed}
 * (random, reported in every message) and {@code nanometer.strict} (false). A system property overrides the annotation, so a CI job can
 * lengthen budgets or change the seed without editing tests. A method's annotation overrides its
 * class's; {@link #correction()} and {@link #comparisonsPerClass()} are read from the class only.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(NanometerExtension.class)
public @interface PerformanceTest {

  /** Measuring time per comparison (and per noise-guard A/A run) in milliseconds, 1 to 3,600,000; -1 = unset. */
  long budgetMillis() default -1;

  /** The longest warm-up of each side in milliseconds, 0 to 600,000; -1 = unset. */
  long maxWarmupMillis() default -1;

  /**
   * The longest warm-up a side may be given when its first warm-up does not settle, in
   * milliseconds, 0 to 600,000; -1 = unset. An unsettled warm-up is retried with twice the cap, up
   * to this bound, before the test gives up on it; a value at or below {@link #maxWarmupMillis()}
   * turns the retries off.
   */
  long maxWarmupCapMillis() default -1;

  /**
   * Strict mode: every abort (noise floor wider than the threshold, unsettled warm-up, an interval
   * that straddles the threshold, allocation not measured) fails the test instead of skipping it.
   * True on the method or the class turns it on; {@code -Dnanometer.strict=true|false} overrides both.
   */
  boolean strict() default false;

  /** The smallest change that matters, a fraction in [0, 1) (0.02 = 2%); NaN = unset. */
  double thresholdFraction() default Double.NaN;

  /** Confidence level of every interval before any correction, in (0, 1); NaN = unset. */
  double confidence() default Double.NaN;

  /** Seed of the input generators and of the pair order; {@link Long#MIN_VALUE} = unset (random). */
  long seed() default Long.MIN_VALUE;

  /** Multiple-comparison correction of the confidence (class level only). */
  Correction correction() default Correction.NONE;

  /**
   * How many comparisons the class makes, for {@link Correction#BONFERRONI} (class level only);
   * 0 = count the test methods that take a {@link PerformanceTester} parameter.
   */
  int comparisonsPerClass() default 0;
}
