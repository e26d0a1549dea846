package io.github.nanometer.comparison;

import io.github.nanometer.Interval;
import java.util.List;

/**
 * The state of a comparison after a block, for live display and for appending runs to a file as
 * they are measured.
 *
 * @param block the number of blocks done
 * @param blockRuns the runs of the block just done (base and feature, in run order)
 * @param baseMeanNanos mean wall time of base so far
 * @param featureMeanNanos mean wall time of feature so far
 * @param change the current confidence sequence of the change as a fraction of the base mean;
 *     unbounded until it can bound anything
 * @param thresholdFraction the threshold it is judged against, a fraction
 * @param elapsedNanos time since the comparison started
 */
public record ComparisonProgress(int block, List<Run> blockRuns, double baseMeanNanos, double featureMeanNanos,
    Interval change, double thresholdFraction, long elapsedNanos) {

  /** Copies the runs. */
  public ComparisonProgress {
    blockRuns = List.copyOf(blockRuns);
  }

  /** Receives progress after every block; must not throw. */
  @FunctionalInterface
  public interface Listener {
    /** Called after each block. */
    void afterBlock(ComparisonProgress progress);

    /** Called once when the comparison has ended (e.g. to end an updating terminal line). */
    default void finished() {}
  }
}
