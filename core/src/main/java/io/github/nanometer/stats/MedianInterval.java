package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.text.DecimalText;
import java.util.Arrays;
import java.util.Optional;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * The distribution-free confidence interval of a median from order statistics: {@code [x(k),
 * x(n+1-k)]} of the sorted sample, with {@code k} the largest rank such that the number of values
 * below the true median, Binomial(n, 1/2), lies in {@code [k, n-k]} with probability at least the
 * confidence. It needs only independent samples from a continuous distribution, no shape (skewed
 * timing data included), and it always brackets the sample median. Its exact coverage is
 * {@code 1 - 2 P(B <= k-1)}, at least the confidence (conservative by the binomial's discreteness).
 *
 * <p>Reference: Hahn and Meeker, "Statistical Intervals" (1991), section 5.2; Conover,
 * "Practical Nonparametric Statistics", 3rd ed., section 3.2.
 */
public final class MedianInterval {
  private MedianInterval() {}

  /**
   * The interval and its exact coverage.
   *
   * @param interval {@code [x(k), x(n+1-k)]}, covering the median by order statistics
   * @param rank {@code k}, 1-based
   * @param coverage the exact coverage probability for continuous data, at least the confidence
   */
  public record RankInterval(Interval interval, int rank, double coverage) {}

  /**
   * The order-statistic interval of the median of {@code x}, or empty when no pair of order
   * statistics reaches the confidence (fewer than 6 values at 0.95: even {@code [min, max]} covers
   * only {@code 1 - 2^(1-n)}).
   *
   * @param x at least 1 finite value, in any order (not modified)
   * @param confidence a fraction in (0, 1)
   */
  public static Optional<RankInterval> of(double[] x, double confidence) {
    Arguments.values(x, 1, "x");
    Arguments.confidence(confidence);
    int n = x.length;
    Rank r = rank(n, confidence);
    if (r == null) {
      return Optional.empty();
    }
    double[] sorted = x.clone();
    Arrays.sort(sorted);
    String method = DecimalText.format(
        "order statistics (distribution-free, ranks %d and %d of %d, exact coverage %.1f%%)", r.k, n + 1 - r.k, n,
        r.coverage * 100);
    return Optional.of(new RankInterval(new Interval(sorted[r.k - 1], sorted[n - r.k], confidence,
        "median", method), r.k, r.coverage));
  }

  /** The smallest sample size whose [min, max] reaches the confidence. */
  public static int minimumSampleSize(double confidence) {
    Arguments.confidence(confidence);
    int n = 1;
    while (1 - 2 * Math.pow(0.5, n) < confidence) {
      n++;
    }
    return n;
  }

  private record Rank(int k, double coverage) {}

  private static Rank rank(int n, double confidence) {
    BinomialDistribution b = new BinomialDistribution(null, n, 0.5);
    double alphaHalf = (1 - confidence) / 2;
    // Largest k with P(B <= k - 1) <= alpha/2; P(B <= j) is increasing in j.
    int lo = 0;
    int hi = (n + 1) / 2;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (b.cumulativeProbability(mid - 1) <= alphaHalf) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    if (lo < 1) {
      return null;
    }
    return new Rank(lo, 1 - 2 * b.cumulativeProbability(lo - 1));
  }
}
