package io.github.nanometer.examples;

import io.github.nanometer.Nanometer;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.results.ThreadedResultWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

public class ThreadsExample {
  /** The shared state: the contended counter in a final field the threads only read, as in JMH's @State. */
  static final class Counter {
    final AtomicLong value = new AtomicLong();
  }

  public static void main(String[] args) {
    // symmetric: 2 threads, each incrementing one shared AtomicLong
    ThreadedBenchmark<Counter> atomic =
        ThreadedBenchmark.symmetric("atomic", 2, Counter::new, t -> t.shared().value.incrementAndGet());

    // asymmetric: one writer with thread-local state, one reader of the value it writes
    ThreadedBenchmark<Counter> writerReader = ThreadedBenchmark.builder("writer-reader", Counter::new)
        .group(ThreadedBenchmark.Group.<Counter, long[]>of("writer", 1, () -> new long[1],
            t -> { t.shared().value.lazySet(++t.local()[0]); return t; }))
        .group(ThreadedBenchmark.Group.<Counter>of("reader", 1, t -> t.shared().value.get()))
        .build();

    try (Nanometer nm = Nanometer.create()) {
      List<ThreadedResult> results = List.of(nm.runThreaded(atomic, ThreadedOptions.defaults()),
          nm.runThreaded(writerReader, ThreadedOptions.defaults()));
      ThreadedResultWriter.text(results, System.out); // or .json(results, nm.doctor(), System.out)
    }
  }
}
