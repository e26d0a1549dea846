package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteOrder;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The PERF_FORMAT_GROUP|TOTAL_TIME_ENABLED|TOTAL_TIME_RUNNING|ID layout on recorded bytes. */
class GroupReadTest {

  /**
   * Recorded on the 2-cpu VM (kernel 6.18, x86-64): task-clock leader, context-switches and
   * page-faults members, after sleeping 3 ms and touching 256 pages.
   */
  static final String RECORDED_SOFTWARE_GROUP = "0300000000000000" + "46d50b0000000000" + "46d50b0000000000"
      + "71d70b0000000000" + "3500000000000000" + "0100000000000000" + "3600000000000000"
      + "0201000000000000" + "3700000000000000";

  /**
   * A hardware group as a bare-metal kernel lays it out while multiplexed: nr=5, enabled
   * 2,000,000 ns, running 500,000 ns; cycles 1,000,000, instructions 2,500,000, branches 400,000,
   * branch-misses 1,234, ref-cycles 900,000; ids 7..11. Written by hand from the uapi layout.
   */
  static final String MULTIPLEXED_HARDWARE_GROUP = "0500000000000000" + "80841e0000000000" + "20a1070000000000"
      + "40420f0000000000" + "0700000000000000" + "a025260000000000" + "0800000000000000"
      + "801a060000000000" + "0900000000000000" + "d204000000000000" + "0a00000000000000"
      + "a0bb0d0000000000" + "0b00000000000000";

  @Test
  void parsesTheRecordedSoftwareGroup() {
    byte[] bytes = HexFormat.of().parseHex(RECORDED_SOFTWARE_GROUP);
    GroupRead r = GroupRead.parse(bytes, bytes.length, ByteOrder.LITTLE_ENDIAN);
    assertEquals(775_494, r.timeEnabledNanos());
    assertEquals(775_494, r.timeRunningNanos());
    assertArrayEquals(new long[] {776_049, 1, 258}, r.values());
    assertArrayEquals(new long[] {53, 54, 55}, r.ids());
  }

  @Test
  void parsesAMultiplexedHardwareGroup() {
    byte[] bytes = HexFormat.of().parseHex(MULTIPLEXED_HARDWARE_GROUP);
    GroupRead r = GroupRead.parse(bytes, bytes.length, ByteOrder.LITTLE_ENDIAN);
    assertEquals(2_000_000, r.timeEnabledNanos());
    assertEquals(500_000, r.timeRunningNanos());
    assertArrayEquals(new long[] {1_000_000, 2_500_000, 400_000, 1_234, 900_000}, r.values());
    assertArrayEquals(new long[] {7, 8, 9, 10, 11}, r.ids());
    // Scaled by enabled/running = 4 (independent: 2,000,000 / 500,000).
    assertEquals(4_000_000.0, CounterDeltas.scale(r.values()[0], r.timeEnabledNanos(), r.timeRunningNanos()), 0.0);
    assertEquals(4_936.0, CounterDeltas.scale(r.values()[3], r.timeEnabledNanos(), r.timeRunningNanos()), 0.0);
  }

  @Test
  void parsesOnlyTheBytesRead() {
    byte[] bytes = new byte[256];
    byte[] rec = HexFormat.of().parseHex(RECORDED_SOFTWARE_GROUP);
    System.arraycopy(rec, 0, bytes, 0, rec.length);
    bytes[200] = 99;
    assertEquals(3, GroupRead.parse(bytes, rec.length, ByteOrder.LITTLE_ENDIAN).values().length);
  }

  @Test
  void malformedReadsAreRejected() {
    byte[] rec = HexFormat.of().parseHex(RECORDED_SOFTWARE_GROUP);
    assertThrows(IllegalArgumentException.class, () -> GroupRead.parse(rec, rec.length - 8, ByteOrder.LITTLE_ENDIAN));
    assertThrows(IllegalArgumentException.class, () -> GroupRead.parse(rec, 16, ByteOrder.LITTLE_ENDIAN));
    byte[] lying = rec.clone();
    lying[0] = 9; // says 9 events, holds 3
    assertThrows(IllegalArgumentException.class, () -> GroupRead.parse(lying, lying.length, ByteOrder.LITTLE_ENDIAN));
    byte[] negative = rec.clone();
    negative[7] = (byte) 0x80;
    assertThrows(IllegalArgumentException.class, () -> GroupRead.parse(negative, negative.length, ByteOrder.LITTLE_ENDIAN));
    assertEquals(24 + 16 * 5, GroupRead.bytesFor(5));
  }
}
