package io.github.nanometer.engine;

import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What this JVM has measured before: benchmarks measured earlier in one JVM can change later ones
 * (shared JDK call-site profiles, code-cache and compile-queue state), so each plan records how
 * many came first. The only per-JVM measuring state of the engine.
 */
final class JvmHistory {
  private static final AtomicInteger MEASURED = new AtomicInteger();

  private JvmHistory() {}

  /** Benchmarks whose measurement started in this JVM before this call; counts this one. */
  static int startBenchmark() {
    return MEASURED.getAndIncrement();
  }

  /**
   * The {@link NoteKind#SHARED_JVM} note of the benchmark {@code name}, measured after {@code
   * benchmarksBefore} others in this JVM; empty when it was the first.
   */
  static Optional<Note> sharedJvmNote(int benchmarksBefore, String name) {
    if (benchmarksBefore <= 0) {
      return Optional.empty();
    }
    return Optional.of(new Note(NoteKind.SHARED_JVM, "measured after " + benchmarksBefore + " other benchmark"
        + (benchmarksBefore == 1 ? "" : "s") + " in this JVM, which can change it (shared JDK profiles, "
        + "compiled code); for an order-independent number give each benchmark its own JVM "
        + "(Nanometer.forked, or one CLI run each)", name));
  }
}
