package io.github.nanometer.history.changes;

import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.util.CombinatoricsUtils;

/**
 * The two-sided Wilcoxon rank-sum (Mann-Whitney) test of "the values before and after a split come
 * from the same distribution" (Hollander, Wolfe and Chicken, Nonparametric Statistical Methods, 3rd
 * ed., section 4.1), on the mid-ranks of one segment.
 *
 * <p>Why a rank test: the confirming test must not be fooled by what timing series do. An outlier
 * run (a noisy neighbour, a GC storm) is one rank, however slow it was, where it would move a mean
 * and inflate a variance; runs that fall into two modes (two JIT outcomes, two memory layouts) make a
 * bimodal series on which a t-test's normal model is wrong, while the rank test's null distribution
 * is exact for any continuous distribution of independent values. Its efficiency against the t-test
 * is 0.955 on normal noise and never below 0.864 (Hodges and Lehmann 1956).
 *
 * <p>The p-value is exact, from the permutation distribution of the smaller side's sum of mid-ranks
 * (so ties are handled exactly too), whenever counting the subsets at least as extreme as the
 * observed one takes at most {@link #EXACT_WORK} steps ({@link #tailCounts}); otherwise, which
 * happens only far from the tails that decide (both sides long and the p-value not small), it is the
 * normal approximation with the ties-corrected variance {@code a b / 12 * ((N + 1) - sum(t^3 - t) /
 * (N (N - 1)))} and a continuity correction of half the statistic's smallest step. That
 * approximation is conservative: a rank sum's tails are lighter than the normal's. Exactness matters
 * at the ends of a series: three slow runs after 47 fast ones have the exact two-sided p-value {@code
 * 2 / C(50, 3) = 1.0e-4}, where the normal approximation says 0.004; three after 497, {@code 2 /
 * C(500, 3) = 9.6e-8} against 0.003.
 */
final class RankSum {

  /**
   * The most steps (positions times subset size times deficits) spent counting an exact tail, about
   * 2 ms on one core: every split of up to about 60 values, and the extreme tails of any length.
   */
  static final double EXACT_WORK = 2e6;

  /** The most counts held while counting an exact tail (32 MiB of doubles). */
  static final double EXACT_CELLS = 4e6;

  private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

  private RankSum() {}

  /**
   * The two-sided p-value of the rank-sum test between {@code x[start..split)} and {@code
   * x[split..end)}; needs both sides non-empty. 1 when every value of the segment is equal.
   */
  static double pValue(double[] x, int start, int split, int end) {
    int n = end - start;
    long[] doubled = doubledMidRanks(x, start, end);
    int after = end - split;
    boolean afterSmaller = after <= split - start;
    int k = afterSmaller ? after : split - start;
    int from = afterSmaller ? split - start : 0;
    long observed = 0;
    for (int i = from; i < from + k; i++) {
      observed += doubled[i];
    }
    // Every doubled mid-rank sums to n (n + 1); a k-subset's expected sum is k (n + 1).
    long distance = Math.abs(observed - (long) k * (n + 1));
    double exact = exactTwoSided(doubled, k, distance);
    return Double.isNaN(exact) ? normalTwoSided(doubled, k, distance) : exact;
  }

  /**
   * Twice the mid-rank of each of {@code x[start..end)}, in the values' order: twice a mid-rank is a
   * whole number, so the exact distribution runs on integers.
   */
  static long[] doubledMidRanks(double[] x, int start, int end) {
    int n = end - start;
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (p, q) -> Double.compare(x[start + p], x[start + q]));
    long[] doubled = new long[n];
    int i = 0;
    while (i < n) {
      int j = i;
      while (j + 1 < n && x[start + order[j + 1]] == x[start + order[i]]) {
        j++;
      }
      // Ranks i+1..j+1 share their mean (i + j + 2) / 2; twice that is i + j + 2.
      for (int t = i; t <= j; t++) {
        doubled[order[t]] = i + j + 2L;
      }
      i = j + 1;
    }
    return doubled;
  }

  /**
   * {@code P(|S - E| >= distance)} for the sum {@code S} of {@code k} of the doubled mid-ranks
   * {@code scores} drawn without replacement, {@code E = k (n + 1)} its mean; NaN when counting
   * would take more than {@link #EXACT_WORK} steps. Each tail is counted from its own end: the
   * subsets whose sum lies at most so far below the largest sum, and (on the negated scores) at most
   * so far above the smallest. With ties the two tails differ (mid-ranks 1.5, 1.5 and 3 are not
   * symmetric about their mean).
   */
  static double exactTwoSided(long[] scores, int k, long distance) {
    if (distance == 0) {
      return 1;
    }
    int n = scores.length;
    long[] negated = new long[n];
    for (int i = 0; i < n; i++) {
      negated[i] = -scores[i];
    }
    long mean = (long) k * (n + 1);
    // The upper tail S >= mean + distance, and the lower one, -S >= -(mean - distance).
    double upper = tail(scores, k, mean + distance);
    double lower = tail(negated, k, -(mean - distance));
    if (Double.isNaN(upper) || Double.isNaN(lower)) {
      return Double.NaN;
    }
    return Math.min(1, Math.exp(Math.log(upper + lower) - CombinatoricsUtils.binomialCoefficientLog(n, k)));
  }

  /** How many {@code k}-subsets of {@code scores} sum to at least {@code atLeast}; NaN when too costly. */
  private static double tail(long[] scores, int k, long atLeast) {
    long[] sorted = scores.clone();
    Arrays.sort(sorted);
    long top = 0;
    for (int i = sorted.length - k; i < sorted.length; i++) {
      top += sorted[i];
    }
    if (top < atLeast) {
      return 0;
    }
    double[] counts = tailCounts(scores, k, top - atLeast, EXACT_WORK);
    if (counts == null) {
      return Double.NaN;
    }
    double sum = 0;
    for (double c : counts) {
      sum += c;
    }
    return sum;
  }

  /**
   * Element {@code d}: how many {@code k}-subsets of the whole {@code scores} sum to
   * the largest such sum minus {@code d}, for {@code d} from 0 to {@code maxDeficit}; null when that
   * would take more than {@code work} steps or hold more than {@link #EXACT_CELLS} counts.
   *
   * <p>The scores are taken in descending order {@code v_0 >= v_1 >= ...}; a subset's deficit is
   * {@code sum_m (v_(m-1) - v_(p_m))} over its members at positions {@code p_1 < ... < p_k}, each
   * term non-negative, so the count runs over members and accumulated deficit, and stops at the
   * first position that could only add more than {@code maxDeficit}: the extreme tail of a long
   * series costs little however long the series is.
   */
  static double[] tailCounts(long[] scores, int k, long maxDeficit, double work) {
    int n = scores.length;
    long[] v = scores.clone();
    Arrays.sort(v);
    for (int i = 0; i < n / 2; i++) {
      long t = v[i];
      v[i] = v[n - 1 - i];
      v[n - 1 - i] = t;
    }
    int items = 0;
    while (items < n && v[Math.min(items, k - 1)] - v[items] <= maxDeficit) {
      items++;
    }
    if ((double) items * k * (maxDeficit + 1) > work || (k + 1.0) * (maxDeficit + 1) > EXACT_CELLS) {
      return null;
    }
    int deficits = (int) maxDeficit;
    // count[j][d]: j-subsets of the positions seen so far with accumulated deficit d. Doubles: a
    // count is at most C(n, k), and the ratio taken of it keeps a double's relative precision.
    double[][] count = new double[k + 1][deficits + 1];
    count[0][0] = 1;
    for (int i = 0; i < items; i++) {
      for (int j = Math.min(i, k - 1); j >= 0; j--) {
        long loss = v[j] - v[i];
        if (loss > deficits) {
          break;
        }
        double[] below = count[j];
        double[] row = count[j + 1];
        for (int d = deficits - (int) loss; d >= 0; d--) {
          row[d + (int) loss] += below[d];
        }
      }
    }
    return count[k];
  }

  /** The normal approximation with the ties-corrected variance and a continuity correction. */
  static double normalTwoSided(long[] doubled, int k, long distance) {
    int n = doubled.length;
    long[] sorted = doubled.clone();
    Arrays.sort(sorted);
    double tieTerm = 0;
    int i = 0;
    while (i < n) {
      int j = i;
      while (j + 1 < n && sorted[j + 1] == sorted[i]) {
        j++;
      }
      double t = j - i + 1;
      tieTerm += t * t * t - t;
      i = j + 1;
    }
    double other = n - k;
    // The variance of the (undoubled) rank sum of k values out of n, with ties.
    double variance = k * other / 12.0 * ((n + 1) - tieTerm / ((double) n * (n - 1)));
    if (!(variance > 0)) {
      return 1;
    }
    // The undoubled statistic moves in steps of 1 without ties, of 1/2 with them.
    double correction = tieTerm > 0 ? 0.25 : 0.5;
    double z = Math.max(0, distance / 2.0 - correction) / Math.sqrt(variance);
    return Math.min(1, 2 * NORMAL.cumulativeProbability(-z));
  }
}
