package io.github.nanometer.toolstats;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.StudentT;
import io.github.nanometer.text.DecimalText;

/**
 * The geometric mean of several independent ratios (such as new/base times of several
 * benchmarks) and its interval on the log scale.
 *
 * <p>Derivation. Each ratio {@code r_i} contributes {@code ln r_i} with a variance {@code v_i} and
 * degrees of freedom {@code nu_i} ({@link LogRatio}). For a ratio of two independent means, the
 * delta method gives {@code v = s_a^2 / (n_a abar^2) + s_b^2 / (n_b bbar^2)}, each term with
 * {@code n - 1} df; the two are combined by Welch-Satterthwaite ({@link #ofMeans}). The mean of the
 * logs, {@code L = sum(ln r_i) / k}, has variance {@code V = sum(v_i) / k^2}, and its Student-t
 * interval uses the Welch-Satterthwaite df of the sum, {@code (sum v_i)^2 / sum(v_i^2 / nu_i)}; the
 * interval is {@code exp(L +- t V^(1/2))} (the normal quantile when every variance is 0, where the
 * df are undefined). Benchmarks are assumed independent. Coverage: docs/lab/interval-coverage.md.
 */
public final class GeometricMeanRatio {
  private GeometricMeanRatio() {}

  /**
   * One ratio on the log scale: {@code ln r}, the variance of that estimate and its degrees of
   * freedom.
   *
   * @param log the natural logarithm of the ratio, finite
   * @param variance the variance of {@code log}, finite and >= 0
   * @param degreesOfFreedom positive, or {@code Double.POSITIVE_INFINITY}
   */
  public record LogRatio(double log, double variance, double degreesOfFreedom) {
    /** Validates the components. */
    public LogRatio {
      if (!Double.isFinite(log)) {
        throw new IllegalArgumentException("log must be finite, got " + log);
      }
      if (!(variance >= 0) || Double.isInfinite(variance)) {
        throw new IllegalArgumentException("variance must be finite and >= 0, got " + variance);
      }
      if (!(degreesOfFreedom > 0)) {
        throw new IllegalArgumentException("degreesOfFreedom must be positive, got " + degreesOfFreedom);
      }
    }
  }

  /**
   * The geometric mean {@code exp(mean(ln r))}.
   *
   * @param ratios at least one positive finite value
   */
  public static double of(double[] ratios) {
    Arguments.values(ratios, 1, "ratios");
    double sum = 0;
    for (double r : ratios) {
      requirePositive(r, "ratios");
      sum += Math.log(r);
    }
    return Math.exp(sum / ratios.length);
  }

  /**
   * {@code ln(mean(numerator) / mean(denominator))} of two independent samples, by the delta method
   * (see the class comment), with Welch-Satterthwaite df of its two terms ({@code min(n) - 1} when
   * both variances are 0).
   *
   * @param numerator at least 2 finite values with a positive mean
   * @param denominator at least 2 finite values with a positive mean
   */
  public static LogRatio ofMeans(double[] numerator, double[] denominator) {
    Arguments.values(numerator, 2, "numerator");
    Arguments.values(denominator, 2, "denominator");
    double a = Descriptive.mean(numerator);
    double b = Descriptive.mean(denominator);
    requirePositive(a, "mean(numerator)");
    requirePositive(b, "mean(denominator)");
    double va = Descriptive.variance(numerator) / (numerator.length * a * a);
    double vb = Descriptive.variance(denominator) / (denominator.length * b * b);
    double df = (va + vb) * (va + vb) / (va * va / (numerator.length - 1) + vb * vb / (denominator.length - 1));
    if (!(df > 0) || Double.isInfinite(df)) {
      df = Math.min(numerator.length, denominator.length) - 1;
    }
    return new LogRatio(Math.log(a / b), va + vb, df);
  }

  /**
   * The interval of the geometric mean of the ratios (see the class comment).
   *
   * @param ratios at least one
   * @param confidence a fraction in (0, 1)
   */
  public static Interval interval(LogRatio[] ratios, double confidence) {
    if (ratios == null || ratios.length == 0) {
      throw new IllegalArgumentException("ratios needs at least one ratio, got "
          + (ratios == null ? "null" : "none"));
    }
    Arguments.confidence(confidence);
    double sumLog = 0;
    double sumVariance = 0;
    double dfDenominator = 0;
    for (LogRatio r : ratios) {
      sumLog += r.log();
      sumVariance += r.variance();
      dfDenominator += Double.isInfinite(r.degreesOfFreedom()) ? 0 : r.variance() * r.variance() / r.degreesOfFreedom();
    }
    int k = ratios.length;
    double df = dfDenominator > 0 ? sumVariance * sumVariance / dfDenominator : Double.POSITIVE_INFINITY;
    double t = Double.isInfinite(df) ? StudentT.normalQuantile(0.5 + confidence / 2)
        : StudentT.critical(confidence, df, Sides.TWO_SIDED);
    double centre = sumLog / k;
    double halfWidth = t * Math.sqrt(sumVariance) / k;
    return new Interval(Math.exp(centre - halfWidth), Math.exp(centre + halfWidth), confidence,
        "geometric mean of the ratios", DecimalText.format(
            "Student t on the log scale (delta method), Welch-Satterthwaite %.4g df", df));
  }

  private static void requirePositive(double v, String name) {
    if (!(v > 0) || Double.isInfinite(v)) {
      throw new IllegalArgumentException(name + " must be positive and finite, got " + v);
    }
  }
}
