package io.github.nanometer.stats;

/**
 * Where a confidence interval of a relative change lies against a threshold {@code +-t}: the one
 * threshold-judging function of the project ({@link #of}); verdict types elsewhere map from it.
 */
public enum ThresholdJudgement {
  /** The whole interval lies above {@code +t}: a change larger than the threshold, upwards. */
  ABOVE,
  /** The whole interval lies below {@code -t}. */
  BELOW,
  /** The whole interval lies within {@code [-t, +t]}: no change that matters. */
  WITHIN,
  /** The interval reaches across {@code +t} or {@code -t}: not decided at this confidence. */
  STRADDLES;

  /**
   * Judges an interval of a relative change (fractions, 0.031 for +3.1%) against a threshold.
   * At a threshold of 0 an interval holding 0 straddles, one wholly above or below 0 is a change.
   *
   * @param change the interval; may be unbounded (then it straddles)
   * @param thresholdFraction the smallest change that matters, a fraction {@code >= 0}
   */
  public static ThresholdJudgement of(ConfidenceInterval change, double thresholdFraction) {
    if (change == null) {
      throw new IllegalArgumentException("change must not be null");
    }
    if (!(thresholdFraction >= 0) || Double.isInfinite(thresholdFraction)) {
      throw new IllegalArgumentException("thresholdFraction must be finite and >= 0, got " + thresholdFraction);
    }
    if (change.low() > thresholdFraction) {
      return ABOVE;
    }
    if (change.high() < -thresholdFraction) {
      return BELOW;
    }
    if (change.low() >= -thresholdFraction && change.high() <= thresholdFraction) {
      return WITHIN;
    }
    return STRADDLES;
  }
}
