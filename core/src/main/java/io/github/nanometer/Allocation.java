package io.github.nanometer;

/**
 * Heap allocation per evaluation of a measured benchmark, like JMH's {@code gc.alloc.rate.norm}:
 * the bytes the measuring thread allocated inside the timed loops of the measured samples (after
 * warm-up and tuning), with the meter's own allocation calibrated out, divided by their
 * evaluations. Exact, not sampled, so it does not depend on speed or noise.
 *
 * @param bytesPerEvaluation bytes per evaluation; NaN when not measured
 * @param measuredEvaluations evaluations counted (0 when not measured)
 * @param unavailableReason why it was not measured (empty when it was)
 */
public record Allocation(double bytesPerEvaluation, long measuredEvaluations, String unavailableReason) {

  /** Checks that a measured figure is finite and non-negative and an unmeasured one says why. */
  public Allocation {
    if (unavailableReason == null) {
      throw new IllegalArgumentException("unavailableReason must not be null (empty when measured)");
    }
    boolean measured = unavailableReason.isEmpty();
    if (measured && !(bytesPerEvaluation >= 0 && Double.isFinite(bytesPerEvaluation) && measuredEvaluations > 0)) {
      throw new IllegalArgumentException("a measured allocation needs bytesPerEvaluation >= 0 and measuredEvaluations"
          + " > 0, got " + bytesPerEvaluation + " and " + measuredEvaluations);
    }
    if (!measured && !Double.isNaN(bytesPerEvaluation)) {
      throw new IllegalArgumentException("an unmeasured allocation has bytesPerEvaluation NaN, got " + bytesPerEvaluation);
    }
  }

  /** A measured allocation. */
  public static Allocation measured(double bytesPerEvaluation, long measuredEvaluations) {
    return new Allocation(bytesPerEvaluation, measuredEvaluations, "");
  }

  /** No figure, for the given reason. */
  public static Allocation unavailable(String reason) {
    if (reason == null || reason.isBlank()) {
      throw new IllegalArgumentException("reason must not be blank");
    }
    return new Allocation(Double.NaN, 0, reason);
  }

  /** True when {@link #bytesPerEvaluation()} is a measured figure. */
  public boolean isMeasured() {
    return unavailableReason.isEmpty();
  }
}
