package io.github.nanometer.analysis;

import io.github.nanometer.analysis.AnalysisResult.Maybe;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.toolstats.HierarchicalBootstrap;
import io.github.nanometer.toolstats.HierarchicalData;
import io.github.nanometer.toolstats.RandomEffects;
import io.github.nanometer.toolstats.SkewCorrectedMeanInterval;
import io.github.nanometer.toolstats.SkewedMeanCoverage.Method;
import io.github.nanometer.toolstats.SkewedMeanCoverage;
import io.github.nanometer.toolstats.WelchInterval;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Computes {@code nanometer analyze}'s results from leveled data: Kalibera and Jones's interval for
 * each mean, Fieller's interval (Welch-Satterthwaite df) for each ratio against the base system and
 * the relative change from it, cbdr's Welch interval, the bootstrap where enough top-level units
 * make it cover, and optionally the repetition plan. A quantity that needs a positive base mean is
 * left out with the reason when the base mean is not positive; the rest is still computed.
 */
public final class SavedDataAnalysis {

  /** The bootstrap seed, fixed so that the same file gives the same output. */
  public static final long BOOTSTRAP_SEED = 1;

  /** Pass as {@code resamples} to choose them from the data's size (see {@link #automaticResamples}). */
  public static final int AUTOMATIC_RESAMPLES = 0;

  /** The most resampled units one automatic bootstrap interval may draw (about a second of work). */
  public static final long AUTOMATIC_DRAW_BUDGET = 20_000_000L;

  /** The fewest replicates an automatic choice settles for; below it the bootstrap is left out. */
  public static final int AUTOMATIC_MIN_RESAMPLES = 1_000;

  private SavedDataAnalysis() {}

  /**
   * Analyses the data with {@link #AUTOMATIC_RESAMPLES}.
   *
   * @see #analyze(String, LeveledData, double, String, double[], int)
   */
  public static AnalysisResult analyze(String source, LeveledData data, double confidence, String baseName,
      double[] costsLowestFirst) {
    return analyze(source, data, confidence, baseName, costsLowestFirst, AUTOMATIC_RESAMPLES);
  }

  /**
   * The automatic number of bootstrap replicates for the largest top-level unit count: {@link
   * HierarchicalBootstrap#DEFAULT_RESAMPLES}, fewer when that would draw more than {@link
   * #AUTOMATIC_DRAW_BUDGET} units, and 0 (leave the bootstrap out) when even {@link
   * #AUTOMATIC_MIN_RESAMPLES} would. With that many units the t interval is accurate anyway.
   */
  public static int automaticResamples(int maxTopLevelUnits) {
    long affordable = AUTOMATIC_DRAW_BUDGET / Math.max(1, maxTopLevelUnits);
    if (affordable < AUTOMATIC_MIN_RESAMPLES) {
      return 0;
    }
    return (int) Math.min(HierarchicalBootstrap.DEFAULT_RESAMPLES, affordable);
  }

  /**
   * Analyses the data.
   *
   * @param source the file name, kept in the result
   * @param data the systems; each needs at least 2 top-level units
   * @param confidence a fraction in (0, 1)
   * @param baseName the base system, or null for the first in the file
   * @param costsLowestFirst per-level costs (level 1, the measurement, first), one per level, or null for no plan
   * @param resamples bootstrap replicates, at least {@link HierarchicalBootstrap#MIN_RESAMPLES}, or {@link
   *     #AUTOMATIC_RESAMPLES} to choose them from the data's size
   * @throws IllegalArgumentException naming the problem: unknown base, too few top-level units, wrong number of costs
   */
  public static AnalysisResult analyze(String source, LeveledData data, double confidence, String baseName,
      double[] costsLowestFirst, int resamples) {
    Map<String, HierarchicalData> systems = data.systems();
    String base = baseName == null ? systems.keySet().iterator().next() : baseName;
    if (!systems.containsKey(base)) {
      throw new IllegalArgumentException("base system '" + base + "' is not in the file; systems: "
          + String.join(", ", systems.keySet()));
    }
    if (resamples != AUTOMATIC_RESAMPLES && resamples < HierarchicalBootstrap.MIN_RESAMPLES) {
      throw new IllegalArgumentException("resamples must be >= " + HierarchicalBootstrap.MIN_RESAMPLES + ", got "
          + resamples);
    }
    String topLevel = data.levelNames().get(0);
    int maxUnits = systems.values().stream().mapToInt(d -> d.repetitions(0)).max().orElse(0);
    int chosen = resamples == AUTOMATIC_RESAMPLES ? automaticResamples(maxUnits) : resamples;
    Optional<Maybe> tooMany = chosen > 0 ? Optional.empty() : Optional.of(Maybe.absent(maxUnits + " '" + topLevel
        + "' units: the t interval is accurate here and the bootstrap would draw " + maxUnits + " units per replicate;"
        + " give --resamples N to compute it anyway"));
    for (Map.Entry<String, HierarchicalData> e : systems.entrySet()) {
      if (e.getValue().repetitions(0) < 2) {
        throw new IllegalArgumentException("system '" + e.getKey() + "' has " + e.getValue().repetitions(0) + " '"
            + topLevel + "' unit; intervals need at least 2");
      }
    }
    List<AnalysisResult.SystemSummary> summaries = new ArrayList<>();
    for (Map.Entry<String, HierarchicalData> e : systems.entrySet()) {
      summaries.add(summary(e.getKey(), e.getValue(), confidence, topLevel, tooMany, chosen, BOOTSTRAP_SEED));
    }
    HierarchicalData baseData = systems.get(base);
    List<AnalysisResult.RatioComparison> comparisons = new ArrayList<>();
    for (Map.Entry<String, HierarchicalData> e : systems.entrySet()) {
      if (!e.getKey().equals(base)) {
        comparisons.add(compare(base, e.getKey(), baseData, e.getValue(), topLevel, confidence, chosen, tooMany));
      }
    }
    return new AnalysisResult(source, data.valueName(), data.levelNames(), confidence, chosen, BOOTSTRAP_SEED,
        summaries, comparisons, plan(data, costsLowestFirst));
  }

  /**
   * One system's Kalibera-Jones summary: the grand mean, the t interval over the top-level unit
   * means (section 6.2) and the bootstrap interval of the mean where at least {@link
   * HierarchicalBootstrap#MIN_TOP_LEVEL_UNITS} units make it cover (otherwise absent, saying why).
   * The one computation behind every system of {@code analyze} and every forked experiment.
   *
   * @param name the system (or benchmark) the summary is of
   * @param data at least 2 top-level units
   * @param confidence a fraction in (0, 1)
   * @param topLevel the top level's name (e.g. {@code "fork"}), for the reason the bootstrap is absent
   * @param resamples bootstrap replicates, at least {@link HierarchicalBootstrap#MIN_RESAMPLES}
   * @param seed the bootstrap seed
   * @throws IllegalArgumentException naming the problem (too few units, bad confidence or resamples)
   */
  public static AnalysisResult.SystemSummary summary(String name, HierarchicalData data, double confidence,
      String topLevel, int resamples, long seed) {
    if (resamples < HierarchicalBootstrap.MIN_RESAMPLES) {
      throw new IllegalArgumentException("resamples must be >= " + HierarchicalBootstrap.MIN_RESAMPLES + ", got "
          + resamples);
    }
    return summary(name, data, confidence, topLevel, Optional.empty(), resamples, seed);
  }

  private static AnalysisResult.SystemSummary summary(String name, HierarchicalData data, double confidence,
      String topLevel, Optional<Maybe> leftOut, int resamples, long seed) {
    double[] units = data.unitMeans(0);
    Maybe boot = tooFew(topLevel, data.repetitions(0)).or(() -> leftOut)
        .orElseGet(() -> Maybe.of(SkewedMeanCoverage.stated(
            HierarchicalBootstrap.meanInterval(data, confidence, resamples, seed), Method.BOOTSTRAP, units)));
    Maybe hall = units.length < 3 ? Maybe.absent("Hall's skewness-corrected interval needs 3 '" + topLevel + "' units")
        : Maybe.of(SkewedMeanCoverage.stated(SkewCorrectedMeanInterval.of(units, confidence).described("grand mean",
            "Hall's skewness-corrected t over top-level unit means, " + (units.length - 1) + " df"), Method.HALL_T,
            units));
    return new AnalysisResult.SystemSummary(name, data.repetitions(), data.size(), data.grandMean(),
        SkewedMeanCoverage.stated(RandomEffects.meanInterval(data, confidence), Method.KALIBERA_JONES_T, units), hall,
        boot);
  }

  private static AnalysisResult.RatioComparison compare(String base, String name, HierarchicalData baseData,
      HierarchicalData candidate, String topLevel, double confidence, int resamples, Optional<Maybe> tooMany) {
    double[] baseUnits = baseData.unitMeans(0);
    double[] candidateUnits = candidate.unitMeans(0);
    double baseMean = baseData.grandMean();
    Maybe boot = tooFew(topLevel, Math.min(baseData.repetitions(0), candidate.repetitions(0))).or(() -> tooMany)
        .orElse(null);
    if (boot == null) {
      try {
        boot = Maybe.of(HierarchicalBootstrap.ratioInterval(candidate, baseData, confidence, resamples,
            BOOTSTRAP_SEED));
      } catch (IllegalArgumentException e) {
        boot = Maybe.absent("a resampled base mean was 0, so the ratio has no bootstrap interval");
      }
    }
    Maybe relative;
    Maybe cbdr;
    if (baseMean > 0) {
      relative = Maybe.of(WelchInterval.relativeChange(baseUnits, candidateUnits, confidence));
      cbdr = Maybe.of(WelchInterval.differenceOverBaseMean(baseUnits, candidateUnits, confidence, Sides.TWO_SIDED));
    } else {
      String why = "the base mean is " + baseMean + "; a relative change needs a positive base";
      relative = Maybe.absent(why);
      cbdr = Maybe.absent(why);
    }
    return new AnalysisResult.RatioComparison(base, name, candidate.grandMean() / baseMean,
        FiellerInterval.independent(candidateUnits, baseUnits, confidence), boot, relative, cbdr);
  }

  private static Optional<Maybe> tooFew(String topLevel, int units) {
    if (HierarchicalBootstrap.covers(units)) {
      return Optional.empty();
    }
    String few = units < 6 ? "; with " + units + " units no distribution-free interval reaches 95%" : "";
    return Optional.of(Maybe.absent("only " + units + " '" + topLevel + "' units; the bootstrap covers from "
        + HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS + ", so the t intervals stand alone" + few));
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
