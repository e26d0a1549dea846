package io.github.nanometer.clock;

/**
 * What calibration measured about one clock; the tuner's {@code tau_prec} and {@code tau_acc}.
 *
 * @param name the clock's name
 * @param readCostNanos mean cost of one read, in nanoseconds (latency of back-to-back reads)
 * @param precisionNanos {@code tau_prec}: the smallest step the clock's readings move by (its
 *     granularity), in nanoseconds
 * @param accuracyNanos {@code tau_acc}: the shortest interval this clock measures to within 1%,
 *     defined as 100 times the 99th percentile of back-to-back read-pair differences
 * @param pairDeltaMedianNanos median of back-to-back read-pair differences, in nanoseconds
 * @param pairDeltaP99Nanos 99th percentile of back-to-back read-pair differences, in nanoseconds
 */
public record ClockFacts(
    String name,
    double readCostNanos,
    double precisionNanos,
    double accuracyNanos,
    double pairDeltaMedianNanos,
    double pairDeltaP99Nanos) {

  /** Validates that every figure is positive and finite. */
  public ClockFacts {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("name must not be blank");
    }
    requirePositive("readCostNanos", readCostNanos);
    requirePositive("precisionNanos", precisionNanos);
    requirePositive("accuracyNanos", accuracyNanos);
  }

  private static void requirePositive(String what, double v) {
    if (!(v > 0) || !Double.isFinite(v)) {
      throw new IllegalArgumentException(what + " must be positive and finite, got " + v);
    }
  }

  /**
   * Chen and Revels' {@code j = tau_acc / tau_prec}: the most evaluations per sample the tuner
   * considers, at least 1, capped at 1,000,000 (a clock that claims more is treated as that).
   */
  public int maxEvaluationsPerSample() {
    double j = Math.floor(accuracyNanos / precisionNanos);
    return (int) Math.max(1, Math.min(1_000_000, j));
  }
}
