package io.github.nanometer;

import io.github.nanometer.engine.ApiViews;
import io.github.nanometer.stats.PointEstimate;

/**
 * A point estimate with its confidence interval. The interval says what both cover and how it was
 * computed ({@link Interval#covers()}, {@link Interval#method()}); this record adds only the
 * estimate, in the units of that quantity.
 *
 * @param estimate the point estimate; not NaN (it may lie anywhere, an unbounded interval included)
 * @param interval its interval; not null
 */
public record IntervalEstimate(double estimate, Interval interval) {

  /**
   * Requires an interval and an estimate that is not NaN, by the rules and with the messages of the
   * estimates the statistics compute.
   *
   * @throws IllegalArgumentException when the interval is null or the estimate NaN
   */
  public IntervalEstimate {
    new PointEstimate(estimate, interval == null ? null : ApiViews.confidenceInterval(interval));
  }
}
