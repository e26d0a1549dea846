package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.text.DecimalText;
import java.util.Optional;

/**
 * Paired timings where a few pairs carry a slow event on one side only (a page fault, a preemption,
 * a GC pause on the baseline or the candidate alone): the detection rule, the robust interval a
 * verdict switches to, and the coverage simulated for the named scenario where neither helps.
 *
 * <p>Why. Such delays make the mean's sampling distribution skewed: with few pairs, most samples
 * hold none of the rare delays and the interval of the ratio of means sits below the true ratio.
 * In the coverage suite's scenario ({@link #SCENARIO}) the paired Fieller interval covered 63-86%
 * at 3-30 pairs; among the samples of 10 and 30 pairs that show no delays, 43% and 32%. The mean is not estimable from such samples; the typical pair is.
 *
 * <p>Detection ({@link #detect}), either of: the mean difference lies outside the Hodges-Lehmann
 * signed-rank interval of the differences (the mean is pulled by pairs that the rank statistic
 * discounts; not when that interval has zero width, as with differences tied by a coarse clock), or the differences' sample skewness exceeds {@code 3 sqrt(6 / n)} in magnitude
 * (three standard errors of the skewness of normal data). In the suite, normal, log-normal and
 * varying-work pairs trigger it in at most 0.3% of samples of up to 100 pairs where the switch
 * changes what is judged (log-normal multiplicative pairs trigger the skewness rule more often,
 * but there the typical ratio and the ratio of means coincide).
 *
 * <p>The robust interval ({@link #typicalRatio}): the Hodges-Lehmann estimate of the per-pair log
 * ratio {@code ln(candidate / baseline)} with its Wilcoxon signed-rank interval, exponentiated: the
 * typical per-pair ratio, scale-free and insensitive to a few delayed pairs. It covers its own
 * estimand (the pseudo-median of the log ratios) 93.9-95.9% in every scenario of the suite from 10
 * pairs; below 6 pairs no signed-rank interval reaches 95% and it is unbounded.
 */
public final class OneSidedDelays {

  /** The simulated scenario the coverage figures of {@link #meanIntervalCoverage} are for. */
  public static final String SCENARIO = "scenario: baseline N(100, 1), candidate N(102, 1), plus an exponential "
      + "delay of mean 50 in 3% of baseline and 6% of candidate samples";

  /** Pair counts of {@link #MEAN_INTERVAL_COVERAGE}. */
  static final int[] PAIRS = {3, 5, 10, 30, 100};

  /**
   * Coverage of the ratio of true means by the paired Fieller interval in {@link #SCENARIO}, 95%
   * nominal, at {@link #PAIRS} pairs, among the samples where {@link #detect} did not fire (where
   * the verdict still judges the mean: the delays went unseen). Measured by the coverage suite ({@code CoverageSuiteTest}, 4000 experiments per
   * cell, docs/lab/interval-coverage.md), which also checks these values within its tolerance.
   */
  static final double[] MEAN_INTERVAL_COVERAGE = {0.872, 0.732, 0.434, 0.324, 0.903};

  private OneSidedDelays() {}

  /** The tabulated coverage at {@code PAIRS[column]} (3, 5, 10, 30, 100 pairs); for the coverage suite, which checks it. */
  public static double tabulatedMeanIntervalCoverage(int column) {
    return MEAN_INTERVAL_COVERAGE[column];
  }

  /**
   * Why the differences look like one-sided delays, or empty when they do not.
   *
   * @param differences candidate - baseline per pair, at least 2 finite values
   * @param confidence the level of the Hodges-Lehmann interval compared with the mean, in (0, 1)
   */
  public static Optional<String> detect(double[] differences, double confidence) {
    Arguments.values(differences, 2, "differences");
    int n = differences.length;
    double mean = Descriptive.mean(differences);
    Interval hl = HodgesLehmann.shift(differences, confidence).interval();
    // A zero-width interval (differences tied by the clock's granularity) says nothing about skew.
    if (hl.isBounded() && hl.width() > 0 && !hl.contains(mean)) {
      return Optional.of(DecimalText.format("the mean difference %.4g lies outside the Hodges-Lehmann "
          + "interval [%.4g, %.4g] of the differences", mean, hl.low(), hl.high()));
    }
    double skewness = Descriptive.skewness(differences);
    double limit = 3 * Math.sqrt(6.0 / n);
    if (Math.abs(skewness) > limit) {
      return Optional.of(DecimalText.format("the differences' skewness %.2f exceeds +-%.2f (3 standard "
          + "errors for %d normal pairs)", skewness, limit, n));
    }
    return Optional.empty();
  }

  /**
   * The typical per-pair ratio {@code candidate / baseline}: the Hodges-Lehmann estimate of the
   * log ratios with its signed-rank interval, exponentiated (unbounded below 6 pairs at 95%).
   *
   * @param baseline at least 1 positive finite value
   * @param candidate as many positive finite values
   * @param confidence a fraction in (0, 1)
   */
  public static IntervalEstimate typicalRatio(double[] baseline, double[] candidate, double confidence) {
    Arguments.values(baseline, 1, "baseline");
    Arguments.values(candidate, 1, "candidate");
    Arguments.sameLength(baseline, "baseline", candidate, "candidate");
    Arguments.positive(baseline, "baseline");
    Arguments.positive(candidate, "candidate");
    double[] logs = new double[baseline.length];
    for (int i = 0; i < logs.length; i++) {
      logs[i] = Math.log(candidate[i] / baseline[i]);
    }
    IntervalEstimate hl = HodgesLehmann.shift(logs, confidence);
    Interval i = hl.interval();
    String covers = "typical per-pair ratio candidate / baseline (pseudo-median of the log ratios)";
    String method = "Hodges-Lehmann of ln(candidate / baseline), " + i.method() + ", exponentiated";
    Interval ratio = i.isBounded()
        ? new Interval(Math.exp(i.low()), Math.exp(i.high()), confidence, covers, method)
        : new Interval(0, Double.POSITIVE_INFINITY, confidence, covers, method + "; unbounded: "
            + smallSampleStatement(baseline.length, confidence));
    return new IntervalEstimate(Math.exp(hl.estimate()), ratio);
  }

  /**
   * What a sample of {@code pairs} can promise: below 6 pairs at 95% no distribution-free interval
   * reaches the confidence (the widest signed-rank interval, {@code [min, max]} of the Walsh
   * averages, covers {@code 1 - 2^(1 - n)}: 75% at 3 pairs, 93.75% at 5).
   */
  public static String smallSampleStatement(int pairs, double confidence) {
    double widest = 1 - Math.pow(2, 1 - pairs);
    return DecimalText.format("with %d pairs no distribution-free interval reaches %s (the widest "
        + "signed-rank interval covers %.2f%%)", pairs, percent(confidence), 100 * widest);
  }

  /**
   * Whether {@link #detect}'s skewness rule can fire at all with {@code pairs} pairs: the largest
   * sample skewness {@code n} values can have, {@code (n - 2) / sqrt(n - 1)} (one value apart from
   * {@code n - 1} equal ones), must exceed its limit {@code 3 sqrt(6 / n)}; from 9 pairs on. Below
   * that only the Hodges-Lehmann rule can see delays, and below 7 pairs at 95% not that either (the
   * widest signed-rank interval always holds the mean).
   *
   * @param pairs the number of pairs, at least 0
   */
  public static boolean skewnessRuleCanFire(int pairs) {
    if (pairs < 3) {
      return false;
    }
    return (pairs - 2) / Math.sqrt(pairs - 1) > 3 * Math.sqrt(6.0 / pairs);
  }

  /**
   * The simulated coverage of the ratio of true means by the mean's interval in {@link #SCENARIO}
   * at the largest tabulated pair count not above {@code pairs} (3 or 5), as one sentence naming
   * the scenario: stated only where {@link #detect} cannot see such delays ({@link
   * #skewnessRuleCanFire} false: 3 to 8 pairs), since there the interval's coverage is a limit no
   * look at the sample can reveal. Empty below 3 pairs, from 9 pairs (where a delay that moves the
   * mean is usually detected and named instead; docs/statistics.md states the scenario's figures
   * once), and at confidences other than 0.95 (the level simulated).
   *
   * @param pairs the number of pairs
   * @param confidence the level of the judged interval
   */
  public static Optional<String> meanIntervalCoverage(int pairs, double confidence) {
    if (confidence != 0.95 || skewnessRuleCanFire(pairs)) {
      return Optional.empty();
    }
    int row = -1;
    for (int k = 0; k < PAIRS.length; k++) {
      if (PAIRS[k] <= pairs) {
        row = k;
      }
    }
    if (row < 0 || MEAN_INTERVAL_COVERAGE[row] >= 0.93) {
      return Optional.empty();
    }
    String note = DecimalText.format("95%% interval: simulated coverage %.1f%% at %d pairs if rare one-sided "
        + "delays go unseen (%s)", 100 * MEAN_INTERVAL_COVERAGE[row], PAIRS[row], SCENARIO);
    return Optional.of(1 - Math.pow(2, 1 - pairs) < confidence ? note + "; " + smallSampleStatement(pairs, confidence)
        : note);
  }

  private static String percent(double fraction) {
    String s = DecimalText.significant(100 * fraction, 4);
    if (s.indexOf('.') >= 0 && s.indexOf('e') < 0) { // trailing zeros of the decimals only: 1000 stays 1000
      int end = s.length();
      while (s.charAt(end - 1) == '0') {
        end--;
      }
      s = s.substring(0, s.charAt(end - 1) == '.' ? end - 1 : end);
    }
    return s + "%";
  }
}
