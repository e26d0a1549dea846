package io.github.nanometer;

import java.time.Duration;

/**
 * Settings of the geometric-growth weighted-mean loop ({@link Options#geometric()}); {@link
 * #llvmDefaults()} are llvm-libc's {@code BenchmarkOptions} defaults. The engine runs the loop with
 * them as they are checked here.
 *
 * @param initialEvaluations evaluations in the first sample, at least 1
 * @param growthFactor factor between consecutive sample sizes, at least 1 (growth is still
 *     guaranteed: the next size is at least the previous plus one)
 * @param minSamples samples before the precision rule may stop the loop
 * @param maxSamples the loop stops after this many samples
 * @param minDuration measured time before the precision rule may stop the loop
 * @param maxDuration the loop stops once the measured time reaches this; at most {@link
 *     #LONGEST_DURATION}
 * @param maxEvaluations the loop stops after a sample of this many evaluations; sizes are capped there
 * @param epsilon the precision rule: stop when {@code |previous / newest estimate - 1| < epsilon}
 */
public record GeometricOptions(int initialEvaluations, double growthFactor, int minSamples, int maxSamples,
    Duration minDuration, Duration maxDuration, int maxEvaluations, double epsilon) {

  /** The longest duration the loop takes: the most nanoseconds a long holds, about 292 years. */
  public static final Duration LONGEST_DURATION = Duration.ofNanos(Long.MAX_VALUE);

  /** Validates every field; messages name the field, the value and the accepted range. */
  public GeometricOptions {
    if (initialEvaluations < 1) {
      throw new IllegalArgumentException("initialEvaluations must be >= 1, got " + initialEvaluations);
    }
    if (!(growthFactor >= 1) || !Double.isFinite(growthFactor)) {
      throw new IllegalArgumentException("growthFactor must be finite and >= 1, got " + growthFactor);
    }
    if (minSamples < 1 || maxSamples < minSamples) {
      throw new IllegalArgumentException("need 1 <= minSamples <= maxSamples, got " + minSamples + " and " + maxSamples);
    }
    if (minDuration == null || maxDuration == null || minDuration.isNegative() || maxDuration.compareTo(minDuration) < 0
        || maxDuration.compareTo(LONGEST_DURATION) > 0) {
      throw new IllegalArgumentException("need 0 <= minDuration <= maxDuration <= " + LONGEST_DURATION.toNanos()
          + " ns (about 292 years), got " + minDuration + " and " + maxDuration);
    }
    if (maxEvaluations < initialEvaluations) {
      throw new IllegalArgumentException("maxEvaluations must be >= initialEvaluations (" + initialEvaluations
          + "), got " + maxEvaluations);
    }
    if (!(epsilon > 0 && epsilon < 1)) {
      throw new IllegalArgumentException("epsilon must be in (0, 1), got " + epsilon);
    }
  }

  /** llvm-libc's defaults: 1 evaluation, x1.4, 4..1000 samples, 0..10 s, 10^7 evaluations, epsilon 0.01. */
  public static GeometricOptions llvmDefaults() {
    return new GeometricOptions(1, 1.4, 4, 1000, Duration.ZERO, Duration.ofSeconds(10), 10_000_000, 0.01);
  }

  /** A copy with another maximum duration. */
  public GeometricOptions withMaxDuration(Duration d) {
    Duration min = minDuration.compareTo(d) > 0 ? d : minDuration;
    return new GeometricOptions(initialEvaluations, growthFactor, minSamples, maxSamples, min, d, maxEvaluations, epsilon);
  }

  /** A copy with another first sample size. */
  public GeometricOptions withInitialEvaluations(int n) {
    return new GeometricOptions(n, growthFactor, minSamples, maxSamples, minDuration, maxDuration,
        Math.max(n, maxEvaluations), epsilon);
  }

  /** A copy with other sample bounds. */
  public GeometricOptions withSamples(int min, int max) {
    return new GeometricOptions(initialEvaluations, growthFactor, min, max, minDuration, maxDuration, maxEvaluations, epsilon);
  }

  /** A copy with other duration bounds. */
  public GeometricOptions withDurations(Duration min, Duration max) {
    return new GeometricOptions(initialEvaluations, growthFactor, minSamples, maxSamples, min, max, maxEvaluations, epsilon);
  }
}
