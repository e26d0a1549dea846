package io.github.nanometer.comparison;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.compare.ProcessProbe;
import io.github.nanometer.os.HostFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real processes (no timing asserted beyond "returned long before the sleep would have ended"):
 * timeouts, grandchildren, stop, stdin, large stdout; and parsing of /proc/self/stat from a fake root.
 */
class ProcessCommandRunnerTest {

  @Test
  void successfulCommandHasPositiveWallTime() throws Exception {
    CommandRun r = ProcessCommandRunner.create().run("true", CommandRunner.NO_TIMEOUT);
    assertEquals(0, r.exitCode());
    assertTrue(r.wallNanos() > 0);
    assertEquals("", r.stderrTail());
    if (Files.isReadable(Path.of("/proc/self/stat"))) {
      assertTrue(r.userNanos() >= 0 && r.systemNanos() >= 0, "CPU times known on Linux");
    }
  }

  @Test
  void failingCommandKeepsExitStatusAndStderrTail() throws Exception {
    CommandRun r = ProcessCommandRunner.create().run("echo to-stdout; echo first >&2; echo last words >&2; exit 3", CommandRunner.NO_TIMEOUT);
    assertEquals(3, r.exitCode());
    assertEquals("first\nlast words", r.stderrTail());
  }

  @Test
  void childTimesAreFieldsSixteenAndSeventeen(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("proc/self"));
    // comm with spaces and a ')' inside; fields 3..17 follow: state ppid pgrp session tty tpgid flags
    // minflt cminflt majflt cmajflt utime stime cutime=250 cstime=7 ...
    Files.writeString(root.resolve("proc/self/stat"),
        "1234 (java (x) y) S 1 1234 1234 0 -1 4194560 100 200 0 0 11 12 250 7 20 0 30 0\n");
    ChildCpuTimes cpu = new ChildCpuTimes(HostFiles.rootedAt(root));
    ChildCpuTimes.Snapshot s = cpu.read().orElseThrow();
    assertEquals(2_500_000_000L, s.userNanos());
    assertEquals(70_000_000L, s.systemNanos());
    assertTrue(cpu.describe().startsWith("cutime/cstime"));
  }

  @Test
  void missingStatIsSaidOnce(@TempDir Path root) {
    ChildCpuTimes cpu = new ChildCpuTimes(HostFiles.rootedAt(root));
    assertTrue(cpu.read().isEmpty());
    assertTrue(cpu.describe().startsWith("unavailable: "), cpu.describe());
    assertTrue(ChildCpuTimes.parse("1 (x) S 1 2").isEmpty());
  }

  static long readPid(Path file) throws Exception {
    return Long.parseLong(Files.readString(file).trim());
  }

  static void assertGone(long pid) throws InterruptedException {
    assertTrue(ProcessProbe.awaitGone(pid), "process " + pid + " still running");
  }

  @Test
  void aHangingCommandIsKilledWithItsGrandchildrenAtTheTimeout(@TempDir Path dir) throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs /proc");
    Path pid = dir.resolve("grandchild.pid");
    ProcessCommandRunner runner = ProcessCommandRunner.create();
    long start = System.nanoTime();
    CommandRun r = runner.run("sleep 300 & echo $! > " + pid + "; echo waiting >&2; wait", Duration.ofMillis(500));
    long tookNanos = System.nanoTime() - start;
    assertEquals(CommandRun.Ending.TIMED_OUT, r.ending());
    assertFalse(r.succeeded());
    assertTrue(tookNanos < 30_000_000_000L, "returned at the timeout, not after the sleep: " + tookNanos);
    assertEquals("waiting", r.stderrTail());
    assertGone(readPid(pid));
  }

  @Test
  void backgroundProcessesLeftBehindAreKilledAfterTheRun(@TempDir Path dir) throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs /proc");
    Path pid = dir.resolve("daemon.pid");
    CommandRun r = ProcessCommandRunner.create().run("sleep 300 >/dev/null 2>&1 & echo $! > " + pid, CommandRunner.NO_TIMEOUT);
    assertTrue(r.succeeded());
    assertGone(readPid(pid));
  }

  @Test
  void stopKillsTheRunningCommandAndRefusesLaterRuns(@TempDir Path dir) throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs /proc");
    Path pid = dir.resolve("child.pid");
    ProcessCommandRunner runner = ProcessCommandRunner.create();
    Thread stopper = new Thread(() -> {
      try {
        for (int i = 0; i < 600 && !Files.exists(pid); i++) {
          Thread.sleep(50);
        }
        Thread.sleep(100);
      } catch (InterruptedException e) {
        return;
      }
      runner.stop();
    });
    stopper.start();
    CommandRun r = runner.run("sleep 300 & echo $! > " + pid + "; wait", CommandRunner.NO_TIMEOUT);
    stopper.join();
    assertEquals(CommandRun.Ending.INTERRUPTED, r.ending());
    assertGone(readPid(pid));
    assertEquals(CommandRun.Ending.INTERRUPTED, runner.run("true", CommandRunner.NO_TIMEOUT).ending());
  }

  @Test
  void aCommandReadingStdinSeesItsEnd() throws Exception {
    CommandRun r = ProcessCommandRunner.create().run("cat; read x || exit 0; exit 5", Duration.ofSeconds(60));
    assertEquals(CommandRun.Ending.EXITED, r.ending());
    assertEquals(0, r.exitCode());
  }

  @Test
  void aHundredMegabytesOnStdoutAreDiscarded() throws Exception {
    CommandRun r = ProcessCommandRunner.create().run("head -c 100000000 /dev/zero; echo done >&2; exit 6",
        Duration.ofSeconds(120));
    assertEquals(6, r.exitCode());
    assertEquals("done", r.stderrTail());
  }

  @Test
  void containmentIsDescribedOnce() throws Exception {
    String how = ProcessCommandRunner.create().containment();
    assertTrue(how.startsWith("own process group via ") || how.startsWith("no own process group: "), how);
  }
}
