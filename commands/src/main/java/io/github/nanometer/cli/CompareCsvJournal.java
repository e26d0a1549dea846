package io.github.nanometer.cli;

import io.github.nanometer.comparison.ComparisonCsvWriter;
import io.github.nanometer.comparison.ComparisonProgress;
import io.github.nanometer.comparison.Run;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.json.IoReasons;
import java.io.IOException;
import java.io.PrintStream;

/**
 * The {@code --csv} of {@code nanometer compare} written as it goes, through an {@link AtomicOutput}:
 * the header at once, each block's runs appended and flushed into the temporary file when the block
 * ends, the file committed (renamed over the target, keeping the replaced file's permissions) at the
 * end. An I/O failure is remembered, stops further writing and is reported once by {@link #publish};
 * the comparison itself carries on. Thread-safe: a shutdown hook may publish while the measuring
 * thread appends.
 */
final class CompareCsvJournal {
  private final AtomicOutput file;
  private IOException failure;
  private boolean closed;

  /** @param file the open output, or null when no {@code --csv} was given; this journal closes it */
  CompareCsvJournal(AtomicOutput file) {
    this.file = file;
    write(ComparisonCsvWriter.HEADER + "\n");
  }

  /** A listener that appends each block's rows, then passes the progress on to {@code next}. */
  ComparisonProgress.Listener around(ComparisonProgress.Listener next) {
    return new ComparisonProgress.Listener() {
      @Override
      public void afterBlock(ComparisonProgress p) {
        StringBuilder rows = new StringBuilder();
        for (Run r : p.blockRuns()) {
          rows.append(ComparisonCsvWriter.row(r));
        }
        write(rows.toString());
        next.afterBlock(p);
      }

      @Override
      public void finished() {
        next.finished();
      }
    };
  }

  private synchronized void write(String text) {
    if (file == null || failure != null || closed) {
      return;
    }
    try {
      file.writer().write(text);
      file.flush();
    } catch (IOException e) {
      failure = e;
      discard();
    }
  }

  /**
   * Renames the file over the target; false (after one line on {@code err}) when it could not be
   * written, in which case any previous target file is left as it was.
   */
  synchronized boolean publish(PrintStream err) {
    if (file == null) {
      return true;
    }
    if (failure == null && !closed) {
      try {
        file.commit();
        closed = true;
        return true;
      } catch (IOException e) {
        failure = e;
        discard();
      }
    }
    if (failure == null) {
      return true; // already published
    }
    err.println("nanometer compare: cannot write --csv " + file.target() + ": " + IoReasons.of(failure)
        + " (any previous file there is unchanged; the per-run rows are lost, the summary is complete)");
    return false;
  }

  /** Deletes the temporary file unless it was published; the target stays as it was. */
  synchronized void discard() {
    if (file == null || closed) {
      return;
    }
    closed = true;
    try {
      file.close();
    } catch (IOException e) {
      // A leftover hidden temporary file is harmless; the target is untouched either way.
    }
  }
}
