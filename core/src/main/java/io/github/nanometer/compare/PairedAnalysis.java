package io.github.nanometer.compare;

import io.github.nanometer.ComparisonAnalysis;
import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.PairedEstimand;
import io.github.nanometer.Verdict;
import io.github.nanometer.stats.CopiesRatio;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.HodgesLehmann;
import io.github.nanometer.stats.OneSidedDelays;
import io.github.nanometer.stats.PairedDifferences;
import io.github.nanometer.stats.PairedStatistics;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.YuenInterval;
import io.github.nanometer.text.DecimalText;
import java.util.Optional;

/**
 * The statistics of a paired comparison (baseline and candidate timed pair after pair on the same
 * input), pure and separate from the run that measured them. Every quantity is a fraction of the
 * baseline (0.031 = candidate 3.1% slower) or, where named, nanoseconds.
 *
 * <p>The judged interval is {@link #relativeChange}: the paired Fieller interval of {@code
 * candidate mean / baseline mean} (with the covariance of the pairs, {@code n - 1} df) minus 1. It
 * accounts for the uncertainty of the baseline mean and for pair-to-pair variation of the effect,
 * and covered 94-96% in the coverage simulations where the old "mean difference / baseline mean"
 * interval covered 35% (a fixed extra cost on varying inputs). That old quantity is kept as {@link
 * #meanDifferenceOverBaselineMean}, labelled. The Hodges-Lehmann shift with its Wilcoxon
 * signed-rank interval is a robust companion; with trimming asked for, Yuen's trimmed mean
 * difference at the fixed proportion {@link #TRIM_PROPORTION} is another. Neither decides.
 *
 * <p>The estimand is part of the plan, never chosen by the data: {@code typicalPairEstimand}
 * false (the default, {@code PairedEstimand.MEAN}) judges {@link #relativeChange}, true judges
 * {@link #typicalChange}, the typical per-pair ratio minus 1 ({@link OneSidedDelays#typicalRatio}).
 * An earlier design switched to the typical pair whenever the pairs looked skewed; that replaced
 * the estimand on real skewed costs (a candidate adding varying work: the judged interval covered
 * the change of means 45% at 300 pairs) and, by choosing one of two intervals after looking,
 * raised the "no change" error at the threshold above its nominal 2.5%.
 *
 * <p>One-sided delays. When a few pairs carry a slow event on one side only ({@link
 * OneSidedDelays#detect}: the mean difference outside the Hodges-Lehmann interval, or skewed
 * differences), the mean of few pairs is hard to estimate and its interval under-covers (63-86% at
 * 3-30 pairs in the suite's scenario). {@link #oneSidedDelays} then says why, and when judging the
 * mean, {@link #disagreement} is present wherever the typical pair's interval decides otherwise
 * against the threshold: the verdict is then inconclusive ({@link Verdict#INCONCLUSIVE}),
 * so it is always either the mean's own or inconclusive and errs at most as the mean's does. Where
 * no detection rule can fire (3 to 8 pairs), {@link #coverageNote} states the coverage simulated
 * for the named delay scenario at this many pairs.
 *
 * @param pairs the number of pairs
 * @param relativeChange the judged interval: candidate mean / baseline mean - 1 (paired Fieller)
 * @param meanDifferenceOverBaselineMean the mean difference's t interval divided by the baseline mean
 * @param ratio candidate mean / baseline mean with the paired Fieller interval
 * @param hodgesLehmannNanos the Hodges-Lehmann shift of candidate - baseline in nanoseconds with its
 *     signed-rank interval
 * @param trimmedMeanDifferenceNanos Yuen's interval of the trimmed mean difference in nanoseconds,
 *     present when trimming was asked for
 * @param minimumChange (min candidate - min baseline) / min baseline, the minimum estimator's view
 * @param z mean difference / its standard error
 * @param judgement where {@link #judged} lies against the threshold, or {@link Verdict#INCONCLUSIVE}
 *     where {@code disagreement} is present
 * @param thresholdFraction the threshold judged against
 * @param typicalChange the typical per-pair ratio minus 1 (Hodges-Lehmann of the log ratios), present
 *     when every time is positive
 * @param oneSidedDelays why the pairs look like one-sided delays, present when {@link
 *     OneSidedDelays#detect} fired (needs {@code typicalChange})
 * @param coverageNote the simulated coverage of the mean's interval for the named one-sided-delay
 *     scenario at this many pairs, present where the mean is judged and no detection rule can fire
 * @param copiesPerSide separately compiled copies of each side's loop; pair {@code p} ran copy {@code p
 *     mod copiesPerSide} of both
 * @param acrossCompilations the change across separately compiled copies of both loops ({@link
 *     CopiesRatio}), present when each side ran as several copies; the judged interval then spans
 *     both this interval and the pairs' own, so the spread between compilations is in the verdict
 * @param typicalPairEstimand whether the plan named the typical pair as the estimand (otherwise the mean)
 * @param disagreement why the verdict is inconclusive although the mean's interval decides: one-sided
 *     delays were detected and the typical pair's interval decides otherwise; present only when
 *     judging the mean
 */
public record PairedAnalysis(int pairs, IntervalEstimate relativeChange, IntervalEstimate meanDifferenceOverBaselineMean,
    IntervalEstimate ratio, IntervalEstimate hodgesLehmannNanos, Optional<IntervalEstimate> trimmedMeanDifferenceNanos,
    double minimumChange, double z, Verdict judgement, double thresholdFraction,
    Optional<IntervalEstimate> typicalChange, Optional<String> oneSidedDelays, Optional<String> coverageNote,
    int copiesPerSide, Optional<IntervalEstimate> acrossCompilations, boolean typicalPairEstimand,
    Optional<String> disagreement) {

  /** The fraction of pairs cut from each tail of the differences when trimming is asked for, fixed in advance. */
  public static final double TRIM_PROPORTION = 0.1;

  /** Requires the estimates. */
  public PairedAnalysis {
    if (relativeChange == null || meanDifferenceOverBaselineMean == null || ratio == null
        || hodgesLehmannNanos == null || trimmedMeanDifferenceNanos == null || judgement == null
        || typicalChange == null || oneSidedDelays == null || coverageNote == null || acrossCompilations == null
        || disagreement == null) {
      throw new IllegalArgumentException("every estimate and the judgement must be present");
    }
    if (copiesPerSide < 1) {
      throw new IllegalArgumentException("copiesPerSide must be >= 1, got " + copiesPerSide);
    }
    if ((oneSidedDelays.isPresent() || typicalPairEstimand) && typicalChange.isEmpty()) {
      throw new IllegalArgumentException("detecting one-sided delays and judging the typical pair need the typical "
          + "change");
    }
    if (disagreement.isPresent() && (typicalPairEstimand || judgement != Verdict.INCONCLUSIVE)) {
      throw new IllegalArgumentException("a disagreement makes a verdict on the mean inconclusive, got " + judgement
          + (typicalPairEstimand ? " judging the typical pair" : ""));
    }
  }

  /**
   * Analyses measured pairs of one compiled copy per side, judging the mean ({@link #of(double[],
   * double[], double, double, boolean, int, boolean)} with 1 copy and {@code false}).
   */
  public static PairedAnalysis of(double[] baselineNanos, double[] candidateNanos, double thresholdFraction,
      double confidence, boolean trim) {
    return of(baselineNanos, candidateNanos, thresholdFraction, confidence, trim, 1, false);
  }

  /**
   * Analyses measured pairs.
   *
   * @param baselineNanos per-evaluation time of the baseline in each pair; at least 2, finite, positive mean
   * @param candidateNanos per-evaluation time of the candidate in each pair, as many, finite
   * @param thresholdFraction the smallest relative change that matters, a fraction {@code >= 0}
   * @param confidence a fraction in (0, 1)
   * @param trim whether to add Yuen's trimmed mean difference (needs at least 2 pairs left after trimming)
   * @param copiesPerSide separately compiled copies of each side's loop; pair {@code p} ran copy {@code
   *     p mod copiesPerSide} of both (1: one compilation each, no across-compilations interval)
   * @param typicalPairEstimand whether the plan judges the typical pair ({@code PairedEstimand.TYPICAL_PAIR});
   *     false judges the change of means
   * @throws IllegalArgumentException naming the bad input, or when the typical pair is to be judged
   *     and a time is not positive (its log ratio does not exist)
   */
  public static PairedAnalysis of(double[] baselineNanos, double[] candidateNanos, double thresholdFraction,
      double confidence, boolean trim, int copiesPerSide, boolean typicalPairEstimand) {
    PairedStatistics ps = PairedDifferences.of(baselineNanos, candidateNanos);
    double[] d = PairedDifferences.differences(baselineNanos, candidateNanos);
    int n = ps.n();
    String df = (n - 1) + " df";
    String fieller = "paired Fieller (with covariance), " + df;
    IntervalEstimate relative = new IntervalEstimate(ps.ratio() - 1,
        ps.relativeChangeInterval(confidence).described("candidate mean / baseline mean - 1", fieller));
    IntervalEstimate old = new IntervalEstimate(ps.meanDifferenceOverBaselineMean(),
        ps.meanDifferenceOverBaselineMeanInterval(confidence, Sides.TWO_SIDED).described(
            "mean difference / baseline mean",
            "paired t interval of the mean difference, " + df + ", divided by the baseline mean (taken as exact)"));
    IntervalEstimate ratio = new IntervalEstimate(ps.ratio(),
        ps.ratioInterval(confidence).described("candidate mean / baseline mean", fieller));
    IntervalEstimate hl = HodgesLehmann.shift(d, confidence);
    Optional<IntervalEstimate> trimmed = Optional.empty();
    if (trim) {
      IntervalEstimate y = YuenInterval.trimmedMean(d, TRIM_PROPORTION, confidence);
      trimmed = Optional.of(new IntervalEstimate(y.estimate(), y.interval().described(
          "trimmed mean difference (candidate - baseline, " + YuenInterval.trimmedPerTail(n, TRIM_PROPORTION)
              + " pairs per tail)", y.interval().method())));
    }
    double minBase = Descriptive.min(baselineNanos);
    double minimumChange = (Descriptive.min(candidateNanos) - minBase) / minBase;
    Optional<IntervalEstimate> typical = Optional.empty();
    if (Descriptive.min(baselineNanos) > 0 && Descriptive.min(candidateNanos) > 0) {
      IntervalEstimate t = OneSidedDelays.typicalRatio(baselineNanos, candidateNanos, confidence);
      typical = Optional.of(new IntervalEstimate(t.estimate() - 1,
          t.interval().shifted(-1, "typical per-pair ratio - 1 (pseudo-median of the log ratios)")));
    }
    if (typicalPairEstimand && typical.isEmpty()) {
      throw new IllegalArgumentException("the typical pair cannot be judged: every time must be positive (min "
          + "baseline " + Descriptive.min(baselineNanos) + " ns, min candidate " + Descriptive.min(candidateNanos)
          + " ns)");
    }
    Optional<String> delays = typical.isPresent() ? OneSidedDelays.detect(d, confidence) : Optional.empty();
    Optional<String> note = typicalPairEstimand ? Optional.empty() : OneSidedDelays.meanIntervalCoverage(n, confidence);
    Optional<IntervalEstimate> across = CopiesRatio.relativeChange(baselineNanos, candidateNanos, copiesPerSide,
        confidence);
    IntervalEstimate primary = typicalPairEstimand ? typical.get() : relative;
    Verdict judgement = Verdict.judge(spanning(primary, across).interval(), thresholdFraction);
    Optional<String> disagreement = Optional.empty();
    if (!typicalPairEstimand && delays.isPresent()) {
      Verdict typicalSays = Verdict.judge(spanning(typical.get(), across).interval(),
          thresholdFraction);
      if (typicalSays != judgement) {
        disagreement = Optional.of("the mean's interval " + says(judgement) + " but the typical pair's ("
            + range(spanning(typical.get(), across).interval()) + ") " + says(typicalSays) + ", and the pairs show "
            + "one-sided delays (" + delays.get() + "): the mean of these pairs is not a number to decide on");
        judgement = Verdict.INCONCLUSIVE;
      }
    }
    return new PairedAnalysis(n, relative, old, ratio, hl, trimmed, minimumChange, ps.z(), judgement,
        thresholdFraction, typical, delays, note, copiesPerSide, across, typicalPairEstimand, disagreement);
  }

  private static String says(Verdict j) {
    return switch (j) {
      case SLOWER -> "lies above the threshold";
      case FASTER -> "lies below minus the threshold";
      case NO_CHANGE -> "lies within the threshold";
      case INCONCLUSIVE -> "straddles the threshold";
    };
  }

  private static String range(Interval i) {
    return i.isBounded() ? signedPercent(i.low()) + " to " + signedPercent(i.high()) : "unbounded";
  }

  private static String signedPercent(double fraction) {
    return (fraction >= 0 ? "+" : "") + DecimalText.format("%.2f%%", 100 * fraction);
  }

  /**
   * The judged estimate: {@link #typicalChange} when the plan named the typical pair, otherwise
   * {@link #relativeChange}; when {@link #acrossCompilations} is present, its interval is widened to
   * span that interval too (the smallest interval holding both; each covers at its level, so their
   * span does at least as well).
   */
  public IntervalEstimate judged() {
    return spanning(typicalPairEstimand ? typicalChange.get() : relativeChange, acrossCompilations);
  }

  private static IntervalEstimate spanning(IntervalEstimate pairs, Optional<IntervalEstimate> across) {
    if (across.isEmpty()) {
      return pairs;
    }
    Interval p = pairs.interval();
    Interval a = across.get().interval();
    if (a.low() >= p.low() && a.high() <= p.high()) {
      return pairs;
    }
    return new IntervalEstimate(pairs.estimate(), new Interval(Math.min(p.low(), a.low()),
        Math.max(p.high(), a.high()), p.confidence(), p.covers(),
        p.method() + ", widened to span the interval across compiled copies (" + a.method() + ")"));
  }

  /** The name of the judged member in documents: {@code "typicalChange"} or {@code "relativeChange"}. */
  public String judgedName() {
    return typicalPairEstimand ? "typicalChange" : "relativeChange";
  }

  /** The judged interval itself ({@link #judged}'s). */
  public Interval relativeChangeInterval() {
    return judged().interval();
  }

  /**
   * The API's statistics of this comparison, member for member, with the judged estimate as this
   * analysis judges it ({@link #judged}).
   */
  public ComparisonAnalysis comparisonAnalysis() {
    return new ComparisonAnalysis(pairs, relativeChange, meanDifferenceOverBaselineMean, ratio, hodgesLehmannNanos,
        trimmedMeanDifferenceNanos, minimumChange, z, thresholdFraction, typicalChange, oneSidedDelays,
        coverageNote, copiesPerSide, acrossCompilations, judged(),
        typicalPairEstimand ? PairedEstimand.TYPICAL_PAIR : PairedEstimand.MEAN, disagreement);
  }
}
