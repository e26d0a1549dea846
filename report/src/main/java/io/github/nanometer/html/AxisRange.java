package io.github.nanometer.html;

/**
 * Where a chart's value axis ends, so a few disturbed samples cannot squeeze the rest into a
 * sliver: at the 99th percentile, or at the third quartile plus five interquartile ranges when that
 * is lower (a Tukey-style fence, far enough out to keep every undisturbed sample in view), but
 * never below the 95th percentile (timer ticks can make the interquartile range tiny).
 */
final class AxisRange {

  private AxisRange() {}

  /** The quantile {@code q} (0..1) of ascending {@code sorted}, by linear interpolation. */
  static double quantile(double[] sorted, double q) {
    double pos = q * (sorted.length - 1);
    int i = (int) Math.floor(pos);
    int j = Math.min(sorted.length - 1, i + 1);
    return sorted[i] + (pos - i) * (sorted[j] - sorted[i]);
  }

  /** The top of the axis for ascending, non-empty {@code sorted}; above the minimum when any value is. */
  static double top(double[] sorted) {
    double q1 = quantile(sorted, 0.25);
    double q3 = quantile(sorted, 0.75);
    double top = Math.min(quantile(sorted, 0.99), q3 + 5 * (q3 - q1));
    top = Math.max(top, quantile(sorted, 0.95));
    if (top <= sorted[0]) {
      top = sorted[sorted.length - 1];
    }
    return top;
  }
}
