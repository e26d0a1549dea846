package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The measurement flags are {@link OptionSpecs} entries: their ranges, defaults and help lines. */
class RunFlagsSpecTest {

  private static final List<CommandOption> OPTIONS = RunFlags.options(Defaults.BUDGET);

  private static TypedOption<?> named(String name) {
    return (TypedOption<?>) OPTIONS.stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
  }

  private static Options parse(String... args) throws UsageException {
    return RunFlags.toOptions(ParsedArgs.parse(List.of(args), OPTIONS), Defaults.BUDGET);
  }

  @Test
  void everyFlagIsItsSpec() {
    assertSame(OptionSpecs.BUDGET, named("budget").spec());
    assertSame(OptionSpecs.MAX_WARMUP, named("max-warmup").spec());
    assertSame(OptionSpecs.USE_TUNING_CACHE, named("no-cache").spec());
    assertSame(OptionSpecs.ISOLATE_LOOPS, named("no-isolation").spec());
    assertEquals(OptionSpecs.BUDGET.help(), named("budget").help());
    assertEquals("1ms..1h", named("budget").rangeText());
  }

  @Test
  void parsingAcceptsExactlyTheSpecRange() throws UsageException {
    Options edge = parse("--budget", "1h", "--max-warmup", "0s");
    assertEquals(Duration.ofHours(1), edge.budget());
    assertEquals(Duration.ZERO, edge.maxWarmup());
    UsageException e = assertThrows(UsageException.class, () -> parse("--budget", "61m"));
    assertEquals("--budget: budget must be in [1ms, 1h], got 61m", e.getMessage());
    e = assertThrows(UsageException.class, () -> parse("--max-warmup", "11m"));
    assertEquals("--max-warmup: maxWarmup must be in [0s, 10m], got 11m", e.getMessage());
  }

  @Test
  void everyRunOptionReachesTheOptions() throws UsageException {
    Options o = parse("--seed", "42", "--clock", "tsc", "--oracle", "table", "--no-cache", "--no-isolation",
        "--cpu", "none");
    assertEquals(42, o.seed());
    assertEquals(ClockChoice.TSC, o.clock());
    assertEquals("table", o.oracle());
    assertEquals(false, o.useTuningCache());
    assertEquals(false, o.isolateLoops());
    assertEquals(Pinning.none(), o.pinning());
    Options d = parse();
    assertEquals(List.of(true, true), List.of(d.useTuningCache(), d.isolateLoops()));
    assertEquals(List.of(Estimator.MINIMUM, Estimator.WEIGHTED_MEAN),
        RunFlags.estimators(ParsedArgs.parse(List.of("--estimator", "both"), OPTIONS)));
  }
}
