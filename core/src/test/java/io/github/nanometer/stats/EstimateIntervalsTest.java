package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The intervals of the reported estimates: the order-statistic interval of the median and the
 * ratio-estimator interval of the weighted mean. Exact values from binomial arithmetic and the
 * formula by hand; coverage by fixed-seed simulation on skewed (log-normal) timing noise, judged
 * with {@link CoverageTest#assertCoverage} (93-97% of 1000 experiments, about +-2.9 binomial
 * standard errors around 95%).
 */
class EstimateIntervalsTest {

  @Test
  void medianIntervalRanksFromTheBinomial() {
    // n = 10: P(B <= 1) = 11/1024 <= 0.025 < P(B <= 2) = 56/1024, so k = 2, coverage 1 - 22/1024.
    double[] x = {10, 3, 7, 1, 9, 2, 8, 4, 6, 5};
    MedianInterval.RankInterval r = MedianInterval.of(x, 0.95).orElseThrow();
    assertEquals(2, r.rank());
    assertEquals(2, r.interval().low(), 0);
    assertEquals(9, r.interval().high(), 0);
    assertEquals(0.95, r.interval().confidence(), 0);
    assertEquals("median", r.interval().covers());
    assertEquals("order statistics (distribution-free, ranks 2 and 9 of 10, exact coverage 97.9%)",
        r.interval().method());
    assertEquals(1 - 22.0 / 1024, r.coverage(), 1e-12);
    assertTrue(r.interval().contains(Descriptive.median(x)));
    assertEquals(10, x[0], 0, "input untouched");
  }

  @Test
  void medianIntervalNeedsEnoughSamples() {
    // [min, max] of n values covers 1 - 2^(1-n): 0.9375 for 5, 0.96875 for 6.
    assertEquals(6, MedianInterval.minimumSampleSize(0.95));
    assertEquals(Optional.empty(), MedianInterval.of(new double[] {1, 2, 3, 4, 5}, 0.95));
    MedianInterval.RankInterval six = MedianInterval.of(new double[] {1, 2, 3, 4, 5, 6}, 0.95).orElseThrow();
    assertEquals(1, six.interval().low(), 0);
    assertEquals(6, six.interval().high(), 0);
    assertEquals(0.96875, six.coverage(), 1e-12);
  }

  @Test
  void ratioIntervalByHand() {
    // R = 61/6; residuals -1/6, 5/3, -3/2; se = sqrt(ss / (2 * 3)) / 2; t(0.975, 2) = 4.302652729749462.
    Interval i = RatioInterval.of(new double[] {10, 22, 29}, new double[] {1, 2, 3}, 0.95);
    assertEquals(8.191903045869308, i.low(), 1e-9);
    assertEquals(12.141430287464024, i.high(), 1e-9);
    assertTrue(i.contains(61.0 / 6));
  }

  @Test
  void ratioIntervalRejectsBadInput() {
    assertThrowsWith(() -> RatioInterval.of(new double[] {1, 2}, new double[] {1, 0}, 0.95), "x[1] must be positive");
    assertThrowsWith(() -> RatioInterval.of(new double[] {1, 2}, new double[] {1}, 0.95), "x needs at least 2");
    assertThrowsWith(() -> RatioInterval.of(new double[] {1, 2, 3}, new double[] {1, 2}, 0.95), "must pair up");
  }

  @Test
  void medianIntervalCoversTheTrueMedianOfSkewedNoise() {
    Random r = new Random(21);
    int covered = 0;
    double exact = 0;
    for (int e = 0; e < CoverageTest.EXPERIMENTS; e++) {
      double[] x = new double[200];
      for (int i = 0; i < x.length; i++) {
        x[i] = Noise.logNormal(r, 0, 0.4);
      }
      MedianInterval.RankInterval m = MedianInterval.of(x, CoverageTest.CONFIDENCE).orElseThrow();
      exact = m.coverage();
      if (m.interval().contains(1.0)) { // the median of exp(N(0, s^2)) is exp(0)
        covered++;
      }
    }
    CoverageTest.assertCoverage("order-statistic median interval (log-normal, n = 200)", covered,
        CoverageTest.EXPERIMENTS);
    double se = Math.sqrt(exact * (1 - exact) / CoverageTest.EXPERIMENTS);
    double simulated = (double) covered / CoverageTest.EXPERIMENTS;
    assertTrue(Math.abs(simulated - exact) < 3 * se, String.format(Locale.ROOT,
        "simulated coverage %.3f vs exact %.4f", simulated, exact));
  }

  @Test
  void ratioIntervalCoversTheTrueMeanWithGrowingSamples() {
    Random r = new Random(22);
    double truth = Noise.logNormalMean(0, 0.4);
    int covered = 0;
    for (int e = 0; e < CoverageTest.EXPERIMENTS; e++) {
      // 30 samples of 5, 5*1.1, ... evaluations, as a geometric loop grows them; each sample's time
      // is the sum of its evaluations' times.
      double[] time = new double[30];
      double[] evals = new double[30];
      double n = 5;
      for (int s = 0; s < time.length; s++) {
        int k = (int) n;
        evals[s] = k;
        for (int i = 0; i < k; i++) {
          time[s] += Noise.logNormal(r, 0, 0.4);
        }
        n *= 1.1;
      }
      Interval i = RatioInterval.of(time, evals, CoverageTest.CONFIDENCE);
      assertTrue(i.contains(sum(time) / sum(evals)), "brackets its estimate");
      if (i.contains(truth)) {
        covered++;
      }
    }
    CoverageTest.assertCoverage("ratio interval of the weighted mean (log-normal, growing samples)", covered,
        CoverageTest.EXPERIMENTS);
  }

  private static double sum(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s;
  }

  private static void assertThrowsWith(org.junit.jupiter.api.function.Executable e, String part) {
    IllegalArgumentException ex = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, e);
    assertTrue(ex.getMessage().contains(part), ex.getMessage());
  }
}
