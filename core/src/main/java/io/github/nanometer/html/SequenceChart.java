package io.github.nanometer.html;

import java.util.Arrays;

/**
 * The samples in the order they were taken: one point per sample (ns per evaluation), disturbed
 * samples (a context switch or migration inside them) drawn apart, a running median showing
 * drift, and the end of warm-up marked at the left edge. The y axis ends where {@link
 * AxisRange#top} says; samples above it are drawn on the top edge as {@code clipped}.
 */
public final class SequenceChart {

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
