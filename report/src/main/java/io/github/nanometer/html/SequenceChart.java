package io.github.nanometer.html;

import java.util.Arrays;

/**
 * The samples in the order they were taken: one point per sample (ns per evaluation), disturbed
 * samples (a context switch or migration inside them) drawn apart, a running median showing
 * drift, and the end of warm-up marked at the left edge. The y axis ends where {@link
 * AxisRange#top} says; samples above it are drawn on the top edge as {@code clipped}.
 *
 * <p>Above {@link #MAX_POINTS} samples the series is binned so the page stays small and a browser
 * draws it at once (one point per sample made a 1 s benchmark's page 6.6 MB, two {@code nanometer
 * jmh} documents 72.6 MB): {@link #BINS} runs of consecutive samples, each drawn as its median
 * (class {@code binned}) with a bar from its least to its greatest sample, disturbed where any of
 * its samples was, clipped where its greatest lies above the axis. The raw samples stay in the
 * JSON documents; the page says how many samples each point stands for.
 */
public final class SequenceChart {

  /** The most samples drawn one point each; above it the series is binned. */
  static final int MAX_POINTS = 1000;
  /** Bins of a binned series. */
  static final int BINS = 500;

  private SequenceChart() {}

  /**
   * The chart as SVG markup.
   *
   * @param disturbed per sample, or {@code null} when counters did not say
   * @param warmupLabel what the warm-up did before sample 1 (e.g. "warm-up: 54 rounds, 194 ms")
   * @throws IllegalArgumentException when there are no values or {@code disturbed} differs in length
   */
  public static String render(String title, double[] perEvaluationNanos, boolean[] disturbed, String warmupLabel) {
    int n = perEvaluationNanos.length;
    if (n == 0) {
      throw new IllegalArgumentException("sequence '" + title + "': no samples");
    }
    if (disturbed != null && disturbed.length != n) {
      throw new IllegalArgumentException("sequence '" + title + "': " + disturbed.length + " disturbed flags for "
          + n + " samples");
    }
    double[] sorted = perEvaluationNanos.clone();
    Arrays.sort(sorted);
    double top = AxisRange.top(sorted);
    if (n > MAX_POINTS) {
      return binned(title, perEvaluationNanos, disturbed, warmupLabel, sorted[0], top);
    }
    Plot p = Plot.standard(640, 240, 64);
    Svg svg = new Svg("sequence", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(0, Math.max(1, n), p.x0(), p.x1(), 8);
    LinearScale ys = new LinearScale(sorted[0], top, p.y1(), p.y0(), 5);
    Axes.x(svg, p, xs, "sample (in the order taken)");
    Axes.y(svg, p, ys, "ns per evaluation");
    svg.group("markers");
    svg.line("marker warmup", xs.map(0), p.y0(), xs.map(0), p.y1());
    svg.text("marker warmup-label", xs.map(0) + 4, p.y0() - 6, "start", warmupLabel);
    svg.text("key", p.x1(), p.y0() - 6, "end", "red: disturbed; brown: above the axis; line: running median");
    svg.end();
    svg.group("data");
    double radius = n > 2000 ? 1.2 : n > 300 ? 1.8 : 2.6;
    for (int i = 0; i < n; i++) {
      double v = perEvaluationNanos[i];
      boolean clipped = v > ys.high();
      boolean bad = disturbed != null && disturbed[i];
      String cls = "datum point" + (bad ? " disturbed" : "") + (clipped ? " clipped" : "");
      svg.circle(cls, xs.map(i + 1), ys.map(Math.min(v, ys.high())), bad ? radius + 1 : radius,
          bad || clipped ? "sample " + (i + 1) + ": " + Svg.sig(v) + " ns" + (bad ? " (disturbed)" : "") : null);
    }
    svg.end();
    if (n >= 5) {
      double[] median = runningMedian(perEvaluationNanos, Math.max(5, n / 25 | 1));
      double[] x = new double[n];
      double[] y = new double[n];
      for (int i = 0; i < n; i++) {
        x[i] = xs.map(i + 1);
        y[i] = ys.map(Math.min(median[i], ys.high()));
      }
      svg.polyline("drift", x, y);
    }
    return svg.finish();
  }

  /**
   * The series as {@link #BINS} runs of consecutive samples: per bin its median point, a bar over
   * its range, and the running median of the bin medians.
   */
  private static String binned(String title, double[] values, boolean[] disturbed, String warmupLabel, double low,
      double top) {
    int n = values.length;
    Plot p = Plot.standard(640, 240, 64);
    Svg svg = new Svg("sequence", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(0, n, p.x0(), p.x1(), 8);
    LinearScale ys = new LinearScale(low, top, p.y1(), p.y0(), 5);
    Axes.x(svg, p, xs, "sample (in the order taken)");
    Axes.y(svg, p, ys, "ns per evaluation");
    svg.group("markers");
    svg.line("marker warmup", xs.map(0), p.y0(), xs.map(0), p.y1());
    svg.text("marker warmup-label", xs.map(0) + 4, p.y0() - 6, "start", warmupLabel);
    svg.text("key", p.x1(), p.y0() - 6, "end", "each point: the median of about " + (n / BINS) + " samples, bar: "
        + "their range; red: disturbed; brown: above the axis; line: running median");
    svg.end();
    double[] medians = new double[BINS];
    double[] x = new double[BINS];
    svg.group("data");
    for (int b = 0; b < BINS; b++) {
      int from = (int) ((long) b * n / BINS);
      int to = (int) ((long) (b + 1) * n / BINS);
      double[] bin = Arrays.copyOfRange(values, from, to);
      Arrays.sort(bin);
      int m = bin.length / 2;
      medians[b] = bin.length % 2 == 1 ? bin[m] : (bin[m - 1] + bin[m]) / 2;
      double max = bin[bin.length - 1];
      int bad = 0;
      for (int i = from; disturbed != null && i < to; i++) {
        bad += disturbed[i] ? 1 : 0;
      }
      boolean clipped = max > ys.high();
      x[b] = xs.map((from + to) / 2.0);
      svg.line("datum range", x[b], ys.map(Math.min(bin[0], ys.high())), x[b], ys.map(Math.min(max, ys.high())));
      String cls = "datum point binned" + (bad > 0 ? " disturbed" : "") + (clipped ? " clipped" : "");
      svg.circle(cls, x[b], ys.map(Math.min(medians[b], ys.high())), 1.6, "samples " + (from + 1) + "-" + to
          + ": median " + Svg.sig(medians[b]) + " ns, range " + Svg.sig(bin[0]) + "-" + Svg.sig(max) + " ns"
          + (bad > 0 ? ", " + bad + " disturbed" : ""));
    }
    svg.end();
    double[] drift = runningMedian(medians, Math.max(5, BINS / 25 | 1));
    double[] y = new double[BINS];
    for (int b = 0; b < BINS; b++) {
      y[b] = ys.map(Math.min(drift[b], ys.high()));
    }
    svg.polyline("drift", x, y);
    return svg.finish();
  }

  /** The median of the window of {@code window} samples centred on each sample (shrunk at the ends). */
  static double[] runningMedian(double[] values, int window) {
    int half = window / 2;
    double[] out = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      int from = Math.max(0, i - half);
      int to = Math.min(values.length, i + half + 1);
      double[] w = Arrays.copyOfRange(values, from, to);
      Arrays.sort(w);
      int m = w.length / 2;
      out[i] = w.length % 2 == 1 ? w[m] : (w[m - 1] + w[m]) / 2;
    }
    return out;
  }
}
