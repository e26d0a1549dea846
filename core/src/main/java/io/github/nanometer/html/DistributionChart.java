package io.github.nanometer.html;

import java.util.Arrays;

/**
 * A histogram of per-evaluation times with the minimum, median and mean drawn as vertical lines
 * and the primary interval as a shaded band. The x axis ends where {@link AxisRange#top} says so
 * a few disturbed samples cannot squeeze the rest into a single bar; samples above it are counted
 * in the last bar and said so in the axis title, and a marker beyond it is drawn at the edge and
 * labelled "off the axis".
 */
public final class DistributionChart {

  /**
   * What to mark on the histogram, in nanoseconds per evaluation.
   *
   * @param intervalLowNanos NaN when the result has no interval
   * @param intervalLabel e.g. "95% interval"; empty when there is no interval
   */
  public record Markers(double minimumNanos, double medianNanos, double meanNanos, double intervalLowNanos,
      double intervalHighNanos, String intervalLabel) {}

  private DistributionChart() {}

  /**
   * The chart as SVG markup.
   *
   * @throws IllegalArgumentException when there are no values
   */
  public static String render(String title, double[] perEvaluationNanos, Markers m) {
    if (perEvaluationNanos.length == 0) {
      throw new IllegalArgumentException("distribution '" + title + "': no samples");
    }
    double[] sorted = perEvaluationNanos.clone();
    Arrays.sort(sorted);
    double lowEdge = sorted[0];
    double highEdge = AxisRange.top(sorted);
    int bins = Math.max(5, Math.min(40, (int) Math.ceil(Math.sqrt(sorted.length))));
    if (highEdge <= lowEdge) {
      highEdge = lowEdge + Math.max(1e-9, Math.abs(lowEdge) * 0.01);
    }
    double width = (highEdge - lowEdge) / bins;
    int[] counts = new int[bins];
    int above = 0;
    for (double v : sorted) {
      int b = (int) Math.floor((v - lowEdge) / width);
      if (v > highEdge) {
        above++;
      }
      counts[Math.max(0, Math.min(bins - 1, b))]++;
    }
    int maxCount = Arrays.stream(counts).max().orElse(1);

    Plot p = Plot.standard(640, 280, 64);
    Svg svg = new Svg("histogram", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(lowEdge, highEdge, p.x0(), p.x1(), 7);
    LinearScale ys = new LinearScale(0, maxCount, p.y1(), p.y0(), 5);
    String xTitle = "ns per evaluation" + (above > 0 ? " (" + above + " samples above "
        + Svg.sig(highEdge) + " counted in the last bar)" : "");
    Axes.x(svg, p, xs, xTitle);
    Axes.y(svg, p, ys, "samples");
    if (Double.isFinite(m.intervalLowNanos()) && Double.isFinite(m.intervalHighNanos())) {
      double from = xs.map(clamp(m.intervalLowNanos(), xs));
      double to = xs.map(clamp(m.intervalHighNanos(), xs));
      svg.rect("interval", from, p.y0(), Math.max(1, to - from), p.y1() - p.y0(), m.intervalLabel() + " ["
          + Svg.sig(m.intervalLowNanos()) + ", " + Svg.sig(m.intervalHighNanos()) + "] ns");
    }
    svg.group("data");
    for (int i = 0; i < bins; i++) {
      double x0 = xs.map(lowEdge + i * width);
      double x1 = xs.map(lowEdge + (i + 1) * width);
      svg.rect("datum bar s0", x0 + 0.5, ys.map(counts[i]), Math.max(0.5, x1 - x0 - 1), ys.map(0) - ys.map(counts[i]),
          counts[i] + " samples from " + xs.label(lowEdge + i * width) + " ns");
    }
    svg.end();
    svg.group("markers");
    marker(svg, p, xs, "marker minimum", m.minimumNanos(), "min", 0);
    marker(svg, p, xs, "marker median", m.medianNanos(), "median", 1);
    marker(svg, p, xs, "marker mean", m.meanNanos(), "mean", 2);
    svg.end();
    return svg.finish();
  }

  private static void marker(Svg svg, Plot p, LinearScale xs, String cssClass, double value, String name, int row) {
    if (!Double.isFinite(value)) {
      return;
    }
    boolean off = value < xs.low() || value > xs.high();
    double x = xs.map(clamp(value, xs));
    svg.line(cssClass + (off ? " off-axis" : ""), x, p.y0(), x, p.y1());
    boolean leftHalf = x < (p.x0() + p.x1()) / 2;
    svg.text(cssClass + "-label", leftHalf ? x + 4 : x - 4, p.y0() + 12 + 14 * row, leftHalf ? "start" : "end",
        name + " " + Svg.sig(value) + " ns" + (off ? " (off the axis)" : ""));
  }

  private static double clamp(double v, LinearScale xs) {
    return Math.max(xs.low(), Math.min(xs.high(), v));
  }
}
