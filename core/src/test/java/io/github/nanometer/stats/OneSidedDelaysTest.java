package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.IntervalEstimate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Detection of one-sided delays, the typical per-pair ratio and the stated coverage. */
class OneSidedDelaysTest {

  @Test
  void symmetricDifferencesAreNotFlagged() {
    double[] d = {1.8, 2.1, 2.0, 1.9, 2.2, 2.05, 1.95, 2.15, 1.85, 2.0};
    assertEquals(Optional.empty(), OneSidedDelays.detect(d, 0.95));
  }

  @Test
  void oneDelayedPairAmongTenIsFlaggedBySkewness() {
    // Nine differences near 2 and one pair delayed by 50 on the candidate's side: mean 6.8, skewness
    // (n - 2) / sqrt(n - 1) = 2.667 at most for one outlier, above 3 sqrt(6 / 10) = 2.324.
    double[] d = {1.8, 2.1, 2.0, 1.9, 2.2, 2.05, 1.95, 2.15, 1.85, 50};
    assertTrue(Descriptive.skewness(d) > 2.6, "skewness " + Descriptive.skewness(d));
    String why = OneSidedDelays.detect(d, 0.95).orElseThrow();
    assertTrue(why.contains("skewness 2.6"), why);
  }

  @Test
  void aMeanOutsideTheHodgesLehmannIntervalIsFlagged() {
    // 30 differences, 3 with delays: the mean (about 2 + 150 / 30 = 7) lies above the signed-rank interval.
    double[] d = new double[30];
    for (int i = 0; i < d.length; i++) {
      d[i] = 2 + 0.1 * ((i * 7) % 11 - 5);
    }
    d[3] += 40;
    d[11] += 60;
    d[20] += 50;
    String why = OneSidedDelays.detect(d, 0.95).orElseThrow();
    assertTrue(why.startsWith("the mean difference"), why);
  }

  @Test
  void tiedDifferencesWithAZeroWidthIntervalAreJudgedBySkewnessAlone() {
    double[] d = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.01, 0.99};
    assertEquals(Optional.empty(), OneSidedDelays.detect(d, 0.95));
  }

  @Test
  void typicalRatioIsTheExponentiatedHodgesLehmannOfLogRatios() {
    double[] base = {100, 102, 98, 101, 99, 103, 100, 97};
    double[] cand = {101, 104, 99, 103, 100, 104, 102, 98};
    double[] logs = new double[base.length];
    for (int i = 0; i < logs.length; i++) {
      logs[i] = Math.log(cand[i] / base[i]);
    }
    IntervalEstimate hl = HodgesLehmann.shift(logs, 0.95);
    IntervalEstimate t = OneSidedDelays.typicalRatio(base, cand, 0.95);
    assertEquals(Math.exp(hl.estimate()), t.estimate(), 1e-15);
    assertEquals(Math.exp(hl.interval().low()), t.interval().low(), 1e-15);
    assertEquals(Math.exp(hl.interval().high()), t.interval().high(), 1e-15);
    assertThrows(IllegalArgumentException.class,
        () -> OneSidedDelays.typicalRatio(new double[] {1, -1}, new double[] {1, 1}, 0.95));
  }

  @Test
  void belowSixPairsNoDistributionFreeIntervalReaches95Percent() {
    IntervalEstimate t = OneSidedDelays.typicalRatio(new double[] {100, 101, 99}, new double[] {102, 103, 101}, 0.95);
    assertFalse(t.interval().isBounded());
    assertTrue(t.interval().method().contains("with 3 pairs no distribution-free interval reaches 95% (the widest "
        + "signed-rank interval covers 75.00%)"), t.interval().method());
    assertTrue(OneSidedDelays.smallSampleStatement(5, 0.95).contains("93.75%"));
  }

  @Test
  void statesTheSimulatedCoverageOnlyWhereNoDetectionRuleCanFire() {
    String at7 = OneSidedDelays.meanIntervalCoverage(7, 0.95).orElseThrow();
    assertTrue(at7.startsWith(String.format(java.util.Locale.ROOT, "95%% interval: simulated coverage %.1f%% at 5 "
        + "pairs", 100 * OneSidedDelays.MEAN_INTERVAL_COVERAGE[1])), at7);
    assertTrue(at7.contains(OneSidedDelays.SCENARIO));
    assertTrue(OneSidedDelays.meanIntervalCoverage(8, 0.95).isPresent(), "8 pairs: the skewness rule cannot fire");
    // From 9 pairs the skewness rule can fire: no note on every clean result (it quoted 43.4% at 10 pairs, and at
    // 1,000 pairs the 100-pair figure).
    for (int pairs : new int[] {9, 10, 12, 30, 100, 1000}) {
      assertEquals(Optional.empty(), OneSidedDelays.meanIntervalCoverage(pairs, 0.95), pairs + " pairs");
    }
    assertEquals(Optional.empty(), OneSidedDelays.meanIntervalCoverage(2, 0.95));
    assertEquals(Optional.empty(), OneSidedDelays.meanIntervalCoverage(5, 0.9), "only the simulated level");
    assertTrue(OneSidedDelays.meanIntervalCoverage(3, 0.95).orElseThrow().endsWith("; with 3 pairs no "
        + "distribution-free interval reaches 95% (the widest signed-rank interval covers 75.00%)"));
    assertFalse(at7.contains("distribution-free"), "from 6 pairs a signed-rank interval reaches 95%");
  }

  @Test
  void theSkewnessRuleCanFireFromNinePairs() {
    for (int n = 0; n <= 8; n++) {
      assertFalse(OneSidedDelays.skewnessRuleCanFire(n), n + " pairs");
    }
    assertTrue(OneSidedDelays.skewnessRuleCanFire(9));
    assertTrue(OneSidedDelays.skewnessRuleCanFire(1000));
    // the bound is attained: 8 equal values and one apart reach skewness 7 / sqrt(8), past 3 sqrt(6 / 9)
    double[] nine = {0, 0, 0, 0, 0, 0, 0, 0, 1};
    assertTrue(OneSidedDelays.detect(nine, 0.95).isPresent());
    double[] eight = {0, 0, 0, 0, 0, 0, 0, 1};
    assertTrue(Math.abs(Descriptive.skewness(eight)) < 3 * Math.sqrt(6.0 / 8));
  }
}
