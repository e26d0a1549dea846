package io.github.nanometer.history.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.cli.Main;
import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.history.store.MachineIdentity;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.RunRecord;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nanometer history bisect} end to end on a real temporary git repository: eight commits
 * after the good one, the measured value (a file of the commit) 30% larger from commit 5 on, the
 * run command a shell script printing that value with 1% of noise, the build command failing on
 * commit 2.
 */
class BisectCommandTest {
  static final String BUILD = "test ! -f broken && cp value built.txt";
  static final String RUN = "awk -v v=\"$(cat built.txt)\" -v s=$$ 'BEGIN { srand(s); print v * (1 + 0.01 * (rand() - 0.5)) }'";

  @TempDir Path repo;
  @TempDir Path scratch;
  final List<String> shas = new ArrayList<>();

  @BeforeEach
  void commits() throws Exception {
    git("init", "-q", "-b", "main");
    git("config", "user.email", "t@example.org");
    git("config", "user.name", "t");
    for (int i = 0; i <= 8; i++) {
      Files.writeString(repo.resolve("value"), i >= 5 ? "130\n" : "100\n");
      if (i == 2) {
        Files.writeString(repo.resolve("broken"), "");
      } else {
        Files.deleteIfExists(repo.resolve("broken"));
      }
      git("add", "-A");
      git("commit", "-q", "--allow-empty", "-m", "commit " + i);
      shas.add(git("rev-parse", "HEAD").strip());
    }
  }

  @Test
  void namesTheFirstBadCommitAndLeavesTheCheckoutAsItWas() throws Exception {
    Files.writeString(repo.resolve("untracked.txt"), "mine");
    Run r = bisect("--good", shas.get(0), "--bad", "HEAD", "--step", "30%", "--seed", "1");
    assertEquals(0, r.status, r.err);
    assertTrue(r.out.startsWith("first bad commit: " + shas.get(5) + " commit 5\n"), r.out);
    assertTrue(r.out.contains("step +30.00%, decided at +15.00%; 8 commits after the last good one, 3 probes"), r.out);
    assertTrue(r.err.contains("probe 1: " + shas.get(4).substring(0, 12) + " like-good after "), r.err);
    assertEquals("?? untracked.txt\n", git("status", "--porcelain"), "the checkout is untouched");
    assertEquals(shas.get(8) + "\n", git("rev-parse", "HEAD"));
    assertEquals(1, git("worktree", "list", "--porcelain").lines().filter(l -> l.startsWith("worktree ")).count(),
        "every temporary worktree removed");
  }

  @Test
  void anUnbuildableCommitIsSkippedAndNamedAmongTheCandidates() throws Exception {
    Run r = bisect("--good", shas.get(0), "--bad", shas.get(3), "--step", "30%", "--seed", "2", "--min-pairs", "3");
    assertEquals(3, r.status, r.err);
    assertTrue(r.out.startsWith("not narrowed to one commit; the first bad commit is one of:\n  " + shas.get(2)
        + " commit 2 (unbuildable)\n  " + shas.get(3) + " commit 3 (bad)\n"), r.out);
    assertTrue(r.out.contains("      the build command exited with status 1"), r.out);
  }

  @Test
  void anInterruptedBisectionResumesFromItsStateAndAnotherQuestionIsRefused() throws Exception {
    Path state = repo.resolve("bisect-state.json");
    Run first = bisect("--good", shas.get(0), "--bad", shas.get(8), "--step", "30%", "--max-probes", "1",
        "--state", state.toString());
    assertEquals(3, first.status, first.err);
    assertTrue(first.out.contains("stopped at the probe limit"), first.out);
    assertTrue(Files.readString(state).contains("\"verdict\": \"like-good\""), Files.readString(state));

    Run resumed = bisect("--good", shas.get(0), "--bad", shas.get(8), "--step", "30%", "--state", state.toString());
    assertEquals(0, resumed.status, resumed.err);
    assertTrue(resumed.out.startsWith("first bad commit: " + shas.get(5)), resumed.out);
    assertTrue(resumed.err.startsWith("probe 2: "), "probe 1 is not taken again: " + resumed.err);

    Run other = bisect("--good", shas.get(0), "--bad", shas.get(8), "--step", "20%", "--state", state.toString());
    assertEquals(2, other.status);
    assertEquals("nanometer history bisect: --state: " + state + " belongs to another bisection: its step is 0.3,"
        + " not 0.2 (give another --state FILE, or delete it to start over)\n", other.err);
  }

  @Test
  void aNameThatIsNoCommitIsOneLineAndExitTwo() throws Exception {
    Run r = bisect("--good", "no-such-branch", "--bad", "HEAD", "--step", "3%");
    assertEquals(2, r.status);
    assertEquals("nanometer history bisect: --good: 'no-such-branch' names no commit in this repository\n", r.err);
  }

  @Test
  void aStoredChangePointGivesTheGoodAndBadCommitsAndTheStep() throws Exception {
    Path db = repo.resolve("history.db");
    String id = storedChange(db);
    Run r = bisect("--change", id.substring(0, 8), "--db", db.toString(), "--seed", "1", "--no-record");
    assertEquals(0, r.status, r.err);
    assertTrue(r.out.startsWith("first bad commit: " + shas.get(5) + " commit 5\n"), r.out);
    assertTrue(r.out.contains("step +30.00%, decided at +15.00%"), r.out);
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(db))) {
      assertEquals(List.of("run-0", "run-8"), store.runIds().stream().sorted().toList(), "--no-record: no bisect run");
    }
    Run unknown = bisect("--change", "abcdef", "--db", db.toString());
    assertEquals(2, unknown.status);
    assertEquals("nanometer history bisect: --change abcdef matches no change point of " + db + "\n", unknown.err);
  }

  @Test
  void eachProbeIsRecordedAsTwoBisectRunsInTheChangesSeriesOnceWhenResumed() throws Exception {
    Path db = repo.resolve("history.db");
    String id = storedChange(db);
    Path state = scratch.resolve("bisect-state.json");
    Run first = bisect("--change", id, "--db", db.toString(), "--seed", "1", "--state", state.toString(),
        "--max-probes", "1");
    assertEquals(3, first.status, first.err);
    assertTrue(first.err.contains("each probe is recorded as two bisect runs (last good and probe) in " + db
        + ", series value (ns) on branch main"), first.err);
    Run resumed = bisect("--change", id, "--db", db.toString(), "--seed", "1", "--state", state.toString());
    assertEquals(0, resumed.status, resumed.err);
    Run again = bisect("--change", id, "--db", db.toString(), "--seed", "1", "--state", state.toString());
    assertEquals(0, again.status, again.err);
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(db))) {
      assertEquals(1, store.seriesKeys().size(), "the bisect runs are in the change's series");
      List<RunRecord> bisects = store.runIds().stream().filter(r -> r.startsWith("bisect-"))
          .map(r -> store.readRun(r).orElseThrow()).toList();
      assertEquals(6, bisects.size(), "3 probes, each a good and a probe run, none twice: " + store.runIds());
      for (RunRecord run : bisects) {
        assertEquals(RunReason.BISECT, run.reason());
        assertEquals("main", run.branch());
        assertEquals("cpu", run.machine().cpuModel(), "the series' machine");
        ResultRecord result = run.results().get(0);
        assertEquals("ns", result.unit());
        int commit = shas.indexOf(run.commit().sha());
        double expected = commit >= 5 ? 130 : 100;
        assertEquals(expected, result.estimate(), expected * 0.01, run.commit().subject());
        assertTrue(result.interval().low() <= result.estimate() && result.estimate() <= result.interval().high());
        assertEquals(result.forks(), result.sampleCount(), "one invocation, one fork");
        assertTrue(result.forks() >= 10, "the pairs after the warm-up: " + result.forks());
      }
      assertEquals(3, bisects.stream().filter(r -> r.commit().sha().equals(shas.get(0))).count(),
          "the last good build's values at the last good commit, once per probe");
    }
    HistoryCli show = HistoryCli.run("history", "show", "--db", db.toString(), "--benchmark", "value");
    assertEquals(0, show.status(), show.err());
    assertEquals(6, show.out().lines().filter(l -> l.endsWith("  bisect")).count(), show.out());
  }

  /** A history of the repository with runs at commits 0 (100 ns) and 8 (130 ns) and their change point; its id. */
  private String storedChange(Path db) {
    String id;
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(db))) {
      store.migrate();
      GitRepository git = GitRepository.at(repo);
      store.recordBranchOrder("main", git.firstParentOrder("main"));
      BenchmarkIdentity benchmark = BenchmarkIdentity.of("value", Map.of(), "avgt", "fp");
      MachineIdentity machine = new MachineIdentity("cpu", 2, 1L << 33, "6.1", Optional.empty());
      JvmIdentity jvm = new JvmIdentity("vendor", "17.0.15", List.of());
      for (int i : new int[] {0, 8}) {
        double ns = i == 0 ? 100 : 130;
        Instant start = Instant.parse("2026-03-01T00:00:00Z").plusSeconds(3600L * i);
        store.recordRun(new RunRecord("run-" + i, git.commit(shas.get(i)), "main", machine, jvm, "0.1.0",
            RunReason.PUSH, start, start.plusSeconds(1), String.format("%064x", i + 1), List.of(new ResultRecord(
                benchmark, "time", "ns", ns, new Interval(ns - 1, ns + 1, 0.95, "time", "test"), 3,
                OptionalDouble.empty(), 10))));
      }
      String series = store.seriesKeys().get(0).id();
      id = store.saveChangePoints(List.of(DetectedChange.of(series, shas.get(0), shas.get(8), 0.30,
          new Interval(0.28, 0.32, 0.95, "relative change", "test"), "test", Map.of(), Instant.now()))).get(0).id();
    }
    return id;
  }

  record Run(int status, String out, String err) {}

  private Run bisect(String... args) {
    List<String> all = new ArrayList<>(List.of("history", "bisect", "--repo", repo.toString(), "--build", BUILD,
        "--run", RUN));
    all.addAll(List.of(args));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private String git(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("git", "-C", repo.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), "git " + String.join(" ", args) + ": " + out);
    return out;
  }
}
