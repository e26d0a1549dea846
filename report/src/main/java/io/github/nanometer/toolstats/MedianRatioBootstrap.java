package io.github.nanometer.toolstats;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Selection;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The ratio of two medians, {@code median(numerator) / median(denominator)}, with a seeded
 * percentile-bootstrap interval (Efron and Tibshirani, "An Introduction to the Bootstrap", 1993,
 * chapter 13): each resample draws both samples with replacement, independently, and takes the
 * ratio of their medians; the interval runs between the {@code (1 - c) / 2} and {@code (1 + c) / 2}
 * quantiles of those ratios. For heavy-tailed timing samples, whose means an occasional
 * descheduled sample can move by orders of magnitude, the median is the stable location.
 *
 * <p>Above {@link #DIRECT_MAX} values a sample is not resampled value by value (a million-sample
 * document would take minutes): the median of {@code n} draws with replacement is the order
 * statistic of the sorted sample at the rank where the median of {@code n} uniform draws falls,
 * so one sort and one random rank per resample give the same bootstrap law. That rank's law,
 * Beta((n+1)/2, (n+1)/2), is drawn from its normal approximation N(1/2, 1/(4(n+2))), whose error
 * at this {@code n} is far below the resampling error of the percentile interval.
 */
public final class MedianRatioBootstrap {

  /** Resamples used by callers that have no reason to choose: 2,000 (percentile error ~1%). */
  public static final int DEFAULT_RESAMPLES = 2_000;

  /** The most values per side resampled value by value; larger samples use the order-statistic law. */
  public static final int DIRECT_MAX = 20_000;

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
  public static Interval interval(double[] numerator, double[] denominator, double confidence, int resamples,
      long seed) {
    Arguments.values(numerator, 2, "numerator");
    Arguments.values(denominator, 2, "denominator");
    Arguments.positive(denominator, "denominator");
    Arguments.confidence(confidence);
    Arguments.atLeast(resamples, 100, "resamples");
    return interval(numerator, denominator, confidence, resamples, seed, DIRECT_MAX);
  }

  /** {@link #interval} with the sample size above which the order-statistic law is used; for tests. */
  static Interval interval(double[] numerator, double[] denominator, double confidence, int resamples,
      long seed, int directMax) {
    SplittableRandom random = new SplittableRandom(seed);
    double[] ratios = new double[resamples];
    Resampler a = new Resampler(numerator, directMax);
    Resampler b = new Resampler(denominator, directMax);
    for (int r = 0; r < resamples; r++) {
      ratios[r] = a.median(random) / b.median(random);
    }
    Arrays.sort(ratios);
    double tail = (1 - confidence) / 2;
    boolean law = numerator.length > directMax || denominator.length > directMax;
    return new Interval(Descriptive.quantile(ratios, tail), Descriptive.quantile(ratios, 1 - tail),
        confidence, "median(numerator) / median(denominator)", "bootstrap percentile, " + resamples + " resamples"
            + (law ? " (a resample's median drawn from its order-statistic law above " + directMax + " values)" : ""));
  }

  /** Draws the median of one resample of a sample: value by value, or from its order-statistic law. */
  private static final class Resampler {
    private final double[] values;
    private final double[] work;
    private final boolean byLaw;

    Resampler(double[] x, int directMax) {
      byLaw = x.length > directMax;
      values = byLaw ? x.clone() : x;
      if (byLaw) {
        Arrays.sort(values);
      }
      work = byLaw ? null : new double[x.length];
    }

    double median(SplittableRandom random) {
      if (!byLaw) {
        return resampledMedian(values, work, random);
      }
      int n = values.length;
      // the middle order statistic of n uniforms (n even: the lower one, k = n/2, mean k/(n+1)), then
      // (n even) the next one, one exponential spacing above it
      double u = (n % 2 == 1 ? 0.5 : (n / 2.0) / (n + 1)) + random.nextGaussian() * Math.sqrt(0.25 / (n + 2));
      if (n % 2 == 1) {
        return values[rank(u, n)];
      }
      double v = u - Math.log(1 - random.nextDouble()) / (n + 1);
      return (values[rank(u, n)] + values[rank(v, n)]) / 2;
    }

    private static int rank(double u, int n) {
      return (int) Math.max(0, Math.min(n - 1, Math.floor(u * n)));
    }
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
