package io.github.nanometer.measure;

import java.util.function.LongSupplier;

/**
 * What warm-up reads about the heap after every full-length round, and what it may do to it: the
 * measuring thread's page faults and allocated bytes, eden's committed size (each cumulative or
 * current, -1 when unknown, so the condition built on it does not apply), and the once-per-JVM
 * {@link HeapConditioner}.
 *
 * @param pageFaults the measuring thread's page faults so far
 * @param edenBytes the committed size of the young generation's eden
 * @param allocatedBytes the bytes the measuring thread has allocated so far
 * @param conditioner brings a fresh JVM's heap to its grown size when the body allocates
 */
public record HeapWatch(LongSupplier pageFaults, LongSupplier edenBytes, LongSupplier allocatedBytes,
    HeapConditioner conditioner) {

  /** Nothing known and nothing done: every heap condition of warm-up is off. */
  public static HeapWatch none() {
    return new HeapWatch(() -> -1, () -> -1, () -> -1, HeapConditioner.none());
  }
}
