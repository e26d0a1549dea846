package io.github.nanometer.analysis;

import io.github.nanometer.Interval;
import io.github.nanometer.toolstats.RepetitionPlan;
import java.util.List;
import java.util.Optional;

/**
 * What {@code nanometer analyze} computed from a saved CSV file: per system the mean with its
 * Kalibera-Jones interval (and the bootstrap interval where enough top-level units make it cover),
 * per candidate the ratio and relative change against the base system, and optionally the
 * repetition plan. Keeps its inputs (confidence, bootstrap resamples and seed, costs) so it
 * describes itself. Changes are fractions (0.05 = +5%).
 *
 * @param source the file name
 * @param valueName the measured column
 * @param levelNames the level names, highest first
 * @param confidence the confidence of every interval, a fraction
 * @param bootstrapResamples bootstrap replicates per interval (0 when the bootstrap was left out for size)
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
   * A quantity that may not be computable for this data, with the reason when it is not (e.g. the
   * bootstrap below its floor of top-level units, a relative change against a non-positive base).
   *
   * @param interval the interval, when computed
   * @param reasonAbsent why it is absent, empty when {@code interval} is present
   */
  public record Maybe(Optional<Interval> interval, String reasonAbsent) {
    /** Requires exactly one of an interval and a reason. */
    public Maybe {
      if (interval.isPresent() == !reasonAbsent.isEmpty()) {
        throw new IllegalArgumentException("an interval or a reason, not both or neither");
      }
    }

    /** A computed interval. */
    public static Maybe of(Interval interval) {
      return new Maybe(Optional.of(interval), "");
    }

    /** A quantity left out, with the reason. */
    public static Maybe absent(String reason) {
      return new Maybe(Optional.empty(), reason);
    }
  }

  /**
   * One system's mean.
   *
   * @param name the system
   * @param repetitions repetitions per level, highest first
   * @param n the number of values
   * @param mean the grand mean
   * @param ci Kalibera and Jones's t interval over the top-level unit means (section 6.2): covers the
   *     mean; its method states the simulated coverage for log-normal unit means like these where
   *     that is below 93% ({@link io.github.nanometer.toolstats.SkewedMeanCoverage})
   * @param skewCorrectedCi Hall's skewness-corrected t interval over the same unit means, the one
   *     chosen by simulation for skewed data (absent below 3 units), its method stating the
   *     simulated coverage where that is below 93%
   * @param bootstrapCi the bootstrap interval of the mean (top-level units resampled), or why it is left out
   */
  public record SystemSummary(String name, int[] repetitions, int n, double mean, Interval ci,
      Maybe skewCorrectedCi, Maybe bootstrapCi) {
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
   * @param fieller Fieller's interval of the ratio on top-level unit means, Welch-Satterthwaite df
   *     (unbounded when the base mean is not significantly different from 0)
   * @param bootstrap the bootstrap interval of the ratio, or why it is left out
   * @param relativeChange {@code ratio - 1}'s interval (Fieller, Welch-Satterthwaite df, minus 1):
   *     covers the relative change, accounting for the base mean's uncertainty; absent for a
   *     non-positive base mean
   * @param cbdrWelch cbdr's published interval: Welch's interval of the difference of top-level unit
   *     means divided by the base mean (taken as exact), a fraction; absent for a non-positive base mean
   */
  public record RatioComparison(String base, String candidate, double ratio, Interval fieller, Maybe bootstrap,
      Maybe relativeChange, Maybe cbdrWelch) {}

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
