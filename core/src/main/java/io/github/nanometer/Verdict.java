package io.github.nanometer;

/**
 * The judgement of a change against a threshold {@code +-t}, at a confidence level: where the
 * interval of a relative change (or of a time per evaluation's change) lies. {@link #judge} is the
 * one threshold-judging function of the project; paired comparisons, saved-result judges and the
 * JUnit assertions all use it.
 */
public enum Verdict {
  /** The whole interval of the change lies below {@code -t}. */
  FASTER,
  /** The whole interval of the change lies above {@code +t}. */
  SLOWER,
  /** The whole interval lies within {@code [-t, +t]}: no change that matters. */
  NO_CHANGE,
  /** The interval reaches across {@code +t} or {@code -t}: more pairs are needed to decide. */
  INCONCLUSIVE;

  /**
   * Judges an interval of a relative change (fractions, e.g. 0.031 for +3.1%) against a threshold.
   * At a threshold of 0 an interval holding 0 is inconclusive, one wholly above or below 0 is a
   * change.
   *
   * @param change the interval; may be unbounded (then it is inconclusive)
   * @param thresholdFraction the smallest change that matters, a fraction {@code >= 0}, e.g. 0.02
   * @throws IllegalArgumentException when {@code change} is null or the threshold is negative,
   *     infinite or NaN
   */
  public static Verdict judge(Interval change, double thresholdFraction) {
    if (change == null) {
      throw new IllegalArgumentException("change must not be null");
    }
    if (!(thresholdFraction >= 0) || Double.isInfinite(thresholdFraction)) {
      throw new IllegalArgumentException("thresholdFraction must be finite and >= 0, got " + thresholdFraction);
    }
    if (change.low() > thresholdFraction) {
      return SLOWER;
    }
    if (change.high() < -thresholdFraction) {
      return FASTER;
    }
    if (change.low() >= -thresholdFraction && change.high() <= thresholdFraction) {
      return NO_CHANGE;
    }
    return INCONCLUSIVE;
  }
}
