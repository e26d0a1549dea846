package io.github.nanometer;

import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.engine.ApiViews;

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
   * Checks the name and the three positive figures, by the rules and with the messages of the
   * calibration's own facts.
   *
   * @throws IllegalArgumentException naming the bad value
   */
  public ClockSummary {
    new ClockFacts(name, readCostNanos, precisionNanos, accuracyNanos, pairDeltaMedianNanos, pairDeltaP99Nanos);
  }

  /**
   * Chen and Revels' {@code j = tau_acc / tau_prec}: the most evaluations per sample the tuner
   * considers with this clock, at least 1, capped at 1,000,000.
   */
  public int maxEvaluationsPerSample() {
    return ApiViews.clockFacts(this).maxEvaluationsPerSample();
  }
}
