package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.ComparisonAnalysis;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.Pinning;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.counters.PerfAbi;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.doctor.Status;
import io.github.nanometer.measure.GeometricSchedule;
import io.github.nanometer.measure.WarmupCurve;
import io.github.nanometer.measure.WarmupFacts;
import io.github.nanometer.os.CpuList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The API's values that the internal code produces and reads: made once, in the package that owns
 * the internal value (no mirror types and no conversion layer between them).
 */
class InternalValuesTest {

  @Test
  void aClocksSummaryCapsEvaluationsPerSampleAndNamesABadFigure() {
    ClockSummary api = new ClockSummary("tsc", 7.5, 0.4, 25, 8, 12.25);
    assertEquals(62, api.maxEvaluationsPerSample());
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> new ClockSummary("tsc", 7.5, 0, 25, 8, 12.25));
    assertEquals("precisionNanos must be positive and finite, got 0.0", e.getMessage());
  }

  @Test
  void aDoctorsReportKeepsEveryFindingBothWaysAndAnswersAsTheDoctorDoes() {
    DoctorReport laptop = GoldenReports.laptop();
    Diagnosis api = laptop.diagnosis();
    assertEquals(laptop, DoctorReport.of(api));
    assertEquals(laptop.findings().size(), api.findings().size());
    assertEquals(laptop.oneLineSummary(), api.oneLineSummary());
    for (Diagnosis.Severity s : Diagnosis.Severity.values()) {
      Status internal = Status.valueOf(s.name());
      assertEquals(laptop.count(internal), api.count(s), s.name());
      assertEquals(internal.jsonName(), s.jsonName());
    }
    Diagnosis.Observation first = api.findings().get(0);
    assertEquals(Optional.of(first), api.find(first.id()));
    assertEquals(Duration.ofNanos(laptop.elapsedNanos()), api.elapsed());
    assertEquals("why must not be blank, got ' '", org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> new Diagnosis.Observation("a.b", Diagnosis.Severity.OK, "", "seen", " ", "",
            "", "linuxtips.md#x")).getMessage());
    assertEquals("status must not be null (finding a.b)", org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> new Diagnosis.Observation("a.b", null, "", "seen", "why", "", "",
            "linuxtips.md#x")).getMessage());
  }

  @Test
  void everyEventOpensWithItsPerfTypeAndConfigAndIsFoundByItsPerfName() {
    List<String> encodings = new ArrayList<>();
    for (CounterEvent e : CounterEvent.values()) {
      encodings.add(e.perfName() + " " + PerfAbi.type(e) + ":" + PerfAbi.config(e) + " " + e.unit());
      assertEquals(e, CounterEvent.byPerfName(e.perfName()));
      assertEquals(PerfAbi.type(e) == PerfAbi.TYPE_HARDWARE, e.isHardware(), e.name());
    }
    // include/uapi/linux/perf_event.h: PERF_COUNT_HW_* and PERF_COUNT_SW_* numbers
    assertEquals(List.of("cycles 0:0 count", "instructions 0:1 count", "branches 0:4 count", "branch-misses 0:5 count",
        "ref-cycles 0:9 count", "task-clock 1:1 ns", "context-switches 1:3 count", "cpu-migrations 1:4 count",
        "page-faults 1:2 count"), encodings);
    assertEquals(null, CounterEvent.byPerfName("cache-misses"));
    assertEquals(List.of(CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS),
        Stream.of(CounterEvent.values()).filter(CounterEvent::kernelSide).toList());
  }

  @Test
  void aSamplesCountsAreCopiedAndMarkedDisturbedByASwitchOrAMigration() {
    List<CounterEvent> events = List.of(CounterEvent.CYCLES, CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS);
    List<CounterSample> deltas = List.of(
        new CounterSample(events, new long[] {1200, 0, 0}, new double[] {1200, 0, 0}, new double[] {1, 1, 1}),
        new CounterSample(events, new long[] {900, 0, 1}, new double[] {1800, 0, 1}, new double[] {0.5, 1, 1}),
        new CounterSample(events, new long[] {900, 0, 0}, new double[] {Double.NaN, 0, 0},
            new double[] {0, 1, Double.NaN}),
        new CounterSample(events, new long[] {900, 3, 0}, new double[] {900, 3, 0}, new double[] {1, 1, 1}));
    List<CounterSample> api = deltas;
    for (CounterSample d : deltas) {
      assertEquals(d.contextSwitched() || d.migrated(), d.disturbed());
    }
    assertEquals(List.of(false, false, false, true), api.stream().map(CounterSample::contextSwitched).toList());
    assertEquals(List.of(false, true, false, false), api.stream().map(CounterSample::migrated).toList());
    long[] raw = {1, 2};
    CounterSample copied = new CounterSample(List.of(CounterEvent.CYCLES, CounterEvent.INSTRUCTIONS), raw,
        new double[] {1, 2}, new double[] {1, 1});
    raw[0] = 99;
    assertArrayEquals(new long[] {1, 2}, copied.raw());
    assertEquals(1800, api.get(1).get(CounterEvent.CYCLES));
    assertEquals(List.of(false, true, false, true), api.stream().map(CounterSample::disturbed).toList());
    assertTrue(Double.isNaN(api.get(0).get(CounterEvent.PAGE_FAULTS)), "an event not counted");
    assertEquals("events, raw, scaled and runningFraction must have equal sizes",
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> new CounterSample(
            List.of(CounterEvent.CYCLES), new long[] {1, 2}, new double[] {1}, new double[] {1})).getMessage());
  }

  @Test
  void aComparisonsAnalysisKeepsEveryMemberAndTheJudgedSpan() {
    double[] base = new double[30];
    double[] cand = new double[30];
    for (int i = 0; i < base.length; i++) {
      base[i] = 100 + (i * 7 % 5);
      cand[i] = 101 + (i * 3 % 5) + (i % 3 == 0 ? 2 : 0);
    }
    PairedAnalysis p = PairedAnalysis.of(base, cand, 0.02, 0.95, true, 3, false);
    ComparisonAnalysis a = p.comparisonAnalysis();
    assertTrue(p.trimmedMeanDifferenceNanos().isPresent() && p.acrossCompilations().isPresent());
    assertEquals(p.pairs(), a.pairs());
    // Every estimate is the analysis' own: the same estimate, ends, level and descriptions.
    assertEquals(List.of(p.relativeChange(), p.meanDifferenceOverBaselineMean(), p.ratio(), p.hodgesLehmannNanos(),
        p.trimmedMeanDifferenceNanos().get(), p.acrossCompilations().get(), p.judged()),
        List.of(a.relativeChange(), a.meanDifferenceOverBaselineMean(), a.ratio(), a.hodgesLehmannNanos(),
            a.trimmedMeanDifferenceNanos().get(), a.acrossCompilations().get(), a.judged()));
    assertTrue(a.judged().interval().low() <= Math.min(a.relativeChange().interval().low(),
        a.acrossCompilations().get().interval().low()), "the judged interval spans the copies' and the pairs'");
    assertEquals(p.typicalChange().isPresent(), a.typicalChange().isPresent());
    assertEquals(List.of(p.minimumChange(), p.z(), p.thresholdFraction()),
        List.of(a.minimumChange(), a.z(), a.thresholdFraction()));
    assertEquals(List.of(p.oneSidedDelays(), p.coverageNote()), List.of(a.oneSidedDelays(), a.coverageNote()));
    assertEquals(p.copiesPerSide(), a.copiesPerSide());
    assertEquals(p.judgedName(), a.judgedName());
  }

  @Test
  void warmupFactsBecomeASummaryWithDurationsAndPoints() {
    WarmupFacts f = new WarmupFacts(3, 300, 12_345_678, 42, true, "steady", 2.5,
        new WarmupCurve(new double[] {1e6, 2e6}, new double[] {4, 2.5}));
    WarmupSummary s = f.summary();
    assertEquals(new WarmupSummary(3, 300, Duration.ofNanos(12_345_678), Optional.of(Duration.ofMillis(42)), true,
        "steady", 2.5, List.of(new WarmupSummary.Point(1e6, 4), new WarmupSummary.Point(2e6, 2.5))), s);
    WarmupSummary unknown = new WarmupFacts(0, 0, 0, -1, false, "none", Double.NaN).summary();
    assertEquals(Optional.empty(), unknown.compilation());
    assertTrue(unknown.curve().isEmpty(), Arrays.toString(unknown.curve().toArray()));
  }

  @Test
  void geometricOptionsReachTheLoopFieldForField() {
    GeometricOptions g = new GeometricOptions(7, 1.5, 3, 9, Duration.ofMillis(2), Duration.ofMillis(80), 700, 0.02);
    assertEquals(new GeometricSchedule(7, 1.5, 3, 9, Duration.ofMillis(2), Duration.ofMillis(80), 700, 0.02),
        GeometricSchedule.of(g));
  }

  @Test
  void aPinningNamesACpuOutOfRangeAndTheCpuOfAModeWithoutOne() {
    assertEquals(new Pinning(Pinning.PinMode.CPU, Pinning.MAX_CPU), Pinning.cpu(Pinning.MAX_CPU));
    assertEquals("cpu -1 is out of range (accepted: 0 to 65536)", org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> Pinning.cpu(-1)).getMessage());
    assertEquals("cpu must be -1 for mode AUTO, got 2", org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> new Pinning(Pinning.PinMode.AUTO, 2)).getMessage());
    assertEquals(CpuList.MAX_CPU, Pinning.MAX_CPU);
  }
}
