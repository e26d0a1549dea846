package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import java.util.Arrays;

/**
 * The Hodges-Lehmann estimate of a one-sample (paired) shift, the median of the Walsh averages
 * {@code (d_i + d_j) / 2, i <= j}, with the distribution-free confidence interval that inverts the
 * Wilcoxon signed-rank test (Hollander and Wolfe, Nonparametric Statistical Methods, section 3.3):
 * {@code [W(C), W(M + 1 - C)]} over the sorted Walsh averages {@code W(1..M)}, {@code M = n (n +
 * 1) / 2}, where {@code C - 1} is the largest signed-rank value whose lower tail probability is at
 * most {@code (1 - confidence) / 2}. The interval covers the centre of symmetry of the differences;
 * a robust companion to the mean's interval, insensitive to a few extreme pairs.
 *
 * <p>Implementation notes: the {@code M} Walsh averages are never stored. The k-th smallest is
 * found by bisection on its value, counting the averages at or below a candidate with two pointers
 * over the sorted differences ({@code O(n)} per step), so 10^6 pairs need {@code O(n)} memory. The
 * signed-rank distribution is exact up to {@link #EXACT_MAX_PAIRS} pairs and the normal
 * approximation with continuity correction above.
 */
public final class HodgesLehmann {

  /** Up to this many pairs the signed-rank critical value is exact. */
  public static final int EXACT_MAX_PAIRS = 100;

  private static final int BISECTION_STEPS = 2200;

  private HodgesLehmann() {}

  /**
   * The Hodges-Lehmann shift and its signed-rank interval. The interval is unbounded when the
   * pairs are too few for the confidence (e.g. 5 pairs at 95%: the smallest tail probability,
   * {@code 2^-5}, exceeds 0.025).
   *
   * @param differences at least 1 finite value
   * @param confidence a fraction in (0, 1)
   */
  public static IntervalEstimate shift(double[] differences, double confidence) {
    Arguments.values(differences, 1, "differences");
    Arguments.confidence(confidence);
    double[] d = differences.clone();
    Arrays.sort(d);
    int n = d.length;
    long m = (long) n * (n + 1) / 2;
    double estimate = (walshOrderStatistic(d, (m + 1) / 2) + walshOrderStatistic(d, m / 2 + 1)) / 2;
    long c = criticalRank(n, (1 - confidence) / 2);
    String covers = "Hodges-Lehmann shift of candidate - baseline";
    String method = "Wilcoxon signed-rank interval" + (n <= EXACT_MAX_PAIRS ? " (exact)" : " (normal approximation)");
    Interval interval = c < 1 ? Interval.unbounded(confidence, covers, method)
        : new Interval(walshOrderStatistic(d, c), walshOrderStatistic(d, m + 1 - c), confidence, covers,
            method);
    return new IntervalEstimate(estimate, interval);
  }

  /**
   * {@code C}: one more than the largest {@code x} with {@code P(T+ <= x) <= tail}, or 0 when even
   * {@code P(T+ <= 0) = 2^-n} exceeds the tail.
   */
  static long criticalRank(int n, double tail) {
    long m = (long) n * (n + 1) / 2;
    if (n <= EXACT_MAX_PAIRS) {
      // counts[s]: subsets of {1..n} with rank sum s, divided by 2^n as they are built.
      double[] p = new double[(int) m + 1];
      p[0] = 1;
      for (int k = 1; k <= n; k++) {
        for (int s = (int) Math.min(m, (long) k * (k + 1) / 2); s >= k; s--) {
          p[s] = (p[s] + p[s - k]) / 2;
        }
        for (int s = k - 1; s >= 0; s--) {
          p[s] = p[s] / 2;
        }
      }
      double cumulative = 0;
      long x = -1;
      for (int s = 0; s <= m; s++) {
        cumulative += p[s];
        if (cumulative > tail * (1 + 1e-12)) {
          break;
        }
        x = s;
      }
      return x + 1;
    }
    double sd = Math.sqrt(n * (n + 1.0) * (2.0 * n + 1) / 24);
    double z = StudentT.normalQuantile(1 - tail);
    long x = (long) Math.floor(m / 2.0 - 0.5 - z * sd);
    return Math.max(0, x + 1);
  }

  /** The k-th smallest (1-based) Walsh average of the sorted {@code d}. */
  static double walshOrderStatistic(double[] d, long k) {
    double lo = d[0];
    double hi = d[d.length - 1];
    if (countAtOrBelow(d, lo) >= k) {
      return lo;
    }
    // Invariant: fewer than k averages are <= lo, at least k are <= hi.
    for (int step = 0; step < BISECTION_STEPS; step++) {
      double mid = lo + (hi - lo) / 2;
      if (mid <= lo || mid >= hi) {
        break;
      }
      if (countAtOrBelow(d, mid) >= k) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return largestWalshAtOrBelow(d, hi);
  }

  /** How many Walsh averages {@code (d_i + d_j) / 2, i <= j} are {@code <= v}. */
  static long countAtOrBelow(double[] d, double v) {
    long count = 0;
    int j = d.length - 1;
    for (int i = 0; i < d.length && i <= j; i++) {
      while (j >= i && (d[i] + d[j]) / 2 > v) {
        j--;
      }
      if (j >= i) {
        count += j - i + 1;
      }
    }
    return count;
  }

  /** The largest Walsh average {@code <= v}, so the result is an actual average, not a bisection point. */
  private static double largestWalshAtOrBelow(double[] d, double v) {
    double best = Double.NEGATIVE_INFINITY;
    int j = d.length - 1;
    for (int i = 0; i < d.length && i <= j; i++) {
      while (j >= i && (d[i] + d[j]) / 2 > v) {
        j--;
      }
      if (j >= i) {
        best = Math.max(best, (d[i] + d[j]) / 2);
      }
    }
    return best;
  }
}
