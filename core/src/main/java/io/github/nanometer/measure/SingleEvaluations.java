package io.github.nanometer.measure;

import io.github.nanometer.Interval;
import io.github.nanometer.StopReason;
import io.github.nanometer.stats.MeanInterval;
import io.github.nanometer.stats.Sides;

/**
 * The fallback for work too long for the geometric loop's precision target (llvm-libc's rule for
 * long calls): single evaluations repeated until the Student-t confidence interval of their mean
 * is within {@code epsilon} of the mean (half-width / mean), or a sample or time limit is reached;
 * every rule waits for {@code minSamples}.
 */
public final class SingleEvaluations {
  private SingleEvaluations() {}

  /**
   * The outcome.
   *
   * @param samples every single-evaluation sample
   * @param meanInterval the t interval of the mean time of one evaluation, nanoseconds (every outcome
   *     has at least 2 samples, so it always exists)
   * @param stopReason which rule stopped it
   */
  public record Outcome(Samples samples, Interval meanInterval, StopReason stopReason) {}

  /**
   * Repeats single evaluations.
   *
   * @param confidence on (0, 1), e.g. 0.95
   * @param epsilon target relative half-width, e.g. 0.01
   * @param minSamples at least 2
   */
  public static Outcome run(SampleSource source, double confidence, double epsilon, int minSamples, int maxSamples,
      double maxNanos) {
    if (minSamples < 2 || maxSamples < minSamples) {
      throw new IllegalArgumentException("need 2 <= minSamples <= maxSamples, got " + minSamples + ", " + maxSamples);
    }
    Samples samples = new Samples();
    double mean = 0;
    double squaredDeviations = 0;
    Interval interval = null;
    while (true) {
      double t = source.sampleNanos(1);
      samples.add(1, t);
      int k = samples.size();
      // Welford's update: a one-pass sum of squares cancels catastrophically for long work with
      // small noise (1e8 ns +- 50 ns loses the variance to rounding).
      double delta = t - mean;
      mean += delta / k;
      squaredDeviations += delta * (t - mean);
      if (k >= 2) {
        interval = tInterval(mean, squaredDeviations / (k - 1), k, confidence);
      }
      // minSamples >= 2, so every return below has an interval.
      if (k >= minSamples) {
        if (interval.halfWidth() <= epsilon * mean) {
          return new Outcome(samples, interval, StopReason.PRECISION);
        }
      }
      if (k >= maxSamples) {
        return new Outcome(samples, interval, StopReason.MAX_SAMPLES);
      }
      if (samples.totalNanos() >= maxNanos && k >= minSamples) {
        return new Outcome(samples, interval, StopReason.MAX_DURATION);
      }
    }
  }

  private static Interval tInterval(double mean, double variance, int k, double confidence) {
    return MeanInterval.fromEstimate(mean, Math.sqrt(variance / k), k - 1, confidence, Sides.TWO_SIDED,
        "mean time of single evaluations (ns)");
  }
}
