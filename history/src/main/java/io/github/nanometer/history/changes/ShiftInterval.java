package io.github.nanometer.history.changes;

import io.github.nanometer.Interval;
import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.util.CombinatoricsUtils;

/**
 * The confidence interval of a change's relative size: Moses' distribution-free interval for the
 * Hodges-Lehmann two-sample shift (Hollander, Wolfe and Chicken, Nonparametric Statistical Methods,
 * 3rd ed., section 4.3; Hodges and Lehmann 1963, "Estimates of location based on rank tests", Annals
 * of Mathematical Statistics 34(2)), taken on the logarithms of the values and turned back into a
 * ratio.
 *
 * <p>Of the {@code a b} differences {@code log y_j - log x_i} between the values after ({@code y})
 * and before ({@code x}) a change, the interval runs from the {@code C}-th smallest to the {@code C}
 * -th largest, where {@code C - 1} is the largest {@code c} with {@code P(U <= c) <= (1 -
 * confidence) / 2} for the Mann-Whitney statistic {@code U} of two samples of sizes {@code a} and
 * {@code b} from one distribution: it inverts the same rank-sum test that confirmed the change. On
 * the logarithms a shift is a ratio, the model of timings (a change makes an operation some percent
 * slower, its noise scaling with it), so {@code [exp(low) - 1, exp(high) - 1]} covers {@code after /
 * before - 1}, the ratio of the two sides' medians minus one, when the change multiplies the values'
 * distribution by a constant. Why not a bootstrap of the median ratio: on sides of three to a few
 * dozen runs a bootstrap median takes few distinct values and its percentile interval undercovers;
 * the rank interval is exact at every size. {@code C} is exact wherever counting it costs at most
 * {@link #EXACT_WORK} (two sides of up to about 50 runs, or a few runs against hundreds), by the normal approximation with a
 * continuity correction above (within one of the exact count there).
 *
 * <p>Implementation notes: the {@code a b} differences are never stored. The {@code k}-th smallest
 * is found by bisection on its value, counting the differences at or below a candidate with one pass
 * of two indices over the sorted sides ({@code O(a + b)} per step), then snapped to the largest
 * difference at or below the bound, so each end is an actual difference.
 */
final class ShiftInterval {

  private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);
  private static final int BISECTION_STEPS = 2200;

  /**
   * The most steps spent counting the exact critical count, ten times a test's ({@link
   * RankSum#EXACT_WORK}): it is counted once per reported change point, not once per candidate.
   */
  static final double EXACT_WORK = 2e7;

  private ShiftInterval() {}

  /**
   * The interval of {@code after / before - 1} from the values {@code x[start..split)} (before)
   * and {@code x[split..end)} (after), all positive; unbounded when the sides are too short for the
   * confidence (three runs on each side at 95%: the smallest tail probability, {@code 1 / C(6, 3)},
   * exceeds 0.025).
   */
  static Interval relativeChange(double[] x, int start, int split, int end, double confidence) {
    double[] before = sortedLogs(x, start, split);
    double[] after = sortedLogs(x, split, end);
    int a = before.length;
    int b = after.length;
    long exactC = exactCriticalCount(a, b, confidence);
    boolean exact = exactC >= 0;
    long c = exact ? exactC : normalCriticalCount(a, b, confidence);
    String covers = "after / before - 1 (ratio of the medians, a change taken as a constant factor)";
    String method = "Moses interval of the Hodges-Lehmann shift of the logarithms ("
        + (exact ? "exact" : "normal approximation") + ")";
    if (c < 1) {
      return Interval.unbounded(confidence, covers, method);
    }
    long pairs = (long) a * b;
    double low = Math.expm1(orderStatistic(before, after, c));
    double high = Math.expm1(orderStatistic(before, after, pairs + 1 - c));
    return new Interval(low, high, confidence, covers, method);
  }

  /**
   * {@code C}: one more than the largest {@code c} with {@code P(U <= c) <= (1 - confidence) / 2}
   * for the Mann-Whitney {@code U} of sizes {@code a} and {@code b}, or 0 when even {@code P(U <=
   * 0)} exceeds that tail; exact when {@link #exactCriticalCount} can count it, else by the normal
   * approximation.
   */
  static long criticalCount(int a, int b, double confidence) {
    long exact = exactCriticalCount(a, b, confidence);
    return exact >= 0 ? exact : normalCriticalCount(a, b, confidence);
  }

  /**
   * {@code C} from the exact distribution of {@code U}: its lower tail is the count of subsets of
   * the smaller side's ranks by their deficit from the largest rank sum ({@link RankSum#tailCounts};
   * {@code U} is symmetric), counted to deficits 64, 256, ... until the tail is passed; -1 when
   * that would cost more than {@link #EXACT_WORK}.
   */
  static long exactCriticalCount(int a, int b, double confidence) {
    double tail = (1 - confidence) / 2;
    int k = Math.min(a, b);
    int n = a + b;
    long[] ranks = new long[n];
    for (int i = 0; i < n; i++) {
      ranks[i] = i + 1;
    }
    double logTotal = CombinatoricsUtils.binomialCoefficientLog(n, k);
    long largest = (long) k * (n - k);
    for (long deficits = 64; ; deficits *= 4) {
      double[] counts = RankSum.tailCounts(ranks, k, Math.min(deficits, largest), EXACT_WORK);
      if (counts == null) {
        return -1;
      }
      double cumulative = 0;
      for (int d = 0; d < counts.length; d++) {
        cumulative += counts[d];
        if (Math.exp(Math.log(cumulative) - logTotal) > tail * (1 + 1e-12)) {
          return d;
        }
      }
    }
  }

  /** {@code C} from the normal approximation of {@code U} with a continuity correction. */
  static long normalCriticalCount(int a, int b, double confidence) {
    double pairs = (double) a * b;
    double sd = Math.sqrt(pairs * (a + b + 1) / 12);
    double z = -NORMAL.inverseCumulativeProbability((1 - confidence) / 2);
    long c = (long) Math.floor(pairs / 2 - 0.5 - z * sd);
    return Math.max(0, c + 1);
  }

  /** The {@code k}-th smallest (1-based) of the differences {@code after[j] - before[i]}, both sorted. */
  static double orderStatistic(double[] before, double[] after, long k) {
    double lo = after[0] - before[before.length - 1];
    double hi = after[after.length - 1] - before[0];
    if (countAtOrBelow(before, after, lo) >= k) {
      return lo;
    }
    // Invariant: fewer than k differences are <= lo, at least k are <= hi.
    for (int step = 0; step < BISECTION_STEPS; step++) {
      double mid = lo + (hi - lo) / 2;
      if (mid <= lo || mid >= hi) {
        break;
      }
      if (countAtOrBelow(before, after, mid) >= k) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return largestAtOrBelow(before, after, hi);
  }

  /** How many differences {@code after[j] - before[i]} are {@code <= v}. */
  static long countAtOrBelow(double[] before, double[] after, double v) {
    // For each j, the differences <= v are those with before[i] >= after[j] - v: a suffix of
    // before that starts later as j grows.
    long count = 0;
    int i = 0;
    for (double y : after) {
      while (i < before.length && y - before[i] > v) {
        i++;
      }
      count += before.length - i;
    }
    return count;
  }

  private static double largestAtOrBelow(double[] before, double[] after, double v) {
    double best = Double.NEGATIVE_INFINITY;
    int i = 0;
    for (double y : after) {
      while (i < before.length && y - before[i] > v) {
        i++;
      }
      if (i < before.length) {
        best = Math.max(best, y - before[i]);
      }
    }
    return best;
  }

  private static double[] sortedLogs(double[] x, int from, int to) {
    double[] logs = new double[to - from];
    for (int i = from; i < to; i++) {
      logs[i - from] = Math.log(x[i]);
    }
    Arrays.sort(logs);
    return logs;
  }
}
