package io.github.nanometer.cli;

import io.github.nanometer.analysis.LeveledCsv;
import io.github.nanometer.analysis.LeveledData;
import io.github.nanometer.analysis.MalformedCsvException;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.json.IoReasons;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Opens {@code analyze}'s input: a regular file, or {@code -} for standard input. Anything else (a
 * directory, a named pipe, a device such as {@code /dev/zero}) is refused with a plain reason before
 * reading, so the command neither hangs nor fills the heap. The text must be UTF-8; it is parsed as
 * it streams in ({@link LeveledCsv}), with a progress line for inputs over {@link #PROGRESS_BYTES}.
 */
final class AnalyzeInput {

  /** Inputs larger than this (or standard input) get a progress line while they are read. */
  static final long PROGRESS_BYTES = 8L << 20;

  private AnalyzeInput() {}

  /** Parses the named input; usage errors carry one line with the reason. */
  static LeveledData read(String name, InputStream stdin, String valueColumn, Progress progress)
      throws UsageException, MalformedCsvException {
    if (name.equals("-")) {
      return parse("standard input", stdin, -1, valueColumn, progress);
    }
    Path path = Path.of(name);
    String unreadable = IoReasons.unreadable(path);
    if (unreadable != null) {
      String hint = unreadable.equals("not a regular file") ? " (give a regular file, or - for standard input)" : "";
      throw new UsageException("cannot read '" + name + "'" + hint + ": " + unreadable);
    }
    try (InputStream in = Files.newInputStream(path)) {
      return parse(name, in, Files.size(path), valueColumn, progress);
    } catch (IOException e) {
      throw new UsageException("cannot read '" + name + "': " + IoReasons.ofRead(path, e));
    }
  }

  private static LeveledData parse(String source, InputStream raw, long size, String valueColumn,
      Progress progress) throws UsageException, MalformedCsvException {
    CountingStream counted = new CountingStream(raw);
    boolean show = size < 0 || size > PROGRESS_BYTES;
    try {
      LeveledData data = LeveledCsv.parse(source, counted, valueColumn, rows -> {
        if (show) {
          progress.show(size < 0
              ? String.format(Locale.ROOT, "reading %s: %,d rows", source, rows)
              : String.format(Locale.ROOT, "reading %s: %,d rows, %d%%", source, rows, 100 * counted.count / size));
        }
      });
      progress.done();
      return data;
    } catch (IOException e) {
      progress.done();
      throw new UsageException("cannot read '" + source + "': " + IoReasons.of(e));
    }
  }

  /** Counts the bytes read through it, for the progress line. */
  private static final class CountingStream extends FilterInputStream {
    long count;

    CountingStream(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        count++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        count += n;
      }
      return n;
    }
  }
}
