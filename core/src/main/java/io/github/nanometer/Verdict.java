package io.github.nanometer;

import io.github.nanometer.engine.ApiViews;
import io.github.nanometer.stats.ThresholdJudgement;

/** The judgement of a paired comparison against a threshold, at a confidence level. */
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
   * Judges an interval of the relative change (fractions, e.g. 0.031 for +3.1%; may be unbounded)
   * against a threshold (a fraction, e.g. 0.02), through {@link ThresholdJudgement#of}.
   */
  public static Verdict judge(Interval change, double thresholdFraction) {
    return ApiViews.verdict(ThresholdJudgement.of(ApiViews.confidenceInterval(change), thresholdFraction));
  }
}
