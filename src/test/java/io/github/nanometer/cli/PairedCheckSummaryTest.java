package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Options;
import io.github.nanometer.Verdict;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.stats.Interval;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairedCheckSummaryTest {

  private static Comparison comparison(double low, double high, Verdict v) {
    return new Comparison("a", "b", Options.builder().seed(1).build(), ComparisonOptions.builder().thresholdFraction(0).build(),
        new ClockFacts("nanoTime", 30, 1, 3000, 30, 30), 10, new double[] {1, 1}, new double[] {1, 1},
        new boolean[2], 0, 0, (low + high) / 2, new Interval(low, high), 1, new Interval(0.9, 1.1), 0, v, List.of());
  }

  @Test
  void onlyFasterOrSlowerAreFalseAlarmsAndInconclusiveIsNot() {
    List<Comparison> aa = List.of(comparison(-0.001, 0.003, Verdict.INCONCLUSIVE),
        comparison(0.001, 0.004, Verdict.SLOWER), comparison(-0.004, -0.001, Verdict.FASTER),
        comparison(-0.002, 0.002, Verdict.INCONCLUSIVE));
    List<Comparison> known = List.of(comparison(0.008, 0.012, Verdict.SLOWER),
        comparison(-0.001, 0.015, Verdict.INCONCLUSIVE), comparison(-0.01, -0.001, Verdict.FASTER));
    PairedCheckCommand.Summary s = PairedCheckCommand.Summary.of(aa, known, List.of(1.0, 2.0, 3.0), 0.01);
    assertEquals(2, s.falseAlarms());
    assertEquals(0.00175, s.noiseFloorHalfWidth(), 1e-12); // median of half-widths 0.0015, 0.0015, 0.002, 0.002
    assertEquals(2, s.signRight()); // mean changes +0.010, +0.007, -0.0055
    assertEquals(1, s.significant());
    assertEquals(2.0, s.medianSecondsPerComparison(), 0);
  }
}
