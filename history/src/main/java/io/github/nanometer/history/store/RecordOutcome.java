package io.github.nanometer.history.store;

/** What {@link HistoryStore#recordRun} did with a run. */
public enum RecordOutcome {
  /** The run and its results were added. */
  ADDED,
  /** A run with this id and the same source document was already recorded; nothing was added. */
  ALREADY_RECORDED
}
