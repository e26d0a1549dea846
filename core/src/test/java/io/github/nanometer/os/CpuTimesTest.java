package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Busy fractions from two {@code /proc/stat} snapshots. */
class CpuTimesTest {

  @Test
  void busyFractionIsNonIdleTicksOverAllTicks(@TempDir Path a, @TempDir Path b) throws IOException {
    // fields: user nice system idle iowait irq softirq steal guest guest_nice
    write(a, "cpu0 100 0 50 800 50 0 0 0 0 0\ncpu1 0 0 0 1000 0 0 0 0 0 0\n");
    write(b, "cpu0 160 0 70 900 70 0 0 0 40 0\ncpu1 0 0 0 1100 0 0 0 0 0 0\n");
    CpuTimes before = CpuTimes.read(HostFiles.rootedAt(a));
    CpuTimes after = CpuTimes.read(HostFiles.rootedAt(b));
    // cpu0: total +200 (guest is inside user, not added again), idle+iowait +120 -> busy 80/200 = 0.4
    assertEquals(0.4, CpuTimes.busyFraction(before, after, 0).getAsDouble(), 1e-12);
    assertEquals(0.0, CpuTimes.busyFraction(before, after, 1).getAsDouble(), 1e-12);
    assertTrue(CpuTimes.busyFraction(before, after, 2).isEmpty());
    assertTrue(CpuTimes.busyFraction(before, before, 0).isEmpty()); // no ticks elapsed
  }

  private static void write(Path root, String lines) throws IOException {
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/stat"), "cpu  1 2 3 4 5 6 7 8 0 0\n" + lines + "intr 5 0\n");
  }
}
