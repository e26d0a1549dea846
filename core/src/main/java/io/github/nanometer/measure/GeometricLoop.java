package io.github.nanometer.measure;

import io.github.nanometer.StopReason;

/**
 * llvm-libc's geometric-growth loop: samples of N, N*1.4, ... evaluations (each product truncated
 * to an integer, with growth of at least one so small starts still grow); after each sample the
 * estimate is sum(time) / sum(evaluations). Stop rules in llvm-libc's order: precision ({@code |previous /}
 * {@code newest - 1| < epsilon}, once min samples and min duration are reached), max samples, max
 * duration, max evaluations. Times are the measured sample times, as in llvm-libc. One addition:
 * a sample never plans to run past the maximum duration: its size is capped at what the remaining
 * duration holds at the current estimate (but not below the first sample's size), so the budget is
 * not overrun by up to the growth factor; the first sample is capped likewise at the warm-up's
 * per-evaluation time when known (without a cap a large initial size ran 2^30 evaluations, 0.89 s,
 * against a 20 ms budget). Another: an optional ceiling on a sample's evaluations that, unlike
 * {@code maxEvaluations}, does not stop the loop: once reached, samples keep that size until another
 * rule stops it (used to keep every sample within one pass over a batch of random inputs).
 */
public final class GeometricLoop {
  private GeometricLoop() {}

  /** The size after {@code n}: {@code max(n + 1, (long) (n * growth))}, capped at {@code max}. */
  public static int nextEvaluations(int n, double growth, int max) {
    long grown = Math.max((long) n + 1, (long) (n * growth));
    return (int) Math.min(max, grown);
  }

  /**
   * {@code n}, capped at the evaluations that {@code remainingNanos} holds at {@code nanosPerEvaluation},
   * but never below {@code floor}.
   */
  public static int capToRemaining(int n, double remainingNanos, double nanosPerEvaluation, int floor) {
    if (!(nanosPerEvaluation > 0) || Double.isInfinite(nanosPerEvaluation)) {
      return n;
    }
    double fits = Math.floor(remainingNanos / nanosPerEvaluation);
    return (int) Math.max(floor, Math.min(n, fits));
  }

  /** Runs the loop to a stop rule, without a warm-up estimate for the first sample's cap. */
  public static SamplingOutcome run(SampleSource source, GeometricSchedule o) {
    return run(source, o, Double.NaN);
  }

  /**
   * Runs the loop to a stop rule without a ceiling on sample sizes (llvm-libc's loop; see {@link
   * #run(SampleSource, GeometricSchedule, double, int)}).
   */
  public static SamplingOutcome run(SampleSource source, GeometricSchedule o, double warmupNanosPerEvaluation) {
    return run(source, o, warmupNanosPerEvaluation, Integer.MAX_VALUE);
  }

  /**
   * Runs the loop to a stop rule.
   *
   * @param warmupNanosPerEvaluation the warm-up's time per evaluation, which caps the first
   *     sample's size to the budget (down to one evaluation); NaN when unknown (no cap on the first
   *     sample)
   * @param maxEvaluationsPerSample no sample is larger (at least 1); reaching it does not stop the
   *     loop, later samples keep this size; {@link Integer#MAX_VALUE} for llvm-libc's loop
   * @throws IllegalArgumentException when {@code maxEvaluationsPerSample} is below 1
   */
  public static SamplingOutcome run(SampleSource source, GeometricSchedule o, double warmupNanosPerEvaluation,
      int maxEvaluationsPerSample) {
    if (maxEvaluationsPerSample < 1) {
      throw new IllegalArgumentException("maxEvaluationsPerSample must be >= 1, got " + maxEvaluationsPerSample);
    }
    int floor = Math.min(o.initialEvaluations(), maxEvaluationsPerSample);
    Samples samples = new Samples();
    double minNanos = o.minDuration().toNanos();
    double maxNanos = o.maxDuration().toNanos();
    double previous = Double.NaN;
    int n = capToRemaining(floor, maxNanos, warmupNanosPerEvaluation, 1);
    while (true) {
      double nanos = source.sampleNanos(n);
      samples.add(n, nanos);
      double estimate = samples.weightedMeanNanos();
      if (samples.size() >= o.minSamples() && samples.totalNanos() >= minNanos
          && Math.abs(previous / estimate - 1) < o.epsilon()) {
        return new SamplingOutcome(samples, StopReason.PRECISION);
      }
      if (samples.size() >= o.maxSamples()) {
        return new SamplingOutcome(samples, StopReason.MAX_SAMPLES);
      }
      if (samples.totalNanos() >= maxNanos) {
        return new SamplingOutcome(samples, StopReason.MAX_DURATION);
      }
      if (n >= o.maxEvaluations()) {
        return new SamplingOutcome(samples, StopReason.MAX_EVALUATIONS);
      }
      previous = estimate;
      int next = Math.min(maxEvaluationsPerSample, nextEvaluations(n, o.growthFactor(), o.maxEvaluations()));
      n = capToRemaining(next, maxNanos - samples.totalNanos(), estimate, floor);
    }
  }
}
