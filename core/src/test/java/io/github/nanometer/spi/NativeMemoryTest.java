package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.clock.TscCalibration;
import io.github.nanometer.clock.TscClock;
import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.nativelib.NativeMemoryLoops;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The spi's native loops: the timer and its calibration as plain values, the batch's checked copy
 * on the way to C (every bound still checked there), and the reason when the helper is missing.
 */
class NativeMemoryTest {

  private static final TscCalibration CAL = new TscCalibration(0.25, 1e-4, 100_000_000L, "scripted: 4 GHz");

  private static void requireHelper() {
    assumeTrue(NativeLibrary.isLoaded(), () -> NativeLibrary.availability().describe("native helper"));
  }

  /** The loops as a plug-in opens them; the test is skipped without the helper. */
  private static NativeMemory opened() {
    requireHelper();
    return NativeMemory.open().orElseThrow();
  }

  @Test
  void withoutTheHelperItSaysWhyAndOpensNothing() {
    assertEquals(NativeLibrary.isLoaded(), NativeMemory.open().isPresent());
    assertEquals(NativeLibrary.isLoaded(), NativeMemory.whyUnavailable().isEmpty());
    if (NativeLibrary.isLoaded()) {
      assertEquals("", NativeMemory.howToEnable());
    } else {
      assertFalse(NativeMemory.whyUnavailable().orElseThrow().isBlank());
    }
  }

  @Test
  void theTimerIsTheUsableCounterElseClockMonotonic() {
    NativeMemory m = opened();
    assertEquals(TscClock.usable().isEmpty(), m.countsNanoseconds());
    assertEquals(TscClock.usable().map(TscClock::name).orElse("CLOCK_MONOTONIC"), m.timerName());
    assertEquals(TscClock.usable().map(c -> c.calibration().nanosPerTick()).orElse(1.0), m.nanosPerTick());
  }

  @Test
  void counterTicksCarryTheCalibrationAndMonotonicTicksAreNanoseconds() {
    requireHelper();
    NativeMemory counter = NativeMemory.over(NativeMemoryLoops.require(LoopTimer.COUNTER), Optional.of(CAL), "cntvct");
    assertFalse(counter.countsNanoseconds());
    assertEquals("cntvct", counter.timerName());
    assertEquals(0.25, counter.nanosPerTick());
    assertEquals(1e-4, counter.relativeErrorBound());
    assertEquals("scripted: 4 GHz", counter.calibrationMethod());
    assertThrows(IllegalArgumentException.class,
        () -> NativeMemory.over(NativeMemoryLoops.require(LoopTimer.COUNTER), Optional.empty(), "tsc"));
    NativeMemory monotonic = NativeMemory.over(NativeMemoryLoops.require(LoopTimer.MONOTONIC_NANOS), Optional.of(CAL), "tsc");
    assertTrue(monotonic.countsNanoseconds());
    assertEquals("CLOCK_MONOTONIC", monotonic.timerName());
    assertEquals(1.0, monotonic.nanosPerTick());
    assertEquals(0.0, monotonic.relativeErrorBound());
  }

  @Test
  void memsetWritesTheBatchesRangesAndFollowsARedraw() {
    NativeMemory m = opened();
    ByteBuffer dst = ByteBuffer.allocateDirect(64);
    CallBatch batch = new CallBatch(2, true);
    batch.dstOffsets()[1] = 10;
    batch.sizes()[1] = 4;
    assertTrue(m.memset(dst, batch, 7, 2) >= 0);
    byte[] expected = new byte[64];
    Arrays.fill(expected, 10, 14, (byte) 7);
    assertArrayEquals(expected, contents(dst));
    batch.sizes()[0] = 3;
    batch.changed();
    m.memset(dst, batch, 9, 1);
    Arrays.fill(expected, 0, 3, (byte) 9);
    assertArrayEquals(expected, contents(dst));
  }

  @Test
  void everyBoundIsCheckedBeforeC() {
    NativeMemory m = opened();
    ByteBuffer a = ByteBuffer.allocateDirect(64);
    ByteBuffer b = ByteBuffer.allocateDirect(64);
    CallBatch outside = new CallBatch(2, false);
    outside.srcOffsets()[1] = 60;
    outside.sizes()[1] = 5;
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> m.memcpy(a, b, outside, 1));
    assertTrue(e.getMessage().contains("batch entry 1"), e.getMessage());
    assertThrows(IndexOutOfBoundsException.class, () -> m.memmove(a, b, outside, 1));
    assertThrows(IndexOutOfBoundsException.class, () -> m.memcmp(a, b, outside, 1, null));
    CallBatch negative = new CallBatch(1, true);
    negative.dstOffsets()[0] = -8;
    assertThrows(IllegalArgumentException.class, () -> m.memset(a, negative, 0, 1));
    CallBatch fine = new CallBatch(1, true);
    assertThrows(IllegalArgumentException.class, () -> m.memset(a, null, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> m.memset(ByteBuffer.allocate(64), fine, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> m.memset(a, fine, 0, 0));
    assertArrayEquals(new byte[64], contents(a), "nothing was written");
  }

  @Test
  void memcmpFoldsEachResultAsFoldSignDoes() {
    NativeMemory m = opened();
    ByteBuffer a = ByteBuffer.allocateDirect(16);
    ByteBuffer b = ByteBuffer.allocateDirect(16);
    a.put(0, (byte) 2);
    b.put(4, (byte) 2);
    CallBatch batch = new CallBatch(4, false);
    // a[0] = 2 vs b[4] = 2: equal; a[0] = 2 vs b[0] = 0: above; a[4] = 0 vs b[4] = 2: below; zeros: equal
    int[][] entries = {{0, 4, 1}, {0, 0, 1}, {4, 4, 1}, {8, 8, 8}};
    for (int i = 0; i < entries.length; i++) {
      batch.dstOffsets()[i] = entries[i][0];
      batch.srcOffsets()[i] = entries[i][1];
      batch.sizes()[i] = entries[i][2];
    }
    long[] fold = new long[1];
    m.memcmp(a, b, batch, 6, fold); // entries 0, 1, 2, 3, 0, 1
    long expected = 0;
    for (int sign : new int[] {0, 1, -1, 0, 0, 1}) {
      expected = NativeMemory.foldSign(expected, sign);
    }
    assertEquals(expected, fold[0]);
  }

  private static byte[] contents(ByteBuffer b) {
    byte[] out = new byte[b.capacity()];
    b.duplicate().clear().get(out);
    return out;
  }
}
