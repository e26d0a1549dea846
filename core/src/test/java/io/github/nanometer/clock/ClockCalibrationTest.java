package io.github.nanometer.clock;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import org.junit.jupiter.api.Test;

/**
 * The definitions of precision, accuracy and the pair-delta percentiles on recorded delta arrays
 * (hand-computed expectations; exact unless a tolerance is given).
 */
class ClockCalibrationTest {

  @Test
  void granularityComesFromGapsBetweenDistinctDeltas() {
    // A 1 ns clock whose read costs ~20 ns: deltas 20, 21, 23 move in steps of 1.
    ClockSummary f = ClockCalibration.fromPairDeltas("c", 20.5, new long[] {23, 20, 21}, 1.0);
    assertEquals(1, f.precisionNanos(), 0);
    assertEquals(21, f.pairDeltaMedianNanos(), 0);
    // p99 of three values is the largest (index ceil(2.97) - 1 = 2).
    assertEquals(23, f.pairDeltaP99Nanos(), 0);
    assertEquals(2300, f.accuracyNanos(), 0);
    assertEquals(20.5, f.readCostNanos(), 0);
    assertEquals("c", f.name());
  }

  @Test
  void coarseClockHasItsTickAsGranularity() {
    ClockSummary f = ClockCalibration.fromPairDeltas("coarse", 5, new long[] {0, 0, 0, 1000, 0, 1000, 2000}, 1.0);
    assertEquals(1000, f.precisionNanos(), 0);
    assertEquals(0, f.pairDeltaMedianNanos(), 0);
    assertEquals(2000, f.pairDeltaP99Nanos(), 0);
    assertEquals(200_000, f.accuracyNanos(), 0);
  }

  @Test
  void allZeroDeltasAssumeOneTick() {
    ClockSummary f = ClockCalibration.fromPairDeltas("frozen", 1, new long[] {0, 0, 0, 0}, 0.5);
    assertEquals(0.5, f.precisionNanos(), 0);
    assertEquals(0, f.pairDeltaP99Nanos(), 0);
    // Accuracy never falls below 100 x precision.
    assertEquals(50, f.accuracyNanos(), 0);
  }

  @Test
  void p99AndMedianOnAThousandDeltas() {
    long[] d = new long[1000];
    for (int i = 0; i < d.length; i++) {
      d[i] = 1000 - i; // 1000 .. 1, unsorted input
    }
    ClockSummary f = ClockCalibration.fromPairDeltas("c", 1, d, 1.0);
    // Sorted 1..1000: p99 index ceil(990) - 1 = 989 -> 990; median index (1000 - 1) / 2 = 499 -> 500.
    assertEquals(990, f.pairDeltaP99Nanos(), 0);
    assertEquals(500, f.pairDeltaMedianNanos(), 0);
    assertEquals(99_000, f.accuracyNanos(), 0);
    assertEquals(1, f.precisionNanos(), 0);
  }

  @Test
  void ticksAreScaledByNanosPerTick() {
    // A 3 GHz counter: deltas 60, 63, 66 ticks move in steps of 3 ticks = 1 ns.
    double nanosPerTick = 1 / 3.0;
    ClockSummary f = ClockCalibration.fromPairDeltas("tsc", 7, new long[] {63, 60, 66}, nanosPerTick);
    assertEquals(1, f.precisionNanos(), 1e-12);
    assertEquals(21, f.pairDeltaMedianNanos(), 1e-12);
    assertEquals(22, f.pairDeltaP99Nanos(), 1e-12);
    assertEquals(2200, f.accuracyNanos(), 1e-9);
  }

  @Test
  void inputIsNotModified() {
    long[] d = {5, 3, 9};
    ClockCalibration.fromPairDeltas("c", 1, d, 1.0);
    assertArrayEquals(new long[] {5, 3, 9}, d);
  }

  @Test
  void negativeOrMissingDeltasAreRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ClockCalibration.fromPairDeltas("c", 1, new long[] {20, -3, 21}, 1.0));
    assertTrue(e.getMessage().contains("-3"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ClockCalibration.fromPairDeltas("c", 1, new long[0], 1.0));
  }

  @Test
  void factsValidateAndBoundJ() {
    assertEquals(3000, new ClockSummary("c", 1, 1, 3000, 1, 30).maxEvaluationsPerSample());
    assertEquals(1_000_000, new ClockSummary("c", 1, 1, 1e9, 1, 1e7).maxEvaluationsPerSample());
    assertEquals(1, new ClockSummary("c", 1, 1, 0.5, 1, 1).maxEvaluationsPerSample());
    assertEquals(33, new ClockSummary("c", 1, 3, 100, 1, 1).maxEvaluationsPerSample());
    for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> new ClockSummary("c", 1, bad, 100, 1, 1));
      assertTrue(e.getMessage().contains("precisionNanos") && e.getMessage().contains(String.valueOf(bad)));
    }
    assertThrows(IllegalArgumentException.class, () -> new ClockSummary(" ", 1, 1, 100, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> new ClockSummary("c", 0, 1, 100, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> new ClockSummary("c", 1, 1, -100, 1, 1));
  }

  @Test
  void calibratingNanoTimeGivesConsistentFacts() {
    ClockSummary f = ClockCalibration.calibrate(NanoTimeClock.INSTANCE);
    assertEquals("nanoTime", f.name());
    assertTrue(f.readCostNanos() > 0 && Double.isFinite(f.readCostNanos()));
    assertTrue(f.precisionNanos() >= 1, "nanoTime cannot resolve below its 1 ns tick");
    assertTrue(f.accuracyNanos() >= 100 * f.precisionNanos());
    assertTrue(f.accuracyNanos() >= 100 * f.pairDeltaP99Nanos());
    assertTrue(f.pairDeltaMedianNanos() <= f.pairDeltaP99Nanos());
    assertTrue(f.maxEvaluationsPerSample() >= 100);
  }
}
