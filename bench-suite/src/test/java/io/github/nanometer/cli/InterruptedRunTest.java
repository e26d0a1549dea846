package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.json.JsonReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, failures 1 and 4: a real run (a child JVM on the built classes) is stopped with SIGINT
 * and SIGTERM at seeded random points after measuring began; what is left at {@code --out} must be
 * a valid document holding exactly the measurements the one-line summary says were kept, and the
 * file that was there before must never be left truncated.
 */
class InterruptedRunTest {

  private static final long SEED = Long.getLong("nanometer.signal.seed", 7L);
  private static final Pattern KEPT = Pattern.compile("interrupted; kept (\\d+) of (\\d+) measurements in '(.*)'");

  @TempDir
  Path dir;

  @Test
  void sigintAndSigtermLeaveAValidPartialDocument() throws Exception {
    SplittableRandom random = new SplittableRandom(SEED);
    for (String signal : List.of("INT", "TERM", "INT", "TERM")) {
      interruptOnce(signal, random.nextInt(1500), random.nextBoolean() ? "json" : "json.gz");
    }
  }

  @Test
  void sigkillLeavesThePreviousFileAndAJournalOfEveryFinishedMeasurement() throws Exception {
    Path out = dir.resolve("killed.json");
    Files.writeString(out, "the previous run's results");
    Started s = start(out);
    Thread.sleep(800);
    assumeTrue(s.process().isAlive(), "the run ended before the signal");
    s.process().destroyForcibly();
    assertTrue(s.process().waitFor(60, TimeUnit.SECONDS));
    assertEquals("the previous run's results", Files.readString(out), "SIGKILL must not touch the old file");
    List<String> lines = Files.readAllLines(io.github.nanometer.json.Journal.beside(out));
    Map<String, Object> header = JsonReader.parseObject(lines.get(0));
    assertEquals("nanometer-suite-journal", header.get("schema"));
    assertTrue(lines.size() >= 2, "at least one finished measurement: " + lines.size());
    // Every complete line is one measurement; the last may have been cut mid-write by the kill.
    for (String line : lines.subList(1, lines.size() - 1)) {
      assertEquals("memset", JsonReader.parseObject(line).get("function"));
    }
  }

  /** Issue 21, item 16: a signal while the suite is still preparing (before measuring) gets its line on stderr. */
  @Test
  void aSignalWhilePreparingIsSaidOnStderr() throws Exception {
    Path out = dir.resolve("early.json");
    Files.writeString(out, "the previous run's results");
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
        "-cp", System.getProperty("java.class.path"), "-Dnanometer.cacheDir=" + dir.resolve("cache"),
        Main.class.getName(), "suite", "--function", "memset", "--impl", "java", "--estimator", "minimum",
        "--budget", "2ms", "--max-warmup", "0s", "--trials", "1000", "--no-cache", "--format", "json", "--out",
        out.toString());
    Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    List<String> stderr = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
      // "nanometer: measuring thread ...", printed while preparing; a JDK's own warnings (JDK 24+ prints
      // four lines and a blank one about System::load of the native helper) come first and are skipped.
      String first = r.readLine();
      while (first != null && (first.startsWith("WARNING: ") || first.isBlank())) {
        stderr.add(first);
        first = r.readLine();
      }
      stderr.add(first);
      new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor();
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        stderr.add(line);
      }
    }
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(143, p.exitValue(), stderr.toString());
    assertTrue(stderr.stream().anyMatch(l -> l.startsWith("nanometer suite: interrupted")), stderr.toString());
    assertEquals("the previous run's results", Files.readString(out));
  }

  private record Started(Process process, List<String> stderr, Thread reader) {}

  private Started start(Path out) throws Exception {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"), "-Dnanometer.cacheDir=" + dir.resolve("cache"),
        Main.class.getName(), "suite", "--function", "memset,memcpy", "--impl", "java", "--estimator", "minimum",
        "--budget", "2ms", "--max-warmup", "0s", "--trials", "1000", "--no-cache", "--cpu", "none", "--seed", "1",
        "--format", "json", "--out", out.toString()));
    ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
    return startAndAwaitMeasuring(pb);
  }

  private static Started startAndAwaitMeasuring(ProcessBuilder pb) throws Exception {
    pb.environment().put("NANOMETER_PROGRESS", "1");
    Process p = pb.start();
    List<String> stderr = java.util.Collections.synchronizedList(new ArrayList<>());
    CompletableFuture<Void> firstStep = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          stderr.add(line);
          if (line.startsWith("[1/")) {
            firstStep.complete(null);
          }
        }
      } catch (IOException ignored) {
        // The process ended.
      }
      firstStep.complete(null);
    });
    reader.start();
    firstStep.get(120, TimeUnit.SECONDS);
    return new Started(p, stderr, reader);
  }

  private void interruptOnce(String signal, int delayMillis, String extension) throws Exception {
    Path out = dir.resolve("suite-" + signal + "-" + delayMillis + "." + extension);
    Files.writeString(out, "the previous run's results");
    Started started = start(out);
    Process p = started.process();
    List<String> stderr = started.stderr();
    Thread reader = started.reader();
    Thread.sleep(delayMillis);
    String where = "SIG" + signal + " after " + delayMillis + " ms";
    assumeTrue(p.isAlive(), where + ": the run ended before the signal");
    // kill(1), not Process.destroy(): destroy() also closes our end of the child's stderr.
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
    boolean ended = p.waitFor(60, TimeUnit.SECONDS);
    if (!ended) {
      p.destroyForcibly();
    }
    // A JVM started with SIGINT ignored (a background job of a non-interactive shell) keeps ignoring it.
    assumeTrue(ended || !signal.equals("INT"), where + ": SIGINT is ignored in this environment");
    assertTrue(ended, where + ": did not end; stderr " + stderr);
    reader.join(10_000);
    // The measuring thread may print one more progress line while the hook writes.
    Matcher m = KEPT.matcher(String.join("\n", stderr));
    assertTrue(m.find(), where + ": no summary line; exit " + p.exitValue() + ", file " + Files.size(out)
        + " bytes; stderr " + stderr);
    assertEquals(out.toAbsolutePath().toString(), Path.of(m.group(3)).toAbsolutePath().toString());
    int kept = Integer.parseInt(m.group(1));
    int total = Integer.parseInt(m.group(2));
    assertTrue(kept < total, where);
    Map<String, Object> doc = JsonReader.parseObject(read(out));
    assertEquals("nanometer-suite", doc.get("schema"), where);
    assertEquals(kept, ((List<?>) doc.get("measurements")).size(), where);
    assertTrue(((List<?>) doc.get("notes")).contains("interrupted: this document is partial, " + kept + " of "
        + total + " measurements"), where + ": " + doc.get("notes"));
    assertEquals(signal.equals("INT") ? 130 : 143, p.exitValue(), where);
    assertTrue(!Files.exists(io.github.nanometer.json.Journal.beside(out)), where + ": journal not deleted");
    try (var files = Files.list(dir)) {
      assertEquals(List.of(), files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList(),
          where + ": a temporary file was left");
    }
  }

  private static String read(Path file) throws IOException {
    if (file.toString().endsWith(".gz")) {
      try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(file))) {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
    return Files.readString(file);
  }
}
