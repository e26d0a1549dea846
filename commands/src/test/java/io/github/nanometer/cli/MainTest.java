package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The command line through {@link Main#run} with captured streams. */
class MainTest {

  /** Runs {@code nanometer ARGS...} in-process ({@link CliRun#of}). */
  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  /** A usage error: status 2, nothing on stdout, one line on stderr without a stack trace. */
  static void assertUsageError(CliRun r, String... parts) {
    assertEquals(2, r.status(), r.err());
    assertEquals("", r.out());
    assertEquals(1, r.errLines().size(), r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    for (String p : parts) {
      assertTrue(r.err().contains(p), "'" + r.err() + "' should contain '" + p + "'");
    }
  }

  @Test
  void noArgumentsPrintsUsageAndFails() {
    CliRun r = run();
    assertEquals(2, r.status());
    assertTrue(r.out().contains("usage: nanometer COMMAND [OPTIONS]"), r.out());
    for (Command c : Commands.all()) {
      assertTrue(r.out().contains(c.name()), c.name());
    }
  }

  @Test
  void helpSucceeds() {
    for (String h : new String[] {"--help", "-h", "help"}) {
      CliRun r = run(h);
      assertEquals(0, r.status(), h);
      assertEquals(HelpText.topLevel(Commands.all()), r.out());
      assertEquals("", r.err());
    }
    CliRun timer = run("help", "timer");
    assertEquals(0, timer.status());
    assertEquals(HelpText.forCommand(new TimerCommand()), timer.out());
    CliRun ref = run("reference", "--budget", "1s", "--help");
    assertEquals(0, ref.status());
    assertTrue(ref.out().startsWith("usage: nanometer reference [OPTIONS]"), ref.out());
  }

  @Test
  void versionPrintsOneLine() {
    CliRun r = run("--version");
    assertEquals(0, r.status());
    assertEquals("nanometer " + Version.current() + System.lineSeparator(), r.out());
  }

  @Test
  void unknownCommandNamesTheKnownOnes() {
    assertUsageError(run("frobnicate", "--x"), "unknown command 'frobnicate'", "timer", "reference");
  }

  @Test
  void timerJsonParses() {
    CliRun r = run("timer", "--format", "json");
    assertEquals(0, r.status(), r.err());
    Map<String, Object> doc = JsonReader.parseObject(r.out());
    assertEquals(1, io.github.nanometer.json.DocumentHeader.TIMER.check(doc));
    List<?> clocks = (List<?>) doc.get("clocks");
    assertEquals(io.github.nanometer.clock.Clocks.available().size(), clocks.size());
    // nanoTime is always present and listed last, as the floor (the TSC comes first where usable).
    Map<?, ?> first = (Map<?, ?>) clocks.get(clocks.size() - 1);
    assertEquals("nanoTime", first.get("name"));
    for (String k : List.of("readCostNanos", "precisionNanos", "accuracyNanos", "pairDeltaMedianNanos",
        "pairDeltaP99Nanos")) {
      assertTrue(first.get(k) instanceof Number, k);
    }
    assertTrue(((Number) first.get("accuracyNanos")).doubleValue()
        >= 100 * ((Number) first.get("precisionNanos")).doubleValue());
  }

  @Test
  void timerTextHasAHeaderAndOneRowPerClock() {
    CliRun r = run("timer");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.get(0).startsWith("clock"), lines.get(0));
    assertEquals(1 + io.github.nanometer.clock.Clocks.available().size(), lines.size(), r.out());
    assertTrue(lines.get(lines.size() - 1).startsWith("nanoTime"), lines.get(lines.size() - 1));
  }

  @Test
  void timerUsageErrors() {
    assertUsageError(run("timer", "--bogus"), "nanometer timer: unknown option '--bogus'", "--format");
    assertUsageError(run("timer", "--format", "xml"), "format must be one of text, json, got 'xml'");
    assertUsageError(run("timer", "--format"), "needs a value");
    assertUsageError(run("timer", "--format=json", "--format=text"), "given twice");
    assertUsageError(run("timer", "extra"), "unexpected argument 'extra'");
  }
}
