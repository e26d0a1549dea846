package io.github.nanometer.suite;

import io.github.nanometer.spi.JournalFile;
import io.github.nanometer.spi.MessageText;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The suite's journal beside {@code --out}: every finished measurement as one JSON line
 * ({@code FILE.partial.jsonl}, the elements of the document's {@code measurements}), so a crash or
 * SIGKILL still leaves them; deleted once the document is written. A journal that cannot be
 * written is said once and the run goes on without it.
 */
final class SuiteJournal {

  private final PrintStream err;
  private JournalFile journal;

  private SuiteJournal(JournalFile journal, PrintStream err) {
    this.journal = journal;
    this.err = err;
  }

  /** A journal beside {@code outFile}, or none when the output goes to stdout. */
  static SuiteJournal start(Optional<Path> outFile, PrintStream err) {
    if (outFile.isEmpty()) {
      return new SuiteJournal(null, err);
    }
    try {
      return new SuiteJournal(JournalFile.start(outFile.get(), SuiteSchemas.JOURNAL), err);
    } catch (IOException e) {
      err.println("nanometer suite: no journal beside the output (" + MessageText.ioReason(e)
          + "); results are written at the end only");
      return new SuiteJournal(null, err);
    }
  }

  /** Appends a finished measurement. */
  synchronized void record(Measurement m) {
    if (journal == null) {
      return;
    }
    try {
      journal.append(w -> SuiteJsonWriter.measurement(w, m));
    } catch (IOException | RuntimeException e) {
      err.println("nanometer suite: journal " + MessageText.escape(journal.file().toString()) + " stopped ("
          + (e instanceof IOException io ? MessageText.ioReason(io) : e.toString()) + ")");
      journal = null;
    }
  }

  /** Deletes the journal when the document was written; otherwise says where the measurements are. */
  synchronized void end(boolean documentWritten) {
    if (journal == null) {
      return;
    }
    try {
      if (documentWritten) {
        journal.discard();
      } else {
        journal.close();
        err.println("nanometer suite: the " + journal.records() + " finished measurements are in "
            + MessageText.escape(journal.file().toString()) + " (JSON Lines)");
      }
    } catch (IOException e) {
      err.println("nanometer suite: journal " + MessageText.escape(journal.file().toString()) + ": " + MessageText.ioReason(e));
    }
    journal = null;
  }
}
