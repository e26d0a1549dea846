package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Medians by selection agree with the sorting median on every range shape. */
class SelectionTest {

  @Test
  void agreesWithTheSortingMedianOnRandomRanges() {
    SplittableRandom random = new SplittableRandom(7);
    for (int trial = 0; trial < 2_000; trial++) {
      int length = 1 + random.nextInt(300);
      double[] values = new double[length];
      for (int i = 0; i < length; i++) {
        // ties on purpose: a few distinct values in some trials
        values[i] = trial % 3 == 0 ? random.nextInt(4) : random.nextDouble() * 100;
      }
      int from = random.nextInt(length);
      int to = from + 1 + random.nextInt(length - from);
      double[] copy = values.clone();
      double expected = Descriptive.median(java.util.Arrays.copyOfRange(values, from, to));
      assertEquals(expected, Selection.median(values, from, to, new double[to - from + random.nextInt(3)]), 1e-12 * Math.abs(expected),
          "range [" + from + ", " + to + ") of " + length);
      assertArrayEquals(copy, values, "the input is not reordered");
    }
  }

  @Test
  void evenCountsAverageTheMiddlePair() {
    assertEquals(2.5, Selection.median(new double[] {4, 1, 3, 2}, 0, 4, new double[4]), 0.0);
    assertEquals(7.0, Selection.median(new double[] {9, 7, 1}, 1, 2, new double[1]), 0.0);
  }

  @Test
  void refusesEmptyOrOutOfBoundsRangesAndShortScratch() {
    double[] v = {1, 2, 3};
    assertThrows(IllegalArgumentException.class, () -> Selection.median(v, 1, 1, new double[3]));
    assertThrows(IllegalArgumentException.class, () -> Selection.median(v, 0, 4, new double[4]));
    assertThrows(IllegalArgumentException.class, () -> Selection.median(v, 0, 3, new double[2]));
    assertThrows(IllegalArgumentException.class, () -> Selection.medianInPlace(v, 0));
  }
}
