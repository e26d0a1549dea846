package io.github.nanometer.nativelib;

import java.util.Optional;

/**
 * The CPU's timestamp counter read through the JNI helper: {@code rdtsc}/{@code rdtscp} on x86-64,
 * {@code cntvct_el0} on aarch64. Raw ticks only: whether ticks map to time (an invariant TSC) and
 * how many nanoseconds a tick lasts is decided by {@code clock.TscClock}.
 *
 * <p>Each read is one JNI call (about 10 to 20 ns), which is fine at the edges of a timed region;
 * the native timed loops read the same counter inside C without that cost. Thread-safe and
 * stateless.
 */
public final class TimestampCounter {

  private static final TimestampCounter INSTANCE = new TimestampCounter();

  private TimestampCounter() {}

  /** The counter, or empty when the native helper is not loaded (see {@link NativeLibrary#availability()}). */
  public static Optional<TimestampCounter> open() {
    return NativeLibrary.isLoaded() ? Optional.of(INSTANCE) : Optional.empty();
  }

  /** The instruction read: {@code "rdtsc"} on x86-64, {@code "cntvct_el0"} on aarch64. */
  public String counterName() {
    return Jni.counterName();
  }

  /** True for the x86-64 TSC, whose ticks map to time only when the CPU flags say it is invariant. */
  public boolean needsInvarianceCheck() {
    return "rdtsc".equals(counterName());
  }

  /** The counter's architectural frequency in Hz (aarch64 cntfrq_el0), or 0 when not exposed (x86-64). */
  public long frequencyHz() {
    return Jni.counterFrequencyHz();
  }

  /** True when {@link #readEnd()} uses a self-ordering instruction ({@code rdtscp}). */
  public boolean hasOrderedEnd() {
    return Jni.counterHasOrderedEnd();
  }

  /** An ordered read: earlier instructions complete before it and later ones start after it. */
  public long read() {
    return Jni.counterRead();
  }

  /** A read for the end of a region: {@code rdtscp; lfence} where available, else as {@link #read()}. */
  public long readEnd() {
    return Jni.counterReadEnd();
  }

  /** A read without ordering barriers; it may be reordered with neighbouring instructions. */
  public long readUnordered() {
    return Jni.counterReadUnordered();
  }

  /** {@code clock_gettime(CLOCK_MONOTONIC)} in nanoseconds, the time base of the MONOTONIC loop timer. */
  public long monotonicNanos() {
    return Jni.monotonicNanos();
  }
}
