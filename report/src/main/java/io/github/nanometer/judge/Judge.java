package io.github.nanometer.judge;

import io.github.nanometer.Defaults;
import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.toolstats.ConfidenceLevels;
import io.github.nanometer.toolstats.GeometricMeanRatio;
import io.github.nanometer.toolstats.MedianRatioBootstrap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Judges saved results against each other ({@code nanometer judge BASE NEW}): matches benchmarks
 * by {@link SavedBenchmark#key()}, and for each pair computes the ratio of new to base time per
 * operation with a confidence interval, then a verdict against a threshold ({@link Change#of}).
 *
 * <p>Where the interval comes from depends on what the files hold. When both sides have two or
 * more forks (separate JVMs), the interval is Fieller's over one value per fork (Kalibera and Jones's
 * random-effects model with forks as the top level: JVM-to-JVM variation is included), and the
 * verdict follows it: each fork's own steady-state estimate when both files keep one per fork
 * ({@link SavedBenchmark#forkEstimates()}: {@code nanometer jmh} documents from version 3), otherwise
 * the fork's mean (JMH iteration scores) or the median of its raw samples (nanometer's). Otherwise the values of each side come from one JVM, and the verdict is
 * {@link Change#INCONCLUSIVE_ONE_JVM} whatever the interval says: two fresh {@code reference}
 * runs of identical code on a loaded machine differed by up to 22% while each run's three compiled
 * copies agreed within 1% (docs/lab/judge-forks.md, "judge A/A"), so no interval from one JVM can stand for
 * the next run. The interval is still given, as narrow as the file allows honestly: with two or
 * more compiled copies per side (nanometer's {@code options.compilations}) Fieller's over the
 * copies' medians, so at least the spread between compilations is inside it; otherwise nanometer's
 * short, heavy-tailed samples by the ratio of medians with a seeded percentile bootstrap ({@link
 * MedianRatioBootstrap}), JMH iteration scores by Fieller over the iterations. With fewer than two values on a side, or values so
 * quantized that the interval would have zero width, there is no interval and the verdict is
 * inconclusive.
 */
public final class Judge {

  /** A compiled copy with fewer samples than this is left out of the copies' medians (as the engine's spread note). */
  static final int MIN_VALUES_PER_COPY = 10;

  /** The bootstrap's seed: the same files always give the same intervals. */
  static final long BOOTSTRAP_SEED = 0x6a75646765L;

  private Judge() {}

  /**
   * Judges {@code candidate} against {@code base}.
   *
   * @param base the benchmarks of the base file
   * @param candidate the benchmarks of the new file
   * @param thresholdFraction a change beyond this fraction of the base (0.02: 2%) counts; in [0,
   *     {@link Defaults#MAX_JUDGE_THRESHOLD_FRACTION}]
   * @param confidence the intervals' level, a fraction in [{@link Defaults#MIN_CONFIDENCE}, {@link
   *     Defaults#MAX_CONFIDENCE}] (0.5 to 0.9999), as the CLI's {@code --confidence}
   * @throws IllegalArgumentException when a benchmark key repeats within one file, or a parameter
   *     is out of range
   */
  public static JudgeResult judge(List<SavedBenchmark> base, List<SavedBenchmark> candidate, double thresholdFraction,
      double confidence) {
    Arguments.within("judgeThreshold", thresholdFraction, 0, Defaults.MAX_JUDGE_THRESHOLD_FRACTION);
    ConfidenceLevels.check("confidence", confidence);
    Map<String, SavedBenchmark> baseByKey = byKey(base, "base");
    Map<String, SavedBenchmark> newByKey = byKey(candidate, "new");
    List<Judgement> judgements = new ArrayList<>();
    List<SavedBenchmark> onlyInBase = new ArrayList<>();
    for (SavedBenchmark b : baseByKey.values()) {
      SavedBenchmark n = newByKey.get(b.key());
      if (n == null) {
        onlyInBase.add(b);
      } else {
        judgements.add(judgeOne(b, n, thresholdFraction, confidence));
      }
    }
    List<SavedBenchmark> onlyInNew = newByKey.values().stream().filter(n -> !baseByKey.containsKey(n.key())).toList();
    return new JudgeResult(thresholdFraction, confidence, judgements,
        geometricMean(judgements, thresholdFraction, confidence), onlyInBase, onlyInNew);
  }

  private static Map<String, SavedBenchmark> byKey(List<SavedBenchmark> list, String which) {
    Map<String, SavedBenchmark> map = new LinkedHashMap<>();
    for (SavedBenchmark b : list) {
      if (map.put(b.key(), b) != null) {
        throw new IllegalArgumentException("the " + which + " file holds '" + b.key() + "' more than once");
      }
    }
    return map;
  }

  /**
   * The values one judgement compares: time ratio {@code numerator / denominator}, and how they were
   * chosen ({@code steadyStates}: over forks, each fork's own steady-state estimate).
   */
  private record Values(double[] numerator, double[] denominator, boolean overForks, boolean steadyStates) {}

  private static Values values(SavedBenchmark base, SavedBenchmark candidate) {
    boolean overForks = base.forked() && candidate.forked() && base.rowMeans().length >= 2
        && candidate.rowMeans().length >= 2;
    boolean steadyStates = overForks && base.forkEstimates().length >= 2 && candidate.forkEstimates().length >= 2;
    double[] b = steadyStates ? base.forkEstimates() : overForks ? forkValues(base) : base.pooledValues();
    double[] n = steadyStates ? candidate.forkEstimates() : overForks ? forkValues(candidate)
        : candidate.pooledValues();
    // Time ratio new/base: for times mean(new)/mean(base); for throughput mean(base)/mean(new).
    return new Values(base.higherIsBetter() ? b : n, base.higherIsBetter() ? n : b, overForks, steadyStates);
  }

  /**
   * One value per fork when a file keeps no fork's own answer: the mean of a fork's values (JMH
   * iteration scores), or the median of a fork's raw samples (nanometer's {@code reference --forks},
   * {@code nanometer jmh} documents before version 3), whose mean one descheduled sample can move by
   * orders of magnitude.
   */
  private static double[] forkValues(SavedBenchmark s) {
    return s.shortSamples() ? s.rowMedians(1) : s.rowMeans();
  }

  static Judgement judgeOne(SavedBenchmark base, SavedBenchmark candidate, double threshold, double confidence) {
    if (!base.unit().equals(candidate.unit()) || base.higherIsBetter() != candidate.higherIsBetter()) {
      return new Judgement(base, candidate, Double.NaN, Double.NaN, Double.NaN, Optional.empty(),
          "no interval: units differ (" + base.unit() + " vs " + candidate.unit() + ")", false, Change.INCONCLUSIVE);
    }
    Values v = values(base, candidate);
    double[] numerator = v.numerator();
    double[] denominator = v.denominator();
    int nb = base.higherIsBetter() ? numerator.length : denominator.length;
    int nn = base.higherIsBetter() ? denominator.length : numerator.length;
    if (nb < 2 || nn < 2) {
      double num = numerator.length == 0 ? Double.NaN : mean(numerator);
      double den = denominator.length == 0 ? Double.NaN : mean(denominator);
      return judgement(base, candidate, num, den, Optional.empty(),
          "no interval: fewer than 2 values (base " + nb + ", new " + nn + ")", false, Change.INCONCLUSIVE);
    }
    double num;
    double den;
    Interval ci;
    String method;
    Change oneJvm = null;
    boolean overForks = v.overForks();
    if (overForks) {
      num = mean(numerator);
      den = mean(denominator);
      String forkValues = "fork " + (v.steadyStates() ? "steady-state estimates" : base.shortSamples() ? "medians"
          : "means");
      ci = FiellerInterval.independent(numerator, denominator, confidence);
      ci = ci.described(covers(base, "mean of the", forkValues), ci.method());
      method = "Kalibera-Jones: Fieller over " + forkValues + " (" + nb + " base, " + nn + " new forks"
          + (v.steadyStates() ? "; each fork's estimator over its samples after its last changepoint, as the files' "
          + "fork summaries give it" : "") + ")";
    } else if (base.shortSamples() || candidate.shortSamples()) {
      double[] bc = base.rowMedians(MIN_VALUES_PER_COPY);
      double[] nc = candidate.rowMedians(MIN_VALUES_PER_COPY);
      if (bc.length >= 2 && nc.length >= 2) {
        double[] cn = base.higherIsBetter() ? bc : nc;
        double[] cd = base.higherIsBetter() ? nc : bc;
        num = mean(cn);
        den = mean(cd);
        ci = FiellerInterval.independent(cn, cd, confidence);
        ci = ci.described(covers(base, "mean of the", "compiled copies' medians"), ci.method());
        method = "Fieller over the medians of separately compiled copies within one JVM per side (" + bc.length
            + " base, " + nc.length + " new copies): the spread between compilations is included, the spread "
            + "between runs and JVMs is not";
        oneJvm = Change.INCONCLUSIVE_ONE_JVM;
      } else {
        num = Descriptive.median(numerator);
        den = Descriptive.median(denominator);
        ci = MedianRatioBootstrap.interval(numerator, denominator, confidence, MedianRatioBootstrap.DEFAULT_RESAMPLES,
            BOOTSTRAP_SEED);
        ci = ci.described(covers(base, "median of the", "samples"), ci.method());
        method = "ratio of medians, percentile bootstrap over samples within one JVM per side (" + nb + " base, "
            + nn + " new); one compiled copy on a side, so the spread between compilations and JVMs is unknown";
        oneJvm = Change.INCONCLUSIVE_ONE_JVM;
      }
    } else {
      num = mean(numerator);
      den = mean(denominator);
      ci = FiellerInterval.independent(numerator, denominator, confidence);
      ci = ci.described(covers(base, "mean of the", "iterations"), ci.method());
      method = "Fieller over iterations within one JVM per side (" + nb + " base, " + nn + " new); "
          + "no forks, so the spread between JVMs is unknown";
      oneJvm = Change.INCONCLUSIVE_ONE_JVM;
    }
    if (!(ci.high() > ci.low())) {
      return judgement(base, candidate, num, den, Optional.empty(), "no interval: the values give no spread ("
          + method + "; they are quantized, e.g. by the clock's tick, so every resample agrees), and a zero-width "
          + "interval would claim false precision", false, oneJvm != null ? oneJvm : Change.INCONCLUSIVE);
    }
    Change verdict = oneJvm != null ? oneJvm : Change.of(ci, threshold);
    return judgement(base, candidate, num, den, Optional.of(ci), method, overForks, verdict);
  }

  /**
   * The judgement whose ratio is {@code numeratorValue / denominatorValue}: the time ratio new/base,
   * so the numerator is the new side's value for times and the base side's for throughput.
   */
  private static Judgement judgement(SavedBenchmark base, SavedBenchmark candidate, double numeratorValue,
      double denominatorValue, Optional<Interval> interval, String method, boolean overForks,
      Change verdict) {
    boolean throughput = base.higherIsBetter();
    return new Judgement(base, candidate, throughput ? numeratorValue : denominatorValue,
        throughput ? denominatorValue : numeratorValue, numeratorValue / denominatorValue, interval, method, overForks,
        verdict);
  }

  /**
   * What a ratio's interval covers, by side: {@code "time ratio new/base: mean of the new fork
   * medians / mean of the base fork medians"}; for throughput the base side over the new.
   */
  private static String covers(SavedBenchmark base, String statistic, String values) {
    String newSide = statistic + " new " + values;
    String baseSide = statistic + " base " + values;
    return base.higherIsBetter()
        ? "time ratio new/base: " + baseSide + " / " + newSide + " (throughput, " + base.unit() + ")"
        : "time ratio new/base: " + newSide + " / " + baseSide;
  }

  /**
   * The geometric mean of the judged ratios it {@linkplain JudgeResult.GeometricMean#admits admits}
   * and its interval ({@link GeometricMeanRatio}): each ratio of means enters with its delta-method
   * log variance and Welch-Satterthwaite df.
   */
  private static JudgeResult.GeometricMean geometricMean(List<Judgement> judgements, double threshold,
      double confidence) {
    List<Judgement> usable = judgements.stream().filter(JudgeResult.GeometricMean::admits).toList();
    if (usable.isEmpty()) {
      return new JudgeResult.GeometricMean(0, Double.NaN, Optional.empty(), Change.INCONCLUSIVE);
    }
    double[] ratios = usable.stream().mapToDouble(Judgement::ratio).toArray();
    GeometricMeanRatio.LogRatio[] logs = new GeometricMeanRatio.LogRatio[usable.size()];
    for (int i = 0; i < logs.length; i++) {
      Judgement j = usable.get(i);
      Values v = values(j.base(), j.candidate());
      // Every admitted ratio is one of means (a ratio of medians is one JVM's, never admitted).
      logs[i] = GeometricMeanRatio.ofMeans(v.numerator(), v.denominator());
    }
    Interval ci = GeometricMeanRatio.interval(logs, confidence);
    return new JudgeResult.GeometricMean(usable.size(), GeometricMeanRatio.of(ratios), Optional.of(ci),
        Change.of(ci, threshold));
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s / x.length;
  }
}
