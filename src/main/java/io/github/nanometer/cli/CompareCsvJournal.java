package io.github.nanometer.cli;

import io.github.nanometer.compare.ComparisonProgress;
import io.github.nanometer.compare.PartialFile;
import io.github.nanometer.compare.Run;
import io.github.nanometer.report.ComparisonCsvWriter;
import java.io.IOException;
import java.io.PrintStream;

/**
 * The {@code --csv} of {@code nanometer compare} written as it goes: the header at once, each
 * block's runs appended and flushed when the block ends, the file published (renamed over the
 * target) at the end. An I/O failure is remembered, stops further writing and is reported once by
 * {@link #publish}; the comparison itself carries on.
 */
final class CompareCsvJournal {
  private final PartialFile file;
  private IOException failure;

  /** @param file the open partial file, or null when no {@code --csv} was given */
  CompareCsvJournal(PartialFile file) {
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

  private void write(String text) {
    if (file == null || failure != null) {
      return;
    }
    try {
      file.append(text);
      file.flush();
    } catch (IOException e) {
      failure = e;
      file.discard();
    }
  }

  /**
   * Renames the file over the target; false (after one line on {@code err}) when it could not be
   * written, in which case any previous target file is left as it was.
   */
  boolean publish(PrintStream err) {
    if (file == null) {
      return true;
    }
    if (failure == null) {
      try {
        file.publish();
        return true;
      } catch (IOException e) {
        failure = e;
      }
    }
    err.println("nanometer compare: cannot write --csv " + file.target() + ": " + failure.getMessage()
        + " (any previous file there is unchanged)");
    return false;
  }
}
