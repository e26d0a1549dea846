package io.github.nanometer.history.record;

import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.git.TempGit;
import io.github.nanometer.history.git.GitException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RecordOutcome;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Documents recorded into a temporary SQLite history as runs of commits of a temporary git repository. */
class RecorderTest {

  @TempDir
  Path dir;

  private TempGit repo;
  private HistoryStore store;
  private Recorder recorder;
  private List<String> shas;

  @BeforeEach
  void setUp() throws Exception {
    repo = TempGit.init(Files.createDirectory(dir.resolve("repo")));
    shas = List.of(repo.commit("one"), repo.commit("two"), repo.commit("three"));
    store = HistoryStore.open(HistoryLocation.sqlite(dir.resolve("db").resolve("history.db")));
    store.migrate();
    recorder = new Recorder(store, GitRepository.at(repo.dir()));
  }

  @AfterEach
  void tearDown() {
    store.close();
  }

  private Path doc(String name) {
    return Fixtures.copy(name, dir);
  }

  @Test
  void documentsAreRecordedAsRunsOfTheCommitWithTheBranchOrder() {
    Path results = doc("results-v4.json");
    Path jmh = doc("jmh-rf.json");
    Recording recording = recorder.record(List.of(results, jmh), "HEAD", "main", Optional.of("box"), RunReason.PUSH);
    assertEquals(shas.get(2), recording.commit().sha());
    assertEquals(List.of(shas.get(1)), recording.commit().parents());
    assertEquals(2, recording.added());
    assertEquals(3, recording.branchOrderLength());
    assertEquals(shas, store.branchOrder("main").stream().map(CommitFacts::sha).toList());

    RunRecord stored = store.readRun("6f1c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50").orElseThrow();
    DocumentRun read = RunDocuments.read(results, Optional.of("box"));
    assertEquals(read.toRunRecord(recording.commit(), "main", RunReason.PUSH), stored);
    assertEquals("label box", stored.machine().seriesIdentity());
    RunRecord jmhRun = store.readRun(Fixtures.sha256(jmh)).orElseThrow();
    assertEquals(4, jmhRun.results().size());
    assertEquals(List.of(3, 4), recording.documents().stream().map(Recording.RecordedDocument::results).toList());
    assertTrue(recording.documents().get(1).notes().get(0).startsWith("a JMH file has no run id or times"));
  }

  @Test
  void recordingTheSameDocumentsAgainAddsNothing() {
    List<Path> docs = List.of(doc("results-v3.json"), doc("suite-v4.json"));
    recorder.record(docs, shas.get(1), "main", Optional.of("box"), RunReason.PUSH);
    List<String> before = store.runIds();
    Recording again = recorder.record(docs, shas.get(1), "main", Optional.of("box"), RunReason.PUSH);
    assertEquals(0, again.added());
    assertEquals(2, again.alreadyRecorded());
    assertEquals(List.of(RecordOutcome.ALREADY_RECORDED, RecordOutcome.ALREADY_RECORDED),
        again.documents().stream().map(Recording.RecordedDocument::outcome).toList());
    assertEquals(before, store.runIds());
    assertEquals(2, before.size());
  }

  @Test
  void aBadDocumentRefusesTheWholeCallBeforeAnythingIsWritten() {
    Path good = doc("results-v4.json");
    Path bad = Fixtures.write(dir, "bad.json", "{\"schema\": \"nanometer-doctor\", \"version\": 1}");
    DocumentException e = assertThrows(DocumentException.class,
        () -> recorder.record(List.of(good, bad), "HEAD", "main", Optional.empty(), RunReason.PUSH));
    assertTrue(e.getMessage().startsWith(bad + ": a document of schema \"nanometer-doctor\""), e.getMessage());
    assertEquals(List.of(), store.runIds());
    assertEquals(List.of(), store.branchOrder("main"));
  }

  @Test
  void anUnknownCommitIsRefusedAndNothingIsWritten() {
    GitException e = assertThrows(GitException.class, () -> recorder.record(List.of(doc("results-v4.json")),
        "0123456789abcdef0123456789abcdef01234567", "main", Optional.empty(), RunReason.PUSH));
    assertTrue(e.getMessage().startsWith("commit 0123456789abcdef0123456789abcdef01234567 is not in the repository"));
    assertEquals(List.of(), store.runIds());
  }

  @Test
  void anOlderCommitRecordedLateLeavesTheLongerOrderInPlace() {
    recorder.record(List.of(doc("results-v4.json")), "HEAD", "main", Optional.empty(), RunReason.PUSH);
    repo.run("checkout", "--quiet", shas.get(0));
    repo.run("branch", "--quiet", "-D", "main");
    // no branch ref any more: a push run takes the measured commit's order, a prefix of the recorded one
    Recording late = recorder.record(List.of(doc("jmh-rf.json")), shas.get(0), "main", Optional.of("box"),
        RunReason.PUSH);
    assertEquals(0, late.branchOrderLength());
    assertEquals(shas, store.branchOrder("main").stream().map(CommitFacts::sha).toList());
  }

  @Test
  void aPullRequestRunWithoutABranchRefRecordsNoOrder() {
    Recording pr = recorder.record(List.of(doc("results-v4.json")), shas.get(1), "feature-x", Optional.empty(),
        RunReason.PULL_REQUEST);
    assertEquals(0, pr.branchOrderLength());
    assertEquals(List.of(), store.branchOrder("feature-x"));
    assertEquals(RunReason.PULL_REQUEST, store.readRun(pr.documents().get(0).runId()).orElseThrow().reason());
  }

  @Test
  void aShallowCloneIsRefusedBeforeAnythingIsWritten() throws Exception {
    Path clone = dir.resolve("clone");
    repo.run("clone", "--quiet", "--depth", "1", "file://" + repo.dir(), clone.toString());
    Recorder shallow = new Recorder(store, GitRepository.at(clone));
    GitException e = assertThrows(GitException.class,
        () -> shallow.record(List.of(doc("results-v4.json")), "HEAD", "main", Optional.empty(), RunReason.PUSH));
    assertTrue(e.getMessage().contains("fetch-depth: 0"), e.getMessage());
    assertEquals(List.of(), store.runIds());
  }
}
