package io.github.nanometer.stats;

/**
 * A closed interval {@code [low, high]} on the real line, in the units of whatever it bounds (a
 * mean in seconds, a change in percent, a unitless ratio). An endpoint may be infinite (Fieller's
 * interval is unbounded when the denominator mean is not significantly different from zero).
 *
 * @param low the lower endpoint; not NaN and not above {@code high}
 * @param high the upper endpoint; not NaN
 */
public record Interval(double low, double high) {

  /** Checks that neither endpoint is NaN and that {@code low <= high}. */
  public Interval {
    if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
      throw new IllegalArgumentException("interval needs low <= high and no NaN, got [" + low + ", " + high + "]");
    }
  }

  /** The interval {@code centre +- halfWidth}; {@code halfWidth} must be non-negative. */
  public static Interval around(double centre, double halfWidth) {
    if (!(halfWidth >= 0)) {
      throw new IllegalArgumentException("halfWidth must be >= 0, got " + halfWidth);
    }
    return new Interval(centre - halfWidth, centre + halfWidth);
  }

  /** The midpoint {@code (low + high) / 2}; infinite or NaN when an endpoint is infinite. */
  public double centre() {
    return (low + high) / 2;
  }

  /** {@code high - low}. */
  public double width() {
    return high - low;
  }

  /** True when {@code low <= value <= high}. */
  public boolean contains(double value) {
    return low <= value && value <= high;
  }

  /** True when both endpoints are finite. */
  public boolean isBounded() {
    return Double.isFinite(low) && Double.isFinite(high);
  }

  /** True when the whole interval lies strictly below {@code value}. */
  public boolean isWhollyBelow(double value) {
    return high < value;
  }

  /** True when the whole interval lies strictly above {@code value}. */
  public boolean isWhollyAbove(double value) {
    return low > value;
  }

  /** This interval moved by {@code offset} (finite): {@code [low + offset, high + offset]}; infinite endpoints stay. */
  public Interval shifted(double offset) {
    if (!Double.isFinite(offset)) {
      throw new IllegalArgumentException("offset must be finite, got " + offset);
    }
    return new Interval(low + offset, high + offset);
  }

  /** This interval with both endpoints multiplied by a positive {@code factor}. */
  public Interval scaled(double factor) {
    if (!(factor > 0) || Double.isInfinite(factor)) {
      throw new IllegalArgumentException("factor must be positive and finite, got " + factor);
    }
    return new Interval(low * factor, high * factor);
  }
}
