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
 * touches of fresh heap pages made a boxed increment cost 300 to 800 ns; see docs/lab/threads.md). The
 * increments are atomic writes, which the JIT cannot remove. Array slots are adjacent by the Java memory layout (object fields are
 * not: the JVM may reorder them), so the array makes the false sharing certain; 128 bytes covers
 * the adjacent-line prefetcher that pairs 64-byte lines on x86. The counters start {@link
 * #PAD_SLOTS} slots into the array: slot 0 lies on the line of the array's header and, allocated
 * just before it, the {@code AtomicLongArray} object whose {@code array} field every increment
 * reads, so a counter there would be false-shared with every other thread's reads.
 *
 * <p>The contended objects are reached as JMH's {@code @State} fields are, through a typed final
 * field of a holder the threads only read ({@link SharedCounter}), not as {@code t.shared()}
 * itself: {@code t.shared()} returns an erased type, so the body's cast reads the contended
 * object's header, on the contended line, before each increment, a second coherence miss per
 * operation (on the development VM 50.7 ns against 37.4 ns per increment at 2 threads; docs/lab/threads.md,
 * "The cast that read the contended line").
 */
public final class ThreadedWorkloads {
  private ThreadedWorkloads() {}

  /** Slots between two padded counters: 16 longs, 128 bytes. */
  public static final int PAD_SLOTS = 16;

  /** The names of the family's bodies, in run order. */
  public static final List<String> BODIES = List.of("atomic", "adder", "unpadded", "padded", "lock");

  /** The shared {@link AtomicLong}, held as JMH's state holds it: a typed final field of an object the threads only read. */
  static final class SharedCounter {
    final AtomicLong value = new AtomicLong();
  }

  /** The shared {@link AtomicLongArray} of the false-sharing pair, in a typed final field. */
  static final class SharedSlots {
    final AtomicLongArray slots;

    SharedSlots(int length) {
      slots = new AtomicLongArray(length);
    }
  }

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
  public static ThreadedBenchmark<?> atomic(int threads) {
    return ThreadedBenchmark.symmetric("atomic x" + threads, threads, SharedCounter::new,
        t -> {
          t.shared().value.incrementAndGet();
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

  /**
   * Thread i increments slot {@link #slot slot(i, stride)} of one shared array, {@link #PAD_SLOTS}
   * slots clear of its header at both ends.
   */
  public static ThreadedBenchmark<?> counters(String name, int threads, int stride) {
    return ThreadedBenchmark.symmetric(name + " x" + threads, threads,
        () -> new SharedSlots(slot(threads - 1, stride) + 1 + PAD_SLOTS),
        t -> {
          t.shared().slots.incrementAndGet(slot(t.thread(), stride));
          return t;
        });
  }

  /** The slot of thread {@code thread}'s counter: {@code PAD_SLOTS + thread * stride}. */
  static int slot(int thread, int stride) {
    return PAD_SLOTS + thread * stride;
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
