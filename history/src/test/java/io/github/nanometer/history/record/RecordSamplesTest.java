package io.github.nanometer.history.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.git.TempGit;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.RecordOutcome;
import io.github.nanometer.history.store.RunReason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Raw samples read from each kind of document when asked for (times per evaluation in ns/op,
 * every fork's; JMH's rawData in the score's unit), none when not, and recorded through the {@link
 * Recorder} idempotently. Expected values are the fixtures' numbers worked by hand.
 */
class RecordSamplesTest {

  @TempDir Path dir;

  private static RawSamples nanos(double[]... parts) {
    return RawSamples.of("ns/op", List.of(parts));
  }

  @Test
  void aResultsDocumentsSamplesAreTimesPerEvaluationEveryForksAPart() {
    Path doc = Fixtures.copy("results-v4.json", dir);
    DocumentRun run = RunDocuments.read(doc, Optional.empty(), true);
    double[] copy = {160.5 / 16, 170.25 / 16};
    assertEquals(Map.of(0, nanos(copy), 1, nanos(new double[] {1_000_000, 1_500_000, 1_125_000}),
        2, nanos(copy, copy, copy)), run.samples());
    assertEquals(3, run.results().get(2).forks(), "the three forks of parse are three parts of one result");
    assertEquals(Map.of(), RunDocuments.read(doc, Optional.empty()).samples(), "not asked for: none");
    assertEquals(RunDocuments.read(doc, Optional.empty()).results(), run.results(), "the summaries are the same");
  }

  @Test
  void theSuitesCallsPerEvaluationAreDividedOut() throws IOException {
    Path doc = Fixtures.copy("suite-v4.json", dir);
    Files.writeString(doc, Files.readString(doc).replace("      \"callsPerEvaluation\": 1,\n      \"nanosPerCall\"",
        "      \"callsPerEvaluation\": 4,\n      \"nanosPerCall\""));
    DocumentRun run = RunDocuments.read(doc, Optional.empty(), true);
    double[] memcpy = {84.0 / 16 / 4, 90.5 / 16 / 4};
    double[] memset = {8000.0 / 100 / 4, 11200.5 / 140 / 4, 15680.25 / 196 / 4};
    assertEquals(Map.of(0, nanos(memcpy, memcpy), 1, nanos(memset, memset)), run.samples());
  }

  @Test
  void nanometerJmhSamplesAreNanosecondsPerEvaluationPerFork() {
    DocumentRun run = RunDocuments.read(Fixtures.copy("nanometer-jmh-v4.json", dir), Optional.empty(), true);
    RawSamples m = run.samples().get(0);
    assertEquals("ns/op", m.unit());
    assertEquals(List.of(4, 4, 4), m.partSizes());
    assertArrayEquals(new double[] {1000665.615751723 / 100000, 1002457.8175726271 / 100000,
        1004710.027535868 / 100000, 999443.5921705577 / 100000}, m.part(0));
    assertEquals(List.of(4), run.samples().get(1).partSizes());
  }

  @Test
  void aJmhFilesSamplesAreItsRawDataIterationScoresOneRowAPart() {
    DocumentRun run = RunDocuments.read(Fixtures.copy("jmh-rf.json", dir), Optional.of("box"), true);
    assertEquals(4, run.samples().size());
    RawSamples first = run.samples().get(0);
    assertEquals(RawSamples.of("ops/ns", List.of(new double[] {1.1998044065841158, 0.9005472298346772,
        1.215318255696544}, new double[] {0.7645040324186347, 0.8505255357523849, 0.8813707269815341})), first);
    assertEquals("ns/op", run.samples().get(2).unit());
  }

  @Test
  void badSamplesRefuseTheDocumentOnlyWhenTheyAreAskedFor() throws IOException {
    Path doc = Fixtures.copy("results-v4.json", dir);
    Files.writeString(doc, Files.readString(doc).replaceFirst("\"evaluations\": \\[\\s*16,", "\"evaluations\": [0,"));
    assertEquals(3, RunDocuments.read(doc, Optional.empty()).results().size());
    DocumentException e = assertThrows(DocumentException.class, () -> RunDocuments.read(doc, Optional.empty(), true));
    assertTrue(e.getMessage().contains("results[0].samples.evaluations[0]: evaluations of a sample must be at least 1,"
        + " got 0"), e.getMessage());
  }

  @Test
  void recordingWithSamplesStoresThemOnceAndAddsThemToARunRecordedWithout() throws IOException {
    TempGit repo = TempGit.init(Files.createDirectory(dir.resolve("repo")));
    repo.commit("one");
    Path results = Fixtures.copy("results-v4.json", dir);
    Path jmh = Fixtures.copy("jmh-rf.json", dir);
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(dir.resolve("history.db")))) {
      store.migrate();
      Recorder recorder = new Recorder(store, GitRepository.at(repo.dir()));
      Recording plain = recorder.record(List.of(results), "HEAD", "main", Optional.empty(), RunReason.PUSH);
      assertEquals(0, plain.documents().get(0).sampledResults());
      String runId = plain.documents().get(0).runId();
      assertEquals(Map.of(), store.runSamples(runId));

      Recording sampled = recorder.record(List.of(results, jmh), "HEAD", "main", Optional.of("box"), RunReason.PUSH,
          true);
      assertEquals(List.of(RecordOutcome.ALREADY_RECORDED, RecordOutcome.ADDED),
          sampled.documents().stream().map(Recording.RecordedDocument::outcome).toList());
      assertEquals(List.of(3, 4), sampled.documents().stream().map(Recording.RecordedDocument::sampledResults).toList());
      assertEquals(RunDocuments.read(results, Optional.empty(), true).samples(), store.runSamples(runId));
      String jmhRun = sampled.documents().get(1).runId();
      assertEquals(RunDocuments.read(jmh, Optional.of("box"), true).samples(), store.runSamples(jmhRun));

      Recording again = recorder.record(List.of(results, jmh), "HEAD", "main", Optional.of("box"), RunReason.PUSH,
          true);
      assertEquals(0, again.added());
      assertEquals(Set.of(runId, jmhRun), Set.copyOf(store.runIds()));
      assertEquals(RunDocuments.read(results, Optional.empty(), true).samples(), store.runSamples(runId));
    }
  }
}
