package io.github.nanometer.toolstats;

import static io.github.nanometer.stats.RelativeAssertions.assertRelative;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.FiellerInterval;
import org.junit.jupiter.api.Test;

/** Source: testvectors.md sections 2 and 3 (Kalibera and Jones, Tables III-V); tolerance 1e-9 relative. */
class RandomEffectsTest {
  /** 3 binaries x 2 executions x 2 measurements, highest level first. */
  static final HierarchicalData THREE_LEVELS = HierarchicalData.of(new int[] {3, 2, 2},
      new double[] {9, 5, 8, 3, 10, 6, 7, 11, 1, 12, 2, 4});

  @Test
  void biasedAndUnbiasedEstimatorsOfThreeLevels() {
    VarianceComponents v = RandomEffects.estimate(THREE_LEVELS);
    // Paper level 1 (measurements) is index 2 here, level 3 (binaries) index 0.
    assertRelative(16.5, v.biased()[2]);
    assertRelative(2.5833333333333335, v.biased()[1]);
    assertRelative(3.5625, v.biased()[0]);
    assertRelative(6.5, v.grandMean());
    assertRelative(16.5, v.unbiased()[2]);
    assertRelative(-5.666666666666666, v.unbiased()[1]);
    assertRelative(2.270833333333333, v.unbiased()[0]);
  }

  @Test
  void twoLevelsAfterDroppingTheExecutionLevel() {
    HierarchicalData two = THREE_LEVELS.withoutLevel(1);
    assertArrayEquals(new int[] {3, 4}, two.repetitions());
    VarianceComponents v = RandomEffects.estimate(two);
    assertRelative(12.722222222222223, v.biased()[1]);
    assertRelative(3.5625, v.biased()[0]);
    assertRelative(0.3819444444444442, v.unbiased()[0]);
  }

  @Test
  void optimalMeasurementsPerBinaryIsNineteen() {
    // n1 = ceil(sqrt(10 * 12.7222 / 0.381944)) = ceil(18.2508) = 19 (testvectors.md: exact gives 19, paper 18).
    int[] n = RandomEffects.optimalRepetitionsBelowTop(new double[] {0.3819444444444442, 12.722222222222223},
        new double[] {10, 1});
    assertArrayEquals(new int[] {19}, n);
  }

  @Test
  void planDropsTheExecutionLevelAndFoldsItsCostIntoTheBinary() {
    // costs highest first: binary build 5, execution warm-up 10, measurement 1. The execution level
    // has T^2 <= 0, so one execution per binary; a binary then costs 15 measurements:
    // ceil(sqrt(15 * 12.722222 / 0.3819444)) = ceil(22.3527) = 23 (computed by hand).
    RepetitionPlan plan = RandomEffects.plan(THREE_LEVELS, new double[] {5, 10, 1});
    assertFalse(plan.isDropped(0));
    assertTrue(plan.isDropped(1));
    assertFalse(plan.isDropped(2));
    assertTrue(plan.recommendedRepetitions(0).isEmpty());
    assertEquals(1, plan.recommendedRepetitions(1).getAsInt());
    assertEquals(23, plan.recommendedRepetitions(2).getAsInt());
    assertRelative(0.3819444444444442, plan.reduced().unbiased()[0]);
    assertRelative(-5.666666666666666, plan.original().unbiased()[1]);
  }

  @Test
  void planWithEveryLevelContributingKeepsAll() {
    // Two levels where the top clearly adds variance; n = ceil(sqrt(c0/c1 * T1^2/T0^2)).
    HierarchicalData data = HierarchicalData.twoLevels(new double[][] {{1, 2, 3}, {11, 12, 13}, {21, 22, 23}});
    VarianceComponents v = RandomEffects.estimate(data);
    // S^2 lowest = 1; unit means 2, 12, 22 -> S^2 top = 100; T^2 top = 100 - 1/3.
    assertRelative(1, v.biased()[1]);
    assertRelative(100, v.biased()[0]);
    RepetitionPlan plan = RandomEffects.plan(data, new double[] {50, 1});
    assertFalse(plan.isDropped(0));
    int expected = (int) Math.ceil(Math.sqrt(50.0 * 1 / (100 - 1.0 / 3)));
    assertEquals(expected, plan.recommendedRepetitions(1).getAsInt());
  }

  @Test
  void meanIntervalUsesTopLevelMeans() {
    // testvectors.md section 3: old system's per-binary means 7.75, 12.25, 11.5 -> 10.5 +- 5.989039133583091.
    HierarchicalData old = HierarchicalData.twoLevels(new double[][] {{6.75, 8.75}, {11.25, 13.25}, {10.5, 12.5}});
    Interval i = RandomEffects.meanInterval(old, 0.95);
    assertRelative(10.5 - 5.989039133583091, i.low());
    assertRelative(10.5 + 5.989039133583091, i.high());
  }

  @Test
  void ratioIntervalIsFiellerOnTopLevelMeans() {
    HierarchicalData old = HierarchicalData.twoLevels(new double[][] {{6.75, 8.75}, {11.25, 13.25}, {10.5, 12.5}});
    HierarchicalData neu = HierarchicalData.twoLevels(new double[][] {{8, 9.5}, {6, 6.5}, {4, 5}});
    Interval i = RandomEffects.ratioInterval(neu, old, 0.95);
    // One rule: the same interval as FiellerInterval.independent (analyze, judge) on the binary means.
    assertEquals(FiellerInterval.independent(new double[] {8.75, 6.25, 4.5}, new double[] {7.75, 12.25, 11.5}, 0.95),
        i);
    // Welch-Satterthwaite df at q = 6.5 / 10.5 (va = 4.5625 / 3, vb = 5.8125 / 3, 2 df each side):
    // (va + q^2 vb)^2 / ((va^2 + q^4 vb^2) / 2), recomputed by hand in Python.
    double q = 6.5 / 10.5;
    double va = 4.5625 / 3;
    double vb = 5.8125 / 3;
    double df = (va + q * q * vb) * (va + q * q * vb) / ((va * va + q * q * q * q * vb * vb) / 2);
    assertEquals(FiellerInterval.fromEstimates(6.5, 10.5, va, vb, 0, df, 0.95).low(), i.low(), 1e-12);
    assertTrue(df > 2 && df < 4, "W-S df lies between one side's 2 and the pooled 4, got " + df);
  }

  @Test
  void rejectsBadArguments() {
    assertThrows(IllegalArgumentException.class, () -> RandomEffects.plan(THREE_LEVELS, new double[] {1, 1}));
    assertThrows(IllegalArgumentException.class, () -> RandomEffects.plan(THREE_LEVELS, new double[] {1, 0, 1}));
    assertThrows(IllegalArgumentException.class,
        () -> RandomEffects.optimalRepetitionsBelowTop(new double[] {-1, 2}, new double[] {1, 1}));
    assertThrows(IllegalArgumentException.class,
        () -> RandomEffects.meanInterval(HierarchicalData.twoLevels(new double[][] {{1, 2}}), 0.95));
  }
}
