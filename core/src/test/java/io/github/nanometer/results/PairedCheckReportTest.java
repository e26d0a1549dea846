package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Environment;
import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.Options;
import io.github.nanometer.Verdict;
import io.github.nanometer.compare.PairedAnalysis;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The paired-check aggregates, from comparisons with chosen intervals and verdicts. */
class PairedCheckReportTest {

  private static Comparison comparison(double low, double high, Verdict v) {
    IntervalEstimate change = new IntervalEstimate((low + high) / 2,
        new Interval(low, high, 0.95, "candidate mean / baseline mean - 1", "test"));
    IntervalEstimate other = new IntervalEstimate(0, new Interval(-1, 1, 0.95, "other", "test"));
    PairedAnalysis analysis = new PairedAnalysis(2, change, other, other, other, Optional.empty(), 0, 0,
        Verdict.INCONCLUSIVE, 0, Optional.empty(), Optional.empty(), Optional.empty(), 1, Optional.empty(), false,
        Optional.empty());
    return new Comparison("a", "b", Options.builder().seed(1).build(), ComparisonOptions.builder().thresholdFraction(0).build(),
        Environment.capture("not pinned: test", new ClockSummary("nanoTime", 30, 1, 3000, 30, 30), 1, Optional.empty()),
        10, new double[] {1, 1}, new double[] {1, 1},
        new boolean[2], analysis.comparisonAnalysis(), v, List.of());
  }

  @Test
  void onlyFasterOrSlowerAreFalseAlarmsAndInconclusiveIsNot() {
    List<Comparison> aa = List.of(comparison(-0.001, 0.003, Verdict.INCONCLUSIVE),
        comparison(0.001, 0.004, Verdict.SLOWER), comparison(-0.004, -0.001, Verdict.FASTER),
        comparison(-0.002, 0.002, Verdict.INCONCLUSIVE));
    List<Comparison> known = List.of(comparison(0.008, 0.012, Verdict.SLOWER),
        comparison(-0.001, 0.015, Verdict.INCONCLUSIVE), comparison(-0.01, -0.001, Verdict.FASTER),
        comparison(-0.003, 0.001, Verdict.INCONCLUSIVE));
    PairedCheckReport s = new PairedCheckReport(0.95, 0.01, 1000, "none", "not pinned", aa, known,
        new double[] {1.0, 2.0, 3.0, 2.0});
    assertEquals(2, s.falseAlarms());
    assertEquals(0.00175, s.noiseFloorHalfWidth(), 1e-12); // median of half-widths 0.0015, 0.0015, 0.002, 0.002
    assertEquals(2, s.signRight()); // mean changes +0.010, +0.007, -0.0055, -0.001
    assertEquals(1, s.significant());
    assertEquals(2.0, s.medianSecondsPerComparison(), 0);
  }

  @Test
  void everyRunHasOneComparisonOfEachAndItsSeconds() {
    List<Comparison> one = List.of(comparison(-0.001, 0.003, Verdict.INCONCLUSIVE));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new PairedCheckReport(0.95, 0.01, 1000, "none", "not pinned", one, one, new double[] {1, 2}));
    assertEquals("aa, known and secondsPerComparison must hold one entry per run (at least 1), got 1, 1 and 2",
        e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> new PairedCheckReport(0.95, 0.01, 1000, "none", "not pinned", List.of(), List.of(), new double[0]));
  }
}
