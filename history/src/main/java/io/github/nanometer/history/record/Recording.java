package io.github.nanometer.history.record;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.RecordOutcome;
import java.nio.file.Path;
import java.util.List;

/**
 * What {@link Recorder#record} did: each document's run and whether it was added or already there,
 * and the branch order it recorded.
 *
 * @param commit the commit the runs measured
 * @param branch the branch they were recorded on
 * @param documents one entry per document, in the order given
 * @param branchOrderLength the length of the first-parent order recorded for the branch; 0 when
 *     none was recorded (see {@link Recorder#record})
 */
public record Recording(CommitFacts commit, String branch, List<RecordedDocument> documents, int branchOrderLength) {

  /** Copies the list. */
  public Recording {
    documents = List.copyOf(documents);
  }

  /** The documents whose runs were added. */
  public long added() {
    return documents.stream().filter(d -> d.outcome() == RecordOutcome.ADDED).count();
  }

  /** The documents whose runs were already recorded, so nothing was added for them. */
  public long alreadyRecorded() {
    return documents.stream().filter(d -> d.outcome() == RecordOutcome.ALREADY_RECORDED).count();
  }

  /**
   * One document's run as recorded.
   *
   * @param document the file
   * @param runId its run's id
   * @param results how many results its run holds
   * @param outcome added, or already recorded (nothing added)
   * @param notes what the document lacked and what was recorded instead ({@link DocumentRun#notes()})
   * @param sampledResults how many of its results have their raw samples stored (0 when they were
   *     not asked for)
   */
  public record RecordedDocument(Path document, String runId, int results, RecordOutcome outcome, List<String> notes,
      int sampledResults) {

    /** Copies the notes. */
    public RecordedDocument {
      notes = List.copyOf(notes);
    }
  }
}
