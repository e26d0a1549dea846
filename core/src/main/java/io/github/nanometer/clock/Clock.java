package io.github.nanometer.clock;

/**
 * A monotonic time source read at the edges of a timed region.
 *
 * <p>Contract: {@link #readTicks()} is cheap, never blocks, and successive reads on one thread never
 * decrease. Ticks are converted to nanoseconds only after the measurement, with {@link
 * #nanosPerTick()}, so the conversion never enters the timed region. Implementations must be
 * thread-safe; every implementation is covered by {@code ClockContractTest}.
 */
public interface Clock {

  /** A short stable name used in reports and JSON, e.g. {@code "nanoTime"} or {@code "tsc"}. */
  String name();

  /** Reads the clock; the unit is one tick of this clock. */
  long readTicks();

  /** Nanoseconds per tick, positive and finite (exactly 1.0 for {@code System.nanoTime}). */
  double nanosPerTick();

  /** Converts a tick difference to nanoseconds. */
  default double ticksToNanos(long ticks) {
    return ticks * nanosPerTick();
  }
}
