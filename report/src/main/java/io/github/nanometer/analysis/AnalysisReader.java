package io.github.nanometer.analysis;

import io.github.nanometer.analysis.AnalysisResult.Maybe;
import io.github.nanometer.analysis.AnalysisResult.Plan;
import io.github.nanometer.analysis.AnalysisResult.RatioComparison;
import io.github.nanometer.analysis.AnalysisResult.SystemPlan;
import io.github.nanometer.analysis.AnalysisResult.SystemSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.report.IntervalReader;
import io.github.nanometer.toolstats.RepetitionPlan;
import io.github.nanometer.toolstats.VarianceComponents;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a {@code nanometer-analyze} document ({@link AnalysisWriter#json}) back into the {@link
 * AnalysisResult} it was written from. What the writer adds for readers of the file (what each
 * interval covers, the bootstrap's floor of top-level units, the level names beside each plan
 * level) is not read.
 */
public final class AnalysisReader {
  private AnalysisReader() {}

  /**
   * The analysis in {@code text}.
   *
   * @throws IllegalArgumentException when the text is not JSON, not a {@code nanometer-analyze}
   *     document at a version this build reads, or a member is missing, mistyped or out of range
   *     (the message names its path)
   */
  public static AnalysisResult parse(String text) {
    JsonValue top = DocumentHeader.ANALYZE.parseChecked(text);
    List<String> levels = new ArrayList<>();
    for (JsonValue level : top.get("levels").elements()) {
      levels.add(level.string());
    }
    List<SystemSummary> systems = new ArrayList<>();
    for (JsonValue s : top.get("systems").elements()) {
      systems.add(new SystemSummary(s.get("name").string(), s.get("repetitions").ints(), s.get("n").integer(),
          s.get("mean").number(), IntervalReader.read(s.get("ci")), maybe(s.get("skewCorrectedCi")),
          maybe(s.get("bootstrapCi"))));
    }
    List<RatioComparison> comparisons = new ArrayList<>();
    for (JsonValue c : top.get("comparisons").elements()) {
      comparisons.add(new RatioComparison(c.get("base").string(), c.get("candidate").string(),
          c.get("ratio").number(), IntervalReader.read(c.get("fieller")), maybe(c.get("bootstrap")),
          maybe(c.get("relativeChange")), maybe(c.get("cbdrWelch"))));
    }
    JsonValue plan = top.get("plan");
    Optional<Plan> read = plan.isNull() ? Optional.empty() : Optional.of(plan(plan));
    JsonValue bootstrap = top.get("bootstrap");
    return top.build(() -> new AnalysisResult(top.get("source").string(), top.get("value").string(), levels,
        top.get("confidence").number(), bootstrap.get("resamples").integer(), bootstrap.get("seed").longValue(),
        systems, comparisons, read));
  }

  /** An interval, or {@code {"covers", "absent": reason}} for one left out. */
  private static Maybe maybe(JsonValue v) {
    if (v.has("absent")) {
      return v.build(() -> Maybe.absent(v.get("absent").string()));
    }
    return Maybe.of(IntervalReader.read(v));
  }

  private static Plan plan(JsonValue plan) {
    List<SystemPlan> systems = new ArrayList<>();
    for (JsonValue s : plan.get("systems").elements()) {
      systems.add(new SystemPlan(s.get("name").string(), repetitionPlan(s)));
    }
    return new Plan(plan.get("costsLowestFirst").numbers(), systems);
  }

  /** One system's plan: per-level rows (kept levels carry the reduced estimates), the original estimates. */
  private static RepetitionPlan repetitionPlan(JsonValue system) {
    List<JsonValue> levels = system.get("levels").elements();
    boolean[] dropped = new boolean[levels.size()];
    int[] recommended = new int[levels.size()];
    List<JsonValue> kept = new ArrayList<>();
    for (int j = 0; j < levels.size(); j++) {
      JsonValue level = levels.get(j);
      dropped[j] = level.get("dropped").bool();
      JsonValue n = level.get("recommendedRepetitions");
      recommended[j] = n.isNull() ? 0 : n.integer();
      if (!dropped[j]) {
        kept.add(level);
      }
    }
    int[] repetitions = new int[kept.size()];
    double[] biased = new double[kept.size()];
    double[] unbiased = new double[kept.size()];
    double[] costs = new double[kept.size()];
    for (int k = 0; k < kept.size(); k++) {
      repetitions[k] = kept.get(k).get("repetitions").integer();
      biased[k] = kept.get(k).get("biasedVariance").number();
      unbiased[k] = kept.get(k).get("unbiasedVariance").number();
      costs[k] = kept.get(k).get("cost").number();
    }
    JsonValue o = system.get("original");
    VarianceComponents original = o.build(() -> new VarianceComponents(o.get("repetitions").ints(),
        o.get("grandMean").number(), o.get("biasedVariances").numbers(), o.get("unbiasedVariances").numbers()));
    VarianceComponents reduced = system.build(() -> new VarianceComponents(repetitions,
        system.get("reducedGrandMean").number(), biased, unbiased));
    return system.build(() -> new RepetitionPlan(original, reduced, dropped, recommended, costs));
  }
}
