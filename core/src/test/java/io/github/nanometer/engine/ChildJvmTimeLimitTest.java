package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42, item 6: a child still running at its time limit is killed, and its run fails with a
 * message naming the child and the limit ({@link ChildJvm#run(java.util.function.Function, String,
 * Duration)}). Shell commands stand in for child JVMs.
 */
class ChildJvmTimeLimitTest {

  @TempDir
  Path tmp;

  @Test
  void aChildStillRunningAtItsLimitIsKilledAndTheRunFailsNamingItAndTheLimit() throws Exception {
    Path pidFile = tmp.resolve("pid");
    AtomicReference<Path> resultFile = new AtomicReference<>();
    long start = System.nanoTime();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> ChildJvm.run(f -> {
      resultFile.set(f);
      return List.of("sh", "-c", "echo $$ > " + pidFile + "; exec sleep 60");
    }, "the JVM of p.C.m avgt", Duration.ofMillis(500)));
    long tookMillis = (System.nanoTime() - start) / 1_000_000;
    assertEquals("the JVM of p.C.m avgt ran longer than its time limit of 500ms and was killed", e.getMessage());
    assertTrue(tookMillis < 20_000, "took " + tookMillis + " ms");
    long pid = Long.parseLong(Files.readString(pidFile).strip());
    assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "the child was killed");
    assertTrue(resultFile.get().getFileName().toString().startsWith(ChildTemporaries.PREFIX
        + ProcessHandle.current().pid() + "-"), "the result file names this process: " + resultFile.get());
    assertFalse(Files.exists(resultFile.get()), "and is deleted");
  }

  @Test
  void aChildThatEndsWithinItsLimitFailsOrSucceedsAsWithout() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> ChildJvm.run(f -> List.of("false"), "a failing child", Duration.ofSeconds(30)));
    assertTrue(e.getMessage().startsWith("a failing child exited with status 1 and no result"), e.getMessage());
  }

  @Test
  void theLimitMustBePositive() {
    for (Duration bad : new Duration[] {Duration.ZERO, Duration.ofSeconds(-1), null}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> ChildJvm.run(f -> List.of("true"), "x", bad));
      assertEquals("timeLimit must be positive, got " + bad, e.getMessage());
    }
  }

  @Test
  void limitsAreWrittenAsTheyAreTyped() {
    assertEquals("10m", ChildJvm.limitText(Duration.ofMinutes(10)));
    assertEquals("90s", ChildJvm.limitText(Duration.ofSeconds(90)));
    assertEquals("1500ms", ChildJvm.limitText(Duration.ofMillis(1500)));
    assertEquals("2h", ChildJvm.limitText(Duration.ofHours(2)));
    assertEquals("500ns", ChildJvm.limitText(Duration.ofNanos(500)));
  }
}
