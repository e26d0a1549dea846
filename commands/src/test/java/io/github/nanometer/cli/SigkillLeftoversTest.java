package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21, items 9 and 10: what a nanometer killed by SIGKILL started dies with it (the watchdog
 * that waits on the pipe from the JVM), and the temporaries it could not delete are swept by the
 * next run. Real child JVMs, real SIGKILL.
 */
class SigkillLeftoversTest {

  @TempDir
  Path dir;

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** Waits until every process in {@code tree} has ended; false after {@code seconds}. */
  private static boolean allEnd(List<ProcessHandle> tree, int seconds) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (System.nanoTime() < deadline) {
      if (tree.stream().noneMatch(ProcessHandle::isAlive)) {
        return true;
      }
      Thread.sleep(20);
    }
    return false;
  }

  @Test
  void pairedChecksBusyNeighbourDiesWithAKilledJvm() throws Exception {
    Process jvm = new ProcessBuilder(java(), "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
        OrphanChildMain.class.getName()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    long neighbour;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8))) {
      neighbour = Long.parseLong(r.readLine().trim());
    }
    ProcessHandle timeout = ProcessHandle.of(neighbour).orElseThrow();
    List<ProcessHandle> tree = new ArrayList<>();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (tree.size() < 3 && System.nanoTime() < deadline) { // timeout, sh, the busy subshell
      tree = new ArrayList<>(timeout.descendants().toList());
      tree.add(timeout);
      Thread.sleep(20);
    }
    assertTrue(tree.size() >= 3, "the busy loop started: " + tree);
    jvm.destroyForcibly(); // SIGKILL: no hook runs
    assertTrue(jvm.waitFor(20, TimeUnit.SECONDS));
    assertTrue(allEnd(tree, 10), "left running after SIGKILL: " + tree.stream().filter(ProcessHandle::isAlive)
        .map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList());
  }

  @Test
  void comparesCommandDiesWithAKilledJvmAndItsTemporariesAreSwept() throws Exception {
    Path tmp = Files.createDirectories(dir.resolve("tmp"));
    Path csv = dir.resolve("runs.csv");
    Process jvm = compare(tmp, csv, "sleep 1000", "sleep 1000", "10m");
    ProcessHandle sleep = null;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (sleep == null && System.nanoTime() < deadline) {
      sleep = jvm.descendants().filter(h -> h.info().command().orElse("").endsWith("sleep")).findFirst().orElse(null);
      Thread.sleep(20);
    }
    assertTrue(sleep != null, "the compared command started");
    List<ProcessHandle> tree = new ArrayList<>(jvm.descendants().toList());
    jvm.destroyForcibly();
    assertTrue(jvm.waitFor(20, TimeUnit.SECONDS));
    assertTrue(allEnd(tree, 10), "the command outlived the killed compare: " + tree.stream()
        .filter(ProcessHandle::isAlive).map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList());
    assertEquals(1, names(dir, ".runs.csv.").size(), "the killed run left its temporary CSV");
    assertEquals(1, names(tmp, "nanometer-compare-").size(), "the killed run left its stderr file");

    Process next = compare(tmp, csv, "true", "true", "300ms");
    assertTrue(next.waitFor(120, TimeUnit.SECONDS));
    assertTrue(next.exitValue() == 0 || next.exitValue() == 3, "status " + next.exitValue());
    assertEquals(List.of(), names(dir, ".runs.csv."), "the dead run's temporary CSV was swept");
    assertEquals(List.of(), names(tmp, "nanometer-compare-"), "the dead run's stderr file was swept");
    assertTrue(Files.readString(csv).startsWith("benchmark,wall_time"));
  }

  private Process compare(Path tmp, Path csv, String base, String feature, String limit) throws Exception {
    return new ProcessBuilder(java(), "-XX:TieredStopAtLevel=1", "-Djava.io.tmpdir=" + tmp, "-cp",
        System.getProperty("java.class.path"), Main.class.getName(), "compare", "--base", base, "--feature", feature,
        "--time-limit", limit, "--threshold", "1000%", "--csv", csv.toString())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
  }

  private static List<String> names(Path in, String prefix) throws Exception {
    try (Stream<Path> files = Files.list(in)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(prefix)).toList();
    }
  }
}
