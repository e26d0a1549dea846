package io.github.nanometer.stats;

import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The geometric mean of several independent ratios (such as new/base times of several
 * benchmarks) and an approximate interval for it, on the log scale: each ratio's interval gives
 * the standard error of its logarithm, {@code (ln high - ln low) / (2 z)}; the mean of the logs has
 * standard error {@code sqrt(sum se_i^2) / k}; the interval is {@code exp(mean ln r +- z se)}
 * with {@code z} the normal quantile of the confidence (delta method; benchmarks assumed
 * independent).
 */
public final class GeometricMeanRatio {
  private GeometricMeanRatio() {}

  /**
   * The geometric mean {@code exp(mean(ln r))}.
   *
   * @param ratios at least one positive finite value
   */
  public static double of(double[] ratios) {
    Checks.values(ratios, 1, "ratios");
    double sum = 0;
    for (double r : ratios) {
      requirePositive(r, "ratios");
      sum += Math.log(r);
    }
    return Math.exp(sum / ratios.length);
  }

  /**
   * The interval of the geometric mean from each ratio's interval.
   *
   * @param ratios at least one positive finite value
   * @param intervals one interval per ratio, each with positive finite endpoints, at {@code confidence}
   * @param confidence the level of the given intervals and of the result, a fraction in (0, 1)
   */
  public static ConfidenceInterval interval(double[] ratios, ConfidenceInterval[] intervals, double confidence) {
    Checks.values(ratios, 1, "ratios");
    if (intervals == null || intervals.length != ratios.length) {
      throw new IllegalArgumentException("intervals needs one interval per ratio (" + ratios.length + "), got "
          + (intervals == null ? "null" : intervals.length));
    }
    Checks.confidence(confidence);
    double z = new NormalDistribution().inverseCumulativeProbability(0.5 + confidence / 2);
    double sumLog = 0;
    double sumVariance = 0;
    for (int i = 0; i < ratios.length; i++) {
      requirePositive(ratios[i], "ratios");
      requirePositive(intervals[i].low(), "intervals[" + i + "].low");
      requirePositive(intervals[i].high(), "intervals[" + i + "].high");
      if (intervals[i].confidence() != confidence) {
        throw new IllegalArgumentException("intervals[" + i + "] is at confidence " + intervals[i].confidence()
            + ", the geometric mean's interval at " + confidence + "; they must be equal");
      }
      double se = (Math.log(intervals[i].high()) - Math.log(intervals[i].low())) / (2 * z);
      sumLog += Math.log(ratios[i]);
      sumVariance += se * se;
    }
    int k = ratios.length;
    double centre = sumLog / k;
    double halfWidth = z * Math.sqrt(sumVariance) / k;
    return new ConfidenceInterval(Math.exp(centre - halfWidth), Math.exp(centre + halfWidth), confidence,
        "geometric mean of the ratios", "normal on the log scale, each ratio's variance from its interval");
  }

  private static void requirePositive(double v, String name) {
    if (!(v > 0) || Double.isInfinite(v)) {
      throw new IllegalArgumentException(name + " must be positive and finite, got " + v);
    }
  }
}
