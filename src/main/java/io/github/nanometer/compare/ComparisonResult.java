package io.github.nanometer.compare;

import io.github.nanometer.stats.Interval;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of a sequential comparison: the verdict, the last interval of the change, every
 * measured run (warm-ups excluded) and the options, so any report can be recomputed.
 *
 * @param options the resolved options
 * @param verdict how it ended
 * @param changePercent the last Welch interval of {@code (feature - base) / base} in percent; empty
 *     when fewer than 2 runs per side were measured
 * @param runs every measured run, in order
 * @param blocks completed blocks
 * @param elapsedNanos total time including warm-up
 * @param cpuTimeSource where user/system times come from, or why they are unknown
 * @param failure the failing run, for {@link Verdict#COMMAND_FAILED}
 */
public record ComparisonResult(ComparisonOptions options, Verdict verdict, Optional<Interval> changePercent,
    List<Run> runs, int blocks, long elapsedNanos, String cpuTimeSource, Optional<Failure> failure) {

  /** Copies the runs. */
  public ComparisonResult {
    runs = List.copyOf(runs);
  }

  /**
   * A command that exited non-zero.
   *
   * @param benchmark which command
   * @param command its text
   * @param exitCode its exit status
   * @param stderrTail the end of its stderr
   * @param warmup whether it failed during warm-up
   */
  public record Failure(Benchmark benchmark, String command, int exitCode, String stderrTail, boolean warmup) {}

  /** The process exit status for this result: the verdict's, or the failing command's. */
  public int exitCode() {
    return failure.map(Failure::exitCode).orElse(verdict.exitCode());
  }

  /** The wall times of one side, in nanoseconds, in run order. */
  public double[] wallNanos(Benchmark benchmark) {
    return Run.wallNanosOf(runs, benchmark);
  }

  /** The command text of one side. */
  public String command(Benchmark benchmark) {
    return benchmark == Benchmark.BASE ? options.baseCommand() : options.featureCommand();
  }
}
