package io.github.nanometer.engine;

import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.stats.ForkLevels;
import io.github.nanometer.stats.ForkStopping;
import io.github.nanometer.stats.SteadyStateClass;
import io.github.nanometer.stats.StudentT;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The answer of one benchmark measured in one or more fresh JVMs: each fork's steady state ({@link
 * ForkSteadyState}: its estimator over the samples after its last changepoint, with its within-JVM
 * standard error), and over two or more forks the two-level model ({@link ForkLevels}): the mean of
 * the fork estimates with a t interval over forks, which holds the spread between JVMs. With one
 * fork the interval is that JVM's own (its estimate plus or minus the normal quantile times its
 * standard error), and {@link #oneJvm()} says the spread between JVMs was not measured.
 *
 * @param forks each fork's steady state, in fork order
 * @param levels the model over forks, present with two or more
 * @param interval the interval of {@link #estimateNanos()}, nanoseconds per evaluation
 */
public record ForkedEstimate(List<ForkSteadyState> forks, Optional<ForkLevels> levels, Interval interval) {

  /** Copies the list. */
  public ForkedEstimate {
    forks = List.copyOf(forks);
    if (forks.isEmpty()) {
      throw new IllegalArgumentException("a forked estimate needs at least one fork");
    }
  }

  /**
   * The answer from {@code results}, one per fork: each fork's steady state ({@link
   * ForkSteadyState#of(Result)}), then {@link #of(List, double)} over them.
   *
   * @param confidence a fraction in (0, 1)
   */
  public static ForkedEstimate ofResults(List<Result> results, double confidence) {
    return of(results.stream().map(ForkSteadyState::of).toList(), confidence);
  }

  /**
   * The answer from each fork's steady state, computed once per fork by the caller: with one fork
   * that JVM's own normal interval, with two or more the model over forks ({@link ForkLevels}).
   *
   * @param forks at least one, in fork order
   * @param confidence a fraction in (0, 1)
   */
  public static ForkedEstimate of(List<ForkSteadyState> forks, double confidence) {
    if (forks.size() == 1) {
      ForkSteadyState f = forks.get(0);
      double z = StudentT.normalQuantile(0.5 + confidence / 2);
      Interval ci = Interval.around(f.estimateNanos(), z * f.standardErrorNanos(), confidence,
          "the steady state of one JVM", "normal, the batch-means standard error of the last segment's blocks");
      return new ForkedEstimate(forks, Optional.empty(), ci);
    }
    double[] estimates = forks.stream().mapToDouble(ForkSteadyState::estimateNanos).toArray();
    double[] errors = forks.stream().mapToDouble(ForkSteadyState::standardErrorNanos).toArray();
    ForkLevels levels = ForkLevels.of(estimates, errors, confidence);
    return new ForkedEstimate(forks, Optional.of(levels), levels.interval());
  }

  /**
   * Whether the forks' steady states suffice for an adaptive plan with minimum {@code minForks}:
   * {@link ForkStopping#enough} over them (never below two forks).
   */
  public static boolean enough(List<ForkSteadyState> forks, int minForks, double confidence) {
    if (forks.size() < Math.max(2, minForks)) {
      return false;
    }
    return ForkStopping.enough(of(forks, confidence).levels().orElseThrow(), Math.max(2, minForks));
  }

  /** The estimate: the mean over forks, or the one fork's steady-state estimate; nanoseconds per evaluation. */
  public double estimateNanos() {
    return levels.map(ForkLevels::mean).orElse(forks.get(0).estimateNanos());
  }

  /** Whether one JVM was measured. */
  public boolean oneJvm() {
    return forks.size() == 1;
  }

  /** Whether the forks fall into more than one mode (never with one fork). */
  public boolean inconsistent() {
    return levels.map(ForkLevels::inconsistent).orElse(false);
  }

  /** Whether some fork found no steady state. */
  public boolean anyWithoutSteadyState() {
    return forks.stream().anyMatch(f -> f.steadyClass() == SteadyStateClass.NO_STEADY_STATE);
  }

  /**
   * The forks' steady-state classes with their counts, those with none left out, in the classes'
   * order: e.g. {@code 4 flat, 1 warmup}.
   */
  public String classesText() {
    List<String> parts = new java.util.ArrayList<>();
    classCounts().forEach((c, n) -> {
      if (n > 0) {
        parts.add(n + " " + c.label());
      }
    });
    return String.join(", ", parts);
  }

  /** How many forks fell in each class, every class present (0 when none). */
  public Map<SteadyStateClass, Integer> classCounts() {
    Map<SteadyStateClass, Integer> counts = new EnumMap<>(SteadyStateClass.class);
    for (SteadyStateClass c : SteadyStateClass.values()) {
      counts.put(c, 0);
    }
    forks.forEach(f -> counts.merge(f.steadyClass(), 1, Integer::sum));
    return counts;
  }
}
