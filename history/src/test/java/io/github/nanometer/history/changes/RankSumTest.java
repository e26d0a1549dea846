package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rank-sum test: mid-ranks, its exact p-values, and its normal approximation. */
class RankSumTest {

  @Test
  void midRanksShareTheMeanRankOfTheirTie() {
    // Sorted: 1 (rank 1), 2 (rank 2), 3 and 3 (ranks 3 and 4, both 3.5); doubled: 2, 4, 7, 7.
    assertArrayEquals(new long[] {7, 2, 7, 4}, RankSum.doubledMidRanks(new double[] {3, 1, 3, 2}, 0, 4));
    assertArrayEquals(new long[] {2, 4}, RankSum.doubledMidRanks(new double[] {9, 3, 1, 3}, 2, 4));
  }

  /**
   * Complete separation: of the C(6, 3) = 20 equally likely ways to place three ranks, one gives
   * the lowest sum and one the highest, so the two-sided p-value is 2/20; three of fifty runs, all
   * slowest: 2 / C(50, 3) = 2/19600.
   */
  @Test
  void completeSeparationHasTheCombinatorialPValue() {
    assertEquals(0.1, RankSum.pValue(new double[] {1, 2, 3, 10, 11, 12}, 0, 3, 6), 1e-15);
    double[] x = new double[50];
    for (int i = 0; i < x.length; i++) {
      x[i] = i < 47 ? 100 + i * 0.01 : 200;
    }
    x[48] = 201;
    x[49] = 202;
    assertEquals(2.0 / 19600, RankSum.pValue(x, 0, 47, 50), 1e-18);
  }

  /** The subset-sum recursion against enumerating every subset, with ties, on both sides' sizes. */
  @Test
  void exactPValuesMatchEnumerationWithTies() {
    Random random = new Random(5);
    for (int trial = 0; trial < 20; trial++) {
      int n = 6 + random.nextInt(7);
      double[] x = new double[n];
      for (int i = 0; i < n; i++) {
        x[i] = random.nextInt(5);
      }
      int split = 1 + random.nextInt(n - 1);
      assertEquals(enumerated(x, split), RankSum.pValue(x, 0, split, n), 1e-12, "trial " + trial);
    }
  }

  /**
   * Where the tail is too costly to count the normal approximation takes over. It is conservative:
   * a rank sum's tails are lighter than the normal's (its excess kurtosis is negative), so the
   * approximate p-value is the larger; on 25 values against 60, near the levels the detector uses,
   * by 11% (exact 0.0046).
   */
  @Test
  void theNormalApproximationIsConservativeAndClose() {
    double[] x = new double[85];
    for (int i = 0; i < 60; i++) {
      x[i] = i;
    }
    // The 25 values after the split interleave with the upper part of the first 60.
    for (int i = 60; i < 85; i++) {
      x[i] = 26.1 + (i - 60) * 1.25;
    }
    long[] doubled = RankSum.doubledMidRanks(x, 0, 85);
    long observed = 0;
    for (int i = 60; i < 85; i++) {
      observed += doubled[i];
    }
    long distance = Math.abs(observed - 25L * 86);
    double exact = RankSum.exactTwoSided(doubled, 25, distance);
    double normal = RankSum.normalTwoSided(doubled, 25, distance);
    assertEquals(0.0046, exact, 0.0001);
    assertEquals(exact, RankSum.pValue(x, 0, 60, 85), 0);
    assertTrue(normal >= exact && normal <= 1.15 * exact, normal + " against " + exact);
  }

  /**
   * Three slow runs after 497: 2 / C(500, 3) = 9.6e-8 by counting only the extreme tail, where the
   * normal approximation would say 0.003; a balanced split of 2,000 values whose tail is too costly
   * to count falls back to the approximation.
   */
  @Test
  void theExtremeTailOfALongSeriesIsCountedExactly() {
    double[] x = new double[500];
    for (int i = 0; i < x.length; i++) {
      x[i] = i < 497 ? 100 + i * 0.01 : 300 + i;
    }
    assertEquals(2.0 / 20_708_500, RankSum.pValue(x, 0, 497, 500), 1e-20);
    long[] ranks = new long[2000];
    for (int i = 0; i < ranks.length; i++) {
      ranks[i] = 2L * (i + 1);
    }
    assertTrue(Double.isNaN(RankSum.exactTwoSided(ranks, 1000, 20_000)));
  }

  @Test
  void aSegmentOfEqualValuesHasPValueOne() {
    double[] same = new double[300];
    java.util.Arrays.fill(same, 4);
    assertEquals(1, RankSum.pValue(same, 0, 150, 300));
    assertEquals(1, RankSum.pValue(same, 0, 3, 6));
  }

  /** Two-sided p-value by listing every way to choose the after side's positions among n. */
  private static double enumerated(double[] x, int split) {
    int n = x.length;
    long[] r = RankSum.doubledMidRanks(x, 0, n);
    int k = n - split;
    long observed = 0;
    for (int i = split; i < n; i++) {
      observed += r[i];
    }
    double expected = k * (n + 1.0);
    double distance = Math.abs(observed - expected);
    int extreme = 0;
    int total = 0;
    for (int mask = 0; mask < 1 << n; mask++) {
      if (Integer.bitCount(mask) != k) {
        continue;
      }
      long sum = 0;
      for (int i = 0; i < n; i++) {
        if ((mask & 1 << i) != 0) {
          sum += r[i];
        }
      }
      total++;
      if (Math.abs(sum - expected) >= distance) {
        extreme++;
      }
    }
    return (double) extreme / total;
  }
}
