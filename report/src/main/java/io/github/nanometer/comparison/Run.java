package io.github.nanometer.comparison;

import java.util.List;

/**
 * One measured run of a comparison (warm-up runs are not kept).
 *
 * @param side which command
 * @param block the 1-based block the run belongs to
 * @param wallNanos wall-clock time
 * @param userNanos user CPU time, or -1 when unknown
 * @param systemNanos system CPU time, or -1 when unknown
 */
public record Run(Side side, int block, long wallNanos, long userNanos, long systemNanos) {

  /** The wall times of one side's runs, in nanoseconds, in run order. */
  public static double[] wallNanosOf(List<Run> runs, Side side) {
    return runs.stream().filter(r -> r.side() == side).mapToDouble(Run::wallNanos).toArray();
  }
}
