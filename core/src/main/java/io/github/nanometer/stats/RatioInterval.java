package io.github.nanometer.stats;

import io.github.nanometer.Interval;

/**
 * The confidence interval of a ratio estimator {@code R = sum(y) / sum(x)} over independent
 * samples (y a sample's total time, x its evaluations), by the delta method: {@code se(R)^2 =
 * sum((y_i - R x_i)^2) / ((m - 1) m xbar^2)} with Student-t quantiles on {@code m - 1} degrees of
 * freedom. This is the interval of a weighted mean of per-evaluation times from the samples
 * themselves, whatever their sizes. It always brackets {@code R}.
 *
 * <p>Reference: Cochran, "Sampling Techniques", 3rd ed. (1977), sections 6.3-6.4.
 */
public final class RatioInterval {
  private RatioInterval() {}

  /**
   * The two-sided interval of {@code sum(y) / sum(x)}.
   *
   * @param y at least 2 finite values
   * @param x as many finite positive values
   * @param confidence a fraction in (0, 1)
   */
  public static Interval of(double[] y, double[] x, double confidence) {
    Arguments.values(y, 2, "y");
    Arguments.values(x, 2, "x");
    Arguments.sameLength(y, "y", x, "x");
    Arguments.positive(x, "x");
    Arguments.confidence(confidence);
    int m = y.length;
    double sy = 0;
    double sx = 0;
    for (int i = 0; i < m; i++) {
      sy += y[i];
      sx += x[i];
    }
    double r = sy / sx;
    double ss = 0;
    for (int i = 0; i < m; i++) {
      double e = y[i] - r * x[i];
      ss += e * e;
    }
    double xbar = sx / m;
    double se = Math.sqrt(ss / ((m - 1.0) * m)) / xbar;
    Interval t = MeanInterval.fromEstimate(r, se, m - 1, confidence, Sides.TWO_SIDED, "sum(y) / sum(x)");
    return t.described(t.covers(), "ratio estimator (delta method), " + t.method());
  }
}
