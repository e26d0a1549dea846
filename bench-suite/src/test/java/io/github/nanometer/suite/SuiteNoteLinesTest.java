package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.os.HostFiles;
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
    CacheSizes caches = CacheSizes.read(HostFiles.rootedAt(cacheDir)); // no sysfs: 32 KiB assumed
    Nanometer nm = Nanometer.create(Options.builder().build(), NanoTimeClock.INSTANCE,
        TuningCache.atDefaultLocation());
    MachineFacts machine = MachineProbe.facts(HostFiles.rootedAt(cacheDir), caches, nm.clockFacts(), nm.doctor(),
        "not pinned: test", SuiteOutputTest.NO_PMU);
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
}
