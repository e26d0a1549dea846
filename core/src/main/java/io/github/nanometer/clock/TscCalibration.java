package io.github.nanometer.clock;

import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * How many nanoseconds one timestamp-counter tick lasts, and how well that is known.
 *
 * <p>Method (when the CPU does not state the counter's frequency, as on x86-64): read a bracket
 * {@code nanoTime, counter, nanoTime} at the start and at the end of a wait of about {@link
 * #DEFAULT_DURATION_NANOS}; each bracket is the narrowest of {@link #BRACKET_TRIES} tries, and the
 * counter read is dated at the bracket's midpoint. Then {@code nanosPerTick = (midEnd - midStart) /
 * (ticksEnd - ticksStart)}.
 *
 * <p>Error bound: the counter read lies inside its bracket, so each midpoint is off by at most half
 * the bracket's width plus one nanosecond of nanoTime granularity; {@link #relativeErrorBound()} is
 * the sum of both ends' half-widths (plus 2 ns) divided by the elapsed nanoseconds. With brackets
 * of about 50 ns and 100 ms this is about 1e-6. The bound is relative to {@code System.nanoTime}'s
 * rate (CLOCK_MONOTONIC), which NTP may slew by up to 500 ppm; the TSC clock inherits that rate.
 *
 * @param nanosPerTick nanoseconds per counter tick, positive and finite
 * @param relativeErrorBound bound on the relative error of {@code nanosPerTick}, on 0..1
 * @param elapsedNanos the calibration interval in nanoseconds (0 when the frequency was given)
 * @param method how the figure was obtained, in words
 */
public record TscCalibration(double nanosPerTick, double relativeErrorBound, long elapsedNanos, String method) {

  /** The default calibration interval: 100 ms. */
  public static final long DEFAULT_DURATION_NANOS = 100_000_000L;

  /** Bracket reads tried at each end; the narrowest is kept. */
  public static final int BRACKET_TRIES = 16;

  /** Validates the figures. */
  public TscCalibration {
    if (!(nanosPerTick > 0) || !Double.isFinite(nanosPerTick)) {
      throw new IllegalArgumentException("nanosPerTick must be positive and finite, got " + nanosPerTick);
    }
    if (!(relativeErrorBound >= 0 && relativeErrorBound <= 1)) {
      throw new IllegalArgumentException("relativeErrorBound must be in [0, 1], got " + relativeErrorBound);
    }
    if (method == null || method.isBlank()) {
      throw new IllegalArgumentException("method must not be blank");
    }
  }

  /**
   * One counter read dated by the nanoTime reads just before and after it.
   *
   * @param nanosBefore {@code System.nanoTime()} read just before the counter
   * @param ticks the counter read
   * @param nanosAfter {@code System.nanoTime()} read just after the counter
   */
  public record Bracket(long nanosBefore, long ticks, long nanosAfter) {
    /** The bracket's width in nanoseconds. */
    public long widthNanos() {
      return nanosAfter - nanosBefore;
    }
  }

  /**
   * A calibration from the counter's architectural frequency (aarch64 cntfrq_el0).
   *
   * @throws IllegalArgumentException when {@code frequencyHz <= 0}
   */
  public static TscCalibration fromFrequency(long frequencyHz) {
    if (frequencyHz <= 0) {
      throw new IllegalArgumentException("frequencyHz must be positive, got " + frequencyHz);
    }
    return new TscCalibration(1e9 / frequencyHz, 0.0, 0, "architectural frequency " + frequencyHz + " Hz");
  }

  /**
   * Measures against {@code nanos} (normally {@code System::nanoTime}) over at least {@code
   * durationNanos}, parking rather than spinning; the counter must be invariant.
   *
   * @throws IllegalArgumentException when {@code durationNanos < 1_000_000} or the counter does not advance
   */
  public static TscCalibration measure(LongSupplier ticks, LongSupplier nanos, long durationNanos) {
    if (durationNanos < 1_000_000) {
      throw new IllegalArgumentException("durationNanos must be in [1000000, " + Long.MAX_VALUE + "], got "
          + durationNanos);
    }
    Bracket start = narrowestBracket(ticks, nanos);
    long deadline = start.nanosAfter() + durationNanos;
    for (long now = nanos.getAsLong(); now - deadline < 0; now = nanos.getAsLong()) {
      LockSupport.parkNanos(deadline - now);
    }
    return fromBrackets(start, narrowestBracket(ticks, nanos));
  }

  /**
   * The calibration implied by two brackets; pure, so the arithmetic and the bound are testable.
   *
   * @throws IllegalArgumentException when a bracket has negative width or time or ticks did not
   *     advance from {@code start} to {@code end}
   */
  public static TscCalibration fromBrackets(Bracket start, Bracket end) {
    if (start.widthNanos() < 0 || end.widthNanos() < 0) {
      throw new IllegalArgumentException("a bracket has negative width: " + start + ", " + end);
    }
    long elapsedTicks = end.ticks() - start.ticks();
    double elapsedNanos = (end.nanosBefore() + end.nanosAfter()) / 2.0 - (start.nanosBefore() + start.nanosAfter()) / 2.0;
    if (elapsedTicks <= 0 || !(elapsedNanos > 0)) {
      throw new IllegalArgumentException("the counter or nanoTime did not advance: " + elapsedTicks + " ticks in "
          + elapsedNanos + " ns");
    }
    double uncertaintyNanos = (start.widthNanos() + end.widthNanos()) / 2.0 + 2.0;
    double bound = Math.min(1.0, uncertaintyNanos / elapsedNanos);
    return new TscCalibration(elapsedNanos / elapsedTicks, bound, Math.round(elapsedNanos),
        "calibrated against System.nanoTime over " + Math.round(elapsedNanos / 1e6) + " ms");
  }

  /** The counter's frequency implied by {@link #nanosPerTick()}, in Hz. */
  public double frequencyHz() {
    return 1e9 / nanosPerTick;
  }

  private static Bracket narrowestBracket(LongSupplier ticks, LongSupplier nanos) {
    Bracket best = null;
    for (int i = 0; i < BRACKET_TRIES; i++) {
      long before = nanos.getAsLong();
      long t = ticks.getAsLong();
      long after = nanos.getAsLong();
      Bracket b = new Bracket(before, t, after);
      if (best == null || b.widthNanos() < best.widthNanos()) {
        best = b;
      }
    }
    return best;
  }
}
