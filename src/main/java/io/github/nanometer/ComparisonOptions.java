package io.github.nanometer;

/**
 * Settings of a paired comparison beyond the run {@link Options} (budget, seed, batch size, ...).
 *
 * @param thresholdFraction the smallest relative change that matters, on 0..1 (0.02 = 2%)
 * @param confidence the confidence level of intervals, on (0, 1)
 * @param trimOutliers also report Yuen's trimmed mean difference, cutting a proportion fixed in
 *     advance ({@code compare.PairedAnalysis.TRIM_PROPORTION}, 10%) from each tail of the
 *     differences; a robust companion only: the verdict always judges the untrimmed relative change
 */
public record ComparisonOptions(double thresholdFraction, double confidence, boolean trimOutliers) {

  /** 2% threshold, 95% confidence, no trimmed companion. */
  public static final ComparisonOptions DEFAULTS = new ComparisonOptions(0.02, 0.95, false);

  /** Validates the ranges; the message names the parameter and the accepted range. */
  public ComparisonOptions {
    if (!(thresholdFraction >= 0 && thresholdFraction < 1)) {
      throw new IllegalArgumentException("thresholdFraction must be in [0, 1), got " + thresholdFraction);
    }
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
    }
  }
}
