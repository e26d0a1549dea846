package io.github.nanometer;

import io.github.nanometer.compare.AnalysisResult.SystemSummary;
import io.github.nanometer.stats.ConfidenceInterval;
import io.github.nanometer.stats.VarianceComponents;
import java.util.List;
import java.util.Optional;

/**
 * A forked experiment's outcome: each fork's complete result, the iteration estimates drawn from
 * them, and the Kalibera-Jones summary over the two levels (forks, iterations) — the same {@link
 * SystemSummary} that {@code nanometer analyze} computes for each system of a saved file, by the
 * same code.
 *
 * @param name the benchmark's name
 * @param iterationNanos {@code iterationNanos[f][i]}: time per evaluation of iteration i in fork f
 *     (the block means of fork f's samples)
 * @param summary the grand mean, its interval over fork means (Kalibera and Jones, 6.2) and the
 *     bootstrap interval of the mean (fork means resampled, seeded), present from {@code
 *     HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS} forks, where it covers what it claims; below that
 *     absent with the reason, and the t interval stands alone
 * @param variance per-level variance estimates (forks, then iterations)
 * @param environment the parent JVM's environment when it launched the forks (machine, JVM, doctor
 *     report); each fork's own, captured in the child, is in its result
 * @param forkResults each fork's complete result as the child wrote it (every raw sample, the
 *     options it applied, its environment), read back from its {@code nanometer-results} document
 */
public record ForkedResult(String name, double[][] iterationNanos, SystemSummary summary, VarianceComponents variance,
    Environment environment, List<Result> forkResults) {

  /** Requires every part; deep-copies the estimates; copies the fork results. */
  public ForkedResult {
    if (name == null || iterationNanos == null || summary == null || variance == null || environment == null
        || forkResults == null) {
      throw new IllegalArgumentException("name, iterationNanos, summary, variance, environment and forkResults "
          + "must not be null");
    }
    if (forkResults.size() != iterationNanos.length) {
      throw new IllegalArgumentException("one result per fork: " + iterationNanos.length + " forks of iterations, "
          + forkResults.size() + " fork results");
    }
    iterationNanos = copy(iterationNanos);
    forkResults = List.copyOf(forkResults);
  }

  /** The grand mean time per evaluation, nanoseconds ({@code summary().mean()}). */
  public double meanNanos() {
    return summary.mean();
  }

  /** The Kalibera-Jones t interval of the mean over fork means ({@code summary().ci()}). */
  public ConfidenceInterval meanInterval() {
    return summary.ci();
  }

  /** The bootstrap interval of the mean, or empty below the forks where it covers ({@code summary().bootstrapCi()}). */
  public Optional<ConfidenceInterval> bootstrapInterval() {
    return summary.bootstrapCi().interval();
  }

  @Override
  public double[][] iterationNanos() {
    return copy(iterationNanos);
  }

  private static double[][] copy(double[][] x) {
    double[][] c = new double[x.length][];
    for (int i = 0; i < x.length; i++) {
      c[i] = x[i].clone();
    }
    return c;
  }
}
