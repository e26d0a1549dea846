package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.LoopShape;
import org.junit.jupiter.api.Test;

class AllocationMeterTest {

  /** A scripted thread counter: every read costs {@code readCost} bytes, the loop adds its own. */
  private static final class ScriptedCounter {
    long total;
    final long readCost;

    ScriptedCounter(long readCost) {
      this.readCost = readCost;
    }

    long read() {
      long t = total;
      total += readCost;
      return t;
    }
  }

  @Test
  void countsOnlyWhileRecordingAndSubtractsTheCalibratedReadCost() {
    ScriptedCounter counter = new ScriptedCounter(24);
    AllocationMeter meter = ThreadAllocation.of(counter::read).newMeter();
    assertEquals(24, meter.readOverheadBytes());
    TimedLoop allocating = evals -> {
      counter.total += 40L * evals;   // 40 bytes per evaluation
      return 7;
    };
    assertEquals(7, meter.around(allocating, 100));   // warm-up: not recorded
    assertEquals(0, meter.evaluations());
    assertTrue(Double.isNaN(meter.bytesPerEvaluation()));
    meter.recording(true);
    meter.around(allocating, 100);
    meter.around(allocating, 300);
    assertEquals(400, meter.evaluations());
    assertEquals(16_000, meter.bytes());
    assertEquals(40.0, meter.bytesPerEvaluation(), 0);
  }

  @Test
  void anUnavailableCounterRecordsNothingAndSaysWhy() {
    AllocationMeter meter = ThreadAllocation.unavailable("no counter here").newMeter();
    meter.recording(true);
    assertEquals(3, meter.around(evals -> 3, 10));
    assertTrue(Double.isNaN(meter.bytesPerEvaluation()));
    assertEquals("no counter here", meter.unavailableReason());
    assertFalse(ThreadAllocation.unavailable("x").available());
  }

  static double x = 2;

  @Test
  void primitiveSupplierLoopsDoNotBoxWhereTheObjectSupplierLoopDoes() {
    ThreadAllocation jvm = ThreadAllocation.ofThisJvm();
    if (!jvm.available()) {
      return;
    }
    io.github.nanometer.clock.Clock clock = io.github.nanometer.clock.NanoTimeClock.INSTANCE;
    Object[][] kinds = {
        {LoopShape.DOUBLE_SUPPLIER, (java.util.function.DoubleSupplier) () -> Math.sqrt(x += 1)},
        {LoopShape.LONG_SUPPLIER, (java.util.function.LongSupplier) () -> (long) (x += 1) << 20},
        {LoopShape.INT_SUPPLIER, (java.util.function.IntSupplier) () -> (int) (x += 1) << 20},
        {LoopShape.SUPPLIER, (java.util.function.Supplier<Object>) () -> Math.sqrt(x += 1)}};
    for (Object[] k : kinds) {
      LoopShape kind = (LoopShape) k[0];
      TimedLoop loop = LoopFactory.create(kind, clock, k[1], new io.github.nanometer.Blackhole(),
          InputBatch.fixed(null), true).loop();
      AllocationMeter meter = jvm.newMeter();
      meter.recording(true);
      meter.around(loop, 1000);   // cold code: no escape analysis could remove a box
      if (kind == LoopShape.SUPPLIER) {
        assertTrue(meter.bytesPerEvaluation() >= 16, kind + ": a Double per evaluation, got " + meter.bytesPerEvaluation());
      } else {
        assertEquals(0.0, meter.bytesPerEvaluation(), 0, kind + " must not box");
      }
    }
  }

  static volatile Object sink;

  @Test
  void theRealCounterSeesAKilobyteArrayPerEvaluation() {
    ThreadAllocation jvm = ThreadAllocation.ofThisJvm();
    if (!jvm.available()) {
      // HotSpot always has it; another JVM must at least say why not.
      assertFalse(jvm.unavailableReason().isBlank());
      return;
    }
    AllocationMeter meter = jvm.newMeter();
    meter.recording(true);
    meter.around(evals -> {
      for (int i = 0; i < evals; i++) {
        sink = new byte[1024];
      }
      return 0;
    }, 1000);
    // A byte[1024] is 1024 bytes of data plus a 12-16 byte header, 8-byte aligned.
    double perEvaluation = meter.bytesPerEvaluation();
    assertTrue(perEvaluation >= 1024 && perEvaluation <= 1024 + 64, "bytes per evaluation " + perEvaluation);
  }
}
