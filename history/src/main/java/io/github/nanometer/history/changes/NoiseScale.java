package io.github.nanometer.history.changes;

/**
 * The run-to-run noise scale of a series, estimated from its own successive differences: {@code
 * 1.4826 * MAD(d) / sqrt(2)}, where {@code d_i = x[i+1] - x[i]} and MAD is the median absolute
 * deviation from the median of the differences.
 *
 * <p>Why differences: a step between segments moves one difference and leaves every other one as
 * it was, so a few steps in the series do not inflate the scale as they would the series' own
 * spread; a slow drift only moves the differences' median, which the MAD removes. For independent
 * values of standard deviation sigma a difference has standard deviation {@code sqrt(2) sigma}, and
 * 1.4826 (1 / Phi^-1(3/4)) turns a MAD into a normal standard deviation, so the scale estimates
 * sigma for normal noise. Why the median: outlier runs move only the differences next to them, and a
 * median ignores up to half of the differences being wild (Rousseeuw and Croux 1993, "Alternatives
 * to the median absolute deviation", JASA 88(424)).
 *
 * <p>It is the scale of the series itself, never a run's own interval: that interval describes the
 * spread inside one run, which is usually much smaller than the spread between runs (another JVM,
 * another layout, another day).
 */
final class NoiseScale {

  /** 1 / Phi^-1(3/4): turns a median absolute deviation into a normal standard deviation. */
  static final double MAD_TO_SD = 1.482602218505602;

  private NoiseScale() {}

  /**
   * The noise scale of {@code values} in their own unit; NaN for fewer than two values, 0 when at
   * least half of the successive differences are equal.
   */
  static double of(double[] values) {
    int n = values.length;
    if (n < 2) {
      return Double.NaN;
    }
    double[] d = new double[n - 1];
    for (int i = 0; i + 1 < n; i++) {
      d[i] = values[i + 1] - values[i];
    }
    double centre = Medians.of(d, 0, d.length);
    for (int i = 0; i < d.length; i++) {
      d[i] = Math.abs(d[i] - centre);
    }
    return MAD_TO_SD * Medians.of(d, 0, d.length) / Math.sqrt(2);
  }
}
