package io.github.nanometer.judge;

import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import java.util.Optional;

/**
 * The judgement of one benchmark present in both files.
 *
 * @param base the benchmark in the base file
 * @param candidate the benchmark in the new file
 * @param baseValue the base side's value the ratio is made of, in the benchmark's unit: the mean of
 *     the values its interval uses (fork values, compiled copies' medians, JMH iterations), or the
 *     median of its samples for a ratio of medians; NaN when there is none. Not the file's own
 *     estimate ({@link SavedBenchmark#estimate()}), which may summarise the side differently
 * @param newValue the new side's value, as {@code baseValue}
 * @param ratio new time / base time: {@code newValue / baseValue} (for throughput, {@code baseValue
 *     / newValue}); below 1 is faster
 * @param interval the confidence interval of {@code ratio}; empty when the files hold too few
 *     values (or incomparable units) for one. Fieller's set may reach 0 or below (the numerator's
 *     mean is not significantly above 0); {@link #boundedInterval()} leaves such a set out
 * @param method how the interval was computed, one line
 * @param jvmVariationIncluded true when the interval is over forks (separate JVMs), false when it
 *     comes from samples within one JVM per side, where JVM-to-JVM variation is not included
 * @param verdict faster, slower, no change or inconclusive against the threshold
 */
public record Judgement(SavedBenchmark base, SavedBenchmark candidate, double baseValue, double newValue, double ratio,
    Optional<Interval> interval, String method, boolean jvmVariationIncluded, Change verdict) {

  /**
   * The interval when it is a bounded interval of positive time ratios; empty when there is none,
   * when it is unbounded, or when it reaches 0 or below (a time ratio is never negative, so such a
   * Fieller set bounds the ratio from above only). Writers print the empty case as "unbounded".
   */
  public Optional<Interval> boundedInterval() {
    return interval.filter(Judgement::boundedPositive);
  }

  /** True when {@code ci} has finite ends and a lower end above 0: a usable interval of a ratio. */
  public static boolean boundedPositive(Interval ci) {
    return ci.isBounded() && ci.low() > 0;
  }
}
