package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.List;

/**
 * What {@link HistoryStore#pruneSamples} removed, or would remove on a dry run: the raw samples of
 * every result outside its series' latest {@code keepLatest} runs (by run start), and how many
 * results keep theirs. Runs, results, change points and annotations are never part of it.
 *
 * @param keepLatest the runs of each series whose samples are kept, the latest by run start
 * @param dryRun whether nothing was deleted (the list says what a real run would delete)
 * @param removed the results whose samples were (or would be) deleted, by series, the latest run first
 * @param keptResults how many results of the history keep their samples
 */
public record SamplePruning(int keepLatest, boolean dryRun, List<PrunedResult> removed, long keptResults) {

  /** Checks the counts and copies the list. */
  public SamplePruning {
    Checks.atLeast("keepLatest", keepLatest, 0);
    removed = Checks.list("removed", removed);
    Checks.atLeast("keptResults", keptResults, 0);
  }

  /** The bytes of samples deleted: what their values took in the database, before any compaction. */
  public long removedBytes() {
    return removed.stream().mapToLong(PrunedResult::storedBytes).sum();
  }

  /** How many series lost samples. */
  public long seriesCount() {
    return removed.stream().map(PrunedResult::seriesId).distinct().count();
  }

  /**
   * One result whose raw samples were removed.
   *
   * @param seriesId its series' id
   * @param runId its run
   * @param benchmarkId its benchmark's id
   * @param measure its measure
   * @param runStart when its run began (the order the latest runs are chosen by)
   * @param sampleCount the samples removed; at least 1
   * @param storedBytes the bytes their values took; at least 0
   */
  public record PrunedResult(String seriesId, String runId, String benchmarkId, String measure, Instant runStart,
      long sampleCount, long storedBytes) {

    /** Checks the parts. */
    public PrunedResult {
      Checks.text("seriesId", seriesId);
      Checks.text("runId", runId);
      Checks.text("benchmarkId", benchmarkId);
      Checks.text("measure", measure);
      Checks.present("runStart", runStart);
      Checks.atLeast("sampleCount", sampleCount, 1);
      Checks.atLeast("storedBytes", storedBytes, 0);
    }
  }
}
