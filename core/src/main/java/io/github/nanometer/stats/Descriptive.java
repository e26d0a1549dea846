package io.github.nanometer.stats;

import java.util.Arrays;

/**
 * Descriptive statistics over primitive arrays: pure functions, no I/O. Every method rejects an
 * empty array (or one too short for the statistic) with {@link IllegalArgumentException}.
 */
public final class Descriptive {
  private Descriptive() {}

  /** Arithmetic mean. */
  public static double mean(double[] x) {
    requireLength(x, 1, "mean");
    double sum = 0;
    for (double v : x) {
      sum += v;
    }
    return sum / x.length;
  }

  /** Unbiased sample variance (divisor n - 1); needs at least 2 values. */
  public static double variance(double[] x) {
    requireLength(x, 2, "variance");
    double m = mean(x);
    double ss = 0;
    for (double v : x) {
      double d = v - m;
      ss += d * d;
    }
    return ss / (x.length - 1);
  }

  /**
   * Unbiased sample covariance (divisor n - 1) of paired values; needs at least 2 pairs of equal
   * count.
   */
  public static double covariance(double[] x, double[] y) {
    requireLength(x, 2, "covariance");
    requireLength(y, 2, "covariance");
    if (x.length != y.length) {
      throw new IllegalArgumentException("covariance needs paired arrays of equal length, got "
          + x.length + " and " + y.length);
    }
    double mx = mean(x);
    double my = mean(y);
    double s = 0;
    for (int i = 0; i < x.length; i++) {
      s += (x[i] - mx) * (y[i] - my);
    }
    return s / (x.length - 1);
  }

  /** Sample standard deviation (square root of {@link #variance}). */
  public static double standardDeviation(double[] x) {
    return Math.sqrt(variance(x));
  }

  /** Smallest value. */
  public static double min(double[] x) {
    requireLength(x, 1, "min");
    double m = x[0];
    for (double v : x) {
      m = Math.min(m, v);
    }
    return m;
  }

  /** Largest value. */
  public static double max(double[] x) {
    requireLength(x, 1, "max");
    double m = x[0];
    for (double v : x) {
      m = Math.max(m, v);
    }
    return m;
  }

  /** Median (mean of the two middle values for an even count). */
  public static double median(double[] x) {
    return quantile(x, 0.5);
  }

  /**
   * Quantile by linear interpolation between order statistics (Hyndman and Fan type 7, the default
   * of R and NumPy).
   *
   * @param p the probability, in [0, 1]
   */
  public static double quantile(double[] x, double p) {
    requireLength(x, 1, "quantile");
    if (!(p >= 0 && p <= 1)) {
      throw new IllegalArgumentException("p must be in [0, 1], got " + p);
    }
    double[] s = x.clone();
    Arrays.sort(s);
    double h = (s.length - 1) * p;
    int lo = (int) Math.floor(h);
    int hi = Math.min(lo + 1, s.length - 1);
    return s[lo] + (h - lo) * (s[hi] - s[lo]);
  }

  private static void requireLength(double[] x, int min, String what) {
    if (x == null || x.length < min) {
      throw new IllegalArgumentException(what + " needs at least " + min + " value(s), got "
          + (x == null ? "null" : x.length));
    }
  }

  /** The moment skewness {@code m3 / m2^1.5} (divisor n); 0 when every value is the same. */
  public static double skewness(double[] x) {
    double mean = mean(x);
    double m2 = 0;
    double m3 = 0;
    for (double v : x) {
      double d = v - mean;
      m2 += d * d;
      m3 += d * d * d;
    }
    m2 /= x.length;
    m3 /= x.length;
    return m2 == 0 ? 0 : m3 / Math.pow(m2, 1.5);
  }
}
