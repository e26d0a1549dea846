package io.github.nanometer.nativelib;

import java.nio.ByteBuffer;

/**
 * The JNI entry points of {@code libnanometer.so} (sources in {@code native/src}). Package-private:
 * callers go through {@link TimestampCounter} and {@link NativeMemoryLoops}, which exist only once
 * {@link NativeLibrary} has loaded the library, and which check every argument first.
 *
 * <p>Implementation notes: the C side is plain JNI (no critical natives), so each call costs a
 * JNI transition (around 10 to 20 ns); that is why the memory functions run whole timed loops in C
 * instead of being called once per evaluation.
 */
final class Jni {

  /** The helper's interface version; must equal {@link #abiVersion()} (NM_ABI_VERSION in C). */
  static final int ABI_VERSION = 1;

  /** {@code timer} argument of the loops: the hardware counter (TSC, cntvct_el0), in ticks. */
  static final int TIMER_COUNTER = 0;

  /** {@code timer} argument of the loops: {@code clock_gettime(CLOCK_MONOTONIC)}, in nanoseconds. */
  static final int TIMER_MONOTONIC = 1;

  private Jni() {}

  static native int abiVersion();

  /** {@code "rdtsc"} on x86-64, {@code "cntvct_el0"} on aarch64. */
  static native String counterName();

  /** True when {@link #counterReadEnd()} uses a self-ordering read (rdtscp on x86-64). */
  static native boolean counterHasOrderedEnd();

  /** The counter's architectural frequency in Hz, or 0 when the CPU does not expose it (x86-64). */
  static native long counterFrequencyHz();

  /** Ordered counter read ({@code lfence; rdtsc; lfence} or {@code isb; mrs; isb}). */
  static native long counterRead();

  /** Counter read for the end of a region ({@code rdtscp; lfence} where available). */
  static native long counterReadEnd();

  /** Counter read without any ordering barrier. */
  static native long counterReadUnordered();

  /** {@code clock_gettime(CLOCK_MONOTONIC)} in nanoseconds. */
  static native long monotonicNanos();

  /** The base address of a direct buffer, 0 for a heap buffer. */
  static native long bufferAddress(ByteBuffer buffer);

  static native long memcpyLoop(
      int timer, ByteBuffer dst, ByteBuffer src, int[] dstOffsets, int[] srcOffsets, int[] sizes, long calls);

  static native long memmoveLoop(
      int timer, ByteBuffer dst, ByteBuffer src, int[] dstOffsets, int[] srcOffsets, int[] sizes, long calls);

  static native long emptyLoop(
      int timer, ByteBuffer dst, ByteBuffer src, int[] dstOffsets, int[] srcOffsets, int[] sizes, long calls);

  static native long memsetLoop(int timer, ByteBuffer dst, int[] dstOffsets, int[] sizes, int value, long calls);

  static native long memcmpLoop(
      int timer, ByteBuffer a, ByteBuffer b, int[] aOffsets, int[] bOffsets, int[] sizes, long calls,
      long[] signFoldOut);
}
