package io.github.nanometer.engine;

import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Result;

/**
 * What a result measured in this JVM says about its interval: it comes from one JVM's samples, and
 * the spread between JVMs, which further runs see, was not measured ({@link NoteKind#ONE_JVM}).
 * {@link BenchmarkRun}, {@link ThreadedRun} and {@link PairedRun} add it to every result they
 * assemble; {@link ChildJvm} takes it off a fork's result, whose parent answers over its forks
 * ({@link ForkedEstimate}, which says {@link Note#ONE_JVM_SPREAD} itself for a single fork).
 */
public final class OneJvm {
  private OneJvm() {}

  /** The note of a result measured in this JVM, about {@code appliesTo} (the benchmark's name). */
  public static Note note(String appliesTo) {
    return new Note(NoteKind.ONE_JVM, Note.ONE_JVM_MESSAGE, appliesTo);
  }

  /**
   * {@code forkResult} as one fork of a run over forks ({@code ChildJvm}'s forks, {@code nanometer
   * reference}'s): without its {@link NoteKind#ONE_JVM} note.
   */
  public static Result asFork(Result forkResult) {
    return forkResult.withoutNotes(NoteKind.ONE_JVM);
  }
}
