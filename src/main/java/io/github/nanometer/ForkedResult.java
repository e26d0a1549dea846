package io.github.nanometer;

import io.github.nanometer.stats.ConfidenceInterval;
import io.github.nanometer.stats.VarianceComponents;
import java.util.List;
import java.util.Optional;

/**
 * A forked experiment's outcome: each fork's iteration estimates and the Kalibera-Jones
 * statistics over the two levels (forks, iterations).
 *
 * @param name the benchmark's name
 * @param iterationNanos {@code iterationNanos[f][i]}: time per evaluation of iteration i in fork f
 * @param meanNanos the grand mean
 * @param meanInterval the interval of the mean over fork means (Kalibera and Jones, 6.2)
 * @param bootstrapInterval the bootstrap interval of the mean (fork means resampled, seeded), present
 *     from {@code HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS} forks, where it covers what it claims;
 *     below that {@code meanInterval} stands alone
 * @param confidence the intervals' level on 0..1
 * @param variance per-level variance estimates (forks, then iterations)
 * @param forkResults each fork's complete result as the child wrote it (every raw sample, the
 *     options it applied, its environment), read back from its {@code nanometer-results} document
 */
public record ForkedResult(String name, double[][] iterationNanos, double meanNanos, ConfidenceInterval meanInterval,
    Optional<ConfidenceInterval> bootstrapInterval, double confidence, VarianceComponents variance, List<Result> forkResults) {

  /** Deep-copies the estimates; copies the fork results. */
  public ForkedResult {
    iterationNanos = copy(iterationNanos);
    forkResults = List.copyOf(forkResults);
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
