package io.github.nanometer.history.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.history.store.MachineIdentity;
import io.github.nanometer.history.store.ResultRecord;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each kind of saved document read into the run it records: identities, estimates, intervals,
 * forks and their spread, samples, machine and JVM facts, run ids and times, and the notes on what
 * an older document lacked. Expected values come from the fixtures' numbers, worked by hand.
 */
class RunDocumentsTest {

  /** Student's t, 97.5% quantile, 2 degrees of freedom (any t table: 4.303). */
  private static final double T_975_2DF = 4.302652729911275;

  @TempDir
  Path dir;

  @Test
  void resultsVersion4CarriesItsRunMachineJvmAndFingerprints() {
    DocumentRun run = RunDocuments.read(Fixtures.copy("results-v4.json", dir), Optional.empty());
    assertEquals(DocumentKind.RESULTS, run.kind());
    assertEquals(4, run.version());
    assertEquals("6f1c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50", run.runId());
    assertEquals(Instant.parse("2026-03-01T12:00:00.123456Z"), run.startTime());
    assertEquals(Instant.parse("2026-03-01T12:01:30Z"), run.endTime());
    assertEquals(new MachineIdentity("AMD EPYC 7B13", 8, 8_330_000_000L, "Linux 6.1.0", Optional.empty()),
        run.machine());
    assertEquals(new JvmIdentity("Eclipse Adoptium", "17.0.9", List.of("-Xmx1g", "-XX:+UseG1GC")), run.jvm());
    assertEquals("nanometer (nanometer-results version 4)", run.toolVersion());
    assertEquals(Fixtures.sha256(run.document()), run.contentHash());
    assertEquals(3, run.results().size());

    ResultRecord copy = run.results().get(0);
    assertEquals("copy \"64\" bytes \u00b5", copy.benchmark().name());
    assertEquals(Map.of("n", "64"), copy.benchmark().parameters());
    assertEquals("latency minimum", copy.benchmark().mode());
    assertEquals("9f8e7d6c5b4a3921", copy.benchmark().bodyFingerprint());
    assertEquals("time", copy.measure());
    assertEquals("ns/op", copy.unit());
    assertEquals(10.03125, copy.estimate());
    assertEquals(new Interval(9.5, 10.5, 0.95, "median time per evaluation (ns)", "order statistics"), copy.interval());
    assertEquals(1, copy.forks());
    assertEquals(OptionalDouble.empty(), copy.betweenForkSpread());
    assertEquals(2, copy.sampleCount());

    ResultRecord sleep = run.results().get(1);
    assertEquals(DocumentRun.UNKNOWN_FINGERPRINT, sleep.benchmark().bodyFingerprint(), "null fingerprint");
    assertEquals("throughput weighted-mean", sleep.benchmark().mode());
    assertFalse(sleep.interval().isBounded(), "no interval in the document: the whole line");
    assertEquals(0.95, sleep.interval().confidence(), "the plan's level");
    assertEquals(List.of("results v4: 1 of 3 results have no body fingerprint"), run.notes().stream()
        .map(n -> n.replaceFirst("nanometer-results version 4", "results v4").replaceFirst(",.*", "")).toList());
  }

  @Test
  void theMachinesCoresAreItsOnlineCpusNotTheProcessorsAPinnedThreadSaw() throws Exception {
    String v4 = java.nio.file.Files.readString(Fixtures.copy("results-v4.json", dir));
    String pinned = v4.replace("\"availableProcessors\": 8,", "\"availableProcessors\": 1,");
    Path withOnline = Fixtures.write(dir, "online.json",
        pinned.replace("\"memoryBytes\": 8330000000,", "\"memoryBytes\": 8330000000, \"onlineCpus\": 16,"));
    assertEquals(16, RunDocuments.read(withOnline, Optional.empty()).machine().cores(),
        "onlineCpus, the machine's, before availableProcessors, the capturing thread's");
    Path withoutOnline = Fixtures.write(dir, "pinned.json", pinned);
    assertEquals(1, RunDocuments.read(withoutOnline, Optional.empty()).machine().cores(),
        "a document without onlineCpus keys on what it measured with");
    Path unknown = Fixtures.write(dir, "unknown.json",
        pinned.replace("\"memoryBytes\": 8330000000,", "\"memoryBytes\": 8330000000, \"onlineCpus\": null,"));
    assertEquals(1, RunDocuments.read(unknown, Optional.empty()).machine().cores(), "null: unknown");
  }

  @Test
  void forksOfOneBenchmarkBecomeOneResultWithTheirSpreadAndStudentInterval() {
    ResultRecord parse = RunDocuments.read(Fixtures.copy("results-v4.json", dir), Optional.empty()).results().get(2);
    assertEquals("parse", parse.benchmark().name());
    // fork estimates 100, 104, 102: mean 102, sd 2, half-width t(0.975, 2) * 2 / sqrt(3)
    assertEquals(102.0, parse.estimate(), 1e-12);
    assertEquals(3, parse.forks());
    assertEquals(2.0, parse.betweenForkSpread().getAsDouble(), 1e-12);
    double half = T_975_2DF * 2 / Math.sqrt(3);
    assertEquals(102 - half, parse.interval().low(), 1e-9);
    assertEquals(102 + half, parse.interval().high(), 1e-9);
    assertEquals("Student t over 3 fork estimates (2 df)", parse.interval().method());
    assertEquals(6, parse.sampleCount(), "2 samples in each of 3 forks");
  }

  @Test
  void resultsVersion3TakesItsContentHashAndFileTimeAndNeedsAMachineLabel() {
    Path file = Fixtures.copy("results-v3.json", dir);
    DocumentException refused = org.junit.jupiter.api.Assertions.assertThrows(DocumentException.class,
        () -> RunDocuments.read(file, Optional.empty()));
    assertEquals(file + ": nanometer-results version 3 does not state the machine's CPU model, memory, which identify"
        + " its series; name the machine with --machine LABEL", refused.getMessage());

    DocumentRun run = RunDocuments.read(file, Optional.of("ci-runner"));
    assertEquals(Fixtures.sha256(file), run.runId());
    assertEquals(run.runId(), run.contentHash());
    assertEquals(Fixtures.MODIFIED, run.startTime());
    assertEquals(Fixtures.MODIFIED, run.endTime());
    assertEquals(new MachineIdentity(MachineIdentity.UNKNOWN, 8, 0, "Linux 6.1.0", Optional.of("ci-runner")),
        run.machine());
    assertEquals("label ci-runner", run.machine().seriesIdentity());
    assertEquals(new JvmIdentity("unknown", "17.0.9", List.of()), run.jvm());
    assertEquals(List.of("copy \"64\" bytes \u00b5", "sleep"),
        run.results().stream().map(r -> r.benchmark().name()).toList());
    assertTrue(run.results().stream().allMatch(r -> r.benchmark().bodyFingerprint().equals("unknown")));
    assertEquals(3, run.notes().size(), run.notes().toString());
    assertTrue(run.notes().get(0).startsWith("nanometer-results version 3 has no run id or times: its content hash is"
        + " the run id, its modification time 2026-02-20T10:15:30Z the start and end"), run.notes().get(0));
  }

  @Test
  void suiteVersion3NamesItsCpuButNotItsMemory() {
    Path file = Fixtures.copy("suite-v3.json", dir);
    DocumentException refused = org.junit.jupiter.api.Assertions.assertThrows(DocumentException.class,
        () -> RunDocuments.read(file, Optional.empty()));
    assertTrue(refused.getMessage().contains("does not state the machine's memory, which"), refused.getMessage());

    DocumentRun run = RunDocuments.read(file, Optional.of("box"));
    assertEquals("Intel(R) Core(TM) \"i7\" \u00b5", run.machine().cpuModel());
    ResultRecord memcpy = run.results().get(0);
    assertEquals("memcpy libc", memcpy.benchmark().name());
    assertEquals(Map.of("workload", "size 64"), memcpy.benchmark().parameters());
    assertEquals("latency minimum", memcpy.benchmark().mode());
    assertEquals(5.25, memcpy.estimate());
    assertEquals(1, memcpy.forks());
    assertEquals("throughput weighted-mean", run.results().get(1).benchmark().mode());
    assertEquals(80.00127551020408, run.results().get(1).estimate());
  }

  @Test
  void suiteVersion4TrialsInJvmsOfTheirOwnAreForks() {
    DocumentRun run = RunDocuments.read(Fixtures.copy("suite-v4.json", dir), Optional.empty());
    assertEquals("suite-run-1", run.runId());
    assertEquals("AMD EPYC 7B13", run.machine().cpuModel(), "the environment's cpuModel before machine.cpuName");
    assertEquals(2, run.results().size());
    ResultRecord memcpy = run.results().get(0);
    // trials 5.25 and 5.775 (x1.1): mean 5.5125, sd 0.525 / sqrt(2)
    assertEquals(5.5125, memcpy.estimate(), 1e-12);
    assertEquals(2, memcpy.forks());
    assertEquals(0.525 / Math.sqrt(2), memcpy.betweenForkSpread().getAsDouble(), 1e-12);
    assertEquals(4, memcpy.sampleCount());
    assertEquals("unknown", memcpy.benchmark().bodyFingerprint(), "the suite's measurements carry none");
  }

  @Test
  void nanometerJmhForksAreCombinedAsTheForkSummarySays() {
    Path file = Fixtures.copy("nanometer-jmh-v3.json", dir);
    DocumentRun run = RunDocuments.read(file, Optional.of("box"));
    assertEquals(DocumentKind.NANOMETER_JMH, run.kind());
    assertEquals(2, run.results().size());
    ResultRecord m = run.results().get(0);
    assertEquals("p.C.m", m.benchmark().name());
    assertEquals("avgt", m.benchmark().mode());
    assertEquals("average time", m.measure());
    assertEquals("ns/op", m.unit());
    assertEquals(10.013730352108484, m.estimate());
    assertEquals(new Interval(9.945971360484078, 10.081489343732889, 0.95, "average time (ns/op)",
        "Student t over 3 fork estimates (2 df)"), m.interval());
    assertEquals(3, m.forks());
    assertEquals(0.0, m.betweenForkSpread().getAsDouble(), "the three forks' scores are all 2");
    assertEquals(600, m.sampleCount());
    ResultRecord one = run.results().get(1);
    assertEquals(Map.of("size", "8"), one.benchmark().parameters());
    assertEquals(19.996519632831273, one.estimate());
    assertEquals(1, one.forks());
    assertEquals(OptionalDouble.empty(), one.betweenForkSpread());
    assertEquals(Direction.LOWER_IS_BETTER, Direction.of(one));
  }

  @Test
  void nanometerJmhVersion4ReadsTheFactsOfItsRunsResults() {
    DocumentRun run = RunDocuments.read(Fixtures.copy("nanometer-jmh-v4.json", dir), Optional.empty());
    assertEquals("jmh-run-7", run.runId());
    assertEquals(8_330_000_000L, run.machine().memoryBytes());
    assertEquals("Eclipse Adoptium", run.jvm().vendor());
    assertEquals("c0ffee00", run.results().get(0).benchmark().bodyFingerprint());
    assertEquals("unknown", run.results().get(1).benchmark().bodyFingerprint());
    assertEquals(1, run.notes().size(), run.notes().toString());
  }

  @Test
  void jmhFilesNeedAMachineLabelAndKeepTheirUnitsAndDirection() {
    Path file = Fixtures.copy("jmh-rf.json", dir);
    DocumentException refused = org.junit.jupiter.api.Assertions.assertThrows(DocumentException.class,
        () -> RunDocuments.read(file, Optional.empty()));
    assertEquals(file + ": a JMH file does not state the machine's CPU model, cores, memory, kernel, which identify its"
        + " series; name the machine with --machine LABEL", refused.getMessage());

    DocumentRun run = RunDocuments.read(file, Optional.of("laptop"));
    assertEquals(DocumentKind.JMH, run.kind());
    assertEquals(Fixtures.sha256(file), run.runId());
    assertEquals("JMH 1.37", run.toolVersion());
    assertEquals(new JvmIdentity("unknown", "17.0.15", List.of()), run.jvm());
    assertEquals(4, run.results().size());
    ResultRecord first = run.results().get(0);
    assertEquals("org.example.jmh.SumBench.first", first.benchmark().name());
    assertEquals("thrpt", first.benchmark().mode());
    assertEquals("throughput", first.measure());
    assertEquals("ops/ns", first.unit());
    assertEquals(Direction.HIGHER_IS_BETTER, Direction.of(first));
    assertEquals(0.9686783645446484, first.estimate());
    assertEquals(0.43343527716553587, first.interval().low());
    assertEquals(1.503921451923761, first.interval().high());
    assertEquals(0.999, first.interval().confidence());
    assertEquals(2, first.forks());
    assertEquals(6, first.sampleCount());
    double fork1 = (1.1998044065841158 + 0.9005472298346772 + 1.215318255696544) / 3;
    double fork2 = (0.7645040324186347 + 0.8505255357523849 + 0.8813707269815341) / 3;
    assertEquals(Math.abs(fork1 - fork2) / Math.sqrt(2), first.betweenForkSpread().getAsDouble(), 1e-12);
    assertEquals("average time", run.results().get(2).measure());
    assertEquals(Direction.LOWER_IS_BETTER, Direction.of(run.results().get(2)));
  }

  @Test
  void aJmhEntryWithItsOwnJvmArgumentsKeepsThemAsAParameter() {
    String entry = "{\"jmhVersion\": \"1.37\", \"benchmark\": \"b.B.%s\", \"mode\": \"avgt\", \"forks\": 1,"
        + " \"jvmArgs\": [%s], \"jdkVersion\": \"21.0.2\", \"primaryMetric\": {\"score\": 5.0, \"scoreError\": \"NaN\","
        + " \"scoreConfidence\": [\"NaN\", \"NaN\"], \"scoreUnit\": \"us/op\", \"rawData\": [[5.0]]}}";
    Path file = Fixtures.write(dir, "jmh.json", "[" + String.format(entry, "a", "\"-Xmx2g\"") + ", "
        + String.format(entry, "b", "\"-Xmx2g\", \"-XX:+UseZGC\"") + "]");
    DocumentRun run = RunDocuments.read(file, Optional.of("box"));
    assertEquals(List.of("-Xmx2g"), run.jvm().flags());
    assertEquals(Map.of(), run.results().get(0).benchmark().parameters());
    assertEquals(Map.of("jvmArgs", "-Xmx2g -XX:+UseZGC"), run.results().get(1).benchmark().parameters());
    assertFalse(run.results().get(0).interval().isBounded(), "JMH's NaN interval: none");
    assertEquals(1, run.results().get(0).sampleCount());
  }

  @Test
  void theSameDocumentReadTwiceIsTheSameRun() {
    Path file = Fixtures.copy("jmh-rf.json", dir);
    assertEquals(RunDocuments.read(file, Optional.of("a")).results(), RunDocuments.read(file, Optional.of("a")).results());
    assertEquals(RunDocuments.read(file, Optional.of("a")).runId(), RunDocuments.read(file, Optional.of("b")).runId());
  }
}
