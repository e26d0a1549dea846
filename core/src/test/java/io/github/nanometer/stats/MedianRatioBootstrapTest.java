package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The ratio of medians and its percentile-bootstrap interval. */
class MedianRatioBootstrapTest {

  @Test
  void ratioIsOfTheMedians() {
    // Medians 3 (odd count) and 2.5 (even count: mean of the two middle values).
    assertEquals(3 / 2.5, MedianRatioBootstrap.ratio(new double[] {1, 3, 100}, new double[] {2, 3, 1, 1000}), 1e-15);
  }

  @Test
  void sameSeedSameInterval() {
    double[] a = {5, 6, 7, 8, 9, 10, 11};
    double[] b = {2, 3, 4, 5, 6};
    assertEquals(MedianRatioBootstrap.interval(a, b, 0.9, 500, 7), MedianRatioBootstrap.interval(a, b, 0.9, 500, 7));
  }

  @Test
  void constantSamplesGiveAPointInterval() {
    ConfidenceInterval ci = MedianRatioBootstrap.interval(new double[] {6, 6, 6}, new double[] {3, 3, 3, 3}, 0.95, 200, 1);
    assertEquals(2, ci.low(), 0);
    assertEquals(2, ci.high(), 0);
  }

  @Test
  void coversTheTrueRatioOfMediansOfSkewedSamples() {
    // Log-normal samples (median exp(mu)) with a 5% contamination of 100x outliers in both:
    // true ratio of medians about 1.5 (exact for the uncontaminated law; the symmetric 5%
    // contamination moves both medians by the same factor). 200 experiments at 90%: the count
    // covering lies within 3 binomial standard errors (sqrt(200 * 0.9 * 0.1) = 4.2) of 180,
    // allowing the percentile bootstrap's known small undercoverage at n = 60.
    Random r = new Random(11);
    int covered = 0;
    int experiments = 200;
    for (int e = 0; e < experiments; e++) {
      double[] num = sample(r, Math.log(150), 60);
      double[] den = sample(r, Math.log(100), 60);
      if (MedianRatioBootstrap.interval(num, den, 0.9, 1000, e).contains(1.5)) {
        covered++;
      }
    }
    assertTrue(covered >= 180 - 3 * 4.2 - 6 && covered <= 180 + 3 * 4.2, "covered " + covered + " of 200");
  }

  private static double[] sample(Random r, double mu, int n) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = Math.exp(mu + 0.3 * r.nextGaussian()) * (i % 20 == 0 ? 100 : 1);
    }
    return x;
  }

  @Test
  void rejectsBadArguments() {
    double[] ok = {1, 2};
    assertThrows(IllegalArgumentException.class, () -> MedianRatioBootstrap.interval(new double[] {1}, ok, 0.9, 100, 1));
    assertThrows(IllegalArgumentException.class, () -> MedianRatioBootstrap.interval(ok, new double[] {0, 1}, 0.9, 100, 1));
    assertThrows(IllegalArgumentException.class, () -> MedianRatioBootstrap.interval(ok, ok, 1.0, 100, 1));
    assertThrows(IllegalArgumentException.class, () -> MedianRatioBootstrap.interval(ok, ok, 0.9, 99, 1));
  }
}
