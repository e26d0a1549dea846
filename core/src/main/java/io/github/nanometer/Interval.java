package io.github.nanometer;

import io.github.nanometer.stats.ConfidenceInterval;

/**
 * A confidence interval of the API: a closed interval {@code [low, high]} at a confidence level,
 * saying what it is an interval of and how it was computed. Every interval a {@link Result}, {@link
 * ForkedResult}, {@link ThreadedResult} or {@link Comparison} reports is one. Bounds are in the
 * units of the quantity it covers (nanoseconds per evaluation for a result, a fraction for a
 * change, a unitless ratio).
 *
 * <p>An end may be infinite: a paired Fieller interval is {@code (-Infinity, Infinity)} when the
 * baseline mean is not significantly different from zero; {@link #isBounded()} says which. Neither
 * end is ever NaN.
 *
 * @param low the lower end; not NaN and not above {@code high}; may be {@code -Infinity}
 * @param high the upper end; not NaN; may be {@code Infinity}
 * @param confidence the level, a fraction in (0, 1) such as 0.95
 * @param covers what the interval is an interval of, e.g. {@code "median time per evaluation"} or
 *     {@code "candidate mean / baseline mean - 1"}; not blank
 * @param method how it was computed, e.g. {@code "order statistics (binomial ranks)"}; not blank
 */
public record Interval(double low, double high, double confidence, String covers, String method) {

  /**
   * Checks the ends (no NaN, {@code low <= high}), the level and the two descriptions, by the
   * rules and with the messages of the intervals the statistics compute.
   *
   * @throws IllegalArgumentException naming the bad value
   */
  public Interval {
    new ConfidenceInterval(low, high, confidence, covers, method);
  }

  /** The midpoint {@code (low + high) / 2}; infinite or NaN when an end is infinite. */
  public double centre() {
    return computed().centre();
  }

  /** {@code high - low}; infinite when an end is. */
  public double width() {
    return computed().width();
  }

  /** True when {@code low <= value <= high}. */
  public boolean contains(double value) {
    return computed().contains(value);
  }

  /** True when both ends are finite. */
  public boolean isBounded() {
    return computed().isBounded();
  }

  /** True when the whole interval lies strictly below {@code value}. */
  public boolean isWhollyBelow(double value) {
    return computed().isWhollyBelow(value);
  }

  /** True when the whole interval lies strictly above {@code value}. */
  public boolean isWhollyAbove(double value) {
    return computed().isWhollyAbove(value);
  }

  /** The statistics' interval of the same values, which answers every question above (one rule each). */
  private ConfidenceInterval computed() {
    return new ConfidenceInterval(low, high, confidence, covers, method);
  }
}
