package io.github.nanometer.toolstats;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.stats.MeanInterval;
import io.github.nanometer.stats.Sides;

/**
 * Welch's interval for the difference of two means with unequal variances, and the same interval
 * as a fraction of the base mean: the statistic of cbdr's METHOD.md ("compute a confidence
 * interval for the difference of the means using Welch's t-test ... divide the confidence interval
 * by base's sample mean to get a percentage change"). The base mean is treated as exact in the
 * division, as cbdr does; {@link #relativeChange} accounts for it. Reproduces testvectors.md
 * section 1 (there in percent, here on fractions).
 */
public final class WelchInterval {
  /** What {@link #difference} covers. */
  static final String DIFFERENCE = "feature mean - base mean";

  private WelchInterval() {}

  /**
   * The Welch-Satterthwaite degrees of freedom {@code (vb/nb + vf/nf)^2 / ((vb/nb)^2/(nb-1) +
   * (vf/nf)^2/(nf-1))}; NaN when both samples have zero variance.
   *
   * @param base at least 2 finite values
   * @param feature at least 2 finite values
   */
  public static double degreesOfFreedom(double[] base, double[] feature) {
    Arguments.values(base, 2, "base");
    Arguments.values(feature, 2, "feature");
    double b = Descriptive.variance(base) / base.length;
    double f = Descriptive.variance(feature) / feature.length;
    return (b + f) * (b + f) / (b * b / (base.length - 1) + f * f / (feature.length - 1));
  }

  /**
   * The interval of {@code mean(feature) - mean(base)}, in the units of the data. When both
   * samples have zero variance the interval is the point difference.
   *
   * @param base at least 2 finite values
   * @param feature at least 2 finite values
   * @param confidence a fraction in (0, 1)
   * @param sides two-sided, or one-sided bounds at each end (see {@link Sides})
   */
  public static Interval difference(double[] base, double[] feature, double confidence, Sides sides) {
    Arguments.values(base, 2, "base");
    Arguments.values(feature, 2, "feature");
    Arguments.confidence(confidence);
    Arguments.sides(sides);
    double diff = Descriptive.mean(feature) - Descriptive.mean(base);
    double standardError = Math.sqrt(Descriptive.variance(base) / base.length
        + Descriptive.variance(feature) / feature.length);
    if (standardError == 0) {
      return new Interval(diff, diff, confidence, DIFFERENCE, "Welch t, both variances 0");
    }
    Interval t = MeanInterval.fromEstimate(diff, standardError, degreesOfFreedom(base, feature), confidence,
        sides, DIFFERENCE);
    return t.described(DIFFERENCE, "Welch " + t.method());
  }

  /**
   * cbdr's published interval: Welch's interval of the difference divided by the base's sample
   * mean, as a fraction (0.02 means +2%). The base mean is treated as exact, so the interval
   * under-covers large changes (about 90% at +50% for a nominal 95%); {@link #relativeChange}
   * accounts for it. Kept because METHOD.md's example ({@code [-5.8%, +14.6%]}) is stated in it.
   *
   * @param base at least 2 finite values with a positive mean
   * @param feature at least 2 finite values
   * @param confidence a fraction in (0, 1)
   * @param sides two-sided, or one-sided bounds at each end (see {@link Sides})
   * @throws IllegalArgumentException when the base mean is not positive
   */
  public static Interval differenceOverBaseMean(double[] base, double[] feature, double confidence, Sides sides) {
    Interval d = difference(base, feature, confidence, sides);
    return d.scaled(1 / positiveMean(base), "(feature mean - base mean) / base mean");
  }

  /**
   * The interval of the relative change {@code mean(feature) / mean(base) - 1} as a fraction,
   * accounting for the uncertainty of both means: Fieller's interval with Welch-Satterthwaite
   * degrees of freedom ({@link FiellerInterval#independent}) minus 1, two-sided. Unbounded ({@code
   * (-inf, +inf)}) when the base mean is not significantly different from 0.
   *
   * @param base at least 2 finite values with a positive mean
   * @param feature at least 2 finite values
   * @param confidence a fraction in (0, 1)
   * @throws IllegalArgumentException when the base mean is not positive
   */
  public static Interval relativeChange(double[] base, double[] feature, double confidence) {
    Arguments.values(base, 2, "base");
    positiveMean(base);
    return FiellerInterval.independent(feature, base, confidence).shifted(-1, "feature mean / base mean - 1");
  }

  private static double positiveMean(double[] base) {
    Arguments.values(base, 2, "base");
    double baseMean = Descriptive.mean(base);
    if (!(baseMean > 0)) {
      throw new IllegalArgumentException("base mean must be positive for a relative change, got " + baseMean);
    }
    return baseMean;
  }
}
