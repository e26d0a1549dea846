package io.github.nanometer.analysis;

import io.github.nanometer.analysis.AnalysisResult.SystemPlan;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.toolstats.RepetitionPlan;
import io.github.nanometer.toolstats.VarianceComponents;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Writes one system's Kalibera-Jones repetition plan (text and JSON) for {@link AnalysisWriter}.
 * The variances and costs printed beside each kept level are the ones the recommendation was
 * computed from: estimated again after the dropped levels were removed, with a dropped level's cost
 * folded into its nearest kept ancestor. So {@code n_j = ceil(sqrt(c_{j-1} T^2_j / (c_j
 * T^2_{j-1})))} can be recomputed from the printed numbers. A dropped level shows its original
 * {@code T^2} (the reason it was dropped).
 *
 * <p>The JSON also keeps every estimate on the data as given ({@code original}) and the grand mean
 * of the reduced data, so that {@link AnalysisReader} rebuilds the same plan.
 */
final class PlanWriter {
  private PlanWriter() {}

  static void text(SystemPlan sp, List<String> levelNames, PrintStream out) {
    RepetitionPlan plan = sp.plan();
    VarianceComponents used = plan.reduced();
    double[] costs = plan.reducedCosts();
    int width = Math.max(5, levelNames.stream().mapToInt(String::length).max().orElse(5));
    out.printf(Locale.ROOT, "  %s (S^2, T^2 and cost as used, after dropping levels)%n  %-" + width
        + "s %8s %14s %14s %10s  %s%n", sp.name(), "level", "reps", "S^2", "T^2", "cost", "recommended");
    for (int j = 0; j < plan.levels(); j++) {
      OptionalInt k = plan.reducedIndex(j);
      if (k.isEmpty()) {
        out.printf(Locale.ROOT, "  %-" + width + "s %8d %14s %14s %10s  %s%n", levelNames.get(j),
            plan.original().repetitions()[j], "-", AnalysisWriter.number(plan.original().unbiased()[j]), "-",
            "1 (dropped: T^2 <= 0, adds no variance; cost folded into the level above)");
        continue;
      }
      int i = k.getAsInt();
      OptionalInt n = plan.recommendedRepetitions(j);
      out.printf(Locale.ROOT, "  %-" + width + "s %8d %14s %14s %10s  %s%n", levelNames.get(j), used.repetitions()[i],
          AnalysisWriter.number(used.biased()[i]), AnalysisWriter.number(used.unbiased()[i]),
          AnalysisWriter.costs(new double[] {costs[i]}),
          n.isPresent() ? Integer.toString(n.getAsInt()) : "as many as the wanted precision needs");
    }
  }

  static void json(JsonWriter w, SystemPlan sp, List<String> levelNames) {
    RepetitionPlan plan = sp.plan();
    VarianceComponents used = plan.reduced();
    double[] costs = plan.reducedCosts();
    w.beginObject().field("name", sp.name()).name("levels").beginArray();
    for (int j = 0; j < plan.levels(); j++) {
      OptionalInt k = plan.reducedIndex(j);
      w.beginObject().field("name", levelNames.get(j)).field("dropped", k.isEmpty());
      if (k.isEmpty()) {
        w.field("repetitions", plan.original().repetitions()[j])
            .field("originalUnbiasedVariance", plan.original().unbiased()[j]);
      } else {
        int i = k.getAsInt();
        w.field("repetitions", used.repetitions()[i]).field("biasedVariance", used.biased()[i])
            .field("unbiasedVariance", used.unbiased()[i]).field("cost", costs[i]);
      }
      w.name("recommendedRepetitions");
      OptionalInt n = plan.recommendedRepetitions(j);
      if (n.isPresent()) {
        w.value(n.getAsInt());
      } else {
        w.nullValue();
      }
      w.endObject();
    }
    w.endArray();
    VarianceComponents original = plan.original();
    w.name("original").beginObject().name("repetitions").array(original.repetitions())
        .field("grandMean", original.grandMean()).name("biasedVariances").array(original.biased())
        .name("unbiasedVariances").array(original.unbiased()).endObject();
    w.field("reducedGrandMean", used.grandMean()).endObject();
  }
}
