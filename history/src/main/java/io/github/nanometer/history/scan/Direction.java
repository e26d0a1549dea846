package io.github.nanometer.history.scan;

import java.util.Locale;

/**
 * Which way a series gets worse: a time per operation is worse when it grows, a throughput when it
 * shrinks. Read from the result's unit, so a history needs no second field for it.
 */
public enum Direction {
  /** Times and costs ({@code ns}, {@code ns/op}, {@code us/op}, bytes): more is worse. */
  LOWER_IS_BETTER,
  /** Throughputs ({@code ops/s}, {@code ops/ms}, ...): less is worse. */
  HIGHER_IS_BETTER;

  /**
   * The direction of a series in {@code unit}: higher is better for an operations-per-time unit
   * ({@code ops/...}, as JMH's throughput and sampled-throughput modes write), lower for anything else.
   *
   * @throws IllegalArgumentException when {@code unit} is null or blank
   */
  public static Direction ofUnit(String unit) {
    if (unit == null || unit.isBlank()) {
      throw new IllegalArgumentException("unit must be given, got " + (unit == null ? "null" : "\"" + unit + "\""));
    }
    return unit.trim().toLowerCase(Locale.ROOT).startsWith("ops/") ? HIGHER_IS_BETTER : LOWER_IS_BETTER;
  }

  /** Whether a relative change of the series' value ({@code after / before - 1}) makes it worse. */
  public boolean isRegression(double relativeChange) {
    return this == LOWER_IS_BETTER ? relativeChange > 0 : relativeChange < 0;
  }
}
