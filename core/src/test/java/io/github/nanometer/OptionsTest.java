package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The options builder: defaults, validation messages, and toBuilder. */
class OptionsTest {

  static void assertRejected(Executable e, String... parts) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
    for (String p : parts) {
      assertTrue(ex.getMessage().contains(p), "'" + ex.getMessage() + "' should contain '" + p + "'");
    }
  }

  @Test
  void clockChoiceIsValidatedAndKept() {
    assertEquals(ClockChoice.NANOTIME, Options.defaults().clock());
    assertEquals(ClockChoice.AUTO, Options.builder().clock(ClockChoice.AUTO).build().toBuilder().build().clock());
    assertRejected(() -> Options.builder().clock(null), "clock must not be null");
  }

  @Test
  void defaultsComeFromDefaults() {
    Options o = Options.defaults();
    assertEquals(Defaults.ESTIMATOR, o.estimator());
    assertEquals(Defaults.BUDGET, o.budget());
    assertEquals(Defaults.MAX_WARMUP, o.maxWarmup());
    assertEquals(Defaults.BATCH_SIZE, o.batchSize());
    assertEquals(Defaults.MIN_SAMPLES, o.minSamples());
    assertEquals(Defaults.MAX_SAMPLES, o.maxSamples());
    assertEquals(Defaults.ORACLE, o.oracle());
    assertEquals(Defaults.USE_TUNING_CACHE, o.useTuningCache());
    assertEquals(Defaults.ISOLATE_LOOPS, o.isolateLoops());
    assertEquals(GeometricOptions.llvmDefaults().withMaxDuration(Defaults.BUDGET), o.geometric());
    assertEquals(Defaults.BUDGET, o.geometric().maxDuration());
    assertEquals(Estimator.MEDIAN, Defaults.ESTIMATOR);
    assertEquals(Duration.ofSeconds(1), Defaults.BUDGET);
  }

  @Test
  void seedIsFreshPerBuilderUnlessSet() {
    assertNotEquals(Options.defaults().seed(), Options.defaults().seed());
    assertEquals(-7, Options.builder().seed(-7).build().seed());
  }

  @Test
  void budgetIsTheGeometricLoopsMaxDuration() {
    Options o = Options.builder().budget(Duration.ofMillis(20)).build();
    assertEquals(Duration.ofMillis(20), o.geometric().maxDuration());
  }

  @Test
  void budgetValidation() {
    assertRejected(() -> Options.builder().budget(Duration.ZERO), "budget", "got 0s");
    assertRejected(() -> Options.builder().budget(Duration.ofNanos(999_999)), "budget", "got 999999ns");
    assertRejected(() -> Options.builder().budget(Duration.ofHours(1).plusNanos(1)), "budget", "got 3600000000001ns");
    assertRejected(() -> Options.builder().budget(null), "budget", "null");
    assertRejected(() -> Options.builder().budget(Duration.ofSeconds(-1)), "budget must be in [1ms, 1h], got -1s");
    assertEquals(Duration.ofMillis(1), Options.builder().budget(Duration.ofMillis(1)).build().budget());
    assertEquals(Duration.ofHours(1), Options.builder().budget(Duration.ofHours(1)).build().budget());
  }

  @Test
  void maxWarmupValidation() {
    assertRejected(() -> Options.builder().maxWarmup(Duration.ofNanos(-1)), "maxWarmup", "got -1ns");
    assertRejected(() -> Options.builder().maxWarmup(Duration.ofMinutes(11)), "maxWarmup must be in [0s, 10m], got 11m");
    assertRejected(() -> Options.builder().maxWarmup(null), "maxWarmup");
    assertEquals(Duration.ZERO, Options.builder().maxWarmup(Duration.ZERO).build().maxWarmup());
    assertEquals(Duration.ofMinutes(10), Options.builder().maxWarmup(Duration.ofMinutes(10)).build().maxWarmup());
  }

  @Test
  void batchSizeValidation() {
    for (int bad : new int[] {0, -1, 3, 1000, 1 << 21}) {
      assertRejected(() -> Options.builder().batchSize(bad), "batchSize", "got " + bad, "power of two");
    }
    assertEquals(1, Options.builder().batchSize(1).build().batchSize());
    assertEquals(1 << 20, Options.builder().batchSize(1 << 20).build().batchSize());
  }

  @Test
  void sampleBoundsValidation() {
    assertRejected(() -> Options.builder().minSamples(1), "minSamples", "got 1", "[2, 1000000]");
    assertRejected(() -> Options.builder().minSamples(1_000_001), "minSamples", "got 1000001");
    assertRejected(() -> Options.builder().maxSamples(1), "maxSamples", "got 1", "[2, 10000000]");
    assertRejected(() -> Options.builder().maxSamples(10_000_001), "maxSamples", "got 10000001");
    assertRejected(() -> Options.builder().minSamples(50).maxSamples(40).build(), "minSamples (50)", "maxSamples (40)");
    Options o = Options.builder().minSamples(2).maxSamples(2).build();
    assertEquals(2, o.minSamples());
    assertEquals(2, o.maxSamples());
  }

  @Test
  void oracleEstimatorAndGeometricValidation() {
    assertRejected(() -> Options.builder().oracle("fast"), "oracle", "'fast'", "logistic", "table");
    assertRejected(() -> Options.builder().oracle(null), "oracle", "null");
    assertEquals("table", Options.builder().oracle("table").build().oracle());
    assertRejected(() -> Options.builder().estimator(null), "estimator");
    assertRejected(() -> Options.builder().geometric(null), "geometric");
    GeometricOptions g = GeometricOptions.llvmDefaults().withInitialEvaluations(100);
    assertSame(g, Options.builder().geometric(g).build().geometric());
  }

  @Test
  void toBuilderRoundTrips() {
    Options o = Options.builder().estimator(Estimator.WEIGHTED_MEAN).budget(Duration.ofMillis(300))
        .maxWarmup(Duration.ofMillis(70)).seed(99).batchSize(64).minSamples(7).maxSamples(70).oracle("table")
        .useTuningCache(false).isolateLoops(false).build();
    assertEquals(o, o.toBuilder().build());
    assertEquals(Options.builder().seed(1).build(), Options.builder().seed(1).build().toBuilder().build());
    Options custom = Options.builder().seed(1).geometric(GeometricOptions.llvmDefaults().withInitialEvaluations(8)).build();
    assertEquals(custom, custom.toBuilder().build());
  }

  @Test
  void geometricFollowsTheBudgetUntilSetAndTheEngineReadsThatFact() {
    assertTrue(Options.builder().budget(Duration.ofMillis(20)).build().geometricFollowsBudget());
    Options set = Options.builder().geometric(GeometricOptions.llvmDefaults().withInitialEvaluations(8)).build();
    assertFalse(set.geometricFollowsBudget());
    assertFalse(set.toBuilder().budget(Duration.ofSeconds(2)).build().geometricFollowsBudget(), "kept as set");
    // llvm-libc's settings with another max duration are the caller's, not the budget's
    assertFalse(Options.builder().budget(Duration.ofSeconds(1))
        .geometric(GeometricOptions.llvmDefaults().withMaxDuration(Duration.ofSeconds(3))).build()
        .geometricFollowsBudget());
  }

  @Test
  void toBuilderThenANewBudgetKeepsTheBudgetAsMaxDuration() {
    Options o = Options.builder().budget(Duration.ofMillis(20)).build();
    Options longer = o.toBuilder().budget(Duration.ofSeconds(2)).build();
    assertEquals(Duration.ofSeconds(2), longer.geometric().maxDuration());
    // An explicitly chosen geometric setting is kept as given.
    GeometricOptions g = GeometricOptions.llvmDefaults().withInitialEvaluations(8);
    Options explicit = Options.builder().geometric(g).build();
    assertEquals(g, explicit.toBuilder().budget(Duration.ofSeconds(2)).build().geometric());
  }

  @Test
  void estimatorNames() {
    assertEquals("median", Estimator.MEDIAN.cliName());
    assertEquals("minimum", Estimator.MINIMUM.cliName());
    assertEquals("weighted-mean", Estimator.WEIGHTED_MEAN.cliName());
  }
}
