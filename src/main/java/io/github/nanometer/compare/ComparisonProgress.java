package io.github.nanometer.compare;

import io.github.nanometer.stats.Interval;
import java.util.Optional;

/**
 * The state of a comparison after a block, for live display.
 *
 * @param block the number of blocks done
 * @param baseMeanNanos mean wall time of base so far
 * @param featureMeanNanos mean wall time of feature so far
 * @param changePercent the current interval of the change, once each side has 2 runs
 * @param thresholdPercent the threshold it is judged against
 * @param elapsedNanos time since the comparison started
 */
public record ComparisonProgress(int block, double baseMeanNanos, double featureMeanNanos,
    Optional<Interval> changePercent, double thresholdPercent, long elapsedNanos) {

  /** Receives progress after every block; must not throw. */
  @FunctionalInterface
  public interface Listener {
    /** Called after each block. */
    void afterBlock(ComparisonProgress progress);

    /** Called once when the comparison has ended (e.g. to end an updating terminal line). */
    default void finished() {}
  }
}
