package io.github.nanometer.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.TscCalibration.Bracket;
import org.junit.jupiter.api.Test;

/** Expected values are computed by hand from the definitions in TscCalibration's javadoc. */
class TscCalibrationTest {

  @Test
  void bracketsGiveRateFromMidpointsAndBoundFromWidths() {
    // start midpoint 1_000_050, end midpoint 101_000_030: 100_000_000 ns (minus 20) for 240_000_000 ticks
    Bracket start = new Bracket(1_000_000, 5_000, 1_000_100);
    Bracket end = new Bracket(101_000_010, 240_005_000, 101_000_050);
    TscCalibration c = TscCalibration.fromBrackets(start, end);
    assertEquals(99_999_980.0 / 240_000_000, c.nanosPerTick(), 1e-15);
    // half-widths 50 + 20, plus 2 ns of granularity, over 99_999_980 ns
    assertEquals(72.0 / 99_999_980.0, c.relativeErrorBound(), 1e-15);
    assertEquals(99_999_980, c.elapsedNanos());
    assertEquals(240_000_000 / 0.09999998, c.frequencyHz(), 1e-3);
    assertTrue(c.method().contains("100 ms"), c.method());
  }

  @Test
  void architecturalFrequencyIsExact() {
    TscCalibration c = TscCalibration.fromFrequency(25_000_000);
    assertEquals(40.0, c.nanosPerTick(), 0.0);
    assertEquals(0.0, c.relativeErrorBound(), 0.0);
    assertThrows(IllegalArgumentException.class, () -> TscCalibration.fromFrequency(0));
  }

  @Test
  void measureRecoversAKnownRateWithinItsStatedBound() {
    // A perfect counter at 3 ticks per nanosecond of nanoTime: each counter read lies inside its
    // bracket, so the true rate 1/3 must lie within the stated relative error bound.
    TscCalibration c = TscCalibration.measure(() -> 3 * System.nanoTime(), System::nanoTime, 2_000_000);
    assertTrue(c.relativeErrorBound() > 0, "a measured rate has a non-zero bound");
    assertEquals(1.0 / 3.0, c.nanosPerTick(), c.relativeErrorBound() / 3.0, c.toString());
    assertTrue(c.elapsedNanos() >= 2_000_000, "waited at least the requested duration: " + c.elapsedNanos());
  }

  @Test
  void rejectsCountersThatDoNotAdvanceAndShortDurations() {
    Bracket a = new Bracket(0, 100, 10);
    assertThrows(IllegalArgumentException.class, () -> TscCalibration.fromBrackets(a, new Bracket(1_000, 100, 1_010)));
    assertThrows(IllegalArgumentException.class, () -> TscCalibration.fromBrackets(a, new Bracket(0, 200, 10)));
    assertThrows(IllegalArgumentException.class, () -> TscCalibration.fromBrackets(new Bracket(10, 0, 5), a));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TscCalibration.measure(() -> 0, System::nanoTime, 999_999));
    assertTrue(e.getMessage().startsWith("durationNanos must be in [1000000, "), e.getMessage());
  }
}
