package io.github.nanometer.cli.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.Estimator;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Pinning;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The options a plug-in shares with the core's commands are the option table's, with its own defaults. */
class HostOptionsTest {

  private static final List<CommandOption> MEASURING = HostOptions.measuring("both", "which estimators run",
      Duration.ofMillis(250), "measuring time of each measurement", Duration.ofSeconds(3));

  private static CommandOption named(String name) {
    return MEASURING.stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void measuringListsTheRunFlagsWithTheCommandsDefaultsAndWording() {
    assertEquals(List.of("estimator", "budget", "max-warmup", "oracle", "no-cache", "strict", "cpu"),
        MEASURING.stream().map(CommandOption::name).toList());
    assertEquals("both", named("estimator").defaultText());
    assertEquals("which estimators run", named("estimator").help());
    assertEquals("250ms", named("budget").defaultText());
    assertEquals("1ms..1h", named("budget").rangeText());
    assertEquals("measuring time of each measurement", named("budget").help());
    assertEquals("3s", named("max-warmup").defaultText());
    assertEquals(OptionSpecs.MAX_WARMUP.help(), named("max-warmup").help());
    assertEquals(OptionSpecs.ORACLE.help(), named("oracle").help());
  }

  @Test
  void theEstimatorIsNarrowedToWhatTheCommandRuns() {
    TypedOption<?> estimator = (TypedOption<?>) named("estimator");
    assertEquals(List.of(Estimator.MINIMUM, Estimator.WEIGHTED_MEAN), estimator.defaultValue());
    assertEquals(List.of(Estimator.WEIGHTED_MEAN), estimator.parse("weighted-mean"));
    assertEquals(List.of(Estimator.MEDIAN), estimator.parse("median"));
    assertThrows(IllegalArgumentException.class, () -> estimator.parse("all"));
  }

  @Test
  void theTypedOnesReadAsTheTablesSpecs() {
    assertEquals(OptionSpecs.FORKS.flag(), HostOptions.forks().name());
    assertEquals(assertThrows(IllegalArgumentException.class, () -> OptionSpecs.FORKS.parse("0")).getMessage(),
        assertThrows(IllegalArgumentException.class, () -> HostOptions.forks().parse("0")).getMessage());
    assertEquals(42L, HostOptions.seed().parse("42"));
    assertEquals(Duration.ofSeconds(2), HostOptions.budget().parse("2s"));
    assertEquals(Duration.ofMillis(20), HostOptions.maxWarmup().parse("20ms"));
    assertEquals(Pinning.none(), HostOptions.cpu().parse("none"));
    assertEquals("cpu", HostOptions.cpu().name());
  }

  @Test
  void htmlAndTheBaselineFlagsAreTheCoresTexts() {
    assertEquals("html", HostOptions.html().name());
    assertEquals("FILE", HostOptions.html().valueName());
    assertEquals("none", HostOptions.html().defaultText());
    assertEquals(List.of("save-baseline", "baseline", "baseline-dir"),
        HostOptions.baselines().stream().map(CommandOption::name).toList());
    assertEquals(HostOptions.baselineDirectory(), HostOptions.baselines().get(2));
    assertEquals(".nanometer/baselines", HostOptions.baselineDirectory().defaultValue());
    assertEquals(".nanometer/baselines", HostOptions.baselineDirectory().defaultText());
  }
}
