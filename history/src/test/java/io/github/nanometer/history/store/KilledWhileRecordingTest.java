package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.nanometer.history.JavaChild;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A process killed (SIGKILL) in the middle of recording a large run ({@link LargeRunWriterMain})
 * leaves the history as it was: the run it was recording absent with every row of it, the runs
 * before it whole, and the database opens, migrates and takes the next run afterwards.
 *
 * <p>The kill lands inside the run's transaction, which the test sees from outside before it kills:
 * SQLite's write-ahead log has grown past {@link #SPILLED_WAL_BYTES} (uncommitted pages the writer
 * spilled, a small part of the run's tens of megabytes) and PostgreSQL lists the writer's
 * connection in a transaction begun at least {@link #OPEN_TRANSACTION_MILLIS} before.
 */
class KilledWhileRecordingTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  @TempDir Path scratch;

  /** Results in the large run: about 38 MB of database at 0.96 KB a result, many seconds to insert. */
  private static final int RESULTS = 40_000;
  /** The write-ahead log size that shows the large run's transaction under way. */
  private static final long SPILLED_WAL_BYTES = 1L << 20;
  /** How long PostgreSQL's transaction must have been open to show the large run's inserts under way. */
  private static final int OPEN_TRANSACTION_MILLIS = 200;
  private static final Duration LIMIT = Duration.ofSeconds(60);

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aWriterKilledMidRunLeavesTheHistoryAsItWas(DatabaseKind kind) throws Exception {
    List<CommitFacts> commits = SampleHistory.chain("killed", 2);
    RunRecord before = SampleHistory.run("before", commits.get(0), 0, 100.0);
    HistoryLocation location;
    List<SeriesSummary> seriesBefore;
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      location = store.location();
      store.recordRun(before);
      seriesBefore = store.listSeries();
    }
    JavaChild writer = JavaChild.start(scratch, "large-writer", ChildLocation.environment(location),
        List.of("-XX:TieredStopAtLevel=1"), LargeRunWriterMain.class.getName(),
        List.of(ChildLocation.argument(location), Integer.toString(RESULTS)));
    try {
      writer.awaitLine("recording", LIMIT);
      awaitTransactionUnderWay(kind, location, writer);
      assertFalse(writer.outputLines().contains("recorded"), "the run was still being recorded");
    } finally {
      writer.process().destroyForcibly().waitFor();
    }
    assertFalse(writer.outputLines().contains("recorded"), "killed before the run was recorded");

    try (HistoryStore store = HistoryStore.open(location)) {
      assertEquals(List.of(), store.migrate().appliedScripts(), "the schema is current");
      assertEquals(List.of("before"), store.runIds());
      assertEquals(Optional.of(before), store.readRun("before"));
      assertEquals(seriesBefore, store.listSeries());
      assertEquals(RecordOutcome.ADDED, store.recordRun(SampleHistory.run("after", commits.get(1), 90, 101.0)),
          "the killed writer holds no lock");
    }
    try (Database db = Database.open(location)) {
      assertEquals(2, MigrationContractTest.count(db, "SELECT COUNT(*) FROM benchmark"),
          "no benchmark of the large run");
      assertEquals(4, MigrationContractTest.count(db, "SELECT COUNT(*) FROM result"), "two results each of two runs");
    }
  }

  /** Waits until the writer's transaction is seen from outside (see the class comment); fails if it ends first. */
  private static void awaitTransactionUnderWay(DatabaseKind kind, HistoryLocation location, JavaChild writer)
      throws InterruptedException {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    try (Database db = kind == DatabaseKind.POSTGRESQL ? Database.open(location) : null) {
      while (!underWay(kind, location, db)) {
        if (!writer.process().isAlive() || System.nanoTime() > deadline) {
          throw new AssertionError("the writer's transaction was never seen (alive: " + writer.process().isAlive()
              + ", output: " + writer.output() + "): " + writer.errorTail());
        }
        Thread.sleep(2);
      }
    }
  }

  private static boolean underWay(DatabaseKind kind, HistoryLocation location, Database db) {
    if (kind == DatabaseKind.SQLITE) {
      Path wal = Path.of(location.sqliteFile().orElseThrow() + "-wal");
      try {
        return Files.size(wal) >= SPILLED_WAL_BYTES;
      } catch (IOException e) {
        return false;
      }
    }
    return MigrationContractTest.count(db, "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()"
        + " AND pid <> pg_backend_pid() AND state <> 'idle' AND xact_start < now() - interval '"
        + OPEN_TRANSACTION_MILLIS + " milliseconds'") > 0;
  }
}
