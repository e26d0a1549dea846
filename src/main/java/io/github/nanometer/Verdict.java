package io.github.nanometer;

/** The judgement of a comparison against a threshold, at a confidence level. */
public enum Verdict {
  /** The whole interval of the change lies below minus the threshold. */
  FASTER,
  /** The whole interval of the change lies above the threshold. */
  SLOWER,
  /** The whole interval lies within plus or minus the threshold. */
  NO_CHANGE,
  /** The interval straddles a threshold: more pairs are needed to decide. */
  INCONCLUSIVE;

  /**
   * Judges an interval of the relative change (fractions, e.g. 0.031 for +3.1%) against a
   * threshold (a fraction, e.g. 0.02).
   */
  public static Verdict judge(double lowFraction, double highFraction, double thresholdFraction) {
    if (lowFraction > thresholdFraction) {
      return SLOWER;
    }
    if (highFraction < -thresholdFraction) {
      return FASTER;
    }
    if (lowFraction >= -thresholdFraction && highFraction <= thresholdFraction) {
      return NO_CHANGE;
    }
    return INCONCLUSIVE;
  }
}
