package io.github.nanometer.results;

import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonAnalysis;
import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.PairedEstimand;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalJson;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonWriter;
import java.util.Locale;

/**
 * Writes a paired {@link Comparison} as JSON (every pair kept, every interval with what it covers,
 * the options and the clock, so {@link PairedComparisonReader} rebuilds it) and as text: the
 * summary sentence, composed here rather than by the value type.
 */
public final class PairedComparisonWriter {
  private PairedComparisonWriter() {}

  /**
   * One sentence about the judged interval, e.g. {@code "cand is 1.4% slower than base (change
   * +0.9% to +1.8%, 95% confidence, one JVM)"} ({@link OneJvmLabel#WORDS} when {@link
   * Comparison#oneJvm()}); for an inconclusive result the interval and the threshold it straddles,
   * or, where the mean and the typical pair disagree under one-sided delays, why. Judging the typical
   * pair (the plan's {@link PairedEstimand#TYPICAL_PAIR}) it says so and gives the mean's change
   * beside it; judging the mean where one-sided delays were seen, the typical pair's change.
   */
  public static String summary(Comparison c) {
    ComparisonAnalysis a = c.analysis();
    String sentence = sentence(c) + a.acrossCompilations().map(x -> String.format(Locale.ROOT,
        "; the interval spans the %d separately compiled copies per side (across copies %s to %s)", a.copiesPerSide(),
        percent(x.interval().low()), percent(x.interval().high()))).orElse("");
    if (a.disagreement().isPresent()) {
      return sentence + "; " + a.disagreement().get();
    }
    if (a.estimand() == PairedEstimand.TYPICAL_PAIR) {
      sentence += "; judged on the typical pair, as the plan named it (change of means " + range(a.relativeChange())
          + ")";
    } else if (a.oneSidedDelays().isPresent()) {
      sentence += "; one-sided delays (" + a.oneSidedDelays().get() + "), and the typical pair agrees (change "
          + range(a.typicalChange().get()) + ")";
    }
    String result = sentence;
    return a.coverageNote().map(n -> result + "; " + n).orElse(result);
  }

  private static String range(IntervalEstimate e) {
    Interval i = e.interval();
    return i.isBounded() ? percent(i.low()) + " to " + percent(i.high()) : "unbounded";
  }

  private static String sentence(Comparison c) {
    Interval i = c.relativeChangeInterval();
    String level = Math.round(i.confidence() * 100) + "% confidence" + (c.oneJvm() ? ", " + OneJvmLabel.WORDS : "");
    String range = percent(i.low()) + " to " + percent(i.high());
    double threshold = 100 * c.comparisonOptions().thresholdFraction();
    return switch (c.verdict()) {
      case SLOWER -> String.format(Locale.ROOT, "%s is %.1f%% slower than %s (change %s, %s)",
          c.candidateName(), 100 * c.relativeChange(), c.baselineName(), range, level);
      case FASTER -> String.format(Locale.ROOT, "%s is %.1f%% faster than %s (change %s, %s)",
          c.candidateName(), -100 * c.relativeChange(), c.baselineName(), range, level);
      case NO_CHANGE -> String.format(Locale.ROOT, "%s: no change beyond +-%.1f%% (change %s, %s)",
          c.candidateName(), threshold, range, level);
      case INCONCLUSIVE -> c.analysis().disagreement().isPresent()
          ? String.format(Locale.ROOT, "%s: inconclusive, change of means %s against +-%.1f%% (%s)",
              c.candidateName(), range, threshold, level)
          : String.format(Locale.ROOT, "%s: inconclusive, change %s straddles +-%.1f%% (%s)", c.candidateName(),
              range, threshold, level);
    };
  }

  /**
   * One line: the summary sentence plus what the interval covers, pair count, evaluations per
   * sample, the robust shift and the minimum-based change.
   */
  public static String line(Comparison c) {
    ComparisonAnalysis a = c.analysis();
    String judged = a.estimand() == PairedEstimand.TYPICAL_PAIR
        ? "typical per-pair ratio - 1, Hodges-Lehmann of log ratios" : "mean ratio - 1, paired Fieller";
    return String.format(Locale.ROOT, "%s  [change = %s; %d pairs x %d evals; "
        + "Hodges-Lehmann shift %.3g ns; min-based %+.2f%%]", summary(c), judged, c.pairCount(),
        c.evaluationsPerSample(), a.hodgesLehmannNanos().estimate(), 100 * a.minimumChange());
  }

  /**
   * One comparison object at the writer's position; its last member is the {@code environment}
   * captured when the pairs were measured ({@link EnvironmentJson#write}).
   */
  static void write(JsonWriter w, Comparison c) {
    ComparisonAnalysis a = c.analysis();
    w.beginObject()
        .field("baseline", c.baselineName())
        .field("candidate", c.candidateName())
        .field("verdict", c.verdict().name().toLowerCase(Locale.ROOT))
        .field("judged", a.judgedName())
        .field("confidence", c.comparisonOptions().confidence())
        .field("thresholdFraction", c.comparisonOptions().thresholdFraction())
        .field("trimOutliers", c.comparisonOptions().trimOutliers())
        .field("estimand", c.comparisonOptions().estimand().cliName());
    estimate(w, "relativeChange", a.relativeChange());
    estimate(w, "meanDifferenceOverBaselineMean", a.meanDifferenceOverBaselineMean());
    estimate(w, "ratio", a.ratio());
    estimate(w, "hodgesLehmannNanos", a.hodgesLehmannNanos());
    if (a.trimmedMeanDifferenceNanos().isPresent()) {
      estimate(w, "trimmedMeanDifferenceNanos", a.trimmedMeanDifferenceNanos().get());
    }
    if (a.typicalChange().isPresent()) {
      estimate(w, "typicalChange", a.typicalChange().get());
    }
    if (a.oneSidedDelays().isPresent()) {
      w.field("oneSidedDelays", a.oneSidedDelays().get());
    }
    if (a.disagreement().isPresent()) {
      w.field("disagreement", a.disagreement().get());
    }
    if (a.coverageNote().isPresent()) {
      w.field("coverageNote", a.coverageNote().get());
    }
    w.field("copiesPerSide", a.copiesPerSide());
    if (a.acrossCompilations().isPresent()) {
      estimate(w, "acrossCompilations", a.acrossCompilations().get());
      estimate(w, "judgedChange", a.judged());
    }
    w.field("minimumChange", a.minimumChange())
        .field("z", a.z())
        .field("pairs", c.pairCount())
        .field("evaluationsPerSample", c.evaluationsPerSample())
        .field("seed", c.options().seed());
    w.name("baselineNanos").array(c.baselineNanos());
    w.name("candidateNanos").array(c.candidateNanos());
    w.name("candidateFirst").beginArray();
    for (boolean b : c.candidateFirst()) {
      w.value(b);
    }
    w.endArray();
    w.name("notes").beginArray();
    for (String n : c.notes()) {
      w.value(n);
    }
    w.endArray();
    w.field("estimator", c.options().estimator().cliName());
    ResultJsonWriter.writeOptions(w, c.options(), c.options().compilationsPerSide());
    EnvironmentJson.write(w, "environment", c.environment());
    w.endObject();
  }

  private static void estimate(JsonWriter w, String name, IntervalEstimate e) {
    IntervalJson.write(w, name, e);
  }

  private static String percent(double fraction) {
    if (Double.isInfinite(fraction)) {
      return fraction > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.1f%%", 100 * fraction);
  }
}
