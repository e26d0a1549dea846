package io.github.nanometer.measure;

import io.github.nanometer.GeometricOptions;
import java.time.Duration;

/**
 * What the geometric-growth loop ({@link GeometricLoop}) runs by: the API's {@code GeometricOptions},
 * already checked there, as the engine hands them down ({@link #of}).
 *
 * @param initialEvaluations evaluations in the first sample, at least 1
 * @param growthFactor factor between consecutive sample sizes, at least 1 (the next size is at least
 *     the previous plus one)
 * @param minSamples samples before the precision rule may stop the loop
 * @param maxSamples the loop stops after this many samples
 * @param minDuration measured time before the precision rule may stop the loop
 * @param maxDuration the loop stops once the measured time reaches this
 * @param maxEvaluations the loop stops after a sample of this many evaluations; sizes are capped there
 * @param epsilon the precision rule: stop when {@code |previous / newest estimate - 1| < epsilon}
 */
public record GeometricSchedule(int initialEvaluations, double growthFactor, int minSamples, int maxSamples,
    Duration minDuration, Duration maxDuration, int maxEvaluations, double epsilon) {

  /** The schedule of the API's (checked) settings, field for field. */
  public static GeometricSchedule of(GeometricOptions g) {
    return new GeometricSchedule(g.initialEvaluations(), g.growthFactor(), g.minSamples(), g.maxSamples(),
        g.minDuration(), g.maxDuration(), g.maxEvaluations(), g.epsilon());
  }
}
