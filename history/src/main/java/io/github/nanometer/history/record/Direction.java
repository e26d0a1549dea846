package io.github.nanometer.history.record;

import io.github.nanometer.history.store.ResultRecord;

/**
 * Which way a result's estimate gets better, so that a change can be called a regression or an
 * improvement. The store keeps no direction: it follows from the measure and unit a result was
 * recorded with ({@link #of(String, String)}).
 */
public enum Direction {
  /** Times per operation: smaller is better. */
  LOWER_IS_BETTER,
  /** Throughput (operations per time): larger is better. */
  HIGHER_IS_BETTER;

  /**
   * The direction of a measure in a unit: higher is better for JMH's {@code "throughput"} measure
   * and for any unit of operations per time ({@code "ops/s"}, {@code "ops/ns"}); lower otherwise
   * (nanometer's {@code "time"} in {@code "ns/op"}, JMH's average, sample and single-shot times).
   */
  public static Direction of(String measure, String unit) {
    if (measure == null || unit == null) {
      throw new IllegalArgumentException("measure and unit must be given, got " + measure + " and " + unit);
    }
    return measure.equals(JmhModes.THROUGHPUT) || unit.startsWith("ops/") ? HIGHER_IS_BETTER : LOWER_IS_BETTER;
  }

  /** The direction of {@code result}'s measure and unit. */
  public static Direction of(ResultRecord result) {
    return of(result.measure(), result.unit());
  }

  /** Whether a relative change of the estimate ({@code after / before - 1}) makes it worse. */
  public boolean isRegression(double relativeChange) {
    return this == LOWER_IS_BETTER ? relativeChange > 0 : relativeChange < 0;
  }
}
