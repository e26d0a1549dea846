package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.CounterEvent;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/** The attr layout against include/uapi/linux/perf_event.h (offsets of type, size, config, read_format, flags). */
class PerfEventAttrTest {

  @Test
  void leaderLayoutLittleEndian() {
    byte[] a = PerfEventAttr.encode(CounterEvent.BRANCH_MISSES, true, true, ByteOrder.LITTLE_ENDIAN);
    assertEquals(64, a.length);
    assertEquals(0, a[0]); // type PERF_TYPE_HARDWARE
    assertEquals(64, a[4]); // size PERF_ATTR_SIZE_VER0
    assertEquals(5, a[8]); // config PERF_COUNT_HW_BRANCH_MISSES
    assertEquals(0, a[16]); // sample_period: counting, not sampling
    assertEquals(0x0f, a[32]); // read_format GROUP|ID|TOTAL_TIME_RUNNING|TOTAL_TIME_ENABLED
    assertEquals(0x61, a[40]); // disabled (bit 0) | exclude_kernel (bit 5) | exclude_hv (bit 6)
    assertEquals(0, a[41]);
    for (int i = 48; i < 64; i++) {
      assertEquals(0, a[i], "byte " + i);
    }
  }

  @Test
  void memberIsNotDisabledAndKernelSideMayIncludeTheKernel() {
    byte[] member = PerfEventAttr.encode(CounterEvent.PAGE_FAULTS, false, true, ByteOrder.LITTLE_ENDIAN);
    assertEquals(1, member[0]); // PERF_TYPE_SOFTWARE
    assertEquals(2, member[8]); // PERF_COUNT_SW_PAGE_FAULTS
    assertEquals(0x60, member[40]);
    byte[] cs = PerfEventAttr.encode(CounterEvent.CONTEXT_SWITCHES, false, false, ByteOrder.LITTLE_ENDIAN);
    assertEquals(3, cs[8]);
    assertEquals(0x40, cs[40]); // exclude_hv only
  }

  @Test
  void bigEndianPutsTheLowByteLast() {
    byte[] a = PerfEventAttr.encode(CounterEvent.REF_CYCLES, true, true, ByteOrder.BIG_ENDIAN);
    assertEquals(64, a[7]);
    assertEquals(9, a[15]);
    assertEquals(0x61, a[47]);
  }

  @Test
  void nullsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> PerfEventAttr.encode(null, true, true, ByteOrder.LITTLE_ENDIAN));
  }
}
