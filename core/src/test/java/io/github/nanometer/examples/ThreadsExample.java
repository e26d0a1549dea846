package io.github.nanometer.examples;

import io.github.nanometer.Nanometer;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.results.ThreadedResultWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

public class ThreadsExample {
  public static void main(String[] args) {
    // symmetric: 2 threads, each incrementing one shared AtomicLong
    ThreadedBenchmark<AtomicLong> atomic =
        ThreadedBenchmark.symmetric("atomic", 2, AtomicLong::new, t -> t.shared().incrementAndGet());

    // asymmetric: one writer with thread-local state, one reader of the value it writes
    ThreadedBenchmark<AtomicLong> writerReader = ThreadedBenchmark.builder("writer-reader", AtomicLong::new)
        .group(ThreadedBenchmark.Group.<AtomicLong, long[]>of("writer", 1, () -> new long[1],
            t -> { t.shared().lazySet(++t.local()[0]); return t; }))
        .group(ThreadedBenchmark.Group.<AtomicLong>of("reader", 1, t -> t.shared().get()))
        .build();

    try (Nanometer nm = Nanometer.create()) {
      List<ThreadedResult> results = List.of(nm.runThreaded(atomic, ThreadedOptions.defaults()),
          nm.runThreaded(writerReader, ThreadedOptions.defaults()));
      ThreadedResultWriter.text(results, System.out); // or .json(results, nm.doctor(), System.out)
    }
  }
}
