package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Options;
import io.github.nanometer.Verdict;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.stats.ConfidenceInterval;
import io.github.nanometer.stats.PointEstimate;
import io.github.nanometer.stats.ThresholdJudgement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PairedCheckSummaryTest {

  private static Comparison comparison(double low, double high, Verdict v) {
    PointEstimate change = new PointEstimate((low + high) / 2,
        new ConfidenceInterval(low, high, 0.95, "candidate mean / baseline mean - 1", "test"));
    PointEstimate other = new PointEstimate(0, new ConfidenceInterval(-1, 1, 0.95, "other", "test"));
    PairedAnalysis analysis = new PairedAnalysis(2, change, other, other, other, Optional.empty(), 0, 0,
        ThresholdJudgement.STRADDLES, 0);
    return new Comparison("a", "b", Options.builder().seed(1).build(), ComparisonOptions.builder().thresholdFraction(0).build(),
        new ClockFacts("nanoTime", 30, 1, 3000, 30, 30), 10, new double[] {1, 1}, new double[] {1, 1},
        new boolean[2], analysis, v, List.of());
  }

  @Test
  void stepsTooSmallForTheChangeAreRefusedNamingTheSmallest() {
    assertEquals(500, PairedCheckCommand.minimumSteps(0.01));
    assertEquals(50, PairedCheckCommand.minimumSteps(0.1));
    assertEquals(10, PairedCheckCommand.minimumSteps(1.0));
    assertEquals(5000, PairedCheckCommand.minimumSteps(0.001));
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int status = Main.run(List.of("paired-check", "--steps", "40", "--change", "4%"), System.out,
        new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
    assertEquals(2, status);
    assertEquals("nanometer paired-check: --steps: 40 is too small for --change 4%: the extra work rounds to 2 LCG "
        + "step(s), not the asked change; use --steps 125 or more (at least 5 extra steps)\n",
        err.toString(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void onlyFasterOrSlowerAreFalseAlarmsAndInconclusiveIsNot() {
    List<Comparison> aa = List.of(comparison(-0.001, 0.003, Verdict.INCONCLUSIVE),
        comparison(0.001, 0.004, Verdict.SLOWER), comparison(-0.004, -0.001, Verdict.FASTER),
        comparison(-0.002, 0.002, Verdict.INCONCLUSIVE));
    List<Comparison> known = List.of(comparison(0.008, 0.012, Verdict.SLOWER),
        comparison(-0.001, 0.015, Verdict.INCONCLUSIVE), comparison(-0.01, -0.001, Verdict.FASTER));
    PairedCheckCommand.Summary s = PairedCheckCommand.Summary.of(aa, known, List.of(1.0, 2.0, 3.0));
    assertEquals(2, s.falseAlarms());
    assertEquals(0.00175, s.noiseFloorHalfWidth(), 1e-12); // median of half-widths 0.0015, 0.0015, 0.002, 0.002
    assertEquals(2, s.signRight()); // mean changes +0.010, +0.007, -0.0055
    assertEquals(1, s.significant());
    assertEquals(2.0, s.medianSecondsPerComparison(), 0);
  }
}
