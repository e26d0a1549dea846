package io.github.nanometer.measure;

import io.github.nanometer.StopReason;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Takes samples of a fixed, tuned number of evaluations until the budget is used or a sample limit
 * is reached; the minimum estimator then reads the smallest per-evaluation time.
 */
public final class MinimumSampler {
  private MinimumSampler() {}

  /**
   * Samples until {@code timeUp} says so (checked after each sample, and at least {@code minSamples}
   * are always taken) or {@code maxSamples} are taken; the outcome's stop reason is MAX_SAMPLES or
   * MAX_DURATION.
   */
  public static SamplingOutcome run(SampleSource source, int evaluationsPerSample, int minSamples, int maxSamples,
      BooleanSupplier timeUp) {
    return run(source, evaluationsPerSample, minSamples, maxSamples, (Predicate<Samples>) s -> timeUp.getAsBoolean());
  }

  /**
   * As {@link #run(SampleSource, int, int, int, BooleanSupplier)}, with a test that sees the samples
   * taken so far (to measure on while they show no steady state).
   */
  public static SamplingOutcome run(SampleSource source, int evaluationsPerSample, int minSamples, int maxSamples,
      Predicate<Samples> timeUp) {
    if (evaluationsPerSample < 1) {
      throw new IllegalArgumentException("evaluationsPerSample must be >= 1, got " + evaluationsPerSample);
    }
    Samples samples = new Samples();
    while (true) {
      samples.add(evaluationsPerSample, source.sampleNanos(evaluationsPerSample));
      if (samples.size() >= maxSamples) {
        return new SamplingOutcome(samples, StopReason.MAX_SAMPLES);
      }
      if (samples.size() >= minSamples && timeUp.test(samples)) {
        return new SamplingOutcome(samples, StopReason.MAX_DURATION);
      }
    }
  }
}
