package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.spi.HostRoot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text report says a remark that every minimum measurement carries once, not once per row. */
class SuiteNoteLinesTest {

  private static final String NO_INTERVAL = "no interval of the minimum";

  @TempDir
  static Path cacheDir;

  private static SuiteReport report;

  @BeforeAll
  static void runThreeSizesWithTheMinimum() {
    SuiteConfig c = new SuiteConfig(SuiteMode.SWEEP, List.of(MemoryFunction.MEMSET), List.of("java-fill"),
        "A", Optional.of(SweepSpec.parse("1..3")), 1, 7, 8, false, List.of(Estimator.MINIMUM),
        Duration.ofMillis(2), Duration.ZERO, "logistic", false, 1024);
    CacheSizes caches = CacheSizes.read(HostRoot.at(cacheDir)); // no sysfs: 32 KiB assumed
    Nanometer nm = TestNanometers.create(Options.builder().build(), NanoTimeClock.INSTANCE,
        TuningCache.atDefaultLocation());
    MachineFacts machine = MachineProbe.facts(HostRoot.at(cacheDir), caches, nm.clockFacts(), nm.doctor(),
        "not pinned: test", SuiteOutputTest::noPmuCycles);
    report = new SuiteRunner(nm, (i, n, what) -> { }, SuiteOutputTest::noPmu).run(SuitePlan.resolve(c, caches),
        machine);
  }

  private static String text(SuiteReport r) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    SuiteTextWriter.write(r, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static long linesContaining(String text, String part) {
    return text.lines().filter(l -> l.contains(part)).count();
  }

  @Test
  void theReportKeepsOneLinePerMeasurementButTheTextSaysItOnce() {
    assertEquals(3, report.measurements().size());
    assertEquals(3, report.notes().stream().filter(n -> n.contains(NO_INTERVAL)).count(),
        "the report (and its JSON) keeps each measurement's remark: " + report.notes());
    String text = text(report);
    assertEquals(1, linesContaining(text, NO_INTERVAL), text);
    assertTrue(text.lines().anyMatch(l -> l.startsWith("note: " + NO_INTERVAL) && l.endsWith("(3 measurements)")),
        text);
    assertEquals(1, linesContaining(text, "assuming 32 KiB"), "a plan note is printed as it is: " + text);
  }

  @Test
  void aRemarkOfOneMeasurementKeepsItsMeasurementsName() {
    Measurement only = report.measurements().get(1);
    List<Measurement> measurements = List.of(only, report.measurements().get(2));
    List<String> notes = new ArrayList<>(report.notes());
    SuiteReport two = new SuiteReport(report.config(), report.machine(), List.of(only), report.buffers(),
        report.skipped(), notes, report.wallNanos());
    List<String> lines = SuiteTextWriter.noteLines(two);
    String ownLine = SuiteRunner.noteLine(only, only.result().notes().stream()
        .filter(n -> n.contains(NO_INTERVAL)).findFirst().orElseThrow());
    assertTrue(lines.contains(ownLine), "one measurement: its named line stays: " + lines);
    SuiteReport both = new SuiteReport(report.config(), report.machine(), measurements, report.buffers(),
        report.skipped(), notes, report.wallNanos());
    assertTrue(!SuiteTextWriter.noteLines(both).contains(ownLine), SuiteTextWriter.noteLines(both).toString());
  }

  @Test
  void kindsManyMeasurementsCarryWithTheirOwnNumbersAreSaidOnceWithACount() {
    List<Measurement> ms = new ArrayList<>();
    List<String> notes = new ArrayList<>(List.of("cycles from perf counters"));
    for (int i = 1; i <= 3; i++) {
      Measurement m = SuiteFixture.scripted("impl" + i, 1, Estimator.MINIMUM, 100, new double[] {1000, 1010, 990},
          Optional.empty(), io.github.nanometer.GcActivity.UNKNOWN);
      List<Note> remarks = List.of(
          new Note(NoteKind.WARMUP_UNSETTLED, "warm-up not settled after 0." + i + " s (JIT still compiling)", "x"),
          new Note(NoteKind.GC, "GC: " + i + " collections took " + i + " ms", "x"),
          new Note(NoteKind.PAGE_FAULTS, i + "00 page faults in the samples", "x"),
          new Note(NoteKind.DISTURBED_SAMPLES, i + " of 4975 samples were disturbed", "x"));
      Result r = m.result();
      for (Note n : remarks) {
        r = r.withNote(n);
        notes.add(SuiteRunner.noteLine(m, n.message()));
      }
      if (i == 2) {
        Note own = new Note(NoteKind.LONG_WORK, "long work: single evaluations", "x");
        r = r.withNote(own);
        notes.add(SuiteRunner.noteLine(m, own.message()));
      }
      ms.add(new Measurement(m.function(), m.implementation(), m.kind(), m.workload(), m.sizeBytes(),
          m.meanBytesPerCall(), m.trial(), m.inputSeed(), m.regime(), m.timing(), m.counts(), r));
    }
    SuiteReport base = SuiteFixture.report();
    SuiteReport r = new SuiteReport(base.config(), base.machine(), ms, base.buffers(), List.of(), notes, 1);
    List<String> lines = SuiteTextWriter.noteLines(r);
    assertEquals(6, lines.size(), lines.toString());
    assertEquals("cycles from perf counters", lines.get(0));
    for (NoteKind kind : List.of(NoteKind.WARMUP_UNSETTLED, NoteKind.GC, NoteKind.PAGE_FAULTS,
        NoteKind.DISTURBED_SAMPLES)) {
      String summary = SuiteTextWriter.summaryOf(kind);
      assertEquals(1, lines.stream().filter(l -> l.equals(summary + " (3 of 3 measurements; each one's note is in "
          + "--format json)")).count(), kind + ": " + lines);
    }
    assertTrue(lines.contains(SuiteRunner.noteLine(ms.get(1), "long work: single evaluations")),
        "a kind one measurement carries keeps its measurement's name: " + lines);
    assertEquals(0, lines.stream().filter(l -> l.contains("after 0.")).count(), lines.toString());
  }
}
