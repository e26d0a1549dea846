package io.github.nanometer.stats;

/**
 * Whether a minimum of per-evaluation times has converged: the evidence behind reporting it.
 * Two checks on the samples in the order taken. Halves: the minimum of the first half and of the
 * second half must agree within the tolerance (else the minimum still moves as samples are added,
 * so it depends on the budget). Fast tail: the minimum must not sit far below a low quantile
 * (else it comes from a few excursions, such as a moment of higher clock boost, not from the work).
 * A difference within the resolution (one clock tick spread over a sample's evaluations) never counts.
 */
public final class MinimumConvergence {
  private MinimumConvergence() {}

  /** Fewer samples than this cannot be split into halves worth comparing. */
  public static final int MIN_SAMPLES = 10;

  /** The outcome of the check. */
  public enum ConvergenceStatus {
    /** Both checks pass. */
    CONVERGED,
    /** The halves' minima differ by more than the tolerance. */
    HALVES_DISAGREE,
    /** The minimum lies far below the low quantile. */
    FAST_TAIL,
    /** Too few samples to check. */
    UNCHECKED
  }

  /**
   * What the check found.
   *
   * @param status the verdict
   * @param firstHalfMinimum minimum of the first half of the samples (NaN when unchecked)
   * @param secondHalfMinimum minimum of the second half (NaN when unchecked)
   * @param lowQuantile the low quantile of all samples (NaN when unchecked)
   */
  public record ConvergenceCheck(ConvergenceStatus status, double firstHalfMinimum, double secondHalfMinimum,
      double lowQuantile) {
    /** True unless a check failed (an unchecked minimum is not reported as unconverged). */
    public boolean converged() {
      return status == ConvergenceStatus.CONVERGED || status == ConvergenceStatus.UNCHECKED;
    }
  }

  /**
   * Checks the minimum of {@code x}.
   *
   * @param x per-evaluation times in the order taken, finite
   * @param resolution differences up to this never count, >= 0 (units of {@code x})
   * @param tolerance the halves may differ by this fraction of the minimum, in [0, 1)
   * @param lowQuantileP the low quantile's probability, in (0, 0.5)
   * @param tailTolerance the minimum may lie this fraction below the low quantile, in [0, 1)
   */
  public static ConvergenceCheck of(double[] x, double resolution, double tolerance, double lowQuantileP,
      double tailTolerance) {
    Arguments.values(x, 1, "x");
    if (!(resolution >= 0) || Double.isInfinite(resolution)) {
      throw new IllegalArgumentException("resolution must be finite and >= 0, got " + resolution);
    }
    fraction(tolerance, "tolerance");
    fraction(tailTolerance, "tailTolerance");
    if (!(lowQuantileP > 0 && lowQuantileP < 0.5)) {
      throw new IllegalArgumentException("lowQuantileP must be in (0, 0.5), got " + lowQuantileP);
    }
    if (x.length < MIN_SAMPLES) {
      return new ConvergenceCheck(ConvergenceStatus.UNCHECKED, Double.NaN, Double.NaN, Double.NaN);
    }
    int half = x.length / 2;
    double first = Double.POSITIVE_INFINITY;
    double second = Double.POSITIVE_INFINITY;
    for (int i = 0; i < x.length; i++) {
      if (i < half) {
        first = Math.min(first, x[i]);
      } else {
        second = Math.min(second, x[i]);
      }
    }
    double min = Math.min(first, second);
    double q = Descriptive.quantile(x, lowQuantileP);
    ConvergenceStatus status = ConvergenceStatus.CONVERGED;
    if (Math.abs(first - second) > Math.max(resolution, tolerance * min)) {
      status = ConvergenceStatus.HALVES_DISAGREE;
    } else if (q - min > Math.max(resolution, tailTolerance * q)) {
      status = ConvergenceStatus.FAST_TAIL;
    }
    return new ConvergenceCheck(status, first, second, q);
  }

  private static void fraction(double f, String name) {
    if (!(f >= 0 && f < 1)) {
      throw new IllegalArgumentException(name + " must be in [0, 1), got " + f);
    }
  }
}
