package io.github.nanometer;

/**
 * A point estimate with its confidence interval. The interval says what both cover and how it was
 * computed ({@link Interval#covers()}, {@link Interval#method()}); this record adds only the
 * estimate, in the units of that quantity. The statistics compute it, and the API reports it.
 *
 * @param estimate the point estimate; not NaN (it may lie anywhere, an unbounded interval included)
 * @param interval its interval; not null
 */
public record IntervalEstimate(double estimate, Interval interval) {

  /**
   * Requires an interval and an estimate that is not NaN.
   *
   * @throws IllegalArgumentException when the interval is null or the estimate NaN
   */
  public IntervalEstimate {
    if (interval == null) {
      throw new IllegalArgumentException("interval must not be null");
    }
    if (Double.isNaN(estimate)) {
      throw new IllegalArgumentException("estimate of " + interval.covers() + " must not be NaN");
    }
  }

  /** What the estimate and its interval cover (the interval's {@code covers}). */
  public String covers() {
    return interval.covers();
  }
}
