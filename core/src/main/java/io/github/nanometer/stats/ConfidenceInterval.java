package io.github.nanometer.stats;

/**
 * The one confidence interval of nanometer: a closed interval {@code [low, high]} at a confidence
 * level, saying what it is an interval of and how it was computed, so a writer can state exactly
 * what each printed interval means. Bounds are in the units of the quantity it covers (nanoseconds
 * per evaluation, a change as a fraction, a unitless ratio).
 *
 * <p>An end may be infinite: Fieller's interval is {@code (-Infinity, Infinity)} when the
 * denominator mean is not significantly different from zero, and a confidence sequence is
 * unbounded before its first evidence; {@link #isBounded()} says which. Neither end is ever NaN.
 *
 * @param low the lower end; not NaN and not above {@code high}; may be {@code -Infinity}
 * @param high the upper end; not NaN; may be {@code Infinity}
 * @param confidence the level, a fraction in (0, 1) such as 0.95
 * @param covers what the interval is an interval of, e.g. {@code "median time per evaluation"}
 *     or {@code "candidate mean / baseline mean - 1"}; not blank
 * @param method how it was computed, e.g. {@code "order statistics (binomial ranks)"} or {@code
 *     "paired Fieller, n - 1 df"}; not blank
 */
public record ConfidenceInterval(double low, double high, double confidence, String covers, String method) {

  /** Checks the ends (no NaN, {@code low <= high}), the level and the two descriptions. */
  public ConfidenceInterval {
    if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
      throw new IllegalArgumentException("interval needs low <= high and no NaN, got [" + low + ", " + high + "]");
    }
    Arguments.confidence(confidence);
    if (covers == null || covers.isBlank()) {
      throw new IllegalArgumentException("covers must name what the interval is an interval of, got "
          + (covers == null ? "null" : "\"" + covers + "\""));
    }
    if (method == null || method.isBlank()) {
      throw new IllegalArgumentException("method must say how the interval was computed, got "
          + (method == null ? "null" : "\"" + method + "\""));
    }
  }

  /** The interval {@code centre +- halfWidth}; {@code halfWidth} must be non-negative (infinite allowed). */
  public static ConfidenceInterval around(double centre, double halfWidth, double confidence, String covers,
      String method) {
    if (!(halfWidth >= 0)) {
      throw new IllegalArgumentException("halfWidth must be >= 0, got " + halfWidth);
    }
    return new ConfidenceInterval(centre - halfWidth, centre + halfWidth, confidence, covers, method);
  }

  /** The whole real line {@code (-Infinity, Infinity)}: no evidence yet, or an unbounded Fieller interval. */
  public static ConfidenceInterval unbounded(double confidence, String covers, String method) {
    return new ConfidenceInterval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, confidence, covers, method);
  }

  /** The midpoint {@code (low + high) / 2}; infinite or NaN when an end is infinite. */
  public double centre() {
    return (low + high) / 2;
  }

  /** {@code high - low}; infinite when an end is. */
  public double width() {
    return high - low;
  }

  /** Half the width, {@code (high - low) / 2}: the "+-" of a symmetric interval. */
  public double halfWidth() {
    return width() / 2;
  }

  /** True when {@code low <= value <= high}. */
  public boolean contains(double value) {
    return low <= value && value <= high;
  }

  /** True when both ends are finite. */
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

  /**
   * This interval moved by a finite {@code offset}, {@code [low + offset, high + offset]}, now
   * covering {@code newCovers} (a ratio shifted by -1 covers a relative change); infinite ends stay.
   */
  public ConfidenceInterval shifted(double offset, String newCovers) {
    if (!Double.isFinite(offset)) {
      throw new IllegalArgumentException("offset must be finite, got " + offset);
    }
    return new ConfidenceInterval(low + offset, high + offset, confidence, newCovers, method);
  }

  /**
   * This interval with both ends multiplied by a positive finite {@code factor}, now covering
   * {@code newCovers} (a difference divided by a baseline covers a relative difference).
   */
  public ConfidenceInterval scaled(double factor, String newCovers) {
    if (!(factor > 0) || Double.isInfinite(factor)) {
      throw new IllegalArgumentException("factor must be positive and finite, got " + factor);
    }
    return new ConfidenceInterval(low * factor, high * factor, confidence, newCovers, method);
  }

  /** The same bounds and level, described anew (a caller that knows better what the interval covers). */
  public ConfidenceInterval described(String newCovers, String newMethod) {
    return new ConfidenceInterval(low, high, confidence, newCovers, newMethod);
  }
}
