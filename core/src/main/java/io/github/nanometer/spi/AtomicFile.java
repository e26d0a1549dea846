package io.github.nanometer.spi;

import io.github.nanometer.json.AtomicOutput;
import java.io.Closeable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * One output file that is never lost or half-written: the text goes to a temporary sibling of the
 * target, and {@link #commit()} forces it to disk and renames it over the target atomically. An
 * existing target is untouched until then; {@link #close()} without a commit deletes the temporary
 * file. A target whose name ends in {@code .gz} is written gzip-compressed.
 */
public final class AtomicFile implements Closeable {

  private final AtomicOutput output;

  private AtomicFile(AtomicOutput output) {
    this.output = output;
  }

  /**
   * Opens a temporary sibling of {@code target} for writing.
   *
   * @throws IOException when the target cannot be written ({@link MessageText#ioReason} gives the reason)
   */
  public static AtomicFile open(Path target) throws IOException {
    return new AtomicFile(AtomicOutput.open(target));
  }

  /**
   * A UTF-8 print stream of the temporary file; a write failure it swallows is reported by {@link
   * #commit()}.
   */
  public PrintStream printStream() {
    return output.printStream();
  }

  /**
   * Flushes, forces to disk and renames the temporary file over the target.
   *
   * @throws IOException when writing or renaming failed; the target is then unchanged
   */
  public void commit() throws IOException {
    output.commit();
  }

  /** Deletes the temporary file unless {@link #commit()} succeeded. */
  @Override
  public void close() throws IOException {
    output.close();
  }
}
