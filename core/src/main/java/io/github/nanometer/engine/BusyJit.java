package io.github.nanometer.engine;

import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.measure.CompileQueueDrain;
import io.github.nanometer.text.DecimalText;

/**
 * The {@link NoteKind#BUSY_JIT} note: a body's first calls (or a threaded run's start) met a JIT
 * compile queue that did not go quiet within {@link CompileQueueDrain#MAX_WAIT_NANOS}.
 */
final class BusyJit {

  private BusyJit() {}

  /**
   * The note of a benchmark whose wait for a quiet compile queue ran out.
   *
   * @param pendingAtEnd the compilations still pending when the wait ended
   * @param when when the wait was, e.g. "around the body's first calls"
   * @param name the benchmark
   */
  static Note note(int pendingAtEnd, String when, String name) {
    return new Note(NoteKind.BUSY_JIT, "the JIT's compile queue still held " + pendingAtEnd
        + " compilations after waiting " + DecimalText.fixed(CompileQueueDrain.MAX_WAIT_NANOS / 1e9, 1)
        + " s for it " + when + ", so its methods may have been compiled without type"
        + " profiles, a slower mode some JVMs settle in; repeat the run in a fresh JVM with no other thread"
        + " of it busy", name);
  }
}
