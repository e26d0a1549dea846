package io.github.nanometer.measure;

/**
 * One benchmark's timed loop: reads the clock, runs the body a given number of times, reads the
 * clock again. Instances come from {@link LoopFactory}, one hidden class per benchmark.
 *
 * <p><b>Loop shape.</b> Every template has the shape of JMH's measurement loop: one call of the
 * body per iteration, and an exit test that reads a volatile field every iteration (JMH reads its
 * volatile {@code isDone}; the templates read their trip count, written just before the first clock
 * read). The volatile read keeps the JIT from turning the loop into a counted loop that it unrolls,
 * so successive calls get no more overlap in the CPU than JMH's loop gives them. This matters for
 * throughput-mode bodies shorter than the CPU's out-of-order window: measured on a 2-vCPU AMD EPYC
 * guest (docs/lab/jmh-side-by-side.md, "Loop shape"), a counted loop read a 100-step LCG at 86.1 ns and a 256-int
 * sum at 57.8 ns, 5% below the 90.7 and 60.6 ns of this shape; with it, nanometer reads them at
 * 89.5 and 60.6 ns beside JMH 1.37's 89.2 and 59.8 ns. Bodies longer than about 1 us are not
 * affected. The cost is one load and compare per call, which JMH's numbers include as well.
 */
public interface TimedLoop {
  /**
   * Runs {@code evaluations} evaluations (at least 1) between two clock reads.
   *
   * @return the elapsed clock ticks
   */
  long runTicks(int evaluations);
}
