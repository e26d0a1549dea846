package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import java.util.Arrays;

/**
 * Yuen's interval for a trimmed mean (Wilcox, Introduction to Robust Estimation and Hypothesis
 * Testing, section 4.4): with {@code g = floor(proportion * n)} values cut from each tail, {@code h
 * = n - 2g} kept, the trimmed mean {@code +- t(h - 1) * sqrt((n - 1) s_w^2 / (h (h - 1)))} where
 * {@code s_w^2} is the winsorized variance (the {@code g} lowest values set to the next, the {@code
 * g} highest to the previous). The trimming proportion must be fixed in advance: choosing it after
 * seeing the data voids the coverage.
 */
public final class YuenInterval {
  private YuenInterval() {}

  /** How many values {@code floor(proportion * n)} are cut from each tail. */
  public static int trimmedPerTail(int n, double proportion) {
    return (int) Math.floor(proportion * n);
  }

  /**
   * The trimmed mean of {@code x} with Yuen's interval.
   *
   * @param x finite values, at least 2 left after trimming
   * @param proportion the fraction cut from each tail, in [0, 0.5)
   * @param confidence a fraction in (0, 1)
   */
  public static IntervalEstimate trimmedMean(double[] x, double proportion, double confidence) {
    Arguments.values(x, 2, "x");
    Arguments.confidence(confidence);
    if (!(proportion >= 0 && proportion < 0.5)) {
      throw new IllegalArgumentException("proportion must be in [0, 0.5), got " + proportion);
    }
    int n = x.length;
    int g = trimmedPerTail(n, proportion);
    int h = n - 2 * g;
    if (h < 2) {
      throw new IllegalArgumentException("x needs at least 2 values left after trimming " + g + " per tail, got "
          + n + " values");
    }
    double[] s = x.clone();
    Arrays.sort(s);
    double sum = 0;
    for (int i = g; i < n - g; i++) {
      sum += s[i];
    }
    double trimmedMean = sum / h;
    for (int i = 0; i < g; i++) {
      s[i] = s[g];
      s[n - 1 - i] = s[n - 1 - g];
    }
    double winsorizedVariance = Descriptive.variance(s);
    double standardError = Math.sqrt((n - 1) * winsorizedVariance / ((double) h * (h - 1)));
    Interval t = MeanInterval.fromEstimate(trimmedMean, standardError, h - 1, confidence, Sides.TWO_SIDED,
        "trimmed mean (" + g + " per tail)");
    return new IntervalEstimate(trimmedMean, t.described(t.covers(), "Yuen, winsorized variance, " + (h - 1) + " df"));
  }
}
