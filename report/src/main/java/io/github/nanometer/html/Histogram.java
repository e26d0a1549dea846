package io.github.nanometer.html;

/**
 * Counts of values in equal-width bins over {@code [low, high]}: a value below {@code low} counts
 * in the first bin, one above {@code high} in the last (and in {@link #above}), so every value is
 * drawn somewhere. Shared by the single and the overlaid distribution charts.
 *
 * @param low the left edge of the first bin
 * @param high the right edge of the last bin, above {@code low}
 * @param counts values per bin
 * @param above how many values lie above {@code high}
 */
record Histogram(double low, double high, int[] counts, int above) {

  /** Below this many values the axis ends at the maximum: a percentile cut would only ever cut off the largest one. */
  static final int FEW = 20;

  /**
   * The edges of a histogram of ascending, non-empty {@code sorted}: its minimum and {@link
   * AxisRange#top} (the maximum for fewer than {@value #FEW} values), widened when equal.
   */
  static double[] edges(double[] sorted) {
    double lowEdge = sorted[0];
    double highEdge = sorted.length < FEW ? sorted[sorted.length - 1] : AxisRange.top(sorted);
    if (highEdge <= lowEdge) {
      highEdge = lowEdge + Math.max(1e-9, Math.abs(lowEdge) * 0.01);
    }
    return new double[] {lowEdge, highEdge};
  }

  /** The number of bins the report uses for {@code n} values: sqrt(n), from 5 to 40. */
  static int bins(int n) {
    return Math.max(5, Math.min(40, (int) Math.ceil(Math.sqrt(n))));
  }

  /** The histogram of {@code values} in {@code bins} bins over {@code [low, high]}. */
  static Histogram of(double[] values, double low, double high, int bins) {
    double width = (high - low) / bins;
    int[] counts = new int[bins];
    int above = 0;
    for (double v : values) {
      if (v > high) {
        above++;
      }
      counts[Math.max(0, Math.min(bins - 1, (int) Math.floor((v - low) / width)))]++;
    }
    return new Histogram(low, high, counts, above);
  }

  /** The width of one bin. */
  double width() {
    return (high - low) / counts.length;
  }

  /** The largest count, at least 1. */
  int maxCount() {
    int max = 1;
    for (int c : counts) {
      max = Math.max(max, c);
    }
    return max;
  }
}
