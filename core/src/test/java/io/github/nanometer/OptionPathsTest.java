package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every public way to make options refuses invalid ones: the records' canonical constructors, the
 * builders, toBuilder; and the option specs are the one source of each range.
 */
class OptionPathsTest {

  private static final Options VALID = Options.builder().seed(3).build();

  private static String rejected(Executable e) {
    return assertThrows(IllegalArgumentException.class, e).getMessage();
  }

  /** Options' canonical constructor with one member replaced. */
  private static Options construct(UnaryOperator<Object[]> change) {
    Options v = VALID;
    Object[] m = {v.estimator(), v.budget(), v.maxWarmup(), v.seed(), v.batchSize(), v.minSamples(),
        v.maxSamples(), v.oracle(), v.geometric(), v.useTuningCache(), v.isolateLoops(), v.pinning(), v.clock(), v.compilations(),
        v.regime(), v.evaluationsPerSample(), v.confidence()};
    m = change.apply(m);
    return new Options((Estimator) m[0], (Duration) m[1], (Duration) m[2], (Long) m[3], (Integer) m[4],
        (Integer) m[5], (Integer) m[6], (String) m[7], (GeometricOptions) m[8], (Boolean) m[9], (Boolean) m[10],
        (Pinning) m[11], (ClockChoice) m[12], (Integer) m[13], (Regime) m[14], (Integer) m[15], (Double) m[16]);
  }

  private static UnaryOperator<Object[]> set(int index, Object value) {
    return m -> {
      Object[] copy = Arrays.copyOf(m, m.length);
      copy[index] = value;
      return copy;
    };
  }

  @Test
  void canonicalConstructorRefusesWhatTheBuilderRefuses() {
    assertEquals(VALID, construct(m -> m));
    assertEquals("minSamples (50) must not exceed maxSamples (40)",
        rejected(() -> construct(m -> set(6, 40).apply(set(5, 50).apply(m)))));
    assertEquals("estimator must not be null", rejected(() -> construct(set(0, null))));
    assertEquals("budget must be in [1ms, 1h], got 0s", rejected(() -> construct(set(1, Duration.ZERO))));
    assertEquals("budget must not be null", rejected(() -> construct(set(1, null))));
    assertEquals("maxWarmup must be in [0s, 10m], got 11m", rejected(() -> construct(set(2, Duration.ofMinutes(11)))));
    assertEquals("batchSize must be a power of two in [1, 1048576], got 3", rejected(() -> construct(set(4, 3))));
    assertEquals("minSamples must be in [2, 1000000], got 1", rejected(() -> construct(set(5, 1))));
    assertEquals("maxSamples must be in [2, 10000000], got 10000001", rejected(() -> construct(set(6, 10_000_001))));
    assertEquals("oracle must be one of logistic, table, got 'fast'", rejected(() -> construct(set(7, "fast"))));
    assertEquals("geometric must not be null", rejected(() -> construct(set(8, null))));
    assertTrue(rejected(() -> construct(set(11, null))).startsWith("pinning must not be null"));
    assertTrue(rejected(() -> construct(set(12, null))).startsWith("clock must not be null"));
    assertEquals("compilations must be in [0, 16], got -1", rejected(() -> construct(set(13, -1))));
    assertEquals("compilations must be in [0, 16], got 17", rejected(() -> Options.builder().compilations(17)));
    assertTrue(rejected(() -> construct(set(14, Regime.USER_MANAGED))).startsWith("regime must be one of fresh, replayed"));
    assertEquals("evaluationsPerSample must be in [0, 16777216], got -1", rejected(() -> construct(set(15, -1))));
    // issue 25: single runs take a confidence level, checked by the same spec as comparisons'
    assertEquals("confidence must be in [0.5, 0.9999], got 0.3", rejected(() -> construct(set(16, 0.3))));
    assertEquals("confidence must be in [0.5, 0.9999], got 0.3", rejected(() -> Options.builder().confidence(0.3)));
    assertEquals(0.99, VALID.toBuilder().confidence(0.99).build().toBuilder().build().confidence());
  }

  @Test
  void builderAndToBuilderRefuseCrossedSampleBounds() {
    assertEquals("minSamples (50) must not exceed maxSamples (40)",
        rejected(() -> Options.builder().minSamples(50).maxSamples(40).build()));
    assertEquals("minSamples (50) must not exceed maxSamples (40)",
        rejected(() -> VALID.toBuilder().maxSamples(40).minSamples(50).build()));
  }

  @Test
  void forkAndComparisonOptionsHaveNoPublicConstructor() {
    for (Class<?> c : List.of(ForkOptions.class, ComparisonOptions.class)) {
      assertEquals(0, c.getConstructors().length, c.getSimpleName());
      assertTrue(Modifier.isFinal(c.getModifiers()), c.getSimpleName());
    }
  }

  @Test
  void forkOptionsBuilderChecksEachMemberAgainstItsSpec() {
    ForkOptions d = ForkOptions.DEFAULTS;
    assertEquals(ForkPlan.adaptive(ForkPlan.DEFAULT_MAX_WALL), d.plan());
    assertEquals(List.of(), d.jvmArgs());
    assertEquals("forks must be in [1, 1000], got 0", rejected(() -> ForkOptions.builder().forks(0)));
    assertEquals("forks must be in [1, 1000], got 1001", rejected(() -> ForkOptions.builder().forks(1001)));
    assertEquals("jvmArgs: entry 1 is null (accepted: JVM flags as strings)",
        rejected(() -> ForkOptions.builder().jvmArgs(Arrays.asList("-Xmx1g", null))));
    ForkOptions f = ForkOptions.builder().forks(3).jvmArgs(List.of("-Xint")).build();
    assertEquals(ForkPlan.fixed(3), f.plan());
    assertEquals(f, f.toBuilder().build());
    assertEquals(f.hashCode(), f.toBuilder().build().hashCode());
  }

  @Test
  void comparisonOptionsBuilderNamesEachFraction() {
    ComparisonOptions d = ComparisonOptions.DEFAULTS;
    assertEquals(Defaults.THRESHOLD_FRACTION, d.thresholdFraction());
    assertEquals(Defaults.CONFIDENCE, d.confidence());
    assertEquals("thresholdFraction must be in [0, 0.99], got 1",
        rejected(() -> ComparisonOptions.builder().thresholdFraction(1)));
    assertEquals("confidence must be in [0.5, 0.9999], got 0", rejected(() -> ComparisonOptions.builder().confidence(0)));
    assertEquals("thresholdFraction must be in [0, 0.99], got NaN",
        rejected(() -> ComparisonOptions.builder().thresholdFraction(Double.NaN)));
    ComparisonOptions c = ComparisonOptions.builder().thresholdFraction(0.05).confidence(0.99).trimOutliers(false)
        .build();
    assertEquals(List.of(0.05, 0.99, false), List.of(c.thresholdFraction(), c.confidence(), c.trimOutliers()));
    assertEquals(c, c.toBuilder().build());
  }

  @Test
  void specsHoldTheirDefaultsAndTellTheirRange() {
    assertEquals("1ms..1h", OptionSpecs.BUDGET.rangeText());
    assertEquals("0s..10m", OptionSpecs.MAX_WARMUP.rangeText());
    assertEquals("measuring time per benchmark (1ms..1h)", OptionSpecs.BUDGET.helpWithRange());
    for (OptionSpec<?> s : OptionSpecs.ALL) {
      assertTrue(s.name().matches("[a-z][A-Za-z]*") && s.flag().matches("[a-z]+(-[a-z]+)*"), s.toString());
    }
    assertEquals(Defaults.BUDGET, OptionSpecs.BUDGET.defaultValue());
    assertEquals("option spec x: default 5 must be in [1, 3]", rejected(() -> OptionSpec.integer("x", "x", 5, 1, 3, "h")));
    assertEquals("option spec x: min 3 above max 1", rejected(() -> OptionSpec.integer("x", "x", 2, 3, 1, "h")));
  }
}
