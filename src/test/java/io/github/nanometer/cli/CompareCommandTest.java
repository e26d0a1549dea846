package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.CommandRun;
import io.github.nanometer.compare.CommandRunner;
import io.github.nanometer.report.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nanometer compare}: exit codes, CSV and JSON with a fake runner; one real smoke run. */
class CompareCommandTest {
  @TempDir
  Path dir;

  /** Base takes 100 ms +-2%; feature takes {@code featureMillis} +-2%; a feature time <= 0 fails with exit 9. */
  static final class FakeRunner implements CommandRunner {
    final double featureMillis;
    long nowNanos;
    int k;

    FakeRunner(double featureMillis) {
      this.featureMillis = featureMillis;
    }

    @Override
    public CommandRun run(String command) {
      double millis = command.equals("b") ? 100 : featureMillis;
      if (millis <= 0) {
        return new CommandRun(9, 1_000, 0, 0, "feature exploded");
      }
      long wall = (long) (millis * 1e6 * (1 + (k++ % 5 - 2) / 100.0));
      nowNanos += wall;
      return new CommandRun(0, wall, -1, -1, "");
    }

    @Override
    public String cpuTimeSource() {
      return "unavailable: fake";
    }
  }

  record Outcome(int status, String out, String err) {}

  static Outcome run(CompareCommand command, String... args) throws UsageException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    int status = command.run(ParsedArgs.parse(List.of(args), command.options()), o, e);
    return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static CompareCommand fake(double featureMillis) {
    FakeRunner runner = new FakeRunner(featureMillis);
    return new CompareCommand(() -> runner, () -> runner.nowNanos);
  }

  @Test
  void exitCodesFollowTheVerdict() throws Exception {
    assertEquals(0, run(fake(100), "--base", "b", "--feature", "f", "--seed", "1").status());
    assertEquals(1, run(fake(110), "--base", "b", "--feature", "f", "--seed", "1").status());
    assertEquals(3, run(fake(102), "--base", "b", "--feature", "f", "--seed", "1", "--time-limit", "2s").status());
    Outcome failed = run(fake(-1), "--base", "b", "--feature", "f");
    assertEquals(9, failed.status());
    assertTrue(failed.out().contains("feature command failed during warm-up with exit status 9: f"), failed.out());
    assertTrue(failed.out().contains("feature exploded"), failed.out());
  }

  @Test
  void writesCsvAndJson() throws Exception {
    Path csv = dir.resolve("runs.csv");
    Outcome o = run(fake(110), "--base", "b", "--feature", "f", "--seed", "3", "--csv", csv.toString(),
        "--format", "json", "--one-sided", "--confidence", "99", "--threshold", "5%");
    assertEquals(1, o.status());
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(o.out());
    assertEquals("one-sided", doc.get("sides"));
    assertEquals(0.99, doc.get("confidence"));
    assertEquals(5.0, ((Number) doc.get("thresholdPercent")).doubleValue(), 1e-12);
    List<String> lines = Files.readAllLines(csv);
    assertEquals("benchmark,wall_time,user_time,sys_time", lines.get(0));
    long blocks = (Long) doc.get("blocks");
    assertEquals(1 + 2 * blocks, lines.size());
    assertTrue(lines.get(1).matches("(base|feature),0\\.\\d+,NaN,NaN"), lines.get(1));
  }

  @Test
  void badArgumentsAreUsageErrors() {
    String[][] bad = {
        {"--feature", "f"},
        {"--base", "b", "--feature", " "},
        {"--base", "b", "--feature", "f", "--threshold", "two"},
        {"--base", "b", "--feature", "f", "--confidence", "100"},
        {"--base", "b", "--feature", "f", "--one-sided", "--confidence", "40"},
        {"--base", "b", "--feature", "f", "--time-limit", "soon"},
        {"--base", "b", "--feature", "f", "--warmup", "-1"},
        {"--base", "b", "--feature", "f", "--csv", "/no/such/dir/x.csv"},
        {"--base", "b", "--feature", "f", "extra"}};
    for (String[] args : bad) {
      try {
        run(fake(100), args);
        throw new AssertionError("accepted " + String.join(" ", args));
      } catch (UsageException expected) {
        assertTrue(!expected.getMessage().isEmpty());
      }
    }
  }

  @Test
  void realSmokeRunOfTrueAgainstTrue() throws Exception {
    // No timing asserted: two identical commands end as no regression or inconclusive, and the CSV
    // exists. The threshold is far out of reach (+1000%) so that a noisy machine cannot produce a
    // false "regression" (peeking after every block makes one possible at +2%).
    Path csv = dir.resolve("smoke.csv");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("compare", "--base", "true", "--feature", "true", "--time-limit", "300ms",
        "--threshold", "1000%",
        "--csv", csv.toString()), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertTrue(status == 0 || status == 3, "status " + status + "\n" + out + err);
    List<String> lines = Files.readAllLines(csv);
    assertEquals("benchmark,wall_time,user_time,sys_time", lines.get(0));
    assertTrue(lines.size() >= 3, "at least one block: " + lines);
  }
}
