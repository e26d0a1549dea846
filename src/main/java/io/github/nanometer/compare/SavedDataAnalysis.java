package io.github.nanometer.compare;

import io.github.nanometer.stats.HierarchicalBootstrap;
import io.github.nanometer.stats.HierarchicalData;
import io.github.nanometer.stats.RandomEffects;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.WelchInterval;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Computes {@code nanometer analyze}'s results from leveled data: Kalibera and Jones's intervals
 * for each mean and for each ratio against the base system, the hierarchical bootstrap, Welch's
 * change in percent, and optionally the repetition plan.
 */
public final class SavedDataAnalysis {

  /** The bootstrap seed, fixed so that the same file gives the same output. */
  public static final long BOOTSTRAP_SEED = 1;

  private SavedDataAnalysis() {}

  /**
   * Analyses the data.
   *
   * @param source the file name, kept in the result
   * @param data the systems; each needs at least 2 top-level units
   * @param confidence a fraction in (0, 1)
   * @param baseName the base system, or null for the first in the file
   * @param costsLowestFirst per-level costs (level 1, the measurement, first), one per level, or null for no plan
   * @throws IllegalArgumentException naming the problem: unknown base, too few top-level units, wrong number of costs
   */
  public static AnalysisResult analyze(String source, LeveledData data, double confidence, String baseName,
      double[] costsLowestFirst) {
    Map<String, HierarchicalData> systems = data.systems();
    String base = baseName == null ? systems.keySet().iterator().next() : baseName;
    if (!systems.containsKey(base)) {
      throw new IllegalArgumentException("base system '" + base + "' is not in the file; systems: "
          + String.join(", ", systems.keySet()));
    }
    for (Map.Entry<String, HierarchicalData> e : systems.entrySet()) {
      if (e.getValue().repetitions(0) < 2) {
        throw new IllegalArgumentException("system '" + e.getKey() + "' has " + e.getValue().repetitions(0) + " '"
            + data.levelNames().get(0) + "' unit; intervals need at least 2");
      }
    }
    int resamples = HierarchicalBootstrap.DEFAULT_RESAMPLES;
    List<AnalysisResult.SystemSummary> summaries = new ArrayList<>();
    for (Map.Entry<String, HierarchicalData> e : systems.entrySet()) {
      HierarchicalData d = e.getValue();
      summaries.add(new AnalysisResult.SystemSummary(e.getKey(), d.repetitions(), d.size(), d.grandMean(),
          RandomEffects.meanInterval(d, confidence),
          HierarchicalBootstrap.meanInterval(d, confidence, resamples, BOOTSTRAP_SEED)));
    }
    HierarchicalData baseData = systems.get(base);
    List<AnalysisResult.RatioComparison> comparisons = new ArrayList<>();
    for (Map.Entry<String, HierarchicalData> e : systems.entrySet()) {
      if (e.getKey().equals(base)) {
        continue;
      }
      HierarchicalData candidate = e.getValue();
      comparisons.add(new AnalysisResult.RatioComparison(base, e.getKey(), candidate.grandMean() / baseData.grandMean(),
          RandomEffects.ratioInterval(candidate, baseData, confidence),
          HierarchicalBootstrap.ratioInterval(candidate, baseData, confidence, resamples, BOOTSTRAP_SEED),
          WelchInterval.percentOfBaseMean(baseData.unitMeans(0), candidate.unitMeans(0), confidence,
              Sides.TWO_SIDED)));
    }
    return new AnalysisResult(source, data.valueName(), data.levelNames(), confidence, resamples, BOOTSTRAP_SEED,
        summaries, comparisons, plan(data, costsLowestFirst));
  }

  private static Optional<AnalysisResult.Plan> plan(LeveledData data, double[] costsLowestFirst) {
    if (costsLowestFirst == null) {
      return Optional.empty();
    }
    if (costsLowestFirst.length != data.levels()) {
      List<String> lowestFirst = new ArrayList<>(data.levelNames());
      Collections.reverse(lowestFirst);
      throw new IllegalArgumentException("costs needs one value per level (" + data.levels() + ": "
          + String.join(", ", lowestFirst) + ", lowest first), got " + costsLowestFirst.length);
    }
    double[] highestFirst = new double[costsLowestFirst.length];
    for (int j = 0; j < highestFirst.length; j++) {
      highestFirst[j] = costsLowestFirst[highestFirst.length - 1 - j];
    }
    List<AnalysisResult.SystemPlan> plans = new ArrayList<>();
    for (Map.Entry<String, HierarchicalData> e : data.systems().entrySet()) {
      plans.add(new AnalysisResult.SystemPlan(e.getKey(), RandomEffects.plan(e.getValue(), highestFirst)));
    }
    return Optional.of(new AnalysisResult.Plan(costsLowestFirst, plans));
  }
}
