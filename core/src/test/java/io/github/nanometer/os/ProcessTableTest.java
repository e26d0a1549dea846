package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Parsing {@code /proc/PID/stat} and the cpu share arithmetic of {@link ProcessTable#topByCpu}. */
class ProcessTableTest {

  private static String stat(long pid, String comm, long flags, long utime, long stime) {
    return pid + " (" + comm + ") S 1 " + pid + " " + pid + " 0 -1 " + flags + " 10 0 0 0 " + utime + " " + stime
        + " 0 0 20 0 1 0 100 1000 10\n";
  }

  @Test
  void commandMayHoldSpacesAndParentheses() {
    ProcessTable.Entry e = ProcessTable.parseStat(77, stat(77, "Web Content (x)", 4194560, 120, 30)).orElseThrow();
    assertEquals("Web Content (x)", e.command());
    assertEquals(150, e.cpuTicks());
    assertFalse(e.kernelThread());
    assertTrue(ProcessTable.parseStat(2, stat(2, "kthreadd", 0x208040, 0, 0)).orElseThrow().kernelThread());
  }

  @Test
  void malformedStatIsSkipped() {
    assertTrue(ProcessTable.parseStat(1, "1 (init S 1").isEmpty());
    assertTrue(ProcessTable.parseStat(1, "1 (init) S 1 2 3").isEmpty());
    // utime (field 14) is not a number
    assertTrue(ProcessTable.parseStat(1, "1 (x) S 1 1 1 0 -1 0 10 0 0 0 zz 5 0 0 20 0 1 0 100 1000 10").isEmpty());
  }

  @Test
  void topByCpuConvertsTicksToShares(@TempDir Path a, @TempDir Path b) throws IOException {
    write(a, 10, "busy", 1000, 0);
    write(a, 11, "idle", 500, 0);
    write(a, 12, "self", 0, 0);
    write(a, 13, "gone", 0, 0);
    write(b, 10, "busy", 1010, 5);  // +15 ticks = 150 ms of cpu
    write(b, 11, "idle", 500, 0);
    write(b, 12, "self", 50, 0);
    write(b, 14, "new", 40, 0);      // not in the first snapshot
    ProcessTable before = ProcessTable.read(HostFiles.rootedAt(a));
    ProcessTable after = ProcessTable.read(HostFiles.rootedAt(b));
    // over 200 ms: 150 ms of cpu = 0.75 of one cpu (USER_HZ = 100)
    List<ProcessTable.Usage> top = ProcessTable.topByCpu(before, after, 200_000_000L, 12, 5);
    assertEquals(1, top.size());
    assertEquals("busy", top.get(0).command());
    assertEquals(0.75, top.get(0).cpuShare(), 1e-12);
    assertTrue(after.isRunning("new"));
    assertThrows(IllegalArgumentException.class, () -> ProcessTable.topByCpu(before, after, 0, 0, 5));
  }

  private static void write(Path root, long pid, String comm, long utime, long stime) throws IOException {
    Path dir = root.resolve("proc/" + pid);
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("stat"), stat(pid, comm, 4194560, utime, stime));
  }
}
