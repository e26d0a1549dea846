package io.github.nanometer.history.changes;

import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;

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
 * <p>The p-value is exact, from the permutation distribution of the smaller side's rank sum given
 * the segment's mid-ranks (so ties are handled exactly too), while {@code smaller side * segment
 * length <= } {@link #EXACT_MAX_WORK}; above, the normal approximation with the ties-corrected
 * variance {@code a b / 12 * ((N + 1) - sum(t^3 - t) / (N (N - 1)))} and a continuity correction of
 * half the smallest step of the statistic. Exactness matters at the ends of a series: three slow runs
 * after 47 fast ones have the exact two-sided p-value {@code 2 / C(50, 3) = 1.0e-4}, where the
 * normal approximation says 0.004.
 */
final class RankSum {

  /**
   * Up to this product of the smaller side's size and the segment's length the p-value is exact
   * (at most about {@code 2 * 2000^2} additions of the subset-sum recursion).
   */
  static final int EXACT_MAX_WORK = 2000;

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
    long expected = (long) k * (n + 1);
    long distance = Math.abs(observed - expected);
    if ((long) k * n <= EXACT_MAX_WORK) {
      return exactTwoSided(doubled, k, expected, distance);
    }
    return normalTwoSided(doubled, k, distance);
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
   * {@code P(|S - expected| >= distance)} for the sum {@code S} of {@code k} scores drawn without
   * replacement from {@code scores}.
   */
  static double exactTwoSided(long[] scores, int k, long expected, long distance) {
    double[] counts = subsetSumCounts(scores, k);
    double total = 0;
    double extreme = 0;
    for (int s = 0; s < counts.length; s++) {
      total += counts[s];
      if (Math.abs(s - expected) >= distance) {
        extreme += counts[s];
      }
    }
    return Math.min(1, extreme / total);
  }

  /**
   * Element {@code s}: how many {@code k}-subsets of the non-negative whole {@code scores} sum to
   * {@code s}, for {@code s} from 0 to the largest such sum; built score by score.
   */
  static double[] subsetSumCounts(long[] scores, int k) {
    long[] sorted = scores.clone();
    Arrays.sort(sorted);
    int maxSum = 0;
    for (int i = sorted.length - k; i < sorted.length; i++) {
      maxSum += (int) sorted[i];
    }
    // count[j][s]: j-subsets of the scores seen so far with sum s, as doubles: within the work
    // limit a count is at most C(95, 21), about 6e20, far inside a double's range, and the ratios
    // taken of them keep a double's relative precision.
    double[][] count = new double[k + 1][maxSum + 1];
    count[0][0] = 1;
    int reached = 0;
    for (long score : scores) {
      int s0 = (int) score;
      reached = Math.min(maxSum, reached + s0);
      for (int j = k; j >= 1; j--) {
        double[] row = count[j];
        double[] below = count[j - 1];
        for (int s = reached; s >= s0; s--) {
          row[s] += below[s - s0];
        }
      }
    }
    return count[k];
  }

  /** The normal approximation with the ties-corrected variance and a continuity correction. */
  private static double normalTwoSided(long[] doubled, int k, long distance) {
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
