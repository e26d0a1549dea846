package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuLoadTest {

  @Test
  void parsesPerCpuLinesAndSkipsTheAggregate() {
    CpuLoad load = CpuLoad.parse(List.of(
        "cpu  10 0 10 100 0 0 0 0 0 0",
        "cpu0 4 1 5 50 10 2 3 0 0 0",
        "cpu1 6 0 5 50 0 0 0 0 0 0",
        "intr 12345",
        "cpu9 garbage"));
    // cpu0: busy = user 4 + nice 1 + system 5 + irq 2 + softirq 3 = 15, total = 15 + idle 50 + iowait 10 = 75.
    assertArrayEquals(new long[] {15, 11}, load.busyTicks());
    assertArrayEquals(new long[] {75, 61}, load.totalTicks());
  }

  @Test
  void busySinceUsesTheShareOfTheWindow() {
    CpuLoad before = CpuLoad.parse(List.of("cpu0 0 0 0 0 0 0 0 0", "cpu1 0 0 0 0 0 0 0 0"));
    CpuLoad after = CpuLoad.parse(List.of("cpu0 60 0 0 40 0 0 0 0", "cpu1 10 0 0 90 0 0 0 0"));
    BitSet busy = after.busySince(before, 0.5);
    assertEquals("0", CpuList.format(busy));
    assertEquals("0-1", CpuList.format(after.busySince(before, 0.1)));
  }

  @Test
  void thresholdIsValidated() {
    CpuLoad l = CpuLoad.parse(List.of());
    assertThrows(IllegalArgumentException.class, () -> l.busySince(l, 1.5));
    assertThrows(IllegalArgumentException.class, () -> l.busySince(l, Double.NaN));
  }
}
