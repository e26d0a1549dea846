package io.github.nanometer.suite;

import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.spi.SampleStatistics;
import java.util.Optional;

/**
 * One measurement of the suite: one implementation of one function on one workload, one trial,
 * one estimator, with the kernel's full {@link Result} (every raw sample). Per-call figures derive
 * from the result's samples, so they can be recomputed from a saved file.
 *
 * @param function the function
 * @param implementation the implementation's name
 * @param kind {@code libc} or {@code java}
 * @param workload the distribution's name, or {@code "size N"} in sweep and large mode
 * @param sizeBytes the fixed call size in sweep and large mode, -1 for a distribution
 * @param meanBytesPerCall the expected bytes of one call (the distribution's mean, or the fixed size)
 * @param trial the trial number, from 1
 * @param inputSeed the seed of this measurement's parameter generator
 * @param regime the input regime the samples were drawn under (the same for every estimator)
 * @param timing how the loop's timestamps were taken and converted
 * @param counts core cycles, instructions and branch misses per call from perf counters read
 *     around each timed chunk (NaN where not counted)
 * @param result the kernel's result; one evaluation is {@code regime.callsPerEvaluation()} calls
 */
public record Measurement(MemoryFunction function, String implementation, String kind, String workload,
    int sizeBytes, double meanBytesPerCall, int trial, long inputSeed, ParameterRegime regime, LoopTiming timing,
    CallCounts counts, Result result) {

  /** The estimator of this measurement. */
  public Estimator estimator() {
    return result.estimator();
  }

  /** Calls in one of the kernel's evaluations. */
  public int callsPerEvaluation() {
    return regime.callsPerEvaluation();
  }

  /** Time per call, nanoseconds: the estimator's estimate over the calls per evaluation. */
  public double nanosPerCall() {
    return result.estimateNanos() / callsPerEvaluation();
  }

  /** Bytes per nanosecond: mean bytes per call over time per call (0 for zero-byte calls). */
  public double bytesPerNanosecond() {
    return meanBytesPerCall / nanosPerCall();
  }

  /**
   * The {@code p}-quantile (0..1) of this measurement's per-call times, one per sample (the
   * sample's time over its calls): 0 gives the fastest sample, 0.5 the median.
   */
  public double quantileNanosPerCall(double p) {
    double[] perCall = samplesNanosPerCall();
    return perCall.length == 0 ? Double.NaN : SampleStatistics.quantile(perCall, p);
  }

  /** Every sample's time per call (its time over its calls), in the order taken. */
  public double[] samplesNanosPerCall() {
    int[] evals = result.evaluations();
    double[] elapsed = result.elapsedNanos();
    double[] perCall = new double[evals.length];
    for (int i = 0; i < evals.length; i++) {
      perCall[i] = elapsed[i] / ((double) evals[i] * callsPerEvaluation());
    }
    return perCall;
  }

  /** What {@link #medianIntervalPerCall()} covers. */
  public static final String MEDIAN_PER_CALL_COVERS = "median time per call over the measurement's samples (ns)";

  /**
   * The interval of {@link #nanosPerCall()}: the kernel's interval of this measurement's estimate
   * ({@link Result#interval()}, per evaluation) over the calls per evaluation, still saying what it
   * covers and how it was made, per call. Empty when the kernel gave none: the minimum has no
   * interval, and the weighted mean none from fewer than 2 samples.
   */
  public Optional<Interval> intervalPerCall() {
    return result.interval().map(i -> SampleStatistics.scaled(i, 1.0 / callsPerEvaluation(),
        i.covers().replace("per evaluation", "per call")));
  }

  /**
   * The interval of {@link #quantileNanosPerCall quantileNanosPerCall(0.5)}, the median of this
   * measurement's per-call sample times (every sample, in the order taken), at the kernel's
   * confidence ({@link Defaults#CONFIDENCE}): order statistics whose ranks widen under serial
   * correlation, each bound widened by one timer tick over the fewest calls of a sample ({@link
   * SampleStatistics#medianInterval}). It brackets that median. Empty when there are too few samples
   * for an order-statistic interval at that confidence.
   */
  public Optional<Interval> medianIntervalPerCall() {
    int[] evals = result.evaluations();
    if (evals.length == 0) {
      return Optional.empty();
    }
    double[] perCall = samplesNanosPerCall();
    int fewest = java.util.Arrays.stream(evals).min().getAsInt();
    double quantum = timing.nanosPerTick() / ((double) Math.max(1, fewest) * callsPerEvaluation());
    return SampleStatistics.medianInterval(perCall, Defaults.CONFIDENCE, quantum, MEDIAN_PER_CALL_COVERS);
  }

  /** Core cycles per call from the perf counter; NaN when not counted (never derived from time). */
  public double cyclesPerCall() {
    return counts.cyclesPerCall();
  }
}
