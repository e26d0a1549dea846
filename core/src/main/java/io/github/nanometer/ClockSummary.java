package io.github.nanometer;

/**
 * What calibration measured about the clock that timed a result's samples: its cost to read, its
 * granularity and the shortest interval it measures to within 1% (Chen and Revels' {@code
 * tau_prec} and {@code tau_acc}). {@link Nanometer#clockFacts()} gives an instance's; every {@link
 * Environment} carries the one its samples were timed with.
 *
 * @param name the clock's name, e.g. {@code "nanotime"} or {@code "tsc"}; not blank
 * @param readCostNanos mean cost of one read, in nanoseconds (latency of back-to-back reads); positive
 * @param precisionNanos {@code tau_prec}: the smallest step the clock's readings move by (its
 *     granularity), in nanoseconds; positive
 * @param accuracyNanos {@code tau_acc}: the shortest interval this clock measures to within 1%, 100
 *     times the 99th percentile of back-to-back read-pair differences, in nanoseconds; positive
 * @param pairDeltaMedianNanos median of back-to-back read-pair differences, in nanoseconds
 * @param pairDeltaP99Nanos 99th percentile of back-to-back read-pair differences, in nanoseconds
 */
public record ClockSummary(String name, double readCostNanos, double precisionNanos, double accuracyNanos,
    double pairDeltaMedianNanos, double pairDeltaP99Nanos) {

  /**
   * Checks the name and the three positive figures.
   *
   * @throws IllegalArgumentException naming the bad value
   */
  public ClockSummary {
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
   * considers with this clock, at least 1, capped at 1,000,000 (a clock that claims more is
   * treated as that).
   */
  public int maxEvaluationsPerSample() {
    double j = Math.floor(accuracyNanos / precisionNanos);
    return (int) Math.max(1, Math.min(1_000_000, j));
  }
}
