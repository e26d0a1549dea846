package io.github.nanometer.stats;

/**
 * A point estimate with its confidence interval, naming the quantity the interval covers and the
 * method that built it, so a writer can say exactly what each printed interval means.
 *
 * @param quantity what the interval covers, e.g. {@code "candidate mean / baseline mean - 1"}
 * @param method how it was computed, e.g. {@code "paired Fieller, n - 1 df"}
 * @param estimate the point estimate, in the units of the quantity
 * @param interval the interval at {@code confidence}; may be unbounded (Fieller)
 * @param confidence the level, a fraction in (0, 1)
 */
public record IntervalEstimate(String quantity, String method, double estimate, Interval interval,
    double confidence) {

  /** Requires non-null names and interval and a confidence in (0, 1). */
  public IntervalEstimate {
    if (quantity == null || method == null || interval == null) {
      throw new IllegalArgumentException("quantity, method and interval must not be null");
    }
    Checks.confidence(confidence);
  }
}
