package io.github.nanometer.measure;

import io.github.nanometer.stats.Interval;
import io.github.nanometer.stats.MeanInterval;
import io.github.nanometer.stats.Sides;

/**
 * The fallback for work too long for the geometric loop's precision target (llvm-libc's rule for
 * long calls): single evaluations repeated until the Student-t confidence interval of their mean
 * is within {@code epsilon} of the mean (half-width / mean), or a sample or time limit is reached.
 */
public final class SingleEvaluations {
  private SingleEvaluations() {}

  /**
   * The outcome.
   *
   * @param samples every single-evaluation sample
   * @param lowNanos lower end of the interval of the mean (NaN with fewer than 2 samples)
   * @param highNanos upper end of the interval of the mean
   * @param confidence the interval's confidence level on 0..1
   * @param stopReason which rule stopped it
   */
  public record Outcome(Samples samples, double lowNanos, double highNanos, double confidence, StopReason stopReason) {}

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
    double sum = 0;
    double sumSquares = 0;
    double[] interval = {Double.NaN, Double.NaN};
    while (true) {
      double t = source.sampleNanos(1);
      samples.add(1, t);
      sum += t;
      sumSquares += t * t;
      int k = samples.size();
      if (k >= 2) {
        interval = tInterval(sum, sumSquares, k, confidence);
      }
      if (k >= minSamples) {
        double mean = sum / k;
        if ((interval[1] - interval[0]) / 2 <= epsilon * mean) {
          return new Outcome(samples, interval[0], interval[1], confidence, StopReason.PRECISION);
        }
      }
      if (k >= maxSamples) {
        return new Outcome(samples, interval[0], interval[1], confidence, StopReason.MAX_SAMPLES);
      }
      if (samples.totalNanos() >= maxNanos && k >= 2) {
        return new Outcome(samples, interval[0], interval[1], confidence, StopReason.MAX_DURATION);
      }
    }
  }

  private static double[] tInterval(double sum, double sumSquares, int k, double confidence) {
    double mean = sum / k;
    double variance = Math.max(0, (sumSquares - k * mean * mean) / (k - 1));
    Interval i = MeanInterval.fromEstimate(mean, Math.sqrt(variance / k), k - 1, confidence, Sides.TWO_SIDED);
    return new double[] {i.low(), i.high()};
  }
}
