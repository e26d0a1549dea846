package io.github.nanometer.history.store;

import static io.github.nanometer.history.store.SampleHistory.MACHINE;
import static io.github.nanometer.history.store.SampleHistory.PARSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Raw samples on both databases: recorded with a run or not at all, idempotent, added to a run
 * recorded without them, read back by run and by series, and pruned to each series' latest runs
 * without touching runs, results, change points or annotations.
 */
class SampleContractTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  @TempDir Path scratch;

  private final List<CommitFacts> commits = SampleHistory.chain("samples", 6);

  private static final JvmIdentity JDK21 = new JvmIdentity("Eclipse Adoptium", "21.0.7", List.of("-Xmx1g"));

  /** Three forks of {@code n} samples each around {@code ns}, distinct per {@code seed}. */
  static RawSamples samples(double ns, int n, int seed) {
    double[][] forks = new double[3][n];
    for (int f = 0; f < 3; f++) {
      for (int i = 0; i < n; i++) {
        forks[f][i] = ns * (1 + 0.001 * ((seed * 31 + f * 7 + i) % 11));
      }
    }
    return RawSamples.of(RawSamples.NANOS_PER_OPERATION, List.of(forks[0], forks[1], forks[2]));
  }

  /** Both results' samples of {@link SampleHistory#run}'s run (index 0 parse, 1 copy). */
  private static Map<Integer, RawSamples> both(int seed) {
    return Map.of(0, samples(100, 4, seed), 1, samples(10, 3, seed + 100));
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void samplesRecordedWithARunReadBackEqualByRunAndBySeries(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      RunRecord run = SampleHistory.run("r0", commits.get(0), 0, 100.0);
      RunRecord plain = SampleHistory.run("r1", commits.get(1), 1, 101.0);
      assertEquals(RecordOutcome.ADDED, store.recordRun(run, both(1)));
      assertEquals(RecordOutcome.ADDED, store.recordRun(plain));
      assertEquals(both(1), store.runSamples("r0"));
      assertEquals(Map.of(), store.runSamples("r1"), "a run recorded without samples has none");
      assertEquals(Map.of(), store.runSamples("no-such-run"));
      String parse = run.results().get(0).seriesOn(MACHINE, SampleHistory.JDK17).id();
      assertEquals(Map.of("r0", both(1).get(0)), store.seriesSamples(parse));
      assertEquals(run, store.readRun("r0").orElseThrow(), "the summaries are the same with samples or without");
      assertEquals(2, rows(store, "result_samples"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void recordingAgainAddsNothingButTheSamplesARunLacks(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      RunRecord run = SampleHistory.run("r0", commits.get(0), 0, 100.0);
      assertEquals(RecordOutcome.ADDED, store.recordRun(run));
      assertEquals(RecordOutcome.ALREADY_RECORDED, store.recordRun(run, Map.of(1, both(1).get(1))));
      assertEquals(Map.of(1, both(1).get(1)), store.runSamples("r0"));
      assertEquals(RecordOutcome.ALREADY_RECORDED, store.recordRun(run, both(1)));
      assertEquals(RecordOutcome.ALREADY_RECORDED, store.recordRun(run, both(1)));
      assertEquals(both(1), store.runSamples("r0"));
      // a stored result's samples are never replaced by a later record
      assertEquals(RecordOutcome.ALREADY_RECORDED, store.recordRun(run, both(7)));
      assertEquals(both(1), store.runSamples("r0"));
      assertEquals(2, rows(store, "result_samples"));
      assertEquals(1, rows(store, "run"));
      assertEquals(2, rows(store, "result"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void samplesOfAnotherDocumentOrNoResultAreRefusedAndNothingIsWritten(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      RunRecord run = SampleHistory.run("r0", commits.get(0), 0, 100.0);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> store.recordRun(run, Map.of(2, samples(1, 1, 1))));
      assertEquals("samples must be keyed by an index of the run's 2 results, got 2", e.getMessage());
      store.recordRun(run);
      RunRecord impostor = new RunRecord(run.runId(), run.commit(), run.branch(), run.machine(), run.jvm(),
          run.toolVersion(), run.reason(), run.startTime(), run.endTime(), SampleHistory.otherHash("impostor"),
          run.results());
      assertThrows(HistoryStoreException.class, () -> store.recordRun(impostor, both(1)));
      assertEquals(0, rows(store, "result_samples"));
    }
  }

  /**
   * Six runs of main with both benchmarks on JDK 17 (r5, the latest, recorded without samples), two
   * of the parse benchmark on JDK 21 (another series), a change point and an annotation.
   */
  private HistoryStore prunableHistory(DatabaseKind kind) {
    HistoryStore store = DATABASES.openMigrated(kind, scratch);
    for (int i = 0; i < 6; i++) {
      RunRecord run = SampleHistory.run("r" + i, commits.get(i), i, 100.0 + i);
      store.recordRun(run, i == 5 ? Map.of() : both(i));
    }
    for (int i = 0; i < 2; i++) {
      store.recordRun(SampleHistory.run("j" + i, commits.get(i), RunReason.PUSH, 10 + i, MACHINE, JDK21,
          List.of(SampleHistory.result(PARSE, 90.0))), Map.of(0, samples(90, 5, 50 + i)));
    }
    SeriesKey parse = SeriesKey.of(PARSE, SampleHistory.MEASURE, MACHINE, SampleHistory.JDK17);
    store.saveChangePoints(List.of(DetectedChange.of(parse.id(), commits.get(2).sha(), commits.get(3).sha(), 0.03,
        Interval.around(0.03, 0.01, 0.95, "after / before - 1", "test"), "test", Map.of(), SampleHistory.T0)));
    store.annotate(new Annotation.ExcludedRun("r1", "noisy neighbour", SampleHistory.T0));
    return store;
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void pruningKeepsTheSamplesOfEachSeriesLatestRunsAndNothingElseChanges(DatabaseKind kind) {
    try (HistoryStore store = prunableHistory(kind)) {
      Map<String, Long> before = counts(store);
      assertEquals(12, before.get("result_samples"));
      SamplePruning pruning = store.pruneSamples(2, false);
      // r5 counts among the latest two of its series though it has no samples: r4 alone keeps them
      assertEquals(Set.of("r0", "r1", "r2", "r3"), runIds(pruning));
      assertEquals(8, pruning.removed().size());
      assertEquals(2, pruning.seriesCount());
      assertEquals(4, pruning.keptResults());
      assertEquals(4 * (3 * 4 + 3 * 3) * 8L, pruning.removedBytes(), "4 runs of 3 forks of 4 and of 3, 8 bytes a sample");
      assertEquals(both(4), store.runSamples("r4"));
      for (String gone : List.of("r0", "r1", "r2", "r3", "r5")) {
        assertEquals(Map.of(), store.runSamples(gone), gone);
      }
      assertEquals(Map.of(0, samples(90, 5, 50)), store.runSamples("j0"), "a series with 2 runs keeps both");
      assertEquals(Map.of(0, samples(90, 5, 51)), store.runSamples("j1"));
      Map<String, Long> after = counts(store);
      assertEquals(4, after.get("result_samples"));
      after.remove("result_samples");
      before.remove("result_samples");
      assertEquals(before, after, "runs, results, change points and annotations");
      assertEquals(List.of(), store.pruneSamples(2, false).removed(), "pruning again removes nothing");
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aDryRunListsWhatARealRunDeletesAndDeletesNothing(DatabaseKind kind) {
    try (HistoryStore store = prunableHistory(kind)) {
      Map<String, Long> before = counts(store);
      SamplePruning dry = store.pruneSamples(1, true);
      assertTrue(dry.dryRun());
      assertEquals(before, counts(store));
      assertEquals(both(0), store.runSamples("r0"));
      SamplePruning real = store.pruneSamples(1, false);
      assertEquals(new SamplePruning(1, false, dry.removed(), dry.keptResults()), real);
      // keep 1: in the JDK 17 series r5 (no samples) is the latest, so every sampled run loses them
      assertEquals(Set.of("r0", "r1", "r2", "r3", "r4", "j0"), runIds(real));
      assertEquals(1, real.keptResults());
      assertEquals(1, rows(store, "result_samples"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void theLatestRunsAreChosenByRunStartNotByCommitAndZeroKeepsNone(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      store.recordRun(SampleHistory.run("newer-commit", commits.get(4), 0, 100.0), both(1));
      store.recordRun(SampleHistory.run("started-later", commits.get(1), 30, 100.0), both(2));
      SamplePruning pruning = store.pruneSamples(1, false);
      assertEquals(Set.of("newer-commit"), runIds(pruning));
      assertEquals(both(2), store.runSamples("started-later"));
      assertEquals(Set.of("started-later"), runIds(store.pruneSamples(0, false)));
      assertEquals(0, rows(store, "result_samples"));
      assertThrows(IllegalArgumentException.class, () -> store.pruneSamples(-1, true));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void compactingGivesAnSqliteFileItsSpaceBackAndLeavesPostgresqlAlone(DatabaseKind kind) throws Exception {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      for (int i = 0; i < 4; i++) {
        store.recordRun(SampleHistory.run("r" + i, commits.get(i), i, 100.0),
            Map.of(0, samples(100, 20_000, i), 1, samples(10, 20_000, i)));
      }
      if (kind != DatabaseKind.SQLITE) {
        assertEquals(false, store.compact());
        return;
      }
      Path file = store.location().sqliteFile().orElseThrow();
      long full = Files.size(file);
      SamplePruning pruning = store.pruneSamples(1, false);
      assertEquals(6L * 3 * 20_000 * 8, pruning.removedBytes());
      assertEquals(full, Files.size(file), "deleting alone leaves the file as large");
      assertTrue(store.compact());
      long compacted = Files.size(file);
      assertTrue(full - compacted > pruning.removedBytes() * 9 / 10, full + " -> " + compacted);
      assertEquals(4, store.runIds().size());
    }
  }

  private static Set<String> runIds(SamplePruning pruning) {
    Set<String> ids = new TreeSet<>();
    pruning.removed().forEach(r -> ids.add(r.runId()));
    return ids;
  }

  private static Map<String, Long> counts(HistoryStore store) {
    Map<String, Long> counts = new TreeMap<>();
    for (String table : List.of("run", "result", "change_point", "annotation", "series", "result_samples")) {
      counts.put(table, rows(store, table));
    }
    return counts;
  }

  private static long rows(HistoryStore store, String table) {
    try (Database db = Database.open(store.location())) {
      return MigrationContractTest.count(db, "SELECT COUNT(*) FROM " + table);
    }
  }
}
