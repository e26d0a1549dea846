package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Moses' interval of the Hodges-Lehmann shift, on logarithms, as a relative change. */
class ShiftIntervalTest {

  /**
   * The two-sided 5% critical values of the Mann-Whitney U (reject when U is at most the value) in
   * the published tables (e.g. Hollander, Wolfe and Chicken, Table A.6; Siegel and Castellan,
   * Nonparametric Statistics, Table J): 4 and 4: 0; 5 and 5: 2; 6 and 6: 5; 8 and 8: 13; 10 and 10:
   * 23; 5 and 10: 8. C is one more; 3 and 3 has none (C = 0).
   */
  @Test
  void criticalCountsMatchThePublishedTables() {
    assertEquals(0, ShiftInterval.criticalCount(3, 3, 0.95));
    assertEquals(1, ShiftInterval.criticalCount(4, 4, 0.95));
    assertEquals(3, ShiftInterval.criticalCount(5, 5, 0.95));
    assertEquals(6, ShiftInterval.criticalCount(6, 6, 0.95));
    assertEquals(14, ShiftInterval.criticalCount(8, 8, 0.95));
    assertEquals(24, ShiftInterval.criticalCount(10, 10, 0.95));
    assertEquals(9, ShiftInterval.criticalCount(5, 10, 0.95));
    assertEquals(9, ShiftInterval.criticalCount(10, 5, 0.95));
  }

  /** The normal approximation's C is within one of the exact one, for sides of 30 to 120. */
  @Test
  void theNormalCriticalCountIsWithinOneOfTheExactOne() {
    for (int[] sizes : new int[][] {{30, 60}, {45, 45}, {20, 120}}) {
      long exact = ShiftInterval.exactCriticalCount(sizes[0], sizes[1], 0.95);
      long normal = ShiftInterval.normalCriticalCount(sizes[0], sizes[1], 0.95);
      assertTrue(exact > 0, "exact " + exact);
      assertEquals(exact, normal, 1, sizes[0] + " and " + sizes[1]);
    }
  }

  @Test
  void orderStatisticsMatchSortingEveryDifference() {
    Random random = new Random(9);
    double[] before = new double[7];
    double[] after = new double[5];
    for (int i = 0; i < before.length; i++) {
      before[i] = random.nextGaussian();
    }
    for (int i = 0; i < after.length; i++) {
      after[i] = 1 + random.nextGaussian();
    }
    Arrays.sort(before);
    Arrays.sort(after);
    double[] all = new double[35];
    int at = 0;
    for (double y : after) {
      for (double x : before) {
        all[at++] = y - x;
      }
    }
    Arrays.sort(all);
    for (int k = 1; k <= all.length; k++) {
      assertEquals(all[k - 1], ShiftInterval.orderStatistic(before, after, k), 0, "k = " + k);
    }
  }

  /**
   * 10 values before and 10 after, the after ones exactly 1.2 times the before ones: every log
   * difference at the same position is log 1.2, and the interval runs between the 24th smallest and
   * the 24th largest of the 100 log differences (C = 24 for 10 and 10), turned into ratios.
   */
  @Test
  void theIntervalIsOfTheRatioAndEndsAtActualDifferences() {
    double[] x = new double[20];
    for (int i = 0; i < 10; i++) {
      x[i] = 50 + 3 * i;
      x[10 + i] = 1.2 * (50 + 3 * ((i * 7) % 10));
    }
    Interval ci = ShiftInterval.relativeChange(x, 0, 10, 20, 0.95);
    double[] diffs = new double[100];
    int at = 0;
    for (int j = 10; j < 20; j++) {
      for (int i = 0; i < 10; i++) {
        diffs[at++] = Math.log(x[j]) - Math.log(x[i]);
      }
    }
    Arrays.sort(diffs);
    assertEquals(Math.expm1(diffs[23]), ci.low(), 1e-12);
    assertEquals(Math.expm1(diffs[76]), ci.high(), 1e-12);
    assertTrue(ci.contains(0.2), ci.toString());
    assertEquals(0.95, ci.confidence());
    assertTrue(ci.method().contains("(exact)"), ci.method());
  }

  @Test
  void sidesTooShortForTheConfidenceGiveAnUnboundedInterval() {
    Interval ci = ShiftInterval.relativeChange(new double[] {1, 1.1, 0.9, 2, 2.1, 1.9}, 0, 3, 6, 0.95);
    assertFalse(ci.isBounded(), ci.toString());
    // At 80% the same six values suffice: P(U <= 0) = 1/20 <= 0.1.
    assertTrue(ShiftInterval.relativeChange(new double[] {1, 1.1, 0.9, 2, 2.1, 1.9}, 0, 3, 6, 0.8).isBounded());
  }
}
