package io.github.nanometer.comparison;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Descriptive;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of a sequential comparison: the verdict, the last confidence sequence of the change,
 * every measured run (warm-ups excluded) and the options, so any report can be recomputed.
 *
 * @param options the resolved options
 * @param verdict how it ended
 * @param change the confidence sequence of {@code mean(feature) / mean(base) - 1} (a fraction) after
 *     the last complete block; unbounded while it bounds nothing
 * @param runs every measured run of complete blocks, in order
 * @param blocks completed blocks
 * @param elapsedNanos total time including warm-up
 * @param cpuTimeSource where user/system times come from, or why they are unknown
 * @param containment how the commands were contained (process groups), or why not
 * @param killedAtTimeLimit whether a run in progress was killed because the time limit and its
 *     grace period had passed (its block is not kept)
 * @param failure the failing run, for {@link RegressionVerdict#COMMAND_FAILED}
 */
public record ComparisonResult(CommandComparisonOptions options, RegressionVerdict verdict, Interval change,
    List<Run> runs, int blocks, long elapsedNanos, String cpuTimeSource, String containment,
    boolean killedAtTimeLimit, Optional<Failure> failure) {

  /** Copies the runs. */
  public ComparisonResult {
    runs = List.copyOf(runs);
  }

  /**
   * A command that exited non-zero or passed its run timeout.
   *
   * @param side which command
   * @param command its text
   * @param exitCode its exit status; -1 when it timed out
   * @param stderrTail the end of its stderr
   * @param warmup whether it failed during warm-up
   * @param timedOut whether it was killed at {@code --run-timeout}
   */
  public record Failure(Side side, String command, int exitCode, String stderrTail, boolean warmup,
      boolean timedOut) {}

  /** The process exit status for this result: the verdict's. */
  public int exitCode() {
    return verdict.exitCode();
  }

  /** {@code mean(feature) / mean(base) - 1} over the kept runs; NaN when there are none. */
  public double estimate() {
    double[] base = wallNanos(Side.BASE);
    double[] feature = wallNanos(Side.FEATURE);
    if (base.length == 0 || feature.length == 0) {
      return Double.NaN;
    }
    return Descriptive.mean(feature) / Descriptive.mean(base) - 1;
  }

  /** The wall times of one side, in nanoseconds, in run order. */
  public double[] wallNanos(Side side) {
    return Run.wallNanosOf(runs, side);
  }

  /** The command text of one side. */
  public String command(Side side) {
    return options.command(side);
  }
}
