package io.github.nanometer;

/**
 * A remark attached to a result: what it is about, the sentence for a reader, and where it
 * applies. Writers print notes; value types never compose them into other text.
 *
 * @param kind what the note is about, never null
 * @param message one line for a reader, never blank
 * @param appliesTo the benchmark (or part of a run) the note concerns, never blank
 */
public record Note(NoteKind kind, String message, String appliesTo) {

  /** What a one-JVM answer says it lacks, in every output: the spread between JVMs. */
  public static final String ONE_JVM_SPREAD = "one JVM: the spread between JVMs was not measured";

  /**
   * The message of the {@link NoteKind#ONE_JVM} note every result measured in the calling JVM
   * carries: {@link #ONE_JVM_SPREAD} and how to measure the spread.
   */
  public static final String ONE_JVM_MESSAGE =
      ONE_JVM_SPREAD + "; a forked run measures it (Nanometer.forked, nanometer jmh, or --forks N)";

  /** Rejects a null kind and blank texts. */
  public Note {
    if (kind == null) {
      throw new IllegalArgumentException("kind must not be null");
    }
    if (message == null || message.isBlank()) {
      throw new IllegalArgumentException("message must not be blank, got " + message);
    }
    if (appliesTo == null || appliesTo.isBlank()) {
      throw new IllegalArgumentException("appliesTo must not be blank, got " + appliesTo);
    }
  }
}
