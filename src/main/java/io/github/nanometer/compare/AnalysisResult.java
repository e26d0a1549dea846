package io.github.nanometer.compare;

import io.github.nanometer.stats.Interval;
import io.github.nanometer.stats.RepetitionPlan;
import java.util.List;
import java.util.Optional;

/**
 * What {@code nanometer analyze} computed from a saved CSV file: per system the mean with its
 * Kalibera-Jones and bootstrap intervals, per candidate the ratio to the base system, and
 * optionally the repetition plan. Keeps its inputs (confidence, bootstrap resamples and seed,
 * costs) so it describes itself.
 *
 * @param source the file name
 * @param valueName the measured column
 * @param levelNames the level names, highest first
 * @param confidence the confidence of every interval, a fraction
 * @param bootstrapResamples bootstrap replicates per interval
 * @param bootstrapSeed the bootstrap seed
 * @param systems one summary per system, in file order
 * @param comparisons one per system other than the base, in file order
 * @param plan the repetition plan, when costs were given
 */
public record AnalysisResult(String source, String valueName, List<String> levelNames, double confidence,
    int bootstrapResamples, long bootstrapSeed, List<SystemSummary> systems, List<RatioComparison> comparisons,
    Optional<Plan> plan) {

  /** Copies the lists. */
  public AnalysisResult {
    levelNames = List.copyOf(levelNames);
    systems = List.copyOf(systems);
    comparisons = List.copyOf(comparisons);
  }

  /**
   * One system's mean.
   *
   * @param name the system
   * @param repetitions repetitions per level, highest first
   * @param n the number of values
   * @param mean the grand mean
   * @param ci Kalibera and Jones's interval (section 6.2) over the top-level unit means
   * @param bootstrapCi the hierarchical bootstrap percentile interval
   */
  public record SystemSummary(String name, int[] repetitions, int n, double mean, Interval ci, Interval bootstrapCi) {
    /** Copies {@code repetitions}. */
    public SystemSummary {
      repetitions = repetitions.clone();
    }

    @Override
    public int[] repetitions() {
      return repetitions.clone();
    }
  }

  /**
   * A candidate against the base: {@code ratio = mean(candidate) / mean(base)}.
   *
   * @param base the base system
   * @param candidate the other system
   * @param ratio the ratio of means
   * @param fieller Fieller's interval on the top-level unit means
   * @param bootstrap the hierarchical bootstrap percentile interval of the ratio
   * @param welchPercent Welch's interval of the change in percent of the base mean, on top-level unit means
   */
  public record RatioComparison(String base, String candidate, double ratio, Interval fieller, Interval bootstrap,
      Interval welchPercent) {}

  /**
   * The repetition plan of every system for the given costs.
   *
   * @param costsLowestFirst the costs as given on the command line (level 1, the measurement, first)
   * @param systems one plan per system, in file order
   */
  public record Plan(double[] costsLowestFirst, List<SystemPlan> systems) {
    /** Copies the inputs. */
    public Plan {
      costsLowestFirst = costsLowestFirst.clone();
      systems = List.copyOf(systems);
    }

    @Override
    public double[] costsLowestFirst() {
      return costsLowestFirst.clone();
    }
  }

  /**
   * One system's variance components and recommended repetitions.
   *
   * @param name the system
   * @param plan the Kalibera-Jones plan
   */
  public record SystemPlan(String name, RepetitionPlan plan) {}
}
