package io.github.nanometer.history.changes;

import java.util.Arrays;

/** The median of a range of values: the middle one of an odd count, the mean of the two middle ones of an even count. */
final class Medians {
  private Medians() {}

  /** The median of {@code values[from..to)}; needs {@code to > from}. The array is not changed. */
  static double of(double[] values, int from, int to) {
    double[] sorted = Arrays.copyOfRange(values, from, to);
    Arrays.sort(sorted);
    return ofSorted(sorted);
  }

  /** The median of values already sorted ascending; needs at least one. */
  static double ofSorted(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
