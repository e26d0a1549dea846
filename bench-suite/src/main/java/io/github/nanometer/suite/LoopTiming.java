package io.github.nanometer.suite;

import java.util.Locale;

/**
 * How a memory loop's timestamps were taken and converted to nanoseconds: the timer, the
 * nanoseconds one tick lasts, the bound on that figure's relative error, and how it was obtained.
 * Recorded with every measurement so a reader knows what the nanoseconds rest on.
 *
 * @param timer the timestamp read, e.g. {@code "tsc"}, {@code "CLOCK_MONOTONIC"}, {@code "System.nanoTime"}
 * @param nanosPerTick nanoseconds per tick, positive (1 for nanosecond clocks)
 * @param relativeErrorBound bound on the relative error of {@code nanosPerTick}, on 0..1 (0 when exact)
 * @param method how {@code nanosPerTick} was obtained, in words
 */
public record LoopTiming(String timer, double nanosPerTick, double relativeErrorBound, String method) {

  /** Checks the ranges. */
  public LoopTiming {
    if (timer == null || method == null) {
      throw new IllegalArgumentException("timer and method must not be null");
    }
    if (!(nanosPerTick > 0) || !Double.isFinite(nanosPerTick)) {
      throw new IllegalArgumentException("nanosPerTick must be positive and finite, got " + nanosPerTick);
    }
    if (!(relativeErrorBound >= 0 && relativeErrorBound <= 1)) {
      throw new IllegalArgumentException("relativeErrorBound must be in [0, 1], got " + relativeErrorBound);
    }
  }

  /** {@code System.nanoTime} around a Java loop: nanoseconds, exact conversion. */
  public static final LoopTiming NANO_TIME = new LoopTiming("System.nanoTime", 1, 0, "nanoseconds by definition");

  /** {@code clock_gettime(CLOCK_MONOTONIC)} inside a C loop: nanoseconds, exact conversion. */
  public static final LoopTiming MONOTONIC = new LoopTiming("CLOCK_MONOTONIC", 1, 0, "nanoseconds by definition");

  /** Elapsed nanoseconds of {@code ticks}, rounded to the nearest nanosecond. */
  public long toNanos(long ticks) {
    return nanosPerTick == 1 ? ticks : Math.round(ticks * nanosPerTick);
  }

  /** One line, e.g. "tsc, 0.3571 ns/tick (+-0.010%, calibrated against System.nanoTime over 100 ms)". */
  public String describe() {
    if (nanosPerTick == 1 && relativeErrorBound == 0) {
      return timer + " (nanoseconds)";
    }
    return String.format(Locale.ROOT, "%s, %.6f ns/tick (+-%.4f%%, %s)", timer, nanosPerTick,
        relativeErrorBound * 100, method);
  }
}
