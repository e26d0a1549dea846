package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.comparison.CommandRun;
import io.github.nanometer.comparison.CommandRunner;
import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nanometer compare}: exit codes, CSV and JSON with a fake runner; one real smoke run. */
class CompareCommandTest {
  @TempDir
  Path dir;

  /** Base takes 100 ms +-2%; feature takes {@code featureMillis} +-2%; a feature time <= 0 fails with exit 9. */
  static class FakeRunner implements CommandRunner {
    final double featureMillis;
    long nowNanos;
    int k;

    FakeRunner(double featureMillis) {
      this.featureMillis = featureMillis;
    }

    @Override
    public CommandRun run(String command, Duration timeout) {
      double millis = command.equals("b") ? 100 : featureMillis;
      if (millis <= 0) {
        return CommandRun.exited(9, 1_000, 0, 0, "feature exploded");
      }
      long wall = (long) (millis * 1e6 * (1 + (k++ % 5 - 2) / 100.0));
      nowNanos += wall;
      return CommandRun.exited(0, wall, -1, -1, "");
    }

    @Override
    public void stop() {}

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
    assertEquals(4, failed.status());
    assertTrue(failed.out().contains("feature command failed with exit status 9 during warm-up: f"), failed.out());
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
    assertEquals(0.05, ((Number) doc.get("thresholdFraction")).doubleValue(), 1e-12);
    List<String> lines = Files.readAllLines(csv);
    assertEquals("benchmark,wall_time,user_time,sys_time", lines.get(0));
    long blocks = (Long) doc.get("blocks");
    assertEquals(1 + 2 * blocks, lines.size());
    assertTrue(lines.get(1).matches("(base|feature),0\\.\\d+,NaN,NaN"), lines.get(1));
  }

  /** Issue 21, item 14: a command's control characters are escaped wherever it is echoed. */
  @Test
  void echoedCommandsHaveTheirControlCharactersEscaped() throws Exception {
    String hostile = "true # \u001b]0;x\u0007";
    Outcome ok = run(fake(100), "--base", "b", "--feature", hostile, "--seed", "1");
    assertTrue(!ok.out().contains("\u001b") && !ok.out().contains("\u0007"), ok.out());
    assertTrue(ok.out().contains("true # \\u001b]0;x\\u0007"), ok.out());
    FakeRunner failing = new FakeRunner(-1) {
      @Override
      public CommandRun run(String command, Duration timeout) {
        CommandRun r = super.run(command, timeout);
        return r.exitCode() == 9 ? CommandRun.exited(9, 1_000, 0, 0, "line one\n\u001b[2Jline two") : r;
      }
    };
    Outcome failed = run(new CompareCommand(() -> failing, () -> failing.nowNanos), "--base", "b", "--feature",
        hostile);
    assertEquals(4, failed.status());
    assertTrue(!failed.out().contains("\u001b") && !failed.out().contains("\u0007"), failed.out());
    assertTrue(failed.out().contains("line one\n\\u001b[2Jline two"), failed.out());
  }

  /** Issue 21, item 4: a full disk is found before any command runs, or said (exit 1) when it fills meanwhile. */
  @Test
  void csvOnAFullDiskIsRefusedUpFrontOrItsFateSaid() throws Exception {
    Path csv = dir.resolve("runs.csv");
    try (AutoCloseable fault = io.github.nanometer.json.WriteFaults.inject((file, bytes) -> {
      throw new java.nio.file.FileSystemException(file.toString(), null, "No space left on device");
    })) {
      UsageException e = org.junit.jupiter.api.Assertions.assertThrows(UsageException.class,
          () -> run(fake(100), "--base", "b", "--feature", "f", "--csv", csv.toString()));
      assertEquals("--csv: cannot write '" + csv + "': no space left on device", e.getMessage());
    }
    java.util.concurrent.atomic.AtomicInteger writes = new java.util.concurrent.atomic.AtomicInteger();
    Outcome o;
    try (AutoCloseable fault = io.github.nanometer.json.WriteFaults.inject((file, bytes) -> {
      if (writes.incrementAndGet() > 1) {
        throw new java.nio.file.FileSystemException(file.toString(), null, "No space left on device");
      }
    })) {
      o = run(fake(100), "--base", "b", "--feature", "f", "--seed", "1", "--csv", csv.toString());
    }
    assertEquals(1, o.status(), o.err());
    assertTrue(o.err().contains("cannot write --csv " + csv + ": no space left on device"), o.err());
    assertTrue(o.out().contains("no regression"), o.out());
    assertTrue(!Files.exists(csv));
    try (java.util.stream.Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(), left.toList());
    }
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
        {"--base", "b", "--feature", "f", "--csv", dir.toString()},
        {"--base", "b", "--feature", "f", "--csv", "/dev/full"},
        {"--base", "b", "--feature", "f", "--csv", dir.resolve("x".repeat(300)).toString()},
        {"--base", "b", "--feature", "f", "--run-timeout", "0s"},
        {"--base", "b", "--feature", "f", "--min-blocks", "1"},
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
    // exists. The threshold is far out of reach (+1000%), so a false "regression" is practically
    // impossible even on a noisy machine.
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

  @Test
  void aReadOnlyCsvIsRefusedBeforeAnyRun() throws Exception {
    Path csv = dir.resolve("old.csv");
    Files.writeString(csv, "keep me\n");
    assertTrue(csv.toFile().setWritable(false));
    FakeRunner runner = new FakeRunner(100);
    try {
      org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(csv), "root ignores file permissions");
      UsageException e = org.junit.jupiter.api.Assertions.assertThrows(UsageException.class,
          () -> run(new CompareCommand(() -> runner, () -> runner.nowNanos), "--base", "b", "--feature", "f",
              "--csv", csv.toString()));
      assertTrue(e.getMessage().contains("permission denied"), e.getMessage());
      assertEquals(0, runner.k, "no run before the check");
    } finally {
      csv.toFile().setWritable(true);
    }
    assertEquals("keep me\n", Files.readString(csv));
  }

  @Test
  void anExistingCsvIsReplacedOnlyAtTheEndAndRowsArriveAsBlocksFinish() throws Exception {
    Path csv = dir.resolve("runs.csv");
    Files.writeString(csv, "previous\n");
    List<String> seenDuringRun = new java.util.ArrayList<>();
    List<Long> partialRows = new java.util.ArrayList<>();
    FakeRunner inner = new FakeRunner(110);
    CommandRunner watching = new CommandRunner() {
      @Override
      public CommandRun run(String command, Duration timeout) {
        try {
          seenDuringRun.add(Files.readString(csv));
          try (var files = Files.list(dir)) {
            Path partial = files.filter(p -> p.getFileName().toString().endsWith(".tmp")).findFirst()
                .orElseThrow();
            partialRows.add(Files.lines(partial).count());
          }
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
        return inner.run(command, timeout);
      }

      @Override
      public void stop() {}

      @Override
      public String cpuTimeSource() {
        return inner.cpuTimeSource();
      }
    };
    Outcome o = run(new CompareCommand(() -> watching, () -> inner.nowNanos), "--base", "b", "--feature", "f",
        "--seed", "4", "--warmup", "0", "--csv", csv.toString());
    assertEquals(1, o.status());
    assertTrue(seenDuringRun.stream().allMatch("previous\n"::equals), "the old file stays until the end");
    // Before block k's first run the partial file holds the header and 2 (k - 1) rows.
    for (int run = 0; run < partialRows.size(); run += 2) {
      assertEquals(1 + run, partialRows.get(run), "rows before run " + run);
    }
    List<String> lines = Files.readAllLines(csv);
    assertEquals(1 + partialRows.size(), lines.size());
    try (var files = Files.list(dir)) {
      assertEquals(List.of(csv), files.toList(), "no temporary file is left");
    }
  }

  @Test
  void aRealFailingCommandExitsFourWithItsStatus() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = Main.run(List.of("compare", "--base", "true", "--feature", "echo oops >&2; exit 3",
        "--time-limit", "10s"), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    assertEquals(4, status, text);
    assertTrue(text.contains("feature command failed with exit status 3 during warm-up"), text);
    assertTrue(text.contains("oops"), text);
  }
}
