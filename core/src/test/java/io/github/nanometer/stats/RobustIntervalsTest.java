package io.github.nanometer.stats;

import static io.github.nanometer.stats.RelativeAssertions.assertRelative;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Yuen's trimmed-mean interval and the Hodges-Lehmann shift with its signed-rank interval.
 * References: scipy.stats.trim_mean and mstats.winsorize with t.ppf (Yuen); the Walsh averages
 * enumerated and the signed-rank null distribution enumerated over all 2^10 sign patterns
 * (Hodges-Lehmann); tolerance 1e-9 relative.
 */
class RobustIntervalsTest {
  static final double[] X = {3.1, -0.4, 2.2, 5.9, 1.0, 0.3, 2.8, -7.5, 1.9, 2.4, 0.8, 1.1, 12.0, 2.0, 1.6, -0.2,
      2.9, 1.3, 0.7, 1.8};
  static final double[] D = {0.8, 1.9, -0.3, 2.5, 1.1, 0.4, 3.7, 1.6, -1.2, 2.2};

  @Test
  void yuenReproducesScipy() {
    IntervalEstimate y = YuenInterval.trimmedMean(X, 0.1, 0.95);
    assertEquals(2, YuenInterval.trimmedPerTail(X.length, 0.1));
    assertRelative(1.60625, y.estimate());
    assertRelative(0.9222254212734552, y.interval().low());
    assertRelative(2.2902745787265446, y.interval().high());
    assertThrows(IllegalArgumentException.class, () -> YuenInterval.trimmedMean(X, 0.5, 0.95));
    assertThrows(IllegalArgumentException.class, () -> YuenInterval.trimmedMean(new double[] {1, 2, 3}, 0.34, 0.95));
  }

  @Test
  void yuenWithoutTrimmingIsTheTInterval() {
    Interval t = MeanInterval.t(X, 0.95);
    Interval y = YuenInterval.trimmedMean(X, 0, 0.95).interval();
    assertRelative(t.low(), y.low());
    assertRelative(t.high(), y.high());
  }

  @Test
  void hodgesLehmannReproducesTheEnumeration() {
    IntervalEstimate hl = HodgesLehmann.shift(D, 0.95);
    assertRelative(1.3, hl.estimate());
    assertEquals(9, HodgesLehmann.criticalRank(10, 0.025));
    assertRelative(0.25, hl.interval().low());
    assertRelative(2.25, hl.interval().high());
  }

  @Test
  void walshOrderStatisticsMatchSortingAllAverages() {
    SplittableRandom r = new SplittableRandom(5);
    for (int trial = 0; trial < 20; trial++) {
      int n = 1 + r.nextInt(60);
      double[] d = new double[n];
      for (int i = 0; i < n; i++) {
        d[i] = r.nextInt(4) == 0 ? Math.floor(r.nextDouble() * 5) : r.nextGaussian() * 1e-3 + 7;
      }
      double[] walsh = new double[n * (n + 1) / 2];
      int w = 0;
      for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
          walsh[w++] = (d[i] + d[j]) / 2;
        }
      }
      Arrays.sort(walsh);
      double[] sorted = d.clone();
      Arrays.sort(sorted);
      for (int k = 1; k <= walsh.length; k += 1 + walsh.length / 17) {
        assertEquals(walsh[k - 1], HodgesLehmann.walshOrderStatistic(sorted, k), 0, "n=" + n + " k=" + k);
      }
    }
  }

  @Test
  void normalApproximationContinuesTheExactCriticalValue() {
    // At the switch the two computations agree to within one rank.
    long exact = HodgesLehmann.criticalRank(HodgesLehmann.EXACT_MAX_PAIRS, 0.025);
    double sd = Math.sqrt(100 * 101.0 * 201 / 24);
    long approx = (long) Math.floor(5050 / 2.0 - 0.5 - 1.959963984540054 * sd) + 1;
    assertEquals(exact, approx, 1);
    assertEquals(0, HodgesLehmann.criticalRank(5, 0.025), "2^-5 > 0.025: no finite interval");
    assertFalse(HodgesLehmann.shift(new double[] {1, 2, 3, 4, 5}, 0.95).interval().isBounded());
  }
}
