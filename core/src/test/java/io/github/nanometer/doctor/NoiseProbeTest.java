package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The noise probe's pure summary, checked against hand computations, and its measurement's shape. */
class NoiseProbeTest {

  @Test
  void summaryMatchesHandComputation() {
    // x = {10, 12, 11, 20, 10}; median m = 11 (sorted 10 10 11 12 20)
    // |x-m|/x = 1/10, 1/12, 0, 9/20, 1/10 = 0.1, 0.08333, 0, 0.45, 0.1 -> sorted 0 0.0833 0.1 0.1 0.45 -> MdAPE 0.1
    NoiseProbe.NoiseSummary r = NoiseProbe.summarize(new double[] {10, 12, 11, 20, 10});
    assertEquals(5, r.samples());
    assertEquals(11.0, r.medianNanos(), 0);
    assertEquals(10.0, r.minNanos(), 0);
    assertEquals(0.1, r.mdape(), 1e-15);
    assertEquals(10.0 / 11.0, r.minOverMedian(), 1e-15);
  }

  @Test
  void evenCountUsesTheMeanOfTheMiddleValues() {
    // x = {4, 6}; m = 5; |x-m|/x = 0.25, 0.16667 -> median 0.208333
    NoiseProbe.NoiseSummary r = NoiseProbe.summarize(new double[] {4, 6});
    assertEquals(5.0, r.medianNanos(), 0);
    assertEquals((0.25 + 1.0 / 6.0) / 2, r.mdape(), 1e-15);
  }

  @Test
  void rejectsTooFewOrNonPositiveTimes() {
    assertThrows(IllegalArgumentException.class, () -> NoiseProbe.summarize(new double[] {5}));
    assertThrows(IllegalArgumentException.class, () -> NoiseProbe.summarize(new double[] {5, 0}));
    assertThrows(IllegalArgumentException.class, () -> NoiseProbe.summarize(new double[] {5, Double.NaN}));
    assertThrows(IllegalArgumentException.class, () -> NoiseProbe.measureNanos(Duration.ofMillis(5)));
  }

  @Test
  void measurementReturnsPositiveTimes() {
    double[] t = NoiseProbe.measureNanos(Duration.ofMillis(20));
    assertTrue(t.length >= 10, "at least 10 samples, got " + t.length);
    for (double v : t) {
      assertTrue(v > 0, "every time is positive");
    }
  }
}
