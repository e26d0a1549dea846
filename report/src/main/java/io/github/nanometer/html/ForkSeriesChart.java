package io.github.nanometer.html;

import io.github.nanometer.results.JmhForkSummary;
import io.github.nanometer.stats.Descriptive;
import java.util.Arrays;

/**
 * One fork's block series as a small panel: each block's value (ns per invocation, blocks of at
 * least 10 ms in the order measured) joined by a line, each segment's level (the median of its
 * block values) a horizontal line over its span, a dashed line at each changepoint, and the span
 * the fork's estimate stands on shaded ({@code steady}: the last segment, or the whole series
 * without a steady state), the steady segment's level drawn bold. The y axis is given, so the
 * panels of one run share it; values above it are drawn on its top edge.
 */
final class ForkSeriesChart {

  private ForkSeriesChart() {}

  /**
   * The panel as SVG markup ({@code data-chart="fork-series"}): the series a polyline of class
   * {@code datum}, one element of class {@code segment} per segment.
   *
   * @param yLowNanos the bottom of the shared y axis
   * @param yHighNanos the top of the shared y axis, above {@code yLowNanos}
   */
  static String render(String title, JmhForkSummary.Fork fork, double yLowNanos, double yHighNanos) {
    double[] blocks = fork.blockNanos();
    int[] starts = fork.segmentStarts();
    int n = blocks.length;
    Plot p = Plot.standard(360, 200, 58);
    Svg svg = new Svg("fork-series", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(0, n, p.x0(), p.x1(), 5);
    LinearScale ys = new LinearScale(yLowNanos, yHighNanos, p.y1(), p.y0(), 4);
    svg.group("steady");
    svg.rect("steady-span", xs.map(fork.steadyStart()), p.y0(), xs.map(n) - xs.map(fork.steadyStart()),
        p.y1() - p.y0(), "the fork's estimate: blocks " + (fork.steadyStart() + 1) + " to " + n);
    svg.end();
    Axes.x(svg, p, xs, "block (at least 10 ms each)");
    Axes.y(svg, p, ys, "ns per invocation");
    svg.group("markers");
    for (int s = 1; s < starts.length; s++) {
      svg.line("marker changepoint", xs.map(starts[s]), p.y0(), xs.map(starts[s]), p.y1());
    }
    svg.end();
    svg.group("data");
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = xs.map(i + 0.5);
      y[i] = ys.map(Math.min(blocks[i], ys.high()));
    }
    svg.polyline("datum line blocks", x, y);
    if (n <= 120) { // a point per block where there is room for one, with its value as tooltip
      for (int i = 0; i < n; i++) {
        svg.circle("point block" + (blocks[i] > ys.high() ? " clipped" : ""), x[i], y[i], 1.8,
            "block " + (i + 1) + ": " + Svg.sig(blocks[i]) + " ns");
      }
    }
    svg.end();
    svg.group("segments");
    boolean steadySegment = fork.steadyStart() == starts[starts.length - 1];
    for (int s = 0; s < starts.length; s++) {
      int end = s + 1 < starts.length ? starts[s + 1] : n;
      double level = Descriptive.median(Arrays.copyOfRange(blocks, starts[s], end));
      boolean steady = steadySegment && s == starts.length - 1;
      double py = ys.map(Math.min(level, ys.high()));
      svg.line("segment" + (steady ? " steady" : ""), xs.map(starts[s]), py, xs.map(end), py);
      if (xs.map(end) - xs.map(starts[s]) >= 48) { // a label wider than its segment would cover the next one's
        svg.text("segment-label", xs.map(end) - 2, py - 4, "end", Svg.sig(level) + " ns");
      }
    }
    svg.end();
    return svg.finish();
  }
}
