package io.github.nanometer.suite;

import io.github.nanometer.report.IoReasons;
import io.github.nanometer.report.DocumentHeader;
import io.github.nanometer.report.Journal;
import io.github.nanometer.report.Messages;
import io.github.nanometer.suite.Measurement;
import io.github.nanometer.suite.SuiteJsonWriter;
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
  private Journal journal;

  private SuiteJournal(Journal journal, PrintStream err) {
    this.journal = journal;
    this.err = err;
  }

  /** A journal beside {@code outFile}, or none when the output goes to stdout. */
  static SuiteJournal start(Optional<Path> outFile, PrintStream err) {
    if (outFile.isEmpty()) {
      return new SuiteJournal(null, err);
    }
    try {
      return new SuiteJournal(Journal.start(outFile.get(), DocumentHeader.SUITE_JOURNAL), err);
    } catch (IOException e) {
      err.println("nanometer suite: no journal beside the output (" + IoReasons.of(e)
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
      err.println("nanometer suite: journal " + Messages.escape(journal.file().toString()) + " stopped ("
          + (e instanceof IOException io ? IoReasons.of(io) : e.toString()) + ")");
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
            + Messages.escape(journal.file().toString()) + " (JSON Lines)");
      }
    } catch (IOException e) {
      err.println("nanometer suite: journal " + Messages.escape(journal.file().toString()) + ": " + IoReasons.of(e));
    }
    journal = null;
  }
}
