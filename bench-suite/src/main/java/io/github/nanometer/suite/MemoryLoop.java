package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;

/**
 * A timed loop over one implementation of one memory function, owning the buffers it works on.
 * {@link #timedNanos} makes {@code calls} calls, call {@code c} on entry {@code c & mask} of the
 * batch, between two timestamps, and returns the elapsed nanoseconds.
 *
 * <p>Implementation notes: every implementation is its own final class whose {@code timedNanos}
 * holds the only call site of its function, so the call site stays monomorphic and the JIT compiles
 * each loop for one target. The timestamps sit outside the loop. Copies and fills write buffers
 * held in fields, which the JIT cannot prove dead; comparisons fold their results into {@link
 * #comparisonFold()}, written after the second timestamp. What breaks if this fails: a loop whose
 * work is eliminated reports the cost of an empty loop.
 */
public abstract class MemoryLoop {

  /** The byte memset implementations store (non-zero, so no zeroing shortcut applies). */
  public static final int FILL_VALUE = 0x5A;

  /** The byte both memcmp buffers hold (llvm-libc's 0x0F), so comparisons run to the end. */
  public static final int COMPARE_FILL = 0x0F;

  /**
   * Runs and times {@code calls} calls.
   *
   * @param calls at least 1
   * @return elapsed nanoseconds, never negative
   */
  public abstract long timedNanos(CallBatch batch, int calls);

  /** How {@link #timedNanos}'s timestamps are taken: {@code System.nanoTime} unless a loop says otherwise. */
  public LoopTiming timing() {
    return LoopTiming.NANO_TIME;
  }

  /** How many buffers the loop owns (1 or 2). */
  public abstract int bufferCount();

  /** Replaces the content of buffer {@code index} (from its start) with {@code content}; for tests. */
  public abstract void load(int index, byte[] content);

  /** A copy of buffer {@code index}'s content. */
  public abstract byte[] contents(int index);

  /**
   * For comparisons, the fold of every result since creation, in call order: {@code fold * 3 +
   * (signum(result) + 1)} with 64-bit wrap-around, starting from 0 (for equality tests the result
   * is 0 when equal, 1 otherwise), each step {@link
   * io.github.nanometer.spi.NativeMemory#foldSign}, as the C loops fold. 0 for copies and fills.
   */
  public long comparisonFold() {
    return 0;
  }

  /** The unsigned comparison of the first differing byte, as memcmp defines it; 0 when none differs. */
  static int compareAt(byte[] a, int aFrom, byte[] b, int bFrom, int mismatch) {
    return mismatch < 0 ? 0 : Integer.compare(a[aFrom + mismatch] & 0xFF, b[bFrom + mismatch] & 0xFF);
  }
}
