package io.github.nanometer.measure;

/**
 * llvm-libc's geometric-growth loop: samples of N, N*1.4, ... evaluations (each product truncated
 * to an integer, with growth of at least one so small starts still grow); after each sample the
 * estimate is sum(time) / sum(evaluations). Stop rules in llvm-libc's order: precision (|previous /
 * newest - 1| < epsilon, once min samples and min duration are reached), max samples, max
 * duration, max evaluations. Times are the measured sample times, as in llvm-libc.
 *
 * <p>Unlike llvm-libc, a sample never plans to overrun the budget: its size is capped so that, at
 * the newest estimate (for the first sample, the warm-up's per-evaluation time when known), it
 * fits in what remains of {@code maxDuration}, and is at least one evaluation. Without the cap a
 * large initial size ran 2^30 evaluations, 0.89 s, against a 20 ms budget.
 */
public final class GeometricLoop {
  private GeometricLoop() {}

  /**
   * The loop's outcome.
   *
   * @param samples every sample taken
   * @param stopReason which rule stopped it
   */
  public record Outcome(Samples samples, StopReason stopReason) {
    /** sum(time) / sum(evaluations). */
    public double estimateNanos() {
      return samples.weightedMeanNanos();
    }
  }

  /** The size after {@code n}: {@code max(n + 1, (long) (n * growth))}, capped at {@code max}. */
  public static int nextEvaluations(int n, double growth, int max) {
    long grown = Math.max((long) n + 1, (long) (n * growth));
    return (int) Math.min(max, grown);
  }

  /** Runs the loop to a stop rule, without a warm-up estimate for the first sample's cap. */
  public static Outcome run(SampleSource source, GeometricOptions o) {
    return run(source, o, Double.NaN);
  }

  /**
   * Runs the loop to a stop rule.
   *
   * @param warmupNanosPerEvaluation the warm-up's time per evaluation, which caps the first
   *     sample's size to the budget; NaN when unknown (no cap on the first sample)
   */
  public static Outcome run(SampleSource source, GeometricOptions o, double warmupNanosPerEvaluation) {
    Samples samples = new Samples();
    double minNanos = o.minDuration().toNanos();
    double maxNanos = o.maxDuration().toNanos();
    double previous = Double.NaN;
    int n = fitting(o.initialEvaluations(), maxNanos, warmupNanosPerEvaluation);
    while (true) {
      double nanos = source.sampleNanos(n);
      samples.add(n, nanos);
      double estimate = samples.weightedMeanNanos();
      if (samples.size() >= o.minSamples() && samples.totalNanos() >= minNanos
          && Math.abs(previous / estimate - 1) < o.epsilon()) {
        return new Outcome(samples, StopReason.PRECISION);
      }
      if (samples.size() >= o.maxSamples()) {
        return new Outcome(samples, StopReason.MAX_SAMPLES);
      }
      if (samples.totalNanos() >= maxNanos) {
        return new Outcome(samples, StopReason.MAX_DURATION);
      }
      if (n >= o.maxEvaluations()) {
        return new Outcome(samples, StopReason.MAX_EVALUATIONS);
      }
      previous = estimate;
      n = fitting(nextEvaluations(n, o.growthFactor(), o.maxEvaluations()), maxNanos - samples.totalNanos(),
          estimate);
    }
  }

  /** {@code n}, or fewer (at least 1) when {@code n} evaluations of {@code nanosPerEvaluation} exceed {@code remainingNanos}. */
  static int fitting(int n, double remainingNanos, double nanosPerEvaluation) {
    if (!(nanosPerEvaluation > 0) || Double.isInfinite(nanosPerEvaluation)) {
      return n;
    }
    double fit = Math.floor(remainingNanos / nanosPerEvaluation);
    return fit >= n ? n : (int) Math.max(1, fit);
  }
}
