package io.github.nanometer.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Symmetric outlier trimming of paired differences, after Bazhenov's tango-bench: values beyond
 * the fences {@code Q1 - k * IQR} and {@code Q3 + k * IQR} are outliers, and the same number is
 * trimmed from both tails, {@code min(low outliers, high outliers)}. Outliers on one side only
 * (the usual case for timing noise, which only ever adds delay) are kept: trimming them would
 * shift the mean difference, while symmetric extremes carry no information about its sign.
 * Quartiles are {@link Descriptive#quantile} (type 7).
 */
public final class SymmetricTrim {

  /** tango-bench's fence: 5 interquartile ranges beyond the quartiles. */
  public static final double DEFAULT_FENCE_IQRS = 5.0;

  private SymmetricTrim() {}

  /**
   * The result of a trim.
   *
   * @param kept the values left, in their original order
   * @param trimmedPerTail how many values were removed from each tail
   */
  public record Trimmed(double[] kept, int trimmedPerTail) {
    /** Copies {@code kept}. */
    public Trimmed {
      kept = kept.clone();
    }

    @Override
    public double[] kept() {
      return kept.clone();
    }
  }

  /**
   * Trims {@code min(#below low fence, #above high fence)} values from each tail. Nothing is trimmed
   * when the interquartile range is 0 or fewer than 4 values are given.
   *
   * @param differences finite values
   * @param fenceIqrs the fence distance in interquartile ranges, positive and finite
   */
  public static Trimmed trim(double[] differences, double fenceIqrs) {
    Checks.values(differences, 1, "differences");
    if (!(fenceIqrs > 0) || Double.isInfinite(fenceIqrs)) {
      throw new IllegalArgumentException("fenceIqrs must be positive and finite, got " + fenceIqrs);
    }
    int n = differences.length;
    if (n < 4) {
      return new Trimmed(differences, 0);
    }
    double q1 = Descriptive.quantile(differences, 0.25);
    double q3 = Descriptive.quantile(differences, 0.75);
    double iqr = q3 - q1;
    if (iqr <= 0) {
      return new Trimmed(differences, 0);
    }
    double lowFence = q1 - fenceIqrs * iqr;
    double highFence = q3 + fenceIqrs * iqr;
    int low = 0;
    int high = 0;
    for (double d : differences) {
      if (d < lowFence) {
        low++;
      } else if (d > highFence) {
        high++;
      }
    }
    int perTail = Math.min(low, high);
    if (perTail == 0) {
      return new Trimmed(differences, 0);
    }
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingDouble(i -> differences[i]));
    boolean[] removed = new boolean[n];
    for (int k = 0; k < perTail; k++) {
      removed[order[k]] = true;
      removed[order[n - 1 - k]] = true;
    }
    double[] kept = new double[n - 2 * perTail];
    for (int i = 0, k = 0; i < n; i++) {
      if (!removed[i]) {
        kept[k++] = differences[i];
      }
    }
    return new Trimmed(kept, perTail);
  }
}
