package io.github.nanometer.spi;

import io.github.nanometer.json.Journal;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A JSON Lines journal beside an output file: one compact JSON value per line, flushed as each is
 * appended, so what a long run measured survives a crash or SIGKILL that leaves no time to write the
 * final document. The first line is the header {@code {"schema": ..., "version": ..., "journalOf":
 * FILE}}. Every run has its own journal, {@code FILE.PID.partial.jsonl}, created exclusively; it is
 * deleted ({@link #discard()}) once the final document is in place. Safe for concurrent appends.
 */
public final class JournalFile implements Closeable {

  private final Journal journal;

  private JournalFile(Journal journal) {
    this.journal = journal;
  }

  /**
   * Starts this run's journal of {@code target} with {@code schema}'s header line.
   *
   * @throws IOException when it cannot be created ({@link MessageText#ioReason} gives the reason);
   *     no journal file is left then
   */
  public static JournalFile start(Path target, PluginSchema schema) throws IOException {
    return new JournalFile(Journal.start(target, schema.header()));
  }

  /**
   * The most recently modified journal of {@code target} in its directory (of any run); empty when
   * there is none.
   */
  public static Optional<Path> newest(Path target) {
    return Journal.newest(target);
  }

  /**
   * Appends one record, written by {@code record} as a single compact JSON value, and flushes.
   *
   * @throws IOException when it cannot be written
   */
  public void append(Consumer<DocumentWriter> record) throws IOException {
    journal.append(w -> record.accept(new DocumentWriter(w)));
  }

  /** Records appended so far, the header not counted. */
  public int records() {
    return journal.records();
  }

  /** The journal's file. */
  public Path file() {
    return journal.file();
  }

  /**
   * Closes and deletes the journal: the final document holds everything it did.
   *
   * @throws IOException when it cannot be closed or deleted
   */
  public void discard() throws IOException {
    journal.discard();
  }

  /** Closes the journal and keeps it, for a run whose final document was not written. */
  @Override
  public void close() throws IOException {
    journal.close();
  }
}
