package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42, items 5 and 6, on real processes: the child JVM of {@code nanometer jmh} is gone 2 s
 * after its parent's SIGKILL ({@link KilledParent}); the result file a killed {@code nanometer jmh}
 * left is swept by the next run, whose benchmark, never returning, is killed at {@code --timeout}
 * and reported failed with its name and the limit, in the document and on stderr. ({@code
 * reference}: the commands' ChildrenDieWithParentTest.)
 */
class JmhChildrenDieWithParentTest {

  @TempDir
  Path tmp;

  @Test
  void jmhsBenchmarkJvmDiesWithItsKilledParentAndTheNextRunSweepsAndTimesOut() throws Exception {
    String classPath = NeverReturns.classPath(tmp.resolve("benchmarks"));
    Process killed = KilledParent.start(tmp, jmh(classPath, "10m"));
    KilledParent.killOnceAChildWatches(killed, tmp);
    String leftover = "nanometer-child-" + killed.pid() + "-";
    assertEquals(1, names(leftover).size(), "the killed run's result file is left (SIGKILL deletes nothing)");

    Process next = KilledParent.start(tmp, jmh(classPath, "1s"));
    assertTrue(next.waitFor(120, TimeUnit.SECONDS), "the next run ends: its benchmark JVM is killed at --timeout");
    String err = KilledParent.stderr(tmp);
    assertEquals(3, next.exitValue(), "nothing measured; stderr: " + err);
    assertEquals(List.of(), names(leftover), "the next run swept the killed run's result file");
    assertEquals(List.of(), names("nanometer-child-" + next.pid() + "-"), "and deleted its own");

    String why = "the JVM of " + NeverReturns.RUN + " ran longer than its time limit of 1s and was killed";
    assertTrue(err.contains("nanometer jmh: " + NeverReturns.RUN + " failed: " + why), err);
    List<JsonValue> notRun = JsonValue.root(JsonReader.parseObject(Files.readString(tmp.resolve("parent.out"))))
        .get("notRun").elements();
    assertEquals(1, notRun.size());
    assertEquals(NeverReturns.RUN, notRun.get(0).get("benchmark").string());
    assertTrue(notRun.get(0).get("failed").bool());
    assertEquals(why, notRun.get(0).get("reason").string());
  }

  /** {@code nanometer jmh} on the benchmark that never returns: one fork, the shortest run, {@code limit}. */
  private static List<String> jmh(String classPath, String limit) {
    return List.of("jmh", "--classpath", classPath, "--forks", "1", "--budget", "10ms", "--max-warmup", "0s",
        "--no-cache", "--cpu", "none", "--timeout", limit, "--format", "json");
  }

  private List<String> names(String prefix) throws Exception {
    try (Stream<Path> files = Files.list(tmp)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(prefix)).toList();
    }
  }
}
