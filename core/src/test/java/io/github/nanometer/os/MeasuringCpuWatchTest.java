package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The re-check between measurements, over fake {@code /proc} trees at scripted times (the watch starts
 * at time 0; no real clock is read, so a slow machine cannot move an interval across the minimum).
 */
class MeasuringCpuWatchTest {

  private static CpuActivityProbe.Snapshot at(FakeProc p, long atNanos) {
    HostFiles f = p.files();
    return new CpuActivityProbe.Snapshot(CpuTimes.read(f), ProcessTable.read(f),
        ProcessTable.readTasks(f, "/proc/self/task"), atNanos);
  }

  @Test
  void saysWhenTheMeasuringCpuBecomesBusyAndFreeAgain(@TempDir Path a, @TempDir Path b, @TempDir Path c) {
    FakeProc idle = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100).process(1234, "sh", 0, 'S', 1, "1");
    FakeProc hog = new FakeProc(b).cpu(0, 0, 110).cpu(1, 10, 100).process(1234, "sh", 10, 'R', 1, "1");
    FakeProc quiet = new FakeProc(c).cpu(0, 0, 120).cpu(1, 10, 110).process(1234, "sh", 10, 'S', 1, "1");
    MeasuringCpuWatch watch = new MeasuringCpuWatch(idle.files(), 1, 500, at(idle, 0));
    long t0 = 0;
    assertEquals(Optional.empty(), watch.check(at(hog, t0 + 100_000_000L)), "too short to judge");
    Optional<String> busy = watch.check(at(hog, t0 + 300_000_000L));
    assertTrue(busy.isPresent());
    assertTrue(busy.get().contains("the measuring cpu became busy over the last 300 ms"), busy.get());
    assertTrue(busy.get().contains("cpu 1: 100% busy from others (pid 1234 `sh` pinned to cpu 1"), busy.get());
    assertEquals(Optional.empty(), watch.check(at(hog, t0 + 600_000_000L))); // no ticks elapsed: no news
    Optional<String> free = watch.check(at(quiet, t0 + 900_000_000L));
    assertTrue(free.orElseThrow().contains("cpu 1 is free of other processes again"), free.toString());
    assertEquals(Optional.empty(), watch.check(at(quiet, t0 + 1_200_000_000L)));
  }

  @Test
  void otherCpusBusyIsNotNews(@TempDir Path a, @TempDir Path b) {
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100);
    FakeProc after = new FakeProc(b).cpu(0, 10, 100).cpu(1, 0, 110);
    MeasuringCpuWatch watch = new MeasuringCpuWatch(before.files(), 1, 500, at(before, 0));
    assertEquals(Optional.empty(), watch.check(at(after, 300_000_000L)));
    assertEquals(1, watch.cpu());
    assertThrows(IllegalArgumentException.class, () -> new MeasuringCpuWatch(before.files(), -1, 500));
    assertThrows(IllegalArgumentException.class, () -> new MeasuringCpuWatch(before.files(), CpuList.MAX_CPU + 1, 500));
  }
}
