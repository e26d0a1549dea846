package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The E-divisive statistic against its definition, and the split it chooses. */
class EnergyDivisiveTest {

  /**
   * {0, 0, 1, 1} split in the middle: the four cross pairs are 1 apart, the pairs inside each side
   * 0, so E = 2 * 4 / (2 * 2) - 0 - 0 = 2 and Q = (2 * 2 / 4) * 2 = 2 (Matteson and James 2014,
   * equations 5 and 6, alpha = 1).
   */
  @Test
  void handComputedValue() {
    double[] q = EnergyDivisive.statistics(new double[] {0, 0, 1, 1}, 0, 4, 2);
    assertEquals(1, q.length);
    assertEquals(2, q[0], 1e-15);
  }

  /** The incremental sums give, at every split, what the definition's double sums give. */
  @Test
  void everySplitMatchesTheDefinition() {
    Random random = new Random(3);
    for (int minSegment = 2; minSegment <= 4; minSegment++) {
      double[] x = new double[23];
      for (int i = 0; i < x.length; i++) {
        x[i] = 100 + 10 * random.nextGaussian() + (i >= 13 ? 25 : 0);
      }
      int start = 2;
      int end = 21;
      double[] q = EnergyDivisive.statistics(x, start, end, minSegment);
      assertEquals(end - start - 2 * minSegment + 1, q.length);
      for (int k = 0; k < q.length; k++) {
        double expected = byDefinition(x, start, start + minSegment + k, end);
        assertEquals(expected, q[k], 1e-9 * Math.abs(expected), "minSegment " + minSegment + ", split " + k);
      }
    }
  }

  @Test
  void theBestSplitIsAtAClearStepAndTheEarliestOfEqualOnes() {
    double[] x = {5, 5.1, 4.9, 5, 5.05, 9, 9.1, 8.9, 9, 9.05};
    assertEquals(5, EnergyDivisive.bestSplit(x, 0, x.length, 2));
    assertEquals(5, EnergyDivisive.bestSplit(x, 0, x.length, 5));
    // Offsets inside a longer array: the step at 5 seen from the segment [3, 10).
    assertEquals(5, EnergyDivisive.bestSplit(x, 3, 10, 2));
    // A constant segment: every split has Q = 0, the first allowed one is returned.
    assertEquals(3, EnergyDivisive.bestSplit(new double[] {1, 1, 1, 1, 1, 1, 1}, 0, 7, 3));
  }

  @Test
  void aSegmentShorterThanTwoMinimumSidesHasNoSplit() {
    double[] x = {1, 2, 3, 4, 5};
    assertEquals(-1, EnergyDivisive.bestSplit(x, 0, 5, 3));
    assertEquals(0, EnergyDivisive.statistics(x, 0, 5, 3).length);
    assertEquals(1, EnergyDivisive.statistics(x, 0, 4, 2).length);
  }

  private static double byDefinition(double[] x, int start, int split, int end) {
    double between = 0;
    for (int i = start; i < split; i++) {
      for (int j = split; j < end; j++) {
        between += Math.abs(x[i] - x[j]);
      }
    }
    double a = split - start;
    double b = end - split;
    double energy = 2 * between / (a * b) - meanPairDistance(x, start, split) - meanPairDistance(x, split, end);
    return a * b / (a + b) * energy;
  }

  private static double meanPairDistance(double[] x, int from, int to) {
    double sum = 0;
    int pairs = 0;
    for (int i = from; i < to; i++) {
      for (int j = i + 1; j < to; j++) {
        sum += Math.abs(x[i] - x[j]);
        pairs++;
      }
    }
    return sum / pairs;
  }
}
