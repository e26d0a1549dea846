package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.text.DecimalText;

/**
 * The Student-t confidence interval for one mean: {@code mean +- t(df) * standardError}. Used for
 * single measurements (long-running work, one evaluation per sample) and, through {@link
 * #fromEstimate}, for any estimate with a standard error and degrees of freedom.
 */
public final class MeanInterval {
  private MeanInterval() {}

  /**
   * The two-sided t interval of the mean of independent measurements, {@code n - 1} degrees of
   * freedom.
   *
   * @param x at least 2 finite values
   * @param confidence a fraction in (0, 1), e.g. 0.95
   */
  public static Interval t(double[] x, double confidence) {
    Arguments.values(x, 2, "x");
    Arguments.confidence(confidence);
    double standardError = Math.sqrt(Descriptive.variance(x) / x.length);
    return fromEstimate(Descriptive.mean(x), standardError, x.length - 1, confidence, Sides.TWO_SIDED, "mean");
  }

  /**
   * {@code estimate +- t * standardError} with {@code t} the Student-t critical value for the
   * confidence, degrees of freedom and sides. A zero standard error gives the point interval.
   *
   * @param estimate finite
   * @param standardError finite and non-negative
   * @param degreesOfFreedom positive and finite
   * @param covers what {@code estimate} estimates (the interval's {@link Interval#covers})
   * @return the interval, its method naming the t critical value's degrees of freedom and sides
   */
  public static Interval fromEstimate(double estimate, double standardError, double degreesOfFreedom,
      double confidence, Sides sides, String covers) {
    if (!Double.isFinite(estimate)) {
      throw new IllegalArgumentException("estimate must be finite, got " + estimate);
    }
    if (!(standardError >= 0) || Double.isInfinite(standardError)) {
      throw new IllegalArgumentException("standardError must be finite and >= 0, got " + standardError);
    }
    double t = StudentT.critical(confidence, degreesOfFreedom, sides);
    String method = DecimalText.format("Student t, %.4g df%s", degreesOfFreedom,
        sides == Sides.ONE_SIDED ? ", one-sided bounds" : "");
    return Interval.around(estimate, t * standardError, confidence, covers, method);
  }
}
