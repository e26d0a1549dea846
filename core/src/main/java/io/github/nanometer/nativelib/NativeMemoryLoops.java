package io.github.nanometer.nativelib;

import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * Timed loops in C over libc's {@code memcpy}, {@code memmove}, {@code memset} and {@code memcmp}:
 * each method makes {@code calls} calls, cycling through a {@link ParameterBatch}, between two
 * timestamp reads taken in C, and returns the elapsed ticks of its {@link LoopTimer}. The JNI
 * transition is paid once per loop, never per call; {@link #empty} runs the same loop around a
 * function that does nothing, so its ticks per call are the loop's own overhead.
 *
 * <p>Safety: every method checks, before entering C, that the buffers are direct (and writable
 * where written), that every batch entry lies within its buffer (naming the offending entry
 * otherwise), that {@code calls >= 1}, and for memcpy that no entry's source and destination
 * overlap, and that each buffer's memory is anonymous, never a file mapping such as a {@code
 * MappedByteBuffer} whose file could shrink and raise SIGBUS ({@link AnonymousMemoryCheck}). No
 * call can therefore read or write outside a buffer or fault on one. Buffers stay owned by the caller;
 * they are reachable for the whole call because they are its arguments. Ticks convert to
 * nanoseconds with the TSC clock's {@code nanosPerTick} for {@link LoopTimer#COUNTER} and are
 * nanoseconds for {@link LoopTimer#MONOTONIC_NANOS}. Instances are stateless and thread-safe.
 */
public final class NativeMemoryLoops {

  private static final AnonymousMemoryCheck MEMORY = AnonymousMemoryCheck.ofThisProcess();

  private final LoopTimer timer;

  private NativeMemoryLoops(LoopTimer timer) {
    this.timer = timer;
  }

  /** Loops timed with {@code timer}, or empty when the native helper is not loaded. */
  public static Optional<NativeMemoryLoops> open(LoopTimer timer) {
    requireTimer(timer);
    return NativeLibrary.isLoaded() ? Optional.of(new NativeMemoryLoops(timer)) : Optional.empty();
  }

  /**
   * Loops timed with {@code timer}.
   *
   * @throws IllegalStateException with the reason and the fix when the native helper is not loaded
   */
  public static NativeMemoryLoops require(LoopTimer timer) {
    requireTimer(timer);
    NativeLibrary.requireLoaded();
    return new NativeMemoryLoops(timer);
  }

  /** The timestamp the loops read; it fixes the unit of the returned ticks. */
  public LoopTimer timer() {
    return timer;
  }

  /**
   * {@code memcpy(dst + dstOffset, src + srcOffset, size)} for {@code calls} calls.
   *
   * @return elapsed ticks of {@link #timer()}
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a heap or read-only {@code dst}, a heap {@code src}, a
   *     buffer backed by a file mapping, {@code calls < 1}, or an entry whose source and
   *     destination overlap (use memmove)
   */
  public long memcpy(ByteBuffer dst, ByteBuffer src, ParameterBatch batch, long calls) {
    checkTwoBuffers(dst, src, batch, calls, true);
    checkNoOverlap(dst, src, batch);
    return Jni.memcpyLoop(timer.nativeCode(), dst, src, batch.dstOffsetsShared(), batch.srcOffsetsShared(),
        batch.sizesShared(), calls);
  }

  /**
   * {@code memmove(dst + dstOffset, src + srcOffset, size)} for {@code calls} calls; {@code dst}
   * and {@code src} may be the same buffer and the ranges may overlap.
   *
   * @return elapsed ticks of {@link #timer()}
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a heap or read-only {@code dst}, a heap {@code src}, or
   *     {@code calls < 1}
   */
  public long memmove(ByteBuffer dst, ByteBuffer src, ParameterBatch batch, long calls) {
    checkTwoBuffers(dst, src, batch, calls, true);
    return Jni.memmoveLoop(timer.nativeCode(), dst, src, batch.dstOffsetsShared(), batch.srcOffsetsShared(),
        batch.sizesShared(), calls);
  }

  /**
   * {@code memset(dst + dstOffset, value, size)} for {@code calls} calls; source offsets are ignored.
   *
   * @param value the byte to store, in [0, 255]
   * @return elapsed ticks of {@link #timer()}
   * @throws IndexOutOfBoundsException naming the first batch entry outside {@code dst}
   * @throws IllegalArgumentException for a heap or read-only {@code dst}, a value outside [0, 255],
   *     or {@code calls < 1}
   */
  public long memset(ByteBuffer dst, ParameterBatch batch, int value, long calls) {
    checkBuffer("dst", dst, true);
    requireBatchAndCalls(batch, calls);
    if (value < 0 || value > 255) {
      throw new IllegalArgumentException("value must be in [0, 255], got " + value);
    }
    batch.checkDst("dst", dst.capacity());
    return Jni.memsetLoop(timer.nativeCode(), dst, batch.dstOffsetsShared(), batch.sizesShared(), value, calls);
  }

  /**
   * {@code memcmp(a + dstOffset, b + srcOffset, size)} for {@code calls} calls; results are folded
   * with {@link #foldSign} (the fold is part of the timed loop).
   *
   * @return elapsed ticks of {@link #timer()}
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a heap buffer or {@code calls < 1}
   */
  public long memcmp(ByteBuffer a, ByteBuffer b, ParameterBatch batch, long calls) {
    return memcmp(a, b, batch, calls, null);
  }

  /**
   * As {@link #memcmp(ByteBuffer, ByteBuffer, ParameterBatch, long)}, also storing the fold of every
   * call's result, in call order, in {@code signFoldOut[0]}.
   *
   * @param signFoldOut null, or an array of length at least 1 that receives the fold
   * @throws IllegalArgumentException also when {@code signFoldOut} is empty
   */
  public long memcmp(ByteBuffer a, ByteBuffer b, ParameterBatch batch, long calls, long[] signFoldOut) {
    checkTwoBuffers(a, b, batch, calls, false);
    if (signFoldOut != null && signFoldOut.length == 0) {
      throw new IllegalArgumentException("signFoldOut must be null or have length >= 1, got length 0");
    }
    return Jni.memcmpLoop(timer.nativeCode(), a, b, batch.dstOffsetsShared(), batch.srcOffsetsShared(),
        batch.sizesShared(), calls, signFoldOut);
  }

  /**
   * The memcpy loop with an empty function in place of memcpy: same batch walk, same indirect call,
   * no work. {@code elapsed / calls} is the per-call overhead to subtract from the other loops.
   *
   * @return elapsed ticks of {@link #timer()}
   * @throws IndexOutOfBoundsException naming the first batch entry outside a buffer
   * @throws IllegalArgumentException for a heap buffer or {@code calls < 1}
   */
  public long empty(ByteBuffer dst, ByteBuffer src, ParameterBatch batch, long calls) {
    checkTwoBuffers(dst, src, batch, calls, false);
    return Jni.emptyLoop(timer.nativeCode(), dst, src, batch.dstOffsetsShared(), batch.srcOffsetsShared(),
        batch.sizesShared(), calls);
  }

  /**
   * One step of the memcmp result fold, the Java twin of the C loop: {@code fold * 3 + (signum(r) +
   * 1)} with 64-bit wrap-around, starting from 0.
   */
  public static long foldSign(long fold, int comparison) {
    return fold * 3 + (Integer.signum(comparison) + 1);
  }

  private void checkTwoBuffers(ByteBuffer dst, ByteBuffer src, ParameterBatch batch, long calls,
      boolean dstWritten) {
    checkBuffer("dst", dst, dstWritten);
    checkBuffer("src", src, false);
    requireBatchAndCalls(batch, calls);
    batch.checkDst("dst", dst.capacity());
    batch.checkSrc("src", src.capacity());
  }

  private static void checkBuffer(String name, ByteBuffer buffer, boolean written) {
    if (buffer == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (!buffer.isDirect()) {
      throw new IllegalArgumentException(name + " must be a direct buffer (ByteBuffer.allocateDirect), got a heap buffer");
    }
    if (written && buffer.isReadOnly()) {
      throw new IllegalArgumentException(name + " is written and must not be read-only");
    }
    MEMORY.requireAnonymous(name, buffer, Jni.bufferAddress(buffer));
  }

  private static void requireBatchAndCalls(ParameterBatch batch, long calls) {
    if (batch == null) {
      throw new IllegalArgumentException("batch must not be null");
    }
    if (calls < 1) {
      throw new IllegalArgumentException("calls must be in [1, " + Long.MAX_VALUE + "], got " + calls);
    }
  }

  /** memcpy's contract: source and destination of one call must not overlap. */
  private static void checkNoOverlap(ByteBuffer dst, ByteBuffer src, ParameterBatch batch) {
    long dstBase = Jni.bufferAddress(dst);
    long srcBase = Jni.bufferAddress(src);
    if (dstBase >= srcBase + src.capacity() || srcBase >= dstBase + dst.capacity()) {
      return; // the buffers share no memory
    }
    for (int i = 0; i < batch.length(); i++) {
      long n = batch.size(i);
      long d = dstBase + batch.dstOffset(i);
      long s = srcBase + batch.srcOffset(i);
      if (n > 0 && d < s + n && s < d + n) {
        throw new IllegalArgumentException("batch entry " + i + ": memcpy source and destination overlap (dstOffset "
            + batch.dstOffset(i) + ", srcOffset " + batch.srcOffset(i) + ", size " + n + "); use memmove");
      }
    }
  }

  private static void requireTimer(LoopTimer timer) {
    if (timer == null) {
      throw new IllegalArgumentException("timer must not be null");
    }
  }

  @Override
  public String toString() {
    return "NativeMemoryLoops[" + timer + "]";
  }
}
