package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.compare.ProcessProbe;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A real {@code nanometer compare} in a child JVM, stopped with SIGINT or SIGTERM while the feature
 * command hangs (with a grandchild): the summary so far is printed, the existing {@code --csv} is
 * replaced by the runs of the complete blocks (never left empty), and the hanging command's
 * process group is gone.
 */
class CompareSignalsTest {
  @TempDir
  Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"TERM", "INT"})
  void aSignalKeepsTheRunsPrintsTheSummaryAndKillsTheCommands(String signal) throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")) && Files.isExecutable(Path.of("/bin/kill"))
        || Files.isExecutable(Path.of("/usr/bin/kill")), "needs Linux /proc and kill");
    Path csv = dir.resolve("runs.csv");
    Files.writeString(csv, "old content\n");
    Path count = dir.resolve("count");
    Path pid = dir.resolve("grandchild.pid");
    // The feature's 4th run hangs with a grandchild; base is quick. No warm-up: 3 blocks complete.
    String feature = "n=$(cat " + count + " 2>/dev/null || echo 0); echo $((n + 1)) > " + count
        + "; if [ $n -ge 3 ]; then sleep 300 & echo $! > " + pid + "; wait; fi";
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
        Main.class.getName(), "compare", "--base", "true", "--feature", feature, "--warmup", "0",
        "--time-limit", "10m", "--csv", csv.toString())
        .redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
    try {
      for (int i = 0; i < 1200 && !Files.exists(pid); i++) {
        Thread.sleep(50);
      }
      assertTrue(Files.exists(pid), "the hanging run started: " + read(dir.resolve("out.txt")));
      Thread.sleep(200);
      new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start().waitFor();
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "nanometer stopped after SIG" + signal);
    } finally {
      p.destroyForcibly();
    }
    String out = read(dir.resolve("out.txt"));
    assertEquals(signal.equals("TERM") ? 143 : 130, p.exitValue(), out);
    assertTrue(out.contains("verdict: interrupted"), out);
    assertTrue(out.contains("interrupted after 3 blocks"), out);
    List<String> lines = Files.readAllLines(csv);
    assertEquals("benchmark,wall_time,user_time,sys_time", lines.get(0), out);
    assertEquals(1 + 6, lines.size(), String.join("\n", lines));
    long grandchild = Long.parseLong(Files.readString(pid).trim());
    assertTrue(ProcessProbe.awaitGone(grandchild), "grandchild " + grandchild + " was killed");
    try (var files = Files.list(dir)) {
      assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file left");
    }
  }

  private static String read(Path file) throws IOException {
    return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
  }
}
