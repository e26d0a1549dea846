package io.github.nanometer.measure;

import io.github.nanometer.StopReason;

/**
 * What a sampling loop took and why it stopped: the outcome of {@link MinimumSampler#run} and of
 * {@link GeometricLoop#run}.
 *
 * @param samples every sample taken, in order
 * @param stopReason which rule stopped the loop
 */
public record SamplingOutcome(Samples samples, StopReason stopReason) {

  /** sum(time) / sum(evaluations) over the samples: the weighted mean, in nanoseconds per evaluation. */
  public double estimateNanos() {
    return samples.weightedMeanNanos();
  }
}
