package io.github.nanometer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.os.HostFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real processes (no timing asserted) and parsing of /proc/self/stat from a fake root. */
class ProcessCommandRunnerTest {

  @Test
  void successfulCommandHasPositiveWallTime() throws Exception {
    CommandRun r = ProcessCommandRunner.create().run("true", Long.MAX_VALUE);
    assertEquals(0, r.exitCode());
    assertTrue(r.wallNanos() > 0);
    assertEquals("", r.stderrTail());
    if (Files.isReadable(Path.of("/proc/self/stat"))) {
      assertTrue(r.userNanos() >= 0 && r.systemNanos() >= 0, "CPU times known on Linux");
    }
  }

  @Test
  void failingCommandKeepsExitStatusAndStderrTail() throws Exception {
    CommandRun r = ProcessCommandRunner.create().run("echo to-stdout; echo first >&2; echo last words >&2; exit 3", Long.MAX_VALUE);
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
}
