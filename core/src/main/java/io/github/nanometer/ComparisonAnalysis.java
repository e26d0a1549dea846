package io.github.nanometer;

import java.util.Optional;

/**
 * The statistics of a paired comparison's pairs, as {@link Comparison#analysis()} reports them.
 * Every quantity is a fraction of the baseline (0.031 = candidate 3.1% slower) or, where named,
 * nanoseconds; every interval is at the comparison's confidence level and says what it covers.
 *
 * <p>The verdict judges {@link #judged}: the paired Fieller interval of {@code candidate mean /
 * baseline mean} minus 1 ({@link #relativeChange}), or, when one-sided delays were detected, the
 * typical per-pair ratio minus 1 ({@link #typicalChange}, and {@link #oneSidedDelays} says why);
 * when each side ran as several compiled copies, widened to span {@link #acrossCompilations}. The
 * other intervals are companions and do not decide.
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
 * @param oneSidedDelays why the pairs look like one-sided delays, present exactly when the verdict
 *     judges {@code typicalChange} instead of {@code relativeChange}
 * @param coverageNote the simulated coverage of the judged interval for a one-sided-delay scenario at
 *     this many pairs, present where it is below 93% and the verdict still judges the mean
 * @param copiesPerSide separately compiled copies of each side's loop; pair {@code p} ran copy {@code
 *     p mod copiesPerSide} of both
 * @param acrossCompilations the change across separately compiled copies of both loops, present when
 *     each side ran as several copies
 * @param judged the estimate and interval the verdict judges (see above)
 */
public record ComparisonAnalysis(int pairs, IntervalEstimate relativeChange,
    IntervalEstimate meanDifferenceOverBaselineMean, IntervalEstimate ratio, IntervalEstimate hodgesLehmannNanos,
    Optional<IntervalEstimate> trimmedMeanDifferenceNanos, double minimumChange, double z, double thresholdFraction,
    Optional<IntervalEstimate> typicalChange, Optional<String> oneSidedDelays, Optional<String> coverageNote,
    int copiesPerSide, Optional<IntervalEstimate> acrossCompilations, IntervalEstimate judged) {

  /**
   * Requires every estimate, at least one copy per side, and the typical change wherever one-sided
   * delays are judged.
   *
   * @throws IllegalArgumentException naming what is missing or out of range
   */
  public ComparisonAnalysis {
    for (Object member : new Object[] {relativeChange, meanDifferenceOverBaselineMean, ratio, hodgesLehmannNanos,
        trimmedMeanDifferenceNanos, typicalChange, oneSidedDelays, coverageNote, acrossCompilations, judged}) {
      if (member == null) {
        throw new IllegalArgumentException("every estimate must be present (an absent one as Optional.empty())");
      }
    }
    if (copiesPerSide < 1 || oneSidedDelays.isPresent() && typicalChange.isEmpty()) {
      throw new IllegalArgumentException("copiesPerSide must be >= 1, got " + copiesPerSide
          + ", and judging one-sided delays needs the typical change");
    }
  }

  /** The name of the judged member in documents: {@code "typicalChange"} or {@code "relativeChange"}. */
  public String judgedName() {
    return oneSidedDelays.isPresent() ? "typicalChange" : "relativeChange";
  }
}
