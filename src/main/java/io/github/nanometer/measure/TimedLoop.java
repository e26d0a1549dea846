package io.github.nanometer.measure;

/**
 * One benchmark's timed loop: reads the clock, runs the body a given number of times, reads the
 * clock again. Instances come from {@link LoopFactory}, one hidden class per benchmark.
 */
public interface TimedLoop {
  /**
   * Runs {@code evaluations} evaluations (at least 1) between two clock reads.
   *
   * @return the elapsed clock ticks
   */
  long runTicks(int evaluations);
}
