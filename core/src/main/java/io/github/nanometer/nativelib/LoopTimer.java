package io.github.nanometer.nativelib;

/**
 * The timestamp a native timed loop reads before and after its calls.
 *
 * <p>{@link #COUNTER} is the hardware counter the TSC clock reads (x86-64 TSC, aarch64 cntvct_el0):
 * cheapest and finest, but it only maps to time when the counter is invariant; convert its ticks
 * with that clock's {@code nanosPerTick}. {@link #MONOTONIC_NANOS} is {@code
 * clock_gettime(CLOCK_MONOTONIC)}, the source behind {@code System.nanoTime} on Linux: usable on
 * every machine, one tick per nanosecond.
 */
public enum LoopTimer {
  /** The hardware counter, in its own ticks. */
  COUNTER(Jni.TIMER_COUNTER),
  /** {@code CLOCK_MONOTONIC}, in nanoseconds. */
  MONOTONIC_NANOS(Jni.TIMER_MONOTONIC);

  private final int nativeCode;

  LoopTimer(int nativeCode) {
    this.nativeCode = nativeCode;
  }

  /** The code passed to the C loops. */
  int nativeCode() {
    return nativeCode;
  }
}
