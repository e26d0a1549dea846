package io.github.nanometer.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/** Quantiles of Student's t distribution (commons-math3), as used by every t-based interval here. */
public final class StudentT {
  private static final double INVERSE_ACCURACY = 1e-14;

  private StudentT() {}

  /**
   * The critical value {@code t} such that {@code estimate +- t * standardError} is an interval at
   * the given confidence and sidedness.
   *
   * @param confidence a fraction in (0, 1), e.g. 0.95; above 0.5 when one-sided
   * @param degreesOfFreedom positive and finite (non-integer values, as from Welch-Satterthwaite, are fine)
   * @param sides {@link Sides#TWO_SIDED} uses the {@code 1 - (1 - c)/2} quantile, {@link Sides#ONE_SIDED} the {@code c} quantile
   */
  public static double critical(double confidence, double degreesOfFreedom, Sides sides) {
    Arguments.confidence(confidence);
    Arguments.sides(sides);
    if (sides == Sides.ONE_SIDED && !(confidence > 0.5)) {
      throw new IllegalArgumentException("a one-sided bound needs confidence above 0.5, got " + confidence);
    }
    if (!(degreesOfFreedom > 0) || Double.isInfinite(degreesOfFreedom)) {
      throw new IllegalArgumentException("degreesOfFreedom must be positive and finite, got " + degreesOfFreedom);
    }
    // No random generator (quantiles only); a tight solver accuracy so published test vectors
    // reproduce to 1e-9 relative (the default 1e-9 absolute would not).
    return new TDistribution(null, degreesOfFreedom, INVERSE_ACCURACY)
        .inverseCumulativeProbability(sides.quantileProbability(confidence));
  }

  /**
   * The standard normal quantile at probability {@code p} in (0, 1).
   */
  public static double normalQuantile(double p) {
    if (!(p > 0 && p < 1)) {
      throw new IllegalArgumentException("p must be in (0, 1), got " + p);
    }
    return new NormalDistribution(null, 0, 1, INVERSE_ACCURACY).inverseCumulativeProbability(p);
  }

  /** The standard normal distribution function at {@code z}. */
  public static double normalCdf(double z) {
    return new NormalDistribution(null, 0, 1, INVERSE_ACCURACY).cumulativeProbability(z);
  }
}
