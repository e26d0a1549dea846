package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Defaults;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The measurement flags take their ranges and help lines from {@link OptionSpecs}. */
class RunFlagsSpecTest {

  private static final List<Option> OPTIONS = RunFlags.options(Defaults.BUDGET);

  private static Option named(String name) {
    return OPTIONS.stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void helpLinesAreTheSpecs() {
    assertEquals(OptionSpecs.BUDGET.helpWithRange(), named(OptionSpecs.BUDGET.flag()).help());
    assertEquals(OptionSpecs.MAX_WARMUP.helpWithRange(), named(OptionSpecs.MAX_WARMUP.flag()).help());
    assertEquals("measuring time per benchmark (1ms..1h)", named("budget").help());
  }

  @Test
  void parsingAcceptsExactlyTheSpecRange() throws UsageException {
    Options edge = RunFlags.toOptions(ParsedArgs.parse(List.of("--budget", "1h", "--max-warmup", "0s"), OPTIONS),
        Defaults.BUDGET);
    assertEquals(Duration.ofHours(1), edge.budget());
    assertEquals(Duration.ZERO, edge.maxWarmup());
    UsageException e = assertThrows(UsageException.class,
        () -> RunFlags.toOptions(ParsedArgs.parse(List.of("--budget", "61m"), OPTIONS), Defaults.BUDGET));
    assertTrue(e.getMessage().contains("--budget") && e.getMessage().contains("accepted: 1ms to 1h"), e.getMessage());
    e = assertThrows(UsageException.class,
        () -> RunFlags.toOptions(ParsedArgs.parse(List.of("--max-warmup", "11m"), OPTIONS), Defaults.BUDGET));
    assertTrue(e.getMessage().contains("accepted: 0s to 10m"), e.getMessage());
  }
}
