package io.github.nanometer.suite;

import io.github.nanometer.CounterEvent;

/**
 * Per-call hardware counts of a measurement, from perf counters read around each timed chunk of
 * its measured samples (warm-up excluded). NaN where the event was not counted.
 *
 * @param cyclesPerCall core cycles (PERF_COUNT_HW_CPU_CYCLES) per call
 * @param instructionsPerCall retired instructions per call
 * @param branchMissesPerCall mispredicted branches per call
 */
public record CallCounts(double cyclesPerCall, double instructionsPerCall, double branchMissesPerCall) {

  /** Nothing counted. */
  public static final CallCounts NONE = new CallCounts(Double.NaN, Double.NaN, Double.NaN);

  /**
   * The per-call counts of a result's samples: the kernel runs warm-up and tuning samples first,
   * so its measured samples are the last ones {@code counters} saw. {@link #NONE} unless those
   * made exactly the calls {@code evaluations} (times {@code callsPerEvaluation}) says, in order.
   */
  public static CallCounts of(CallCounters counters, int[] evaluations, int callsPerEvaluation) {
    long[] calls = new long[evaluations.length];
    for (int i = 0; i < calls.length; i++) {
      calls[i] = (long) evaluations[i] * callsPerEvaluation;
    }
    if (!counters.lastSamplesMatch(calls)) {
      return NONE;
    }
    int n = calls.length;
    return new CallCounts(counters.perCall(CounterEvent.CYCLES, n), counters.perCall(CounterEvent.INSTRUCTIONS, n),
        counters.perCall(CounterEvent.BRANCH_MISSES, n));
  }
}
