package io.github.nanometer.reference;

import io.github.nanometer.ThreadedBenchmark;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The contention family of {@code reference --set threads}: the textbook cases of threads
 * disturbing each other, each at 1 thread and at more.
 *
 * <ul>
 *   <li>{@code atomic}: every thread increments one {@link AtomicLong} (one contended cache line);
 *   <li>{@code adder}: every thread adds to one {@link LongAdder} (striped cells: little contention);
 *   <li>{@code unpadded}: thread i increments its own counter, slot i of one {@link AtomicLongArray},
 *       so neighbouring threads' counters share a cache line (false sharing);
 *   <li>{@code padded}: the same with counters {@link #PAD_SLOTS} slots (128 bytes) apart, on lines of their own;
 *   <li>{@code lock}: every thread increments a shared long under one {@link ReentrantLock}.
 * </ul>
 *
 * <p>Implementation notes: every body returns its {@code ThreadState} rather than the new count:
 * a boxed {@code Long} per evaluation would time allocation instead (on the development VM, first
 * touches of fresh heap pages made a boxed increment cost 300 to 800 ns; see BENCHMARKS.md). The
 * increments are atomic writes, which the JIT cannot remove. Array slots are adjacent by the Java memory layout (object fields are
 * not: the JVM may reorder them), so the array makes the false sharing certain; 128 bytes covers
 * the adjacent-line prefetcher that pairs 64-byte lines on x86.
 */
public final class ThreadedWorkloads {
  private ThreadedWorkloads() {}

  /** Slots between two padded counters: 16 longs, 128 bytes. */
  public static final int PAD_SLOTS = 16;

  /** The names of the family's bodies, in run order. */
  public static final List<String> BODIES = List.of("atomic", "adder", "unpadded", "padded", "lock");

  /** A lock and the count it guards. */
  static final class LockedCounter {
    final ReentrantLock lock = new ReentrantLock();
    long count;

    long increment() {
      lock.lock();
      try {
        return ++count;
      } finally {
        lock.unlock();
      }
    }
  }

  /**
   * The family at each thread count of {@code threadCounts}; the false-sharing pair only at 2 or
   * more threads (one thread has nothing to share a line with). Names read {@code "atomic x2"}.
   *
   * @throws IllegalArgumentException when a thread count is outside 1..{@link ThreadedBenchmark#MAX_THREADS}
   */
  public static List<ThreadedBenchmark<?>> all(List<Integer> threadCounts) {
    List<ThreadedBenchmark<?>> list = new ArrayList<>();
    for (int n : threadCounts) {
      list.add(atomic(n));
      list.add(adder(n));
      if (n > 1) {
        list.add(counters("unpadded", n, 1));
        list.add(counters("padded", n, PAD_SLOTS));
      }
      list.add(lock(n));
    }
    return list;
  }

  /** Every thread increments one shared {@link AtomicLong}. */
  public static ThreadedBenchmark<AtomicLong> atomic(int threads) {
    return ThreadedBenchmark.symmetric("atomic x" + threads, threads, AtomicLong::new,
        t -> {
          t.shared().incrementAndGet();
          return t;
        });
  }

  /** Every thread increments one shared {@link LongAdder}. */
  public static ThreadedBenchmark<LongAdder> adder(int threads) {
    return ThreadedBenchmark.symmetric("adder x" + threads, threads, LongAdder::new, t -> {
      t.shared().increment();
      return t;
    });
  }

  /** Thread i increments slot {@code i * stride} of one shared array. */
  public static ThreadedBenchmark<AtomicLongArray> counters(String name, int threads, int stride) {
    return ThreadedBenchmark.symmetric(name + " x" + threads, threads,
        () -> new AtomicLongArray(threads * stride + PAD_SLOTS),
        t -> {
          t.shared().incrementAndGet(t.thread() * stride);
          return t;
        });
  }

  /** Every thread increments one long under one shared lock. */
  public static ThreadedBenchmark<LockedCounter> lock(int threads) {
    return ThreadedBenchmark.symmetric("lock x" + threads, threads, LockedCounter::new,
        t -> {
          t.shared().increment();
          return t;
        });
  }
}
