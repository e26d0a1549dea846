package io.github.nanometer.history.store;

import static io.github.nanometer.history.store.SampleHistory.COPY;
import static io.github.nanometer.history.store.SampleHistory.MACHINE;
import static io.github.nanometer.history.store.SampleHistory.PARSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Recording runs on both databases: round trip, idempotence on the run id, merging, concurrent writers. */
class RecordContractTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  @TempDir Path scratch;

  private final List<CommitFacts> commits = SampleHistory.chain("record", 4);

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aRecordedRunReadsBackEqualWithEveryField(DatabaseKind kind) {
    ResultRecord singleFork = new ResultRecord(COPY, "minimum time per evaluation", "ns", 1.25,
        Interval.unbounded(0.99, "minimum time per evaluation", "one JVM, no interval"), 1, OptionalDouble.empty(), 1);
    RunRecord run = new RunRecord("9b2f6c1e-3a57-4d0e-8c1f-0d6a0b9e7f11", commits.get(3), "release/1.x",
        new MachineIdentity("Intel Xeon", 64, 1L << 38, "Linux 6.8.0", Optional.of("ci-runner-7")),
        new JvmIdentity("Oracle Corporation", "1.8.0_392", List.of()), "JMH 1.37", RunReason.PULL_REQUEST,
        SampleHistory.T0, SampleHistory.T0.plusNanos(1_500_000_789L), SampleHistory.otherHash("doc"),
        List.of(SampleHistory.result(PARSE, 101.5), singleFork));
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      assertEquals(RecordOutcome.ADDED, store.recordRun(run));
      RunRecord back = store.readRun(run.runId()).orElseThrow();
      assertEquals(run, back);
      assertEquals(SampleHistory.T0.plusNanos(1_500_000_000L), back.endTime(), "kept to the microsecond");
      assertEquals(Double.NEGATIVE_INFINITY, back.results().get(1).interval().low());
      assertEquals(Optional.empty(), store.readRun("no-such-run"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void recordingTheSameRunTwiceAddsNothing(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      RunRecord run = SampleHistory.run("run-a", commits.get(0), 0, 100.0);
      assertEquals(RecordOutcome.ADDED, store.recordRun(run));
      List<SeriesSummary> once = store.listSeries();
      assertEquals(RecordOutcome.ALREADY_RECORDED, store.recordRun(run));
      assertEquals(List.of("run-a"), store.runIds());
      assertEquals(once, store.listSeries());
      assertEquals(List.of(1L, 1L), once.stream().map(SeriesSummary::resultCount).toList());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void refusesARunIdRecordedFromAnotherDocumentAndKeepsTheFirst(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      RunRecord run = SampleHistory.run("run-a", commits.get(0), 0, 100.0);
      store.recordRun(run);
      RunRecord impostor = new RunRecord(run.runId(), run.commit(), run.branch(), run.machine(), run.jvm(),
          run.toolVersion(), run.reason(), run.startTime(), run.endTime(), SampleHistory.otherHash("impostor"),
          List.of(SampleHistory.result(PARSE, 999.0)));
      HistoryStoreException e = assertThrows(HistoryStoreException.class, () -> store.recordRun(impostor));
      assertTrue(e.getMessage().contains("already holds run run-a recorded from document "
          + run.sourceDocumentHash()), e.getMessage());
      assertEquals(run, store.readRun("run-a").orElseThrow());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void twoHistoriesMergeWithoutDuplicates(DatabaseKind kind) {
    RunRecord a = SampleHistory.run("run-a", commits.get(0), 0, 100.0);
    RunRecord b = SampleHistory.run("run-b", commits.get(1), 10, 101.0);
    RunRecord c = SampleHistory.run("run-c", commits.get(2), 20, 102.0);
    try (HistoryStore first = HistoryStore.open(DATABASES.fresh(kind, scratch.resolve("first")));
        HistoryStore second = HistoryStore.open(DATABASES.fresh(kind, scratch.resolve("second")));
        HistoryStore direct = HistoryStore.open(DATABASES.fresh(kind, scratch.resolve("direct")))) {
      for (HistoryStore s : List.of(first, second, direct)) {
        s.migrate();
      }
      first.recordRun(a);
      first.recordRun(b);
      second.recordRun(b);
      second.recordRun(c);
      List<RecordOutcome> outcomes = new ArrayList<>();
      for (String id : second.runIds()) {
        outcomes.add(first.recordRun(second.readRun(id).orElseThrow()));
      }
      assertEquals(List.of(RecordOutcome.ALREADY_RECORDED, RecordOutcome.ADDED), outcomes);
      for (RunRecord r : List.of(a, b, c)) {
        direct.recordRun(r);
      }
      assertEquals(List.of("run-a", "run-b", "run-c"), first.runIds());
      assertEquals(direct.listSeries(), first.listSeries());
      assertEquals(List.of(3L, 3L), first.listSeries().stream().map(SeriesSummary::resultCount).toList());
      for (String id : direct.runIds()) {
        assertEquals(direct.readRun(id), first.readRun(id));
      }
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void concurrentWritersLoseNothingAndDuplicateNothing(DatabaseKind kind) throws Exception {
    HistoryLocation location = DATABASES.freshMigrated(kind, scratch);
    int writers = 4;
    int runsEach = 5;
    ExecutorService pool = Executors.newFixedThreadPool(writers);
    try {
      List<Future<Integer>> added = new ArrayList<>();
      for (int w = 0; w < writers; w++) {
        int writer = w;
        added.add(pool.submit(() -> {
          int count = 0;
          try (HistoryStore store = HistoryStore.open(location)) {
            for (int i = 0; i < runsEach; i++) {
              // every writer also records the shared run of commit i: only one may add it
              count += store.recordRun(SampleHistory.run("shared-" + i, commits.get(i % 4), i, 100.0))
                  == RecordOutcome.ADDED ? 1 : 0;
              count += store.recordRun(SampleHistory.run("w" + writer + "-" + i, commits.get(i % 4), 100 + i, 100.0 + i))
                  == RecordOutcome.ADDED ? 1 : 0;
            }
          }
          return count;
        }));
      }
      int total = 0;
      for (Future<Integer> f : added) {
        total += f.get();
      }
      assertEquals(runsEach + writers * runsEach, total);
    } finally {
      pool.shutdownNow();
    }
    try (HistoryStore store = HistoryStore.open(location)) {
      assertEquals(runsEach + writers * runsEach, store.runIds().size());
      for (SeriesSummary s : store.listSeries()) {
        assertEquals(runsEach + writers * runsEach, s.resultCount(), s.key().benchmark().name());
      }
      assertEquals(2, store.listSeries().size());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void machinesJvmsAndBenchmarksAreSharedBetweenRunsNotCopied(DatabaseKind kind) {
    HistoryLocation location;
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      location = store.location();
      for (int i = 0; i < 4; i++) {
        store.recordRun(SampleHistory.run("run-" + i, commits.get(i), i, 100.0 + i));
      }
    }
    try (Database db = Database.open(location)) {
      assertEquals(1, MigrationContractTest.count(db, "SELECT COUNT(*) FROM machine"));
      assertEquals(1, MigrationContractTest.count(db, "SELECT COUNT(*) FROM jvm"));
      assertEquals(2, MigrationContractTest.count(db, "SELECT COUNT(*) FROM benchmark"));
      assertEquals(8, MigrationContractTest.count(db, "SELECT COUNT(*) FROM result"));
      assertEquals(MACHINE.id(), db.read("machine id", c -> {
        try (var s = c.createStatement(); var rs = s.executeQuery("SELECT id FROM machine")) {
          rs.next();
          return rs.getString(1);
        }
      }));
    }
  }
}
