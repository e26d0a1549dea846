package io.github.nanometer.stats;

/**
 * When a forked measurement has enough forks: at least {@code minForks}, and the interval over
 * forks no wider (half-width) than the larger of {@link #RELATIVE_HALF_WIDTH} of the mean and
 * {@link #WITHIN_FACTOR} times one fork's own half-width ({@link ForkLevels#withinHalfWidth()}). The
 * second term lets a benchmark whose forks agree to within their own noise stop, however noisy
 * each fork is; the first stops one that is already precise enough to publish. A caller adds a
 * wall-time cap of its own.
 *
 * <p>Stopping on the data is optional stopping, and a t interval from 3 forks of a benchmark whose
 * JVMs settle in two modes misses the mean whenever the first forks all land in one mode: the
 * minimum fork count, not this rule, bounds that risk. {@code ForkStoppingCoverageTest} simulates the
 * coverage of the rule with the engine's minimum and cap (unimodal and two-mode JVM populations);
 * docs/lab/fork-stopping.md records the figures.
 */
public final class ForkStopping {
  /** The half-width, as a fraction of the mean, at which any fork count from the minimum on is enough. */
  public static final double RELATIVE_HALF_WIDTH = 0.01;
  /** How many times one fork's own half-width the interval over forks may be and still be enough. */
  public static final double WITHIN_FACTOR = 2.0;

  private ForkStopping() {}

  /**
   * Whether {@code levels} has enough forks.
   *
   * @param minForks at least 2
   */
  public static boolean enough(ForkLevels levels, int minForks) {
    if (minForks < 2) {
      throw new IllegalArgumentException("minForks must be >= 2, got " + minForks);
    }
    if (levels.forks() < minForks) {
      return false;
    }
    double allowed = Math.max(RELATIVE_HALF_WIDTH * Math.abs(levels.mean()), WITHIN_FACTOR * levels.withinHalfWidth());
    return levels.interval().halfWidth() <= allowed;
  }
}
