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
import io.github.nanometer.Interval;
import io.github.nanometer.LoopShape;
import io.github.nanometer.Pinning;
import io.github.nanometer.StopReason;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.PerfEvent;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.doctor.Status;
import io.github.nanometer.measure.GeometricSchedule;
import io.github.nanometer.measure.LoopKind;
import io.github.nanometer.measure.SamplingStop;
import io.github.nanometer.measure.WarmupCurve;
import io.github.nanometer.measure.WarmupFacts;
import io.github.nanometer.os.PinRequest;
import io.github.nanometer.stats.ConfidenceInterval;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ApiViewsTest {

  @Test
  void aClocksFactsKeepEveryFigureBothWaysAndItsEvaluationCap() {
    ClockFacts tsc = new ClockFacts("tsc", 7.5, 0.4, 25, 8, 12.25);
    ClockSummary api = ApiViews.clock(tsc);
    assertEquals(new ClockSummary("tsc", 7.5, 0.4, 25, 8, 12.25), api);
    assertEquals(tsc, ApiViews.clockFacts(api));
    assertEquals(62, api.maxEvaluationsPerSample());
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> new ClockSummary("tsc", 7.5, 0, 25, 8, 12.25));
    assertEquals("precisionNanos must be positive and finite, got 0.0", e.getMessage());
  }

  @Test
  void anIntervalKeepsItsEndsLevelAndDescriptionsBothWays() {
    ConfidenceInterval unbounded = ConfidenceInterval.unbounded(0.99, "candidate mean / baseline mean - 1",
        "paired Fieller (with covariance), 9 df");
    Interval api = ApiViews.interval(unbounded);
    assertEquals(new Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 0.99,
        "candidate mean / baseline mean - 1", "paired Fieller (with covariance), 9 df"), api);
    assertEquals(unbounded, ApiViews.confidenceInterval(api));
    ConfidenceInterval median = new ConfidenceInterval(9.5, 10.25, 0.95, "median time per evaluation (ns)",
        "order statistics (binomial ranks)");
    assertEquals(median, ApiViews.confidenceInterval(ApiViews.interval(median)));
  }

  @Test
  void aDoctorsReportKeepsEveryFindingBothWaysAndAnswersAsTheDoctorDoes() {
    DoctorReport laptop = GoldenReports.laptop();
    Diagnosis api = ApiViews.diagnosis(laptop);
    assertEquals(laptop, ApiViews.doctorReport(api));
    assertEquals(laptop.findings().size(), api.findings().size());
    assertEquals(laptop.oneLineSummary(), api.oneLineSummary());
    for (Diagnosis.Severity s : Diagnosis.Severity.values()) {
      Status internal = ApiViews.status(s);
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
  void everyCountedEventHasAnApiEventOfTheSameNameUnitAndKind() {
    for (PerfEvent e : PerfEvent.values()) {
      CounterEvent api = ApiViews.counterEvent(e);
      assertEquals(e, ApiViews.perfEvent(api));
      assertEquals(List.of(e.name(), e.perfName(), e.unit(), e.isHardware()),
          List.of(api.name(), api.perfName(), api.unit(), api.isHardware()));
    }
    assertEquals(PerfEvent.values().length, CounterEvent.values().length);
  }

  @Test
  void aSamplesCountsKeepEveryValueBothWaysAndItsDisturbedMark() {
    List<PerfEvent> events = List.of(PerfEvent.CYCLES, PerfEvent.CONTEXT_SWITCHES, PerfEvent.CPU_MIGRATIONS);
    List<CounterDeltas> deltas = List.of(
        new CounterDeltas(events, new long[] {1200, 0, 0}, new double[] {1200, 0, 0}, new double[] {1, 1, 1}),
        new CounterDeltas(events, new long[] {900, 0, 1}, new double[] {1800, 0, 1}, new double[] {0.5, 1, 1}),
        new CounterDeltas(events, new long[] {900, 0, 0}, new double[] {Double.NaN, 0, 0},
            new double[] {0, 1, Double.NaN}),
        new CounterDeltas(events, new long[] {900, 3, 0}, new double[] {900, 3, 0}, new double[] {1, 1, 1}));
    List<CounterSample> api = ApiViews.counterSamples(deltas);
    List<CounterDeltas> back = ApiViews.counterDeltas(api);
    for (int i = 0; i < deltas.size(); i++) {
      CounterDeltas d = deltas.get(i);
      assertEquals(d.events(), back.get(i).events());
      assertArrayEquals(d.raw(), api.get(i).raw());
      assertArrayEquals(d.scaled(), api.get(i).scaled());
      assertArrayEquals(d.runningFraction(), back.get(i).runningFraction());
      assertEquals(d.disturbed(), api.get(i).disturbed(), "sample " + i);
      assertEquals(d.get(PerfEvent.CYCLES), api.get(i).get(CounterEvent.CYCLES), "sample " + i);
    }
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
    ComparisonAnalysis a = ApiViews.analysis(p);
    assertTrue(p.trimmedMeanDifferenceNanos().isPresent() && p.acrossCompilations().isPresent());
    assertEquals(p.pairs(), a.pairs());
    // Each API estimate converts back to the analysis' own: the same estimate, ends, level and descriptions.
    assertEquals(List.of(p.relativeChange(), p.meanDifferenceOverBaselineMean(), p.ratio(), p.hodgesLehmannNanos(),
        p.trimmedMeanDifferenceNanos().get(), p.acrossCompilations().get(), p.judged()),
        Stream.of(a.relativeChange(), a.meanDifferenceOverBaselineMean(), a.ratio(), a.hodgesLehmannNanos(),
            a.trimmedMeanDifferenceNanos().get(), a.acrossCompilations().get(), a.judged())
            .map(ApiViews::pointEstimate).toList());
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
  void everyLoopShapeRunsTheSameNamedLoopAndEveryLoopHasAShape() {
    for (LoopShape s : LoopShape.values()) {
      LoopKind k = ApiViews.loopKind(s);
      assertEquals(s.name(), k.name());
      assertEquals(s.longInputs(), k.longInputs(), s.name());
    }
    assertEquals(LoopKind.values().length, LoopShape.values().length);
  }

  @Test
  void everySamplingStopKeepsItsNameAsTheApisStopReason() {
    for (SamplingStop r : SamplingStop.values()) {
      assertEquals(r.name(), ApiViews.stopReason(r).name());
    }
    assertEquals(SamplingStop.values().length, StopReason.values().length);
  }

  @Test
  void warmupFactsBecomeASummaryWithDurationsAndPoints() {
    WarmupFacts f = new WarmupFacts(3, 300, 12_345_678, 42, true, "steady", 2.5,
        new WarmupCurve(new double[] {1e6, 2e6}, new double[] {4, 2.5}));
    WarmupSummary s = ApiViews.warmup(f);
    assertEquals(new WarmupSummary(3, 300, Duration.ofNanos(12_345_678), Optional.of(Duration.ofMillis(42)), true,
        "steady", 2.5, List.of(new WarmupSummary.Point(1e6, 4), new WarmupSummary.Point(2e6, 2.5))), s);
    WarmupSummary unknown = ApiViews.warmup(new WarmupFacts(0, 0, 0, -1, false, "none", Double.NaN));
    assertEquals(Optional.empty(), unknown.compilation());
    assertTrue(unknown.curve().isEmpty(), Arrays.toString(unknown.curve().toArray()));
  }

  @Test
  void geometricOptionsReachTheLoopFieldForField() {
    GeometricOptions g = new GeometricOptions(7, 1.5, 3, 9, Duration.ofMillis(2), Duration.ofMillis(80), 700, 0.02);
    assertEquals(new GeometricSchedule(7, 1.5, 3, 9, Duration.ofMillis(2), Duration.ofMillis(80), 700, 0.02),
        ApiViews.geometric(g));
  }

  @Test
  void pinningReachesThePinningCodeAsTheSameRequestAndIsCheckedByItsRule() {
    assertEquals(PinRequest.none(), ApiViews.pinRequest(Pinning.none()));
    assertEquals(PinRequest.auto(), ApiViews.pinRequest(Pinning.auto()));
    assertEquals(PinRequest.cpu(3), ApiViews.pinRequest(Pinning.cpu(3)));
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> Pinning.cpu(-1));
    assertEquals(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> PinRequest.cpu(-1)).getMessage(), e.getMessage());
  }
}
