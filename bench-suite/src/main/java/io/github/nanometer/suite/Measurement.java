package io.github.nanometer.suite;

import io.github.nanometer.Estimator;
import io.github.nanometer.Result;

/**
 * One measurement of the suite: one implementation of one function on one workload, one trial,
 * one estimator, with the kernel's full {@link Result} (every raw sample). Per-call figures derive
 * from the result's estimate, so they can be recomputed from a saved file.
 *
 * @param function the function
 * @param implementation the implementation's name
 * @param kind {@code libc} or {@code java}
 * @param workload the distribution's name, or {@code "size N"} in sweep and large mode
 * @param sizeBytes the fixed call size in sweep and large mode, -1 for a distribution
 * @param meanBytesPerCall the expected bytes of one call (the distribution's mean, or the fixed size)
 * @param trial the trial number, from 1
 * @param inputSeed the seed of this measurement's parameter generator
 * @param cyclesPerNanosecond the cycle source's rate, NaN when there is none
 * @param callsPerEvaluation calls in one of the kernel's evaluations: 1, or the batch length when
 *     the minimum estimator runs whole passes over a stratified batch ({@link SizeDrawing})
 * @param result the kernel's result
 */
public record Measurement(MemoryFunction function, String implementation, String kind, String workload,
    int sizeBytes, double meanBytesPerCall, int trial, long inputSeed, double cyclesPerNanosecond, int callsPerEvaluation,
    Result result) {

  /** The estimator of this measurement. */
  public Estimator estimator() {
    return result.estimator();
  }

  /** Time per call, nanoseconds: the estimator's estimate over the calls per evaluation. */
  public double nanosPerCall() {
    return result.estimateNanos() / callsPerEvaluation;
  }

  /** Bytes per nanosecond: mean bytes per call over time per call (0 for zero-byte calls). */
  public double bytesPerNanosecond() {
    return meanBytesPerCall / nanosPerCall();
  }

  /** Cycles per call where a cycle source exists, NaN otherwise. */
  public double cyclesPerCall() {
    return nanosPerCall() * cyclesPerNanosecond;
  }
}
