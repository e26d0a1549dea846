package io.github.nanometer.stats;

/**
 * Medians by selection in O(n), without sorting and without the JDK's sort: for code that runs
 * beside a benchmark body (warm-up's stopping test runs once per round), where calling
 * {@code Arrays.sort} would share the JDK's sorting code, and its type and branch profiles, with a
 * body that sorts.
 */
public final class Selection {
  private Selection() {}

  /**
   * The median of {@code values[from..to)}: the middle value, or the mean of the two middle values
   * for an even count (as {@link Descriptive#median}). {@code values} is not changed; the range is
   * copied into {@code scratch} and reordered there.
   *
   * @param scratch working space of at least {@code to - from} elements
   * @throws IllegalArgumentException when the range is empty or out of bounds, or {@code scratch}
   *     is too short
   */
  public static double median(double[] values, int from, int to, double[] scratch) {
    if (values == null || scratch == null || from < 0 || to > values.length || to <= from) {
      throw new IllegalArgumentException("need a non-empty range within values, got [" + from + ", " + to + ")"
          + (values == null ? " of no array" : " of " + values.length));
    }
    int n = to - from;
    if (scratch.length < n) {
      throw new IllegalArgumentException("scratch holds " + scratch.length + " values, the range " + n);
    }
    System.arraycopy(values, from, scratch, 0, n);
    return medianInPlace(scratch, n);
  }

  /**
   * The median of {@code x[0..n)}, reordering those elements: the middle value, or the mean of the
   * two middle values for an even {@code n}.
   *
   * @throws IllegalArgumentException when {@code n} is not in 1..x.length
   */
  public static double medianInPlace(double[] x, int n) {
    if (x == null || n < 1 || n > x.length) {
      throw new IllegalArgumentException("n must be in 1.." + (x == null ? 0 : x.length) + ", got " + n);
    }
    double upper = select(x, n, n / 2);
    if (n % 2 == 1) {
      return upper;
    }
    double lower = x[0];
    for (int i = 1; i < n / 2; i++) {
      lower = Math.max(lower, x[i]);
    }
    return (lower + upper) / 2;
  }

  /**
   * Hoare's selection over {@code x[0..n)}: afterwards {@code x[k]} is the k-th smallest and
   * {@code x[0..k)} hold values no larger.
   */
  static double select(double[] x, int n, int k) {
    int lo = 0;
    int hi = n - 1;
    while (lo < hi) {
      double pivot = x[(lo + hi) >>> 1];
      int i = lo;
      int j = hi;
      while (i <= j) {
        while (x[i] < pivot) {
          i++;
        }
        while (x[j] > pivot) {
          j--;
        }
        if (i <= j) {
          double t = x[i];
          x[i] = x[j];
          x[j] = t;
          i++;
          j--;
        }
      }
      if (k <= j) {
        hi = j;
      } else if (k >= i) {
        lo = i;
      } else {
        break;
      }
    }
    return x[k];
  }
}
