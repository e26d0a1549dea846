package io.github.nanometer.sidebyside;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH side of nanometer's contention family ({@code reference --set threads}, {@code
 * reference.ThreadedWorkloads}): the same five bodies, every thread on one shared state: an {@link
 * AtomicLong} incremented, a {@link LongAdder} incremented, adjacent slots of one {@link
 * AtomicLongArray} (unpadded) and slots 16 longs apart (padded), one long under one {@link ReentrantLock}. Run with
 * {@code -t N} (default 2); average time per operation of each thread, as nanometer's per-thread
 * time per operation. The bodies return nothing, as nanometer's leave their result unused (each
 * has a side effect the JIT keeps). JMH synchronizes its iterations across threads ({@code -si true}, its
 * default), as nanometer's samples start and stop together.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Threads(2)
public class ThreadsJmh {
  /** Slots between two threads' counters in the padded body (as {@code ThreadedWorkloads.PAD_SLOTS}). */
  static final int PAD_SLOTS = 16;

  /** What every thread shares. */
  @State(Scope.Benchmark)
  public static class Shared {
    final AtomicLong atomic = new AtomicLong();
    final LongAdder adder = new LongAdder();
    final AtomicLongArray slots = new AtomicLongArray(66 * PAD_SLOTS);
    final ReentrantLock lock = new ReentrantLock();
    final AtomicInteger nextThread = new AtomicInteger();
    long locked;
  }

  /** Each thread's index, 0, 1, ... in the order threads first use it. */
  @State(Scope.Thread)
  public static class Index {
    int thread;

    /** Takes the next index. */
    @Setup
    public void setUp(Shared s) {
      thread = s.nextThread.getAndIncrement() % 64;
    }
  }

  /** Every thread increments one shared {@code AtomicLong}. */
  @Benchmark
  public void atomic(Shared s) {
    s.atomic.incrementAndGet();
  }

  /** Every thread increments one shared {@code LongAdder}. */
  @Benchmark
  public void adder(Shared s) {
    s.adder.increment();
  }

  /**
   * Thread i increments slot 16 + i of one array: adjacent counters, one cache line, clear of the
   * line of the array's header and its {@code AtomicLongArray} (as {@code ThreadedWorkloads.slot}).
   */
  @Benchmark
  public void unpadded(Shared s, Index i) {
    s.slots.incrementAndGet(PAD_SLOTS + i.thread);
  }

  /** Thread i increments slot 16 + 16 i: counters a cache line apart or more. */
  @Benchmark
  public void padded(Shared s, Index i) {
    s.slots.incrementAndGet(PAD_SLOTS + i.thread * PAD_SLOTS);
  }

  /** Every thread increments one long under one {@code ReentrantLock}. */
  @Benchmark
  public void lock(Shared s) {
    s.lock.lock();
    try {
      s.locked++;
    } finally {
      s.lock.unlock();
    }
  }
}
