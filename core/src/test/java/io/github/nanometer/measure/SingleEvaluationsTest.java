package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.StopReason;
import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/**
 * Single evaluations repeated to a Student-t interval. Expected intervals are computed here
 * independently: a two-pass mean and sample variance, and the quantile from commons-math3's {@link
 * TDistribution} (checked once against the tabulated t(0.975, 2) = 4.302652729749462 of
 * testvectors.md section 3). Tolerance: 1e-9 relative on the bounds, 1e-6 relative on the half-width.
 */
class SingleEvaluationsTest {

  /** Cycles through the given times; every call must ask for exactly one evaluation. */
  private static SampleSource cycling(double... times) {
    int[] calls = {0};
    return n -> {
      assertEquals(1, n, "single evaluations only");
      return times[calls[0]++ % times.length];
    };
  }

  /** The independent t interval: {low, high}. */
  static double[] expectedInterval(double[] x, double confidence) {
    double mean = Arrays.stream(x).sum() / x.length;
    double ss = 0;
    for (double v : x) {
      ss += (v - mean) * (v - mean);
    }
    double sd = Math.sqrt(ss / (x.length - 1));
    double t = new TDistribution(x.length - 1).inverseCumulativeProbability(0.5 + confidence / 2);
    double half = t * sd / Math.sqrt(x.length);
    return new double[] {mean - half, mean + half};
  }

  private static void assertInterval(double[] expected, SingleEvaluations.Outcome o) {
    double scale = Math.abs(expected[0] + expected[1]) / 2;
    assertEquals(expected[0], o.meanInterval().low(), 1e-9 * scale);
    assertEquals(expected[1], o.meanInterval().high(), 1e-9 * scale);
    double expectedHalf = (expected[1] - expected[0]) / 2;
    double half = (o.meanInterval().high() - o.meanInterval().low()) / 2;
    assertEquals(expectedHalf, half, 1e-6 * expectedHalf + 1e-12);
  }

  @Test
  void commonsMathQuantileMatchesTheTabulatedValue() {
    assertEquals(4.302652729749462, new TDistribution(2).inverseCumulativeProbability(0.975), 1e-9);
  }

  @Test
  void lowNoiseStopsOnPrecisionAtMinSamples() {
    double[] times = {1000, 1001, 999, 1000.5, 999.5};
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(times), 0.95, 0.01, 5, 1000, 1e12);
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertEquals(5, o.samples().size());
    assertEquals(0.95, o.meanInterval().confidence(), 0);
    assertInterval(expectedInterval(times, 0.95), o);
    double half = (o.meanInterval().high() - o.meanInterval().low()) / 2;
    assertTrue(half <= 0.01 * 1000, "half-width " + half);
  }

  @Test
  void threeSamplesUseTheTabulatedQuantile() {
    // Mean 100, sample sd 1; 95% half-width = 4.302652729749462 / sqrt(3) (testvectors.md section 3's quantile).
    double[] times = {99, 100, 101};
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(times), 0.95, 0.05, 3, 3, 1e12);
    double half = 4.302652729749462 / Math.sqrt(3);
    assertEquals(100 - half, o.meanInterval().low(), 1e-9);
    assertEquals(100 + half, o.meanInterval().high(), 1e-9);
    assertEquals(StopReason.PRECISION, o.stopReason()); // 2.48 <= 0.05 * 100
  }

  @Test
  void precisionIsJudgedOnHalfWidthOverMean() {
    // Same data, epsilon 0.02: half-width 2.48 > 2, so precision does not hold; max samples stops it.
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(99, 100, 101), 0.95, 0.02, 3, 3, 1e12);
    assertEquals(StopReason.MAX_SAMPLES, o.stopReason());
  }

  @Test
  void minSamplesAreTakenEvenWhenTheIntervalIsAlreadyTight() {
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(500), 0.95, 0.01, 6, 100, 1e12);
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertEquals(6, o.samples().size());
    assertEquals(500, o.meanInterval().low(), 0);
    assertEquals(500, o.meanInterval().high(), 0);
  }

  @Test
  void noisyWorkStopsAtMaxSamplesWithTheIndependentInterval() {
    double[] times = {1000, 3000};
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(times), 0.95, 0.01, 2, 7, 1e12);
    assertEquals(StopReason.MAX_SAMPLES, o.stopReason());
    assertEquals(7, o.samples().size());
    assertInterval(expectedInterval(o.samples().elapsedNanos(), 0.95), o);
  }

  @Test
  void noisyWorkStopsAtMaxDuration() {
    // Cumulative 1000, 4000, 5000, 8000, 9000, 12000: 10 us is reached at sample 6.
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(1000, 3000), 0.99, 0.01, 2, 1000, 10_000);
    assertEquals(StopReason.MAX_DURATION, o.stopReason());
    assertEquals(6, o.samples().size());
    assertInterval(expectedInterval(o.samples().elapsedNanos(), 0.99), o);
  }

  @Test
  void maxDurationStillLeavesTwoSamplesForAnInterval() {
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(1e6, 3e6), 0.95, 0.01, 2, 1000, 10);
    assertEquals(StopReason.MAX_DURATION, o.stopReason());
    assertEquals(2, o.samples().size());
    assertInterval(expectedInterval(new double[] {1e6, 3e6}, 0.95), o);
  }

  @Test
  void maxDurationWaitsForMinSamples() {
    // The budget (10 ns) is spent by the first sample; min samples (5) are taken anyway.
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(1e6, 3e6), 0.95, 0.01, 5, 1000, 10);
    assertEquals(StopReason.MAX_DURATION, o.stopReason());
    assertEquals(5, o.samples().size());
  }

  @Test
  void intervalStaysAccurateForLongWorkWithSmallNoise() {
    // 100 ms work with jitter of tens of nanoseconds: the sum of squares is ~1e17, so a one-pass
    // variance loses the half-width to cancellation; the interval must still match the two-pass one.
    double[] times = new double[40];
    java.util.SplittableRandom r = new java.util.SplittableRandom(11);
    for (int i = 0; i < times.length; i++) {
      times[i] = 1e8 + 37 + r.nextInt(100);
    }
    SingleEvaluations.Outcome o = SingleEvaluations.run(cycling(times), 0.95, 1e-12, 2, times.length, 1e12);
    assertEquals(StopReason.MAX_SAMPLES, o.stopReason());
    assertInterval(expectedInterval(times, 0.95), o);
  }

  @Test
  void rejectsBadSampleBounds() {
    GeometricLoopTest.assertMessage(() -> SingleEvaluations.run(n -> 1, 0.95, 0.01, 1, 10, 1e9), "minSamples", "1");
    GeometricLoopTest.assertMessage(() -> SingleEvaluations.run(n -> 1, 0.95, 0.01, 5, 4, 1e9), "maxSamples", "5, 4");
  }
}
