package io.github.nanometer.stats;

/**
 * A point estimate with its confidence interval. The interval says what both cover and how the
 * interval was computed ({@link ConfidenceInterval#covers()}, {@link ConfidenceInterval#method()});
 * this record adds only the estimate, in the units of that quantity.
 *
 * @param estimate the point estimate; not NaN (it may lie anywhere, an unbounded interval included)
 * @param interval its interval; not null
 */
public record PointEstimate(double estimate, ConfidenceInterval interval) {

  /** Requires a non-null interval and an estimate that is not NaN. */
  public PointEstimate {
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
