package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.junit.PerformanceSettings;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.function.Executable;

/** Every path that takes a budget refuses it with one check and one message: {@link OptionSpecs#BUDGET}'s. */
class BudgetCheckTest {

  private static final Duration JUST_BELOW = Defaults.MIN_BUDGET.minusNanos(1);
  private static final Duration JUST_ABOVE = Defaults.MAX_BUDGET.plusMillis(1);

  @Test
  void optionsAndThreadedOptionsRefuseTheSameBudgetsWithTheSameMessage() {
    assertEquals("budget must be in [1ms, 1h], got 999999ns", refused(() -> Options.builder().budget(JUST_BELOW)));
    assertEquals("budget must be in [1ms, 1h], got 3600001ms", refused(() -> Options.builder().budget(JUST_ABOVE)));
    assertEquals("budget must be in [1ms, 1h], got 999999ns",
        refused(() -> ThreadedOptions.builder().budget(JUST_BELOW).build()));
    assertEquals("budget must be in [1ms, 1h], got 3600001ms",
        refused(() -> ThreadedOptions.builder().budget(JUST_ABOVE).build()));
    assertEquals("budget must not be null", refused(() -> ThreadedOptions.builder().budget(null).build()));
    // the bounds themselves are budgets
    assertEquals(Defaults.MIN_BUDGET, ThreadedOptions.builder().budget(Defaults.MIN_BUDGET)
        .sampleLength(Duration.ofMillis(1)).build().budget());
    assertEquals(Defaults.MAX_BUDGET, Options.builder().budget(Defaults.MAX_BUDGET).build().budget());
  }

  @Test
  void theJunitPropertyIsCheckedByTheSameSpecAfterBecomingADuration() {
    String budget = PerformanceSettings.BUDGET_PROPERTY;
    assertPropertyRefused(budget, "0", "budget must be in [1ms, 1h], got 0s");
    assertPropertyRefused(budget, "3600001", "budget must be in [1ms, 1h], got 3600001ms");
    assertPropertyRefused(budget, "2s", "not whole milliseconds; budget must be in 1ms..1h");
    assertEquals(Defaults.MAX_BUDGET, settings(Map.of(budget, "3600000")).budget());
    assertEquals(Defaults.MIN_BUDGET, settings(Map.of(budget, "1")).budget());
  }

  @Test
  void theWarmupPropertiesAreCheckedByTheWarmupSpec() {
    assertPropertyRefused(PerformanceSettings.MAX_WARMUP_PROPERTY, "600001",
        "maxWarmup must be in [0s, 10m], got 600001ms");
    assertPropertyRefused(PerformanceSettings.MAX_WARMUP_CAP_PROPERTY, "-1", "maxWarmupCap must be in [0s, 10m], got -1ms");
    assertEquals(Duration.ofMinutes(10), settings(Map.of(PerformanceSettings.MAX_WARMUP_PROPERTY, "600000"))
        .maxWarmup());
  }

  private static void assertPropertyRefused(String property, String value, String message) {
    String refused = assertThrows(ExtensionConfigurationException.class, () -> settings(Map.of(property, value)))
        .getMessage();
    assertEquals("system property " + property + "='" + value + "': " + message, refused);
  }

  private static PerformanceSettings settings(Map<String, String> properties) {
    return PerformanceSettings.resolve(null, null, properties::get, () -> 1L);
  }

  private static String refused(Executable call) {
    return assertThrows(IllegalArgumentException.class, call).getMessage();
  }
}
