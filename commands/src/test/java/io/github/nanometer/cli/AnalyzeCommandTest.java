package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nanometer analyze} end to end through {@link Main}: exit codes and one-line errors. */
class AnalyzeCommandTest {
  @TempDir
  Path dir;

  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  private String write(String name, String text) throws Exception {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p.toString();
  }

  @Test
  void analysesTheCbdrExample() throws Exception {
    // cbdr METHOD.md's example file (testvectors.md section 1), padded cells as published.
    String file = write("bench.csv", """
        branch    , wall_time
        base      , 15.720428923
        feature   , 16.173336192
        base      , 15.488631299
        feature   , 16.654012064
        feature   , 16.37941706
        feature   , 16.512443378
        base      , 15.992080634
        """);
    CliRun o = run("analyze", file, "--confidence", "99.9", "--format", "json");
    assertEquals(0, o.status(), o.err());
    assertTrue(o.out().contains("\"cbdrWelch\""), o.out());
    assertTrue(o.out().contains("\"low\": -0.05797958721114"), o.out());
    CliRun text = run("analyze", file, "--confidence", "99.9");
    assertTrue(text.out().contains("cbdr Welch      [-5.80%, +14.65%]"), text.out());
  }

  @Test
  void malformedFileIsOneLineWithTheLineNumber() throws Exception {
    String file = write("bad.csv", "system,value\na,1\nb,oops\n");
    CliRun o = run("analyze", file);
    assertEquals(2, o.status());
    assertEquals("nanometer analyze: " + file + ":3: value 'oops' in column 'value' is not a plain decimal number (accepted: e.g. 12, -0.5, 1.5e-3)\n", o.err());
  }

  @Test
  void usageMistakes() throws Exception {
    String file = write("ok.csv", "s,v\na,1\na,2\n");
    assertEquals(2, run("analyze").status());
    assertEquals("nanometer analyze: --plan needs --costs c1,c2,... (one positive cost per level, lowest first)\n",
        run("analyze", file, "--plan").err());
    assertEquals("nanometer analyze: --costs: -1 is out of range (accepted: positive finite numbers)\n",
        run("analyze", file, "--plan", "--costs", "-1").err());
    assertEquals("nanometer analyze: --confidence: confidence must be in [0.5, 0.9999], got 1\n",
        run("analyze", file, "--confidence", "100").err());
    String missing = dir.resolve("missing.csv").toString();
    assertEquals("nanometer analyze: cannot read '" + missing + "': no such file\n", run("analyze", missing).err());
    assertEquals("nanometer analyze: cannot read '" + dir + "': is a directory\n", run("analyze", dir.toString()).err());
    assertEquals("nanometer analyze: cannot read '/dev/zero' (give a regular file, or - for standard input): not a "
        + "regular file\n", run("analyze", "/dev/zero").err());
    assertTrue(run("analyze", file, "--resamples", "99").err().contains("--resamples"));
  }

  @Test
  void planNeedsOneCostPerLevel() throws Exception {
    String file = write("ok.csv", "s,v\na,1\na,2\n");
    CliRun o = run("analyze", file, "--plan", "--costs", "1,2");
    assertEquals(2, o.status());
    assertEquals("nanometer analyze: " + file + ": costs needs one value per level (1: repetition, lowest first), got 2\n",
        o.err());
    assertEquals(0, run("analyze", file, "--plan", "--costs", "1").status());
  }

  /** Issue 21, item 8: analyze out of heap says so on one line with advice, no stack trace. */
  @Test
  void runningOutOfHeapIsOneLineWithAdvice(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path csv = uniqueKeyRows(dir, 1_000_000);
    AnalyzeRun run = analyzeWithHeap(dir, csv, "-Xmx24m");
    assertEquals(1, run.status(), run.err());
    assertTrue(run.err().startsWith("nanometer analyze: out of memory reading '" + csv + "' with -Xmx"), run.err());
    assertTrue(run.err().contains("about 40 bytes of heap") && run.err().contains("NANOMETER_JAVA_OPTS=-Xmx"),
        run.err());
    assertEquals(1, run.err().lines().count(), run.err());
  }

  /**
   * Issue 21, item 8: a million rows, each with its own level key, fit in 64 MiB of heap (values and
   * leaves in primitive arrays; an object and a map entry per row needed 112 MiB).
   */
  @Test
  void aMillionRowsWithTheirOwnKeysFitInSixtyFourMegabytes(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path csv = uniqueKeyRows(dir, 1_000_000);
    AnalyzeRun run = analyzeWithHeap(dir, csv, "-Xmx64m");
    assertEquals(0, run.status(), run.err());
  }

  private record AnalyzeRun(int status, String err) {}

  /** {@code system,fork,iteration,value}: two systems, 100 forks, every row its own key. */
  private static java.nio.file.Path uniqueKeyRows(java.nio.file.Path dir, int rows) throws java.io.IOException {
    java.nio.file.Path csv = dir.resolve("big.csv");
    try (java.io.BufferedWriter w = java.nio.file.Files.newBufferedWriter(csv)) {
      w.write("system,fork,iteration,value\n");
      for (int row = 0; row < rows; row++) {
        w.write((row % 2 == 0 ? "A" : "B") + "," + (row / 2) % 100 + "," + row / 200 + "," + (100 + row % 7) + "\n");
      }
    }
    return csv;
  }

  private static AnalyzeRun analyzeWithHeap(java.nio.file.Path dir, java.nio.file.Path csv, String heap)
      throws Exception {
    java.nio.file.Path errFile = dir.resolve("err-" + heap + ".txt");
    Process p = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        heap, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
        "analyze", csv.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(errFile.toFile()).start();
    assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "analyze hung");
    return new AnalyzeRun(p.exitValue(), java.nio.file.Files.readString(errFile));
  }
}
