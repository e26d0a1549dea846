package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.NativeMemory;

/**
 * libc's memcpy, memmove, memset or memcmp, timed in C by the native helper ({@code libc}, {@link
 * NativeMemory}): the batch is handed over copied and bounds-checked before the C loop's first
 * timestamp, and the C loop makes the calls between two timestamp reads: the invariant TSC
 * ({@code rdtsc} / {@code rdtscp}) where the TSC clock is usable, its ticks converted with the
 * clock's calibration ({@link LoopTiming} records the factor and its error bound), else {@code
 * CLOCK_MONOTONIC}, the clock behind {@code System.nanoTime}. Buffers
 * are the page-aligned direct buffers of {@link DirectMemoryLoop}; memmove passes its one buffer
 * as both source and destination.
 *
 * <p>Implementation notes: one JNI transition per sample, none per call; the C loop's own cost
 * per call (batch walk and indirect call) is part of the time, as in llvm-libc, and can be
 * measured with {@code nanometer native}.
 */
public final class LibcMemoryLoop extends DirectMemoryLoop {

  private final MemoryFunction function;
  private final NativeMemory loops;
  private final LoopTiming timing;
  private final long[] foldOut = new long[1];
  private long fold;

  /**
   * The loop for {@code plan}'s function, over buffers of {@code plan}, timed by {@code loops},
   * whose ticks {@code timing} converts to nanoseconds.
   *
   * @throws IllegalArgumentException when a CLOCK_MONOTONIC loop is given a conversion other than 1 ns per tick
   */
  public LibcMemoryLoop(BufferPlan plan, NativeMemory loops, LoopTiming timing) {
    super(plan, plan.function() == MemoryFunction.MEMCMP ? COMPARE_FILL : 0);
    if (loops.countsNanoseconds() && timing.nanosPerTick() != 1) {
      throw new IllegalArgumentException("CLOCK_MONOTONIC loops count nanoseconds: nanosPerTick must be 1, got "
          + timing.nanosPerTick());
    }
    this.function = plan.function();
    this.loops = loops;
    this.timing = timing;
  }

  @Override
  public LoopTiming timing() {
    return timing;
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    return timing.toNanos(switch (function) {
      case MEMCPY -> loops.memcpy(buffers[0], buffers[1], batch, calls);
      case MEMMOVE -> loops.memmove(buffers[0], buffers[0], batch, calls);
      case MEMSET -> loops.memset(buffers[0], batch, FILL_VALUE, calls);
      case MEMCMP -> {
        long ticks = loops.memcmp(buffers[0], buffers[1], batch, calls, foldOut);
        fold = fold * powerOfThree(calls) + foldOut[0]; // the fold is linear: continue it across loops
        yield ticks;
      }
    });
  }

  @Override
  public long comparisonFold() {
    return fold;
  }

  /** 3^n with 64-bit wrap-around. */
  static long powerOfThree(long n) {
    long result = 1;
    long base = 3;
    for (long e = n; e > 0; e >>= 1) {
      if ((e & 1) != 0) {
        result *= base;
      }
      base *= base;
    }
    return result;
  }
}
