package io.github.nanometer;

import java.util.Optional;

/**
 * The statistics of a paired comparison's pairs, as {@link Comparison#analysis()} reports them.
 * Every quantity is a fraction of the baseline (0.031 = candidate 3.1% slower) or, where named,
 * nanoseconds; every interval is at the comparison's confidence level and says what it covers.
 *
 * <p>The verdict judges {@link #judged}, the {@link #estimand} its {@link ComparisonOptions} named
 * before measuring: the paired Fieller interval of {@code candidate mean / baseline mean} minus 1
 * ({@link #relativeChange}, the default), or the typical per-pair ratio minus 1 ({@link
 * #typicalChange}); when each side ran as several compiled copies, widened to span {@link
 * #acrossCompilations}. Judging the mean, where the pairs show one-sided delays ({@link
 * #oneSidedDelays} says why) and the typical pair's interval decides otherwise, the verdict is
 * inconclusive and {@link #disagreement} says why. The other intervals are companions and do not
 * decide.
 *
 * @param pairs the number of pairs
 * @param relativeChange candidate mean / baseline mean - 1 with the paired Fieller interval
 * @param meanDifferenceOverBaselineMean the mean difference's t interval divided by the baseline mean
 * @param ratio candidate mean / baseline mean with the paired Fieller interval
 * @param hodgesLehmannNanos the Hodges-Lehmann shift of candidate - baseline in nanoseconds with its
 *     signed-rank interval
 * @param trimmedMeanDifferenceNanos Yuen's interval of the trimmed mean difference in nanoseconds,
 *     present when trimming was asked for
 * @param minimumChange (min candidate - min baseline) / min baseline, the minimum estimator's view
 * @param z mean difference / its standard error
 * @param thresholdFraction the threshold judged against
 * @param typicalChange the typical per-pair ratio minus 1 (Hodges-Lehmann of the log ratios), present
 *     when every time is positive
 * @param oneSidedDelays why the pairs look like one-sided delays, present when they do (the typical
 *     change is then present)
 * @param coverageNote the simulated coverage of the mean's interval for a one-sided-delay scenario at
 *     this many pairs, present where the mean is judged and the pairs are too few for any detection
 *     rule to fire (3 to 8 pairs at 95%)
 * @param copiesPerSide separately compiled copies of each side's loop; pair {@code p} ran copy {@code
 *     p mod copiesPerSide} of both
 * @param acrossCompilations the change across separately compiled copies of both loops, present when
 *     each side ran as several copies
 * @param judged the estimate and interval the verdict judges (see above)
 * @param estimand what the plan named to be judged
 * @param disagreement why a verdict on the mean is inconclusive although the mean's interval decides:
 *     one-sided delays, and the typical pair's interval deciding otherwise
 */
public record ComparisonAnalysis(int pairs, IntervalEstimate relativeChange,
    IntervalEstimate meanDifferenceOverBaselineMean, IntervalEstimate ratio, IntervalEstimate hodgesLehmannNanos,
    Optional<IntervalEstimate> trimmedMeanDifferenceNanos, double minimumChange, double z, double thresholdFraction,
    Optional<IntervalEstimate> typicalChange, Optional<String> oneSidedDelays, Optional<String> coverageNote,
    int copiesPerSide, Optional<IntervalEstimate> acrossCompilations, IntervalEstimate judged,
    PairedEstimand estimand, Optional<String> disagreement) {

  /**
   * Requires every estimate, at least one copy per side, the typical change wherever one-sided
   * delays were detected or the typical pair is judged, and a disagreement only when judging the mean.
   *
   * @throws IllegalArgumentException naming what is missing or out of range
   */
  public ComparisonAnalysis {
    for (Object member : new Object[] {relativeChange, meanDifferenceOverBaselineMean, ratio, hodgesLehmannNanos,
        trimmedMeanDifferenceNanos, typicalChange, oneSidedDelays, coverageNote, acrossCompilations, judged,
        estimand, disagreement}) {
      if (member == null) {
        throw new IllegalArgumentException("every estimate must be present (an absent one as Optional.empty())");
      }
    }
    if (copiesPerSide < 1) {
      throw new IllegalArgumentException("copiesPerSide must be >= 1, got " + copiesPerSide);
    }
    if ((oneSidedDelays.isPresent() || estimand == PairedEstimand.TYPICAL_PAIR) && typicalChange.isEmpty()) {
      throw new IllegalArgumentException("one-sided delays and a typical-pair estimand need the typical change");
    }
    if (disagreement.isPresent() && estimand != PairedEstimand.MEAN) {
      throw new IllegalArgumentException("a disagreement with the typical pair is a verdict on the mean only");
    }
  }

  /** The name of the judged member in documents: {@code "typicalChange"} or {@code "relativeChange"}. */
  public String judgedName() {
    return estimand == PairedEstimand.TYPICAL_PAIR ? "typicalChange" : "relativeChange";
  }
}
