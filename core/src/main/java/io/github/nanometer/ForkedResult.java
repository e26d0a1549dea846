package io.github.nanometer;

import java.util.List;
import java.util.Optional;

/**
 * A forked experiment's outcome: each fork's complete result, the iteration estimates drawn from
 * them, and the Kalibera-Jones summary over the two levels (forks, iterations), computed by the
 * same code as {@code nanometer analyze}'s summary of each system of a saved file.
 *
 * @param name the benchmark's name
 * @param iterationNanos {@code iterationNanos[f][i]}: time per evaluation of iteration i in fork f
 *     (the block means of fork f's samples)
 * @param meanNanos the grand mean time per evaluation, nanoseconds
 * @param meanInterval the Kalibera-Jones t interval of the mean over fork means (section 6.2)
 * @param bootstrapInterval the bootstrap interval of the mean (fork means resampled, seeded), present
 *     from {@code HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS} forks, where it covers what it claims;
 *     below that absent, and the t interval stands alone
 * @param bootstrapAbsence why {@code bootstrapInterval} is absent; empty when it is present
 * @param forkVariance the variance the forks add (Kalibera and Jones's T^2 at the fork level,
 *     ns^2; at or below 0 when they add none measurable)
 * @param iterationVariance the variance of iterations within a fork (T^2 at the lowest level, ns^2)
 * @param environment the parent JVM's environment when it launched the forks (machine, JVM, doctor
 *     report); each fork's own, captured in the child, is in its result
 * @param forkResults each fork's complete result as the child wrote it (every raw sample, the
 *     options it applied, its environment), read back from its {@code nanometer-results} document
 */
public record ForkedResult(String name, double[][] iterationNanos, double meanNanos, Interval meanInterval,
    Optional<Interval> bootstrapInterval, String bootstrapAbsence, double forkVariance,
    double iterationVariance, Environment environment, List<Result> forkResults) {

  /**
   * Requires every part, and a bootstrap interval or the reason it is absent (not both); deep-copies
   * the estimates; copies the fork results.
   *
   * @throws IllegalArgumentException when a part is null, the two are both given or both missing,
   *     or the fork results do not match the forks of {@code iterationNanos}
   */
  public ForkedResult {
    if (name == null || iterationNanos == null || meanInterval == null || bootstrapInterval == null
        || bootstrapAbsence == null || environment == null || forkResults == null) {
      throw new IllegalArgumentException("name, iterationNanos, meanInterval, bootstrapInterval, bootstrapAbsence, "
          + "environment and forkResults must not be null");
    }
    if (bootstrapInterval.isPresent() == !bootstrapAbsence.isEmpty()) {
      throw new IllegalArgumentException("a bootstrap interval or the reason it is absent, not both or neither");
    }
    if (forkResults.size() != iterationNanos.length) {
      throw new IllegalArgumentException("one result per fork: " + iterationNanos.length + " forks of iterations, "
          + forkResults.size() + " fork results");
    }
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
