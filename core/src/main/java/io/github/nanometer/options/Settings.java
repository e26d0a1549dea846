package io.github.nanometer.options;

import io.github.nanometer.Defaults;
import io.github.nanometer.os.ProcessSettings;
import io.github.nanometer.os.Setting;
import java.util.ArrayList;
import java.util.List;

/**
 * Every system property and environment variable nanometer reads: the process-wide switches of
 * {@link ProcessSettings} and the JUnit extension's system properties, whose defaults are the
 * API's {@link Defaults}. The help lists {@link #ALL}; {@code nanometer} refuses a value outside a
 * setting's accepted ones before it starts.
 */
public final class Settings {
  private Settings() {}

  /** {@code -Dnanometer.budgetMillis=N}: a JUnit performance test's budget per comparison. */
  public static final Setting TEST_BUDGET_MILLIS = Setting.property("nanometer.budgetMillis", List.of(), "MS",
      String.valueOf(Defaults.TEST_BUDGET.toMillis()), "JUnit @PerformanceTest: measuring time per comparison, "
          + Defaults.MIN_BUDGET.toMillis() + ".." + Defaults.MAX_BUDGET.toMillis() + " ms");

  /** {@code -Dnanometer.maxWarmupMillis=N}: a JUnit performance test's warm-up cap per side. */
  public static final Setting TEST_MAX_WARMUP_MILLIS = Setting.property("nanometer.maxWarmupMillis", List.of(),
      "MS", String.valueOf(Defaults.TEST_MAX_WARMUP.toMillis()),
      "JUnit @PerformanceTest: longest warm-up per side, 0..600000 ms");

  /** {@code -Dnanometer.threshold=F}: a JUnit performance test's threshold. */
  public static final Setting TEST_THRESHOLD = Setting.property("nanometer.threshold", List.of(), "FRACTION",
      String.valueOf(Defaults.THRESHOLD_FRACTION), "JUnit @PerformanceTest: smallest change that matters (0.02 or 2%)");

  /** {@code -Dnanometer.confidence=F}: a JUnit performance test's family confidence. */
  public static final Setting TEST_CONFIDENCE = Setting.property("nanometer.confidence", List.of(), "FRACTION",
      String.valueOf(Defaults.CONFIDENCE), "JUnit @PerformanceTest: confidence before correction (0.95 or 95%)");

  /** {@code -Dnanometer.seed=N}: a JUnit performance test's input and pair-order seed. */
  public static final Setting TEST_SEED = Setting.property("nanometer.seed", List.of(), "N", "random",
      "JUnit @PerformanceTest: seed of inputs and pair order");

  /** {@code -Dnanometer.maxWarmupCapMillis=N}: the bound on a JUnit performance test's warm-up retries. */
  public static final Setting TEST_MAX_WARMUP_CAP_MILLIS = Setting.property("nanometer.maxWarmupCapMillis", List.of(),
      "MS", String.valueOf(Defaults.TEST_MAX_WARMUP_CAP.toMillis()),
      "JUnit @PerformanceTest: an unsettled warm-up is retried with twice the cap up to this, 0..600000 ms");

  /** {@code -Dnanometer.strict=true}: every abort of a JUnit performance test is a failure. */
  public static final Setting TEST_STRICT = Setting.property("nanometer.strict", List.of("true", "false"),
      "true|false", "false", "JUnit @PerformanceTest: every abort (skip) fails the test instead");

  /** Every setting nanometer reads, in the order the help lists them. */
  public static final List<Setting> ALL = all();

  private static List<Setting> all() {
    List<Setting> all = new ArrayList<>(ProcessSettings.ALL);
    all.addAll(List.of(TEST_BUDGET_MILLIS, TEST_MAX_WARMUP_MILLIS, TEST_THRESHOLD, TEST_CONFIDENCE, TEST_SEED,
        TEST_MAX_WARMUP_CAP_MILLIS, TEST_STRICT));
    return List.copyOf(all);
  }
}
