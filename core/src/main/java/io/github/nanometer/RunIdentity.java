package io.github.nanometer;

import io.github.nanometer.text.Messages;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * Which invocation wrote a saved document, and when: the {@code "run"} member of the {@code
 * nanometer-results}, {@code nanometer-suite} and {@code nanometer-jmh} documents (from version 4),
 * by which a history tells runs apart and merges two histories without duplicates.
 *
 * <p>The id and the start belong to the JVM: {@link #ofThisJvm} gives every document one JVM
 * writes the same id (a random UUID made on first use) and start (the JVM's start, from {@code
 * RuntimeMXBean}), so the documents of one invocation share them; the end is when each document was
 * written.
 *
 * @param id the run's id, e.g. a random UUID's text; one line, not blank
 * @param startTime when the JVM that wrote the document started
 * @param endTime when the document was written
 */
public record RunIdentity(String id, Instant startTime, Instant endTime) {

  /** Rejects a missing or blank id, an id of more than one line and missing times. */
  public RunIdentity {
    if (id == null || id.isBlank() || id.lines().count() != 1) {
      throw new IllegalArgumentException("run id must be one line of text, not blank, got "
          + (id == null ? "null" : "\"" + Messages.escape(id) + "\""));
    }
    if (startTime == null || endTime == null) {
      throw new IllegalArgumentException("startTime and endTime must not be null");
    }
  }

  /**
   * This JVM's run, ending at {@code endTime}: the id made once per JVM and the JVM's start.
   *
   * @throws IllegalArgumentException when {@code endTime} is null
   */
  public static RunIdentity ofThisJvm(Instant endTime) {
    return new RunIdentity(ThisJvm.ID, ThisJvm.START, endTime);
  }

  /** This JVM's run, ending now (to the millisecond): what a document written now records. */
  public static RunIdentity ofThisJvm() {
    return ofThisJvm(Instant.now().truncatedTo(ChronoUnit.MILLIS));
  }

  /** The id and start of this JVM, made on first use and the same for every document it writes. */
  private static final class ThisJvm {
    static final String ID = UUID.randomUUID().toString();
    static final Instant START = Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime());
  }
}
