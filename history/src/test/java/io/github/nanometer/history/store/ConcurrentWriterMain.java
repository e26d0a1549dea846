package io.github.nanometer.history.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One of several writer processes of {@link EightProcessesTest}: opens the history named by its
 * first argument (a file or a {@code postgresql://} address, the user from {@code PGUSER}), prints
 * {@code ready}, waits for the go file to appear (so that every writer starts at once), migrates,
 * prints {@code migrated N} (the scripts it applied), then records for each {@code i} below the run
 * count the run every writer records ({@link #sharedRun}) and its own ({@link #ownRun}), and prints
 * {@code added N} (the runs it added). Exit 3 when the go file does not come within a minute.
 *
 * <p>Arguments: {@code DB WRITER RUNS GO_FILE}.
 */
public final class ConcurrentWriterMain {
  private static final List<CommitFacts> COMMITS = SampleHistory.chain("processes", 4);

  private ConcurrentWriterMain() {}

  /** Runs one writer; see the class comment. */
  public static void main(String[] args) throws InterruptedException {
    HistoryLocation location = HistoryLocation.parse(args[0], System.getenv(), Path.of("/nonexistent/.pgpass"));
    int writer = Integer.parseInt(args[1]);
    int runs = Integer.parseInt(args[2]);
    Path go = Path.of(args[3]);
    try (HistoryStore store = HistoryStore.open(location)) {
      System.out.println("ready");
      long deadline = System.nanoTime() + 60_000_000_000L;
      while (!Files.exists(go)) {
        if (System.nanoTime() > deadline) {
          System.exit(3);
        }
        Thread.sleep(2);
      }
      System.out.println("migrated " + store.migrate().appliedScripts().size());
      int added = 0;
      for (int i = 0; i < runs; i++) {
        added += store.recordRun(sharedRun(i)) == RecordOutcome.ADDED ? 1 : 0;
        added += store.recordRun(ownRun(writer, i)) == RecordOutcome.ADDED ? 1 : 0;
      }
      System.out.println("added " + added);
    }
  }

  /** The {@code i}th run that every writer records: only one of them may add it. */
  static RunRecord sharedRun(int i) {
    return SampleHistory.run("shared-" + i, COMMITS.get(i % COMMITS.size()), i, 100.0 + i);
  }

  /** Writer {@code writer}'s own {@code i}th run. */
  static RunRecord ownRun(int writer, int i) {
    return SampleHistory.run("writer-" + writer + "-" + i, COMMITS.get(i % COMMITS.size()), 100 + 10 * writer + i,
        200.0 + writer + i / 10.0);
  }
}
