package io.github.nanometer;

/**
 * A confidence interval for a time per evaluation.
 *
 * @param lowNanos lower bound, nanoseconds per evaluation
 * @param highNanos upper bound, nanoseconds per evaluation
 * @param confidence the level on 0..1, e.g. 0.95
 * @param method how it was computed, one line
 */
public record ConfidenceInterval(double lowNanos, double highNanos, double confidence, String method) {

  /** Validates the bounds' order and the level. */
  public ConfidenceInterval {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
    }
    if (lowNanos > highNanos) {
      throw new IllegalArgumentException("lowNanos " + lowNanos + " exceeds highNanos " + highNanos);
    }
  }

  /** True when {@code nanos} lies within the bounds (inclusive). */
  public boolean contains(double nanos) {
    return nanos >= lowNanos && nanos <= highNanos;
  }
}
