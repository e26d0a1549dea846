package io.github.nanometer;

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
 * <p>It is the one interval type of the project: the statistics compute it, the engine reports it
 * and every writer prints it, so what an interval covers and how it was computed travel with it.
 *
 * @param low the lower end; not NaN and not above {@code high}; may be {@code -Infinity}
 * @param high the upper end; not NaN; may be {@code Infinity}
 * @param confidence the level, a fraction in (0, 1) such as 0.95
 * @param covers what the interval is an interval of, e.g. {@code "median time per evaluation"} or
 *     {@code "candidate mean / baseline mean - 1"}; not blank
 * @param method how it was computed, e.g. {@code "order statistics (binomial ranks)"}; not blank
 */
public record Interval(double low, double high, double confidence, String covers, String method) {

  /** Checks the ends (no NaN, {@code low <= high}), the level and the two descriptions. */
  public Interval {
    if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
      throw new IllegalArgumentException("interval needs low <= high and no NaN, got [" + low + ", " + high + "]");
    }
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be a fraction in (0, 1) such as 0.95, got " + confidence);
    }
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
  public static Interval around(double centre, double halfWidth, double confidence, String covers,
      String method) {
    if (!(halfWidth >= 0)) {
      throw new IllegalArgumentException("halfWidth must be >= 0, got " + halfWidth);
    }
    return new Interval(centre - halfWidth, centre + halfWidth, confidence, covers, method);
  }

  /** The whole real line {@code (-Infinity, Infinity)}: no evidence yet, or an unbounded Fieller interval. */
  public static Interval unbounded(double confidence, String covers, String method) {
    return new Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, confidence, covers, method);
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
  public Interval shifted(double offset, String newCovers) {
    if (!Double.isFinite(offset)) {
      throw new IllegalArgumentException("offset must be finite, got " + offset);
    }
    return new Interval(low + offset, high + offset, confidence, newCovers, method);
  }

  /**
   * This interval with both ends multiplied by a positive finite {@code factor}, now covering
   * {@code newCovers} (a difference divided by a baseline covers a relative difference).
   */
  public Interval scaled(double factor, String newCovers) {
    if (!(factor > 0) || Double.isInfinite(factor)) {
      throw new IllegalArgumentException("factor must be positive and finite, got " + factor);
    }
    return new Interval(low * factor, high * factor, confidence, newCovers, method);
  }

  /** The same bounds and level, described anew (a caller that knows better what the interval covers). */
  public Interval described(String newCovers, String newMethod) {
    return new Interval(low, high, confidence, newCovers, newMethod);
  }
}
