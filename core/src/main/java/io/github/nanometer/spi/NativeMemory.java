package io.github.nanometer.spi;

import io.github.nanometer.clock.TscCalibration;
import io.github.nanometer.clock.TscClock;
import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.nativelib.NativeMemoryLoops;
import io.github.nanometer.nativelib.ParameterBatch;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * libc's {@code memcpy}, {@code memmove}, {@code memset} and {@code memcmp}, timed in C by the
 * library's JNI helper: each method makes {@code calls} calls, call {@code c} on entry {@code c &
 * batch.mask()} of a {@link CallBatch}, between two timestamp reads taken in C, and returns the
 * elapsed ticks; one JNI transition per loop, none per call.
 *
 * <p>Ticks are those of {@link #timerName()}: the invariant CPU timestamp counter where the
 * library's TSC clock is usable (converted with its calibration, {@link #nanosPerTick()}), else
 * {@code CLOCK_MONOTONIC}, the clock behind {@code System.nanoTime}, one tick per nanosecond.
 *
 * <p>Safety: before entering C every method checks that the buffers are direct (and writable where
 * written) and anonymous memory, never a file mapping that could shrink; that every batch entry
 * lies within its buffer (naming the first that does not); that {@code calls >= 1}; and for memcpy
 * that no entry's source and destination overlap. No call can read or write outside a buffer.
 * Instances are stateless and thread-safe.
 */
public final class NativeMemory {

  private final NativeMemoryLoops loops;
  private final String timerName;
  private final double nanosPerTick;
  private final double relativeErrorBound;
  private final String calibrationMethod;

  private NativeMemory(NativeMemoryLoops loops, String timerName, double nanosPerTick, double relativeErrorBound,
      String calibrationMethod) {
    this.loops = loops;
    this.timerName = timerName;
    this.nanosPerTick = nanosPerTick;
    this.relativeErrorBound = relativeErrorBound;
    this.calibrationMethod = calibrationMethod;
  }

  /**
   * The loops, timed with the timestamp counter where the TSC clock is usable and with {@code
   * CLOCK_MONOTONIC} otherwise; empty when the JNI helper is not loaded ({@link #whyUnavailable()}).
   */
  public static Optional<NativeMemory> open() {
    Optional<TscClock> tsc = TscClock.usable();
    return NativeMemoryLoops.open(TscClock.preferredLoopTimer())
        .map(l -> over(l, tsc.map(TscClock::calibration), tsc.map(TscClock::name).orElse("tsc")));
  }

  /**
   * The loops {@code loops}, whose counter ticks (if they read the counter) convert with {@code
   * calibration}; {@code counterName} names the counter ({@code tsc}, {@code cntvct}).
   *
   * @throws IllegalArgumentException for counter loops without a calibration
   */
  static NativeMemory over(NativeMemoryLoops loops, Optional<TscCalibration> calibration, String counterName) {
    if (loops.timer() == LoopTimer.MONOTONIC_NANOS) {
      return new NativeMemory(loops, "CLOCK_MONOTONIC", 1, 0, "nanoseconds by definition");
    }
    TscCalibration c = calibration.orElseThrow(
        () -> new IllegalArgumentException("the counter loop timer needs the TSC clock's calibration"));
    return new NativeMemory(loops, counterName, c.nanosPerTick(), c.relativeErrorBound(), c.method());
  }

  /**
   * Why {@link #open()} is empty, in plain words (e.g. {@code "disabled by -Dnanometer.native=false"});
   * empty when the JNI helper is loaded.
   */
  public static Optional<String> whyUnavailable() {
    NativeAvailability a = NativeLibrary.availability();
    return a.available() ? Optional.empty() : Optional.of(a.reason());
  }

  /** What the user can do to make the JNI helper load; empty when it is loaded or nothing can be done here. */
  public static String howToEnable() {
    NativeAvailability a = NativeLibrary.availability();
    return a.available() ? "" : a.howToEnable();
  }

  /** The timestamp the loops read: the counter's name ({@code tsc}, {@code cntvct}) or {@code CLOCK_MONOTONIC}. */
  public String timerName() {
    return timerName;
  }

  /** True when the ticks are nanoseconds ({@code CLOCK_MONOTONIC}): {@link #nanosPerTick()} is exactly 1. */
  public boolean countsNanoseconds() {
    return loops.timer() == LoopTimer.MONOTONIC_NANOS;
  }

  /** Nanoseconds one tick lasts, positive; exactly 1 when {@link #countsNanoseconds()}. */
  public double nanosPerTick() {
    return nanosPerTick;
  }

  /** A bound on the relative error of {@link #nanosPerTick()}, on 0..1; 0 when exact. */
  public double relativeErrorBound() {
    return relativeErrorBound;
  }

  /** How {@link #nanosPerTick()} was obtained, in words (e.g. calibrated against {@code System.nanoTime}). */
  public String calibrationMethod() {
    return calibrationMethod;
  }

  /**
   * {@code memcpy(dst + dstOffset, src + srcOffset, size)} for {@code calls} calls.
   *
   * @return elapsed ticks
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a null or negative batch entry, a heap or read-only {@code dst},
   *     a heap {@code src}, a buffer backed by a file mapping, {@code calls < 1}, or an entry whose
   *     source and destination overlap (use memmove)
   */
  public long memcpy(ByteBuffer dst, ByteBuffer src, CallBatch batch, long calls) {
    return loops.memcpy(dst, src, checked(batch), calls);
  }

  /**
   * {@code memmove(dst + dstOffset, src + srcOffset, size)} for {@code calls} calls; {@code dst}
   * and {@code src} may be the same buffer and the ranges may overlap.
   *
   * @return elapsed ticks
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a null or negative batch entry, a heap or read-only {@code
   *     dst}, a heap {@code src}, a buffer backed by a file mapping, or {@code calls < 1}
   */
  public long memmove(ByteBuffer dst, ByteBuffer src, CallBatch batch, long calls) {
    return loops.memmove(dst, src, checked(batch), calls);
  }

  /**
   * {@code memset(dst + dstOffset, value, size)} for {@code calls} calls; source offsets are ignored.
   *
   * @param value the byte to store, in [0, 255]
   * @return elapsed ticks
   * @throws IndexOutOfBoundsException naming the first batch entry outside {@code dst}
   * @throws IllegalArgumentException for a null or negative batch entry, a heap or read-only {@code
   *     dst}, a buffer backed by a file mapping, a value outside [0, 255], or {@code calls < 1}
   */
  public long memset(ByteBuffer dst, CallBatch batch, int value, long calls) {
    return loops.memset(dst, checked(batch), value, calls);
  }

  /**
   * {@code memcmp(a + dstOffset, b + srcOffset, size)} for {@code calls} calls, folding every
   * result in call order with {@link #foldSign} (the fold is part of the timed loop).
   *
   * @param signFoldOut null, or an array of length at least 1 whose first element receives the fold,
   *     started from 0
   * @return elapsed ticks
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a null or negative batch entry, a heap buffer, a buffer
   *     backed by a file mapping, {@code calls < 1}, or an empty {@code signFoldOut}
   */
  public long memcmp(ByteBuffer a, ByteBuffer b, CallBatch batch, long calls, long[] signFoldOut) {
    return loops.memcmp(a, b, checked(batch), calls, signFoldOut);
  }

  /**
   * One step of the memcmp result fold the C loop computes: {@code fold * 3 + (signum(comparison) +
   * 1)} with 64-bit wrap-around, starting from 0; for a Java comparison loop that records its
   * results the same way.
   */
  public static long foldSign(long fold, int comparison) {
    return NativeMemoryLoops.foldSign(fold, comparison);
  }

  private static ParameterBatch checked(CallBatch batch) {
    if (batch == null) {
      throw new IllegalArgumentException("batch must not be null");
    }
    return batch.checked();
  }

  @Override
  public String toString() {
    return "NativeMemory[" + timerName + "]";
  }
}
