package io.github.nanometer.json;

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
 *
 * <p>Every run has its own journal, {@code FILE.PID.partial.jsonl} (a counter is added when that
 * name is taken), created exclusively, so two runs with the same output never write into one file;
 * {@link #newest} finds the most recent journal of an output. A journal whose header cannot be
 * written (a full disk) is deleted again, never left empty.
 */
public final class Journal implements Closeable {

  private final Path file;
  private final Writer out;
  private int records;

  private Journal(Path file, Writer out) {
    this.file = file;
    this.out = out;
  }

  private static final String SUFFIX = ".partial.jsonl";

  /**
   * The most recently modified journal of {@code target} in its directory (of any run, this
   * naming's {@code FILE.PID.partial.jsonl} or an older nanometer's {@code FILE.partial.jsonl});
   * empty when there is none.
   */
  public static java.util.Optional<Path> newest(Path target) {
    Path absolute = target.toAbsolutePath();
    String name = absolute.getFileName().toString();
    Path newest = null;
    long newestTime = Long.MIN_VALUE;
    try (java.nio.file.DirectoryStream<Path> siblings = Files.newDirectoryStream(absolute.getParent())) {
      for (Path p : siblings) {
        String n = p.getFileName().toString();
        boolean mine = n.equals(name + SUFFIX) || (n.startsWith(name + ".") && n.endsWith(SUFFIX)
            && n.substring(name.length() + 1, n.length() - SUFFIX.length()).matches("[0-9]+(-[0-9]+)?"));
        if (mine && Files.isRegularFile(p)) {
          long t = Files.getLastModifiedTime(p).toMillis();
          if (newest == null || t > newestTime || (t == newestTime && n.compareTo(newest.getFileName().toString()) > 0)) {
            newest = p;
            newestTime = t;
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.ofNullable(newest);
  }

  /**
   * The newest journal of {@code target} ({@link #newest}), or the name this process's next journal
   * would get when there is none.
   */
  public static Path beside(Path target) {
    return newest(target).orElse(ownName(target, 1));
  }

  private static Path ownName(Path target, int attempt) {
    Path absolute = target.toAbsolutePath();
    return absolute.resolveSibling(absolute.getFileName() + "." + ProcessHandle.current().pid()
        + (attempt > 1 ? "-" + attempt : "") + SUFFIX);
  }

  /**
   * Starts (or replaces) the journal of {@code target} with its header line.
   *
   * @throws IOException when it cannot be created; {@link IoReasons#of} gives the reason
   */
  public static Journal start(Path target, DocumentHeader header) throws IOException {
    Path file = null;
    Writer w = null;
    for (int attempt = 1; w == null; attempt++) {
      file = ownName(target, attempt);
      try {
        w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8,
            StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
      } catch (java.nio.file.FileAlreadyExistsException taken) {
        if (attempt >= 100) {
          throw taken;
        }
      }
    }
    Journal j = new Journal(file, w);
    try {
      j.line(jw -> header.write(jw.beginObject())
          .field("journalOf", target.toAbsolutePath().toString()).endObject());
    } catch (IOException | RuntimeException e) {
      try {
        w.close();
      } catch (IOException ignored) {
        // The file is deleted below; what it holds no longer matters.
      }
      Files.deleteIfExists(file);
      throw e;
    }
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
    WriteFaults.beforeWrite(file, sb.length());
    out.write(sb.toString());
    out.flush();
  }
}
