package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.Main;
import io.github.nanometer.report.SavedResultReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code suite --forks N}: the merge of the forks' reports, and two real forks end to end. */
class SuiteForksTest {

  /** A fixture report of one trial (the fixture's measurements renumbered to trial 1). */
  private static SuiteReport oneTrial(long seed, String note) {
    SuiteReport r = SuiteFixture.report();
    SuiteConfig c = r.config();
    SuiteConfig single = new SuiteConfig(c.mode(), c.functions(), c.implementations(), c.distribution(), c.sweep(), 1,
        seed, c.alignment(), c.independentOffsets(), c.estimators(), c.minimumBudget(), c.maxWarmup(), c.oracle(),
        c.useTuningCache(), c.batchEntries(), c.runsPerBatch());
    List<Measurement> ms = r.measurements().stream().map(m -> new Measurement(m.function(), m.implementation(),
        m.kind(), m.workload(), m.sizeBytes(), m.meanBytesPerCall(), 1, m.inputSeed() + seed, m.regime(), m.timing(),
        m.counts(), m.result())).toList();
    return new SuiteReport(single, r.machine(), ms, r.buffers(), r.skipped(), List.of("shared note", note),
        r.wallNanos());
  }

  @Test
  void forkFBecomesTrialFAndTheConfigurationSaysForks() {
    SuiteReport merged = SuiteForks.merge(List.of(oneTrial(10, "first"), oneTrial(11, "second")), 2, 10, 5_000);
    assertEquals(2, merged.config().forks());
    assertEquals(2, merged.config().trials());
    assertEquals(10, merged.config().seed());
    assertEquals(List.of(1, 1, 2, 2), merged.measurements().stream().map(Measurement::trial).toList());
    assertEquals(List.of("shared note", "first", "second"), merged.notes().subList(0, 3), "each note once, in order");
    assertTrue(merged.notes().get(3).startsWith("forks: trial f of every row ran in fresh JVM f"), merged.notes().toString());
    assertEquals(5_000, merged.wallNanos());
    SuiteReport partial = SuiteForks.merge(List.of(oneTrial(10, "first")), 3, 10, 1);
    assertEquals(3, partial.config().forks());
    assertTrue(partial.notes().contains("interrupted: 1 of 3 forks finished"), partial.notes().toString());
    assertThrows(IllegalArgumentException.class, () -> SuiteForks.merge(List.of(), 2, 10, 1));
    assertThrows(IllegalArgumentException.class, () -> SuiteForks.merge(List.of(SuiteFixture.report()), 2, 10, 1),
        "a fork of two trials");
  }

  @Test
  void aRunOverTwoOrMoreForksDoesNotSayOneJvmUnderItsTables() {
    SuiteReport merged = SuiteForks.merge(List.of(oneTrial(10, "a"), oneTrial(11, "b")), 2, 10, 5_000);
    assertTrue(!text(merged).contains(SuiteTextWriter.ONE_JVM_FOOTER), text(merged));
    SuiteReport partial = SuiteForks.merge(List.of(oneTrial(10, "a")), 3, 10, 1);
    assertTrue(text(partial).contains(SuiteTextWriter.ONE_JVM_FOOTER), "one fork finished: " + text(partial));
    assertTrue(text(SuiteFixture.report()).contains(SuiteTextWriter.ONE_JVM_FOOTER), "trials in one JVM");
  }

  private static String text(SuiteReport r) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SuiteTextWriter.write(r, new PrintStream(out, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theJsonDocumentKeepsTheForksAndJudgeReadsTheTrialsAsForks() {
    SuiteReport merged = SuiteForks.merge(List.of(oneTrial(10, "a"), oneTrial(11, "b")), 2, 10, 5_000);
    ByteArrayOutputStream json = new ByteArrayOutputStream();
    SuiteJsonWriter.write(merged, new PrintStream(json, true, StandardCharsets.UTF_8));
    String doc = json.toString(StandardCharsets.UTF_8);
    assertEquals(2, SuiteReader.parse(doc).config().forks());
    var saved = SavedResultReader.parse(doc).benchmarks();
    assertTrue(saved.stream().allMatch(b -> b.forked() && b.values().length == 2), saved.toString());
    // The same trials from one JVM (forks 1) are not forks.
    SuiteReport r = SuiteFixture.report();
    ByteArrayOutputStream one = new ByteArrayOutputStream();
    SuiteJsonWriter.write(r, new PrintStream(one, true, StandardCharsets.UTF_8));
    assertTrue(SavedResultReader.parse(one.toString(StandardCharsets.UTF_8)).benchmarks().stream()
        .noneMatch(b -> b.forked()));
  }

  @Test
  void theChildGetsTheSuitesOwnArgumentsAsJsonWithItsSeed() throws Exception {
    var options = new SuiteCommand().options();
    var parsed = io.github.nanometer.cli.ParsedArgs.parse(List.of("--impl", "java-arraycopy", "--forks", "3", "--out",
        "x.json", "--format", "csv", "--seed", "5", "--independent-offsets", "--budget=3ms"), options);
    assertEquals(List.of("suite", "--impl=java-arraycopy", "--independent-offsets", "--budget=3ms", "--format=json",
        "--seed=7"), SuiteForks.childArguments(parsed, 7));
    assertTrue(SuiteForks.PARENT_ONLY.containsAll(Set.of("forks", "out", "format", "seed", "html", "strict")));
  }

  /** A fork's own progress lines reach the parent as they come, prefixed with the fork. */
  @Test
  void aForksProgressLinesReachTheParent() throws Exception {
    var parsed = io.github.nanometer.cli.ParsedArgs.parse(List.of("--impl", "java-arraycopy", "--function", "memcpy",
        "--distribution", "A", "--estimator", "minimum", "--budget", "3ms", "--max-warmup", "20ms"),
        new SuiteCommand().options());
    List<String> forkLines = new java.util.concurrent.CopyOnWriteArrayList<>();
    List<String> lines = new java.util.ArrayList<>();
    SuiteReport r = new SuiteForks(new io.github.nanometer.cli.OwnJvmRunner()).run(parsed, 1, 3, lines::add, forkLines::add, measured -> { });
    assertEquals(List.of("nanometer suite: fork 1 of 1 (a fresh JVM, seed 3)"), lines);
    assertEquals(1, r.measurements().size());
    // The lines come on the reader thread of the child's stderr: give a late one a moment.
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (forkLines.stream().noneMatch(l -> l.startsWith("fork 1 of 1 [0/1] memcpy/java-arraycopy/"))
        && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertTrue(forkLines.stream().anyMatch(l -> l.startsWith("fork 1 of 1 [0/1] memcpy/java-arraycopy/")),
        forkLines.toString());
  }

  /**
   * Each fork's measurements reach the journal (as their trial) as soon as it finishes, before the
   * next fork starts, so a parent killed with SIGKILL keeps them.
   */
  @Test
  void eachFinishedForkIsJournalledBeforeTheNextStarts() throws Exception {
    var parsed = io.github.nanometer.cli.ParsedArgs.parse(List.of("--impl", "java-arraycopy", "--function", "memcpy",
        "--distribution", "A", "--estimator", "minimum", "--budget", "3ms", "--max-warmup", "20ms"),
        new SuiteCommand().options());
    List<String> events = new java.util.ArrayList<>();
    SuiteReport r = new SuiteForks(new io.github.nanometer.cli.OwnJvmRunner()).run(parsed, 2, 7, events::add, line -> { },
        measured -> measured.forEach(m -> events.add("journal trial " + m.trial())));
    assertEquals(List.of("nanometer suite: fork 1 of 2 (a fresh JVM, seed 7)", "journal trial 1",
        "nanometer suite: fork 2 of 2 (a fresh JVM, seed 8)", "journal trial 2"), events);
    assertEquals(List.of(1, 2), r.measurements().stream().map(Measurement::trial).toList());
  }

  /** With --out, the forks' journal is gone once the merged document is written. */
  @Test
  void theJournalIsDeletedOnceTheMergedDocumentIsWritten(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path file = dir.resolve("forks.json");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("suite", "--impl", "java-arraycopy", "--function", "memcpy", "--distribution", "A",
        "--estimator", "minimum", "--budget", "3ms", "--max-warmup", "20ms", "--forks", "2", "--format", "json",
        "--out", file.toString()), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertEquals(2, SuiteReader.parse(java.nio.file.Files.readString(file)).config().forks());
    try (var files = java.nio.file.Files.list(dir)) {
      assertEquals(List.of("forks.json"), files.map(p -> p.getFileName().toString()).toList());
    }
  }

  /** Two real forks of a tiny suite: two fresh JVMs, merged; judge reads the rows as forks. */
  @Test
  void twoForksEndToEnd() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("suite", "--impl", "java-arraycopy", "--function", "memcpy", "--distribution", "A",
        "--estimator", "minimum", "--budget", "3ms", "--max-warmup", "20ms", "--seed", "40", "--forks", "2",
        "--format", "json"), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    String e = err.toString(StandardCharsets.UTF_8);
    assertEquals(0, status, e);
    assertTrue(e.contains("fork 1 of 2 (a fresh JVM, seed 40)") && e.contains("fork 2 of 2 (a fresh JVM, seed 41)"), e);
    String doc = out.toString(StandardCharsets.UTF_8);
    SuiteReport r = SuiteReader.parse(doc);
    assertEquals(2, r.config().forks());
    assertEquals(40, r.config().seed());
    assertEquals(List.of(1, 2), r.measurements().stream().map(Measurement::trial).toList());
    assertTrue(r.measurements().get(0).inputSeed() != r.measurements().get(1).inputSeed(), "each fork its own seed");
    var saved = SavedResultReader.parse(doc).benchmarks();
    assertEquals(1, saved.size());
    assertTrue(saved.get(0).forked());
  }
}
