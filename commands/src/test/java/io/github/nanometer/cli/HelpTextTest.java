package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Defaults;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Help is generated from the commands' options and from {@link Defaults}. */
class HelpTextTest {

  @Test
  void topLevelListsEveryCommandWithItsSummary() {
    String help = HelpText.topLevel(Commands.all());
    assertTrue(help.startsWith("nanometer " + Version.current() + " - "), help);
    for (Command c : Commands.all()) {
      assertTrue(help.contains("  " + c.name()) && help.contains(c.summary()), c.name());
    }
    assertTrue(help.contains("Exit status: 0 ok, 2 bad arguments"));
  }

  @Test
  void commandHelpListsEveryOptionWithDefaultsFromDefaults() {
    ReferenceCommand ref = new ReferenceCommand();
    String help = HelpText.forCommand(ref);
    for (CommandOption o : ref.options()) {
      assertTrue(help.contains("--" + o.name() + (o.takesValue() ? " " + o.valueName() : "")), o.name());
      assertTrue(help.contains(o.help()), o.help());
    }
    assertTrue(row(help, "--oracle").contains(" " + Defaults.ORACLE + " "));
    assertTrue(row(help, "--estimator").contains(" " + Defaults.ESTIMATOR.cliName() + " "));
    assertTrue(row(help, "--max-warmup").contains(" " + Durations.format(Defaults.MAX_WARMUP) + " "));
    assertTrue(row(help, "--budget").contains(" 1s ") && row(help, "--budget").contains(" 1ms..1h "),
        "reference's own budget, the spec's range");
    assertTrue(help.contains("--help"));
    assertTrue(help.endsWith(ref.details()), "details come last");
  }

  private static String row(String help, String option) {
    return help.lines().filter(l -> l.startsWith("  " + option + " ")).findFirst().orElseThrow();
  }

  @Test
  void columnsAreAligned() {
    String help = HelpText.forCommand(new TimerCommand());
    List<String> optionLines = help.lines().filter(l -> l.startsWith("  --") || l.startsWith("  OPTION")).toList();
    assertEquals(3, optionLines.size());
    int column = optionLines.get(0).indexOf("MEANING");
    assertEquals(column, optionLines.get(1).indexOf("output format"));
    assertEquals(column, optionLines.get(2).indexOf("show this help"));
    assertEquals(optionLines.get(0).indexOf("DEFAULT"), optionLines.get(1).indexOf("text "));
  }

  @Test
  void durationsPrintInTheUnitAUserWouldType() {
    assertEquals("1h", Durations.format(Duration.ofHours(1)));
    assertEquals("90s", Durations.format(Duration.ofSeconds(90)));
    assertEquals("5m", Durations.format(Duration.ofMinutes(5)));
    assertEquals("1500ms", Durations.format(Duration.ofMillis(1500)));
    assertEquals("250us", Durations.format(Duration.ofNanos(250_000)));
    assertEquals("7ns", Durations.format(Duration.ofNanos(7)));
    assertEquals("0s", Durations.format(Duration.ZERO));
    for (String s : List.of("1h", "90s", "1500ms", "250us", "7ns")) {
      assertEquals(s, Durations.format(ParsedArgs.parseDuration(s)), "format inverts parse");
    }
  }
}
