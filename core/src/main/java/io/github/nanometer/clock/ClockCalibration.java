package io.github.nanometer.clock;

import io.github.nanometer.ClockSummary;
import java.util.Arrays;

/**
 * Measures a clock's read cost, precision and accuracy ({@link ClockSummary}).
 *
 * <p>Method: after a warm-up, (1) read cost = the least, over 5 rounds, of the mean tick
 * difference across 20,000 back-to-back reads; (2) 100,000 back-to-back read pairs give the pair
 * deltas; precision (granularity) is the smallest non-zero step seen, either a non-zero pair delta
 * or a gap between two distinct delta values, since a 1 ns clock read that costs 20 ns still shows
 * deltas of 20, 21, 22 ns; (3) accuracy is 100 times the 99th-percentile pair delta: the interval
 * over which one reading pair's error stays below 1% in 99 of 100 cases.
 *
 * <p>Implementation notes: the loops read the clock through the {@link Clock} interface. Each
 * calibration runs them in a fresh hidden copy of {@link CalibrationLoops}, so the call site only
 * ever sees one clock class; calibrating a second clock in a shared loop made the call
 * polymorphic and doubled nanoTime's apparent read cost (63 ns instead of 31 ns, measured).
 */
public final class ClockCalibration {

  private static final int WARMUP_READS = 200_000;
  private static final int COST_READS = 20_000;
  private static final int COST_ROUNDS = 5;
  private static final int PAIRS = 100_000;

  private ClockCalibration() {}

  /** Calibrates the clock; takes well under a second. */
  public static ClockSummary calibrate(Clock clock) {
    long[] deltas = new long[PAIRS];
    double readCost = CalibrationLoops.run(clock, WARMUP_READS, COST_ROUNDS, COST_READS, deltas);
    return fromPairDeltas(clock.name(), Math.max(readCost, Double.MIN_NORMAL), deltas, clock.nanosPerTick());
  }

  /**
   * The facts implied by a read cost and a set of back-to-back pair deltas in ticks; pure, so the
   * definitions are testable on recorded data.
   *
   * @throws IllegalArgumentException when {@code deltasTicks} is empty or holds a negative delta
   */
  public static ClockSummary fromPairDeltas(String name, double readCostNanos, long[] deltasTicks, double nanosPerTick) {
    if (deltasTicks.length == 0) {
      throw new IllegalArgumentException("deltasTicks must not be empty");
    }
    long[] sorted = deltasTicks.clone();
    Arrays.sort(sorted);
    if (sorted[0] < 0) {
      throw new IllegalArgumentException("clock went backwards: pair delta " + sorted[0] + " ticks");
    }
    long stepTicks = Long.MAX_VALUE;
    for (int i = 0; i < sorted.length; i++) {
      if (sorted[i] > 0) {
        stepTicks = Math.min(stepTicks, sorted[i]);
      }
      if (i > 0 && sorted[i] != sorted[i - 1] && sorted[i - 1] >= 0) {
        stepTicks = Math.min(stepTicks, sorted[i] - sorted[i - 1]);
      }
    }
    if (stepTicks == Long.MAX_VALUE) {
      stepTicks = 1; // every delta was zero: the clock never moved between reads; assume one tick
    }
    double precisionNanos = stepTicks * nanosPerTick;
    double median = sorted[(sorted.length - 1) / 2] * nanosPerTick;
    double p99 = sorted[(int) Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] * nanosPerTick;
    double accuracyNanos = 100.0 * Math.max(p99, precisionNanos);
    return new ClockSummary(name, readCostNanos, precisionNanos, accuracyNanos, median, p99);
  }
}
