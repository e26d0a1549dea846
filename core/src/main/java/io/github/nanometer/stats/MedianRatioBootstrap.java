package io.github.nanometer.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The ratio of two medians, {@code median(numerator) / median(denominator)}, with a seeded
 * percentile-bootstrap interval (Efron and Tibshirani, "An Introduction to the Bootstrap", 1993,
 * chapter 13): each resample draws both samples with replacement, independently, and takes the
 * ratio of their medians; the interval runs between the {@code (1 - c) / 2} and {@code (1 + c) / 2}
 * quantiles of those ratios. For heavy-tailed timing samples, whose means an occasional
 * descheduled sample can move by orders of magnitude, the median is the stable location.
 */
public final class MedianRatioBootstrap {

  /** Resamples used by callers that have no reason to choose: 2,000 (percentile error ~1%). */
  public static final int DEFAULT_RESAMPLES = 2_000;

  private MedianRatioBootstrap() {}

  /** {@code median(numerator) / median(denominator)}; both need at least one value. */
  public static double ratio(double[] numerator, double[] denominator) {
    Arguments.values(numerator, 1, "numerator");
    Arguments.values(denominator, 1, "denominator");
    return Descriptive.median(numerator) / Descriptive.median(denominator);
  }

  /**
   * The percentile-bootstrap interval of the ratio of medians.
   *
   * @param numerator at least 2 finite values
   * @param denominator at least 2 finite positive values
   * @param confidence a fraction in (0, 1)
   * @param resamples at least 100
   * @param seed the seed of the resampling (the same seed gives the same interval)
   */
  public static ConfidenceInterval interval(double[] numerator, double[] denominator, double confidence, int resamples,
      long seed) {
    Arguments.values(numerator, 2, "numerator");
    Arguments.values(denominator, 2, "denominator");
    Arguments.positive(denominator, "denominator");
    Arguments.confidence(confidence);
    Arguments.atLeast(resamples, 100, "resamples");
    SplittableRandom random = new SplittableRandom(seed);
    double[] ratios = new double[resamples];
    double[] a = new double[numerator.length];
    double[] b = new double[denominator.length];
    for (int r = 0; r < resamples; r++) {
      ratios[r] = resampledMedian(numerator, a, random) / resampledMedian(denominator, b, random);
    }
    Arrays.sort(ratios);
    double tail = (1 - confidence) / 2;
    return new ConfidenceInterval(Descriptive.quantile(ratios, tail), Descriptive.quantile(ratios, 1 - tail),
        confidence, "median(numerator) / median(denominator)", "bootstrap percentile, " + resamples + " resamples");
  }

  /** The median of one resample of {@code x} drawn into {@code buffer}, by selection in O(n). */
  private static double resampledMedian(double[] x, double[] buffer, SplittableRandom random) {
    int n = x.length;
    for (int i = 0; i < n; i++) {
      buffer[i] = x[random.nextInt(n)];
    }
    return Selection.medianInPlace(buffer, n);
  }
}
