package io.github.nanometer.history.store;

import static io.github.nanometer.history.store.SampleHistory.COPY;
import static io.github.nanometer.history.store.SampleHistory.JDK17;
import static io.github.nanometer.history.store.SampleHistory.MACHINE;
import static io.github.nanometer.history.store.SampleHistory.MEASURE;
import static io.github.nanometer.history.store.SampleHistory.PARSE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Series identity and one series read in a branch's first-parent order, on both databases. */
class SeriesContractTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  @TempDir Path scratch;

  private final List<CommitFacts> main = SampleHistory.chain("main", 6);

  private RunRecord parseRun(String id, int commit, MachineIdentity machine, JvmIdentity jvm, BenchmarkIdentity benchmark) {
    return SampleHistory.run(id, main.get(commit), RunReason.PUSH, commit, machine, jvm,
        List.of(SampleHistory.result(benchmark, 100.0 + commit)));
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aJdkFeatureReleaseAFlagAMachineOrAnEditedBodyStartsANewSeriesAnUpdateOrKernelDoesNot(DatabaseKind kind) {
    JvmIdentity update = new JvmIdentity(JDK17.vendor(), "17.0.16", JDK17.flags());
    JvmIdentity jdk21 = new JvmIdentity(JDK17.vendor(), "21.0.3", JDK17.flags());
    JvmIdentity otherFlags = new JvmIdentity(JDK17.vendor(), JDK17.version(), List.of("-Xmx1g"));
    MachineIdentity newKernel = new MachineIdentity(MACHINE.cpuModel(), MACHINE.cores(), MACHINE.memoryBytes() + 3_000_000,
        "Linux 6.1.0-21-amd64", Optional.empty());
    MachineIdentity otherCpu = new MachineIdentity("Intel Xeon Platinum 8375C", 2, MACHINE.memoryBytes(), MACHINE.kernel(),
        Optional.empty());
    BenchmarkIdentity edited = new BenchmarkIdentity(PARSE.name(), PARSE.parameters(), PARSE.mode(), "Parse::json@77aa");
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      store.recordRun(parseRun("base", 0, MACHINE, JDK17, PARSE));
      store.recordRun(parseRun("update", 1, MACHINE, update, PARSE));
      store.recordRun(parseRun("kernel", 2, newKernel, JDK17, PARSE));
      store.recordRun(parseRun("jdk21", 3, MACHINE, jdk21, PARSE));
      store.recordRun(parseRun("flags", 3, MACHINE, otherFlags, PARSE));
      store.recordRun(parseRun("cpu", 4, otherCpu, JDK17, PARSE));
      store.recordRun(parseRun("edited", 5, MACHINE, JDK17, edited));
      SeriesKey base = SeriesKey.of(PARSE, MEASURE, MACHINE, JDK17);
      List<SeriesKey> expected = List.of(base, SeriesKey.of(PARSE, MEASURE, MACHINE, otherFlags),
          SeriesKey.of(PARSE, MEASURE, MACHINE, jdk21), SeriesKey.of(PARSE, MEASURE, otherCpu, JDK17),
          SeriesKey.of(edited, MEASURE, MACHINE, JDK17));
      List<SeriesSummary> listed = store.listSeries();
      assertEquals(sortedLikeTheStore(expected), listed.stream().map(SeriesSummary::key).toList());
      assertEquals(sortedLikeTheStore(expected), store.seriesKeys(), "the keys alone, in the listing's order");
      assertEquals(3, listed.stream().filter(s -> s.key().equals(base)).findFirst().orElseThrow().resultCount());
      store.recordBranchOrder("main", main);
      BranchSeries series = store.readSeries(base, "main");
      assertEquals(List.of("base", "update", "kernel"), series.points().stream().map(SeriesPoint::runId).toList());
      assertEquals(List.of("17.0.15", "17.0.16", "17.0.15"),
          series.points().stream().map(SeriesPoint::jvmVersion).toList());
      assertEquals(List.of(MACHINE.kernel(), MACHINE.kernel(), "Linux 6.1.0-21-amd64"),
          series.points().stream().map(SeriesPoint::kernel).toList());
      assertEquals(Optional.of(base), store.series(base.id()));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aLabelledMachineIsOneSeriesWhateverItsHardware(DatabaseKind kind) {
    MachineIdentity before = new MachineIdentity("AMD EPYC 7B13", 2, 8L << 30, "Linux 6.1", Optional.of("perf-box"));
    MachineIdentity after = new MachineIdentity("AMD EPYC 9B14", 4, 16L << 30, "Linux 6.8", Optional.of("perf-box"));
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      store.recordRun(parseRun("before", 0, before, JDK17, PARSE));
      store.recordRun(parseRun("after", 1, after, JDK17, PARSE));
      List<SeriesSummary> listed = store.listSeries();
      assertEquals(1, listed.size());
      assertEquals("label perf-box", listed.get(0).key().machine());
      assertEquals(2, listed.get(0).resultCount());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void readsASeriesInFirstParentOrderWithOnlyTheScannedRunReasonsByDefault(DatabaseKind kind) {
    CommitFacts offBranch = SampleHistory.chain("feature", 2).get(1);
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      store.recordBranchOrder("main", main);
      record(store, "c4", main.get(4), RunReason.PUSH, 0);
      record(store, "c1-late", main.get(1), RunReason.PUSH, 5);
      record(store, "c1-early", main.get(1), RunReason.PUSH, 2);
      record(store, "c3-manual", main.get(3), RunReason.MANUAL, 1);
      record(store, "c2-pr", main.get(2), RunReason.PULL_REQUEST, 1);
      record(store, "c5-bisect", main.get(5), RunReason.BISECT, 1);
      record(store, "feature", offBranch, RunReason.PUSH, 1);
      SeriesKey key = SeriesKey.of(PARSE, MEASURE, MACHINE, JDK17);
      BranchSeries scanned = store.readSeries(key, "main");
      assertEquals(List.of("c1-early", "c1-late", "c3-manual", "c4"), ids(scanned));
      assertEquals(List.of(1L, 1L, 3L, 4L), scanned.points().stream().map(SeriesPoint::position).toList());
      assertEquals(main.get(1).sha(), scanned.points().get(0).commitSha());
      assertEquals(List.of(), scanned.excluded());
      BranchSeries all = store.readSeries(key, "main", EnumSet.allOf(RunReason.class));
      assertEquals(List.of("c1-early", "c1-late", "c2-pr", "c3-manual", "c4", "c5-bisect"), ids(all));
      assertEquals(List.of(), ids(store.readSeries(key, "release")));
      assertEquals(main, store.branchOrder("main"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aBranchOrderRecordedAgainReplacesTheOldOneAfterGrowthOrAForcePush(DatabaseKind kind) {
    CommitFacts rewritten = new CommitFacts(SampleHistory.sha("rewritten"), List.of(main.get(1).sha()),
        SampleHistory.T0, "rewritten commit 2");
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      record(store, "c3", main.get(3), RunReason.PUSH, 0);
      record(store, "r2", rewritten, RunReason.PUSH, 1);
      SeriesKey key = SeriesKey.of(PARSE, MEASURE, MACHINE, JDK17);
      store.recordBranchOrder("main", main.subList(0, 3));
      assertEquals(List.of(), ids(store.readSeries(key, "main")));
      store.recordBranchOrder("main", main);
      assertEquals(List.of("c3"), ids(store.readSeries(key, "main")));
      store.recordBranchOrder("main", List.of(main.get(0), main.get(1), rewritten));
      assertEquals(List.of(main.get(0), main.get(1), rewritten), store.branchOrder("main"));
      assertEquals(List.of("r2"), ids(store.readSeries(key, "main")));
      assertEquals(List.of(2L), store.readSeries(key, "main").points().stream().map(SeriesPoint::position).toList());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void annotatedExclusionsAreSetApartWithTheirReasons(DatabaseKind kind) {
    try (HistoryStore store = DATABASES.openMigrated(kind, scratch)) {
      store.recordBranchOrder("main", main);
      for (int i = 0; i < 4; i++) {
        store.recordRun(SampleHistory.run("r" + i, main.get(i), i, 100.0));
      }
      SeriesKey parse = SeriesKey.of(PARSE, MEASURE, MACHINE, JDK17);
      SeriesKey copy = SeriesKey.of(COPY, MEASURE, MACHINE, JDK17);
      Annotation noisy = new Annotation.ExcludedRun("r1", "noisy neighbour", SampleHistory.T0);
      Annotation bimodal = new Annotation.ExcludedResult("r2", parse.id(), "bimodal JIT", SampleHistory.T0.plusSeconds(1));
      Annotation again = new Annotation.ExcludedResult("r1", parse.id(), "thermal", SampleHistory.T0.plusSeconds(2));
      Annotation expected = new Annotation.ExpectedChange(Optional.empty(), main.get(3).sha(), "new parser",
          SampleHistory.T0.plusSeconds(3));
      for (Annotation a : List.of(noisy, bimodal, again, expected)) {
        assertEquals(true, store.annotate(a));
      }
      assertEquals(false, store.annotate(new Annotation.ExcludedRun("r1", "noisy neighbour", SampleHistory.T0)));
      assertEquals(List.of(noisy, bimodal, again, expected), store.annotations());
      BranchSeries parsed = store.readSeries(parse, "main");
      assertEquals(List.of("r0", "r3"), ids(parsed));
      assertEquals(Map.of("r1", "noisy neighbour; thermal", "r2", "bimodal JIT"), reasons(parsed));
      BranchSeries copied = store.readSeries(copy, "main");
      assertEquals(List.of("r0", "r2", "r3"), ids(copied));
      assertEquals(Map.of("r1", "noisy neighbour"), reasons(copied));
    }
  }

  private static Map<String, String> reasons(BranchSeries series) {
    return series.excluded().stream()
        .collect(java.util.stream.Collectors.toMap(e -> e.point().runId(), ExcludedPoint::reason));
  }

  private static void record(HistoryStore store, String id, CommitFacts commit, RunReason reason, int minutes) {
    store.recordRun(SampleHistory.run(id, commit, reason, minutes, MACHINE, JDK17,
        List.of(SampleHistory.result(PARSE, 100.0))));
  }

  private static List<String> ids(BranchSeries series) {
    return series.points().stream().map(SeriesPoint::runId).toList();
  }

  private static List<SeriesKey> sortedLikeTheStore(List<SeriesKey> keys) {
    return keys.stream().map(k -> new SeriesSummary(k, 1, SampleHistory.T0)).sorted(SeriesQueries.LISTING)
        .map(SeriesSummary::key).toList();
  }
}
