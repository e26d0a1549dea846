package io.github.nanometer.report;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * A JSON Lines journal beside an output file: one compact JSON value per line, flushed as each is
 * appended, so what a long run measured survives even a crash or SIGKILL that leaves no time to
 * write the final document. The first line is a header {@code {"schema": ..., "version": ...,
 * "journalOf": FILE}}. The journal is deleted once the final document is in place.
 */
public final class Journal implements Closeable {

  private final Path file;
  private final Writer out;
  private int records;

  private Journal(Path file, Writer out) {
    this.file = file;
    this.out = out;
  }

  /** The journal path of {@code target}: {@code FILE.partial.jsonl} in the same directory. */
  public static Path beside(Path target) {
    return target.toAbsolutePath().resolveSibling(target.getFileName() + ".partial.jsonl");
  }

  /**
   * Starts (or replaces) the journal of {@code target} with its header line.
   *
   * @throws IOException when it cannot be created; {@link IoReasons#of} gives the reason
   */
  public static Journal start(Path target, DocumentHeader header) throws IOException {
    Path file = beside(target);
    Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8,
        StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE));
    Journal j = new Journal(file, w);
    j.line(jw -> header.write(jw.beginObject())
        .field("journalOf", target.toAbsolutePath().toString()).endObject());
    return j;
  }

  /** Appends one record, written by {@code record} as a single compact JSON value, and flushes. */
  public synchronized void append(Consumer<JsonWriter> record) throws IOException {
    line(record);
    records++;
  }

  /** Records appended so far (the header not counted). */
  public synchronized int records() {
    return records;
  }

  /** The journal file. */
  public Path file() {
    return file;
  }

  /** Closes and deletes the journal: the final document holds everything it did. */
  public synchronized void discard() throws IOException {
    close();
    Files.deleteIfExists(file);
  }

  @Override
  public synchronized void close() throws IOException {
    out.close();
  }

  private void line(Consumer<JsonWriter> record) throws IOException {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, false);
    record.accept(w);
    w.finish();
    out.write(sb.toString());
    out.flush();
  }
}
