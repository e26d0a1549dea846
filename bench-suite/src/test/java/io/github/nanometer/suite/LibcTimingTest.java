package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.clock.TscCalibration;
import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.NativeMemory;
import io.github.nanometer.spi.SpiSeams;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The libc loops' timer: TSC ticks converted with the recorded calibration, CLOCK_MONOTONIC as nanoseconds. */
class LibcTimingTest {

  private static final TscCalibration CAL = new TscCalibration(0.25, 1e-4, 100_000_000L, "scripted: 4 GHz");

  @Test
  void counterTicksConvertWithTheRecordedCalibration() {
    LoopTiming t = new LoopTiming("tsc", 0.25, 1e-4, "scripted: 4 GHz");
    assertEquals(250, t.toNanos(1000));
    assertEquals(1, t.toNanos(3)); // 0.75 ns rounds to 1
    assertTrue(t.describe().contains("0.250000 ns/tick") && t.describe().contains("scripted: 4 GHz"), t.describe());
    assertEquals(12345, LoopTiming.MONOTONIC.toNanos(12345));
    assertThrows(IllegalArgumentException.class, () -> new LoopTiming("x", 0, 0, "m"));
    assertThrows(IllegalArgumentException.class, () -> new LoopTiming("x", 1, 1.5, "m"));
  }

  @Test
  void theCounterLoopsTimingIsTheCountersNameAndCalibration() {
    assumeTrue(NativeLibrary.isLoaded(), "native helper not loaded");
    LoopTiming t = LibcImplementations.timingOf(SpiSeams.memory(LoopTimer.COUNTER, Optional.of(CAL), "tsc"));
    assertEquals(new LoopTiming("tsc", 0.25, 1e-4, "scripted: 4 GHz"), t);
  }

  @Test
  void theMonotonicLoopsTimingIsNanoseconds() {
    assumeTrue(NativeLibrary.isLoaded(), "native helper not loaded");
    assertSame(LoopTiming.MONOTONIC,
        LibcImplementations.timingOf(SpiSeams.memory(LoopTimer.MONOTONIC_NANOS, Optional.of(CAL), "tsc")));
  }

  @Test
  void libcLoopsAcceptTheCounterTimer() {
    assumeTrue(NativeLibrary.isLoaded(), "native helper not loaded");
    BufferPlan plan = BufferPlan.forL1(MemoryFunction.MEMSET, 32 << 10, 16, 1, false);
    NativeMemory counter = SpiSeams.memory(LoopTimer.COUNTER, Optional.of(CAL), "tsc");
    LoopTiming timing = LibcImplementations.timingOf(counter);
    LibcMemoryLoop loop = new LibcMemoryLoop(plan, counter, timing);
    assertSame(timing, loop.timing());
    CallBatch batch = new CallBatch(16, true);
    batch.sizes()[0] = 8;
    assertTrue(loop.timedNanos(batch, 1) >= 0);
    byte[] expected = new byte[plan.bufferBytes()];
    Arrays.fill(expected, 0, 8, (byte) MemoryLoop.FILL_VALUE);
    assertArrayEquals(expected, loop.contents(0));
    assertThrows(IllegalArgumentException.class, () -> new LibcMemoryLoop(plan,
        SpiSeams.memory(LoopTimer.MONOTONIC_NANOS, Optional.empty(), "tsc"), timing)); // monotonic counts nanoseconds
  }
}
