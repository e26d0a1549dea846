package io.github.nanometer.html;

import java.util.Arrays;

/**
 * Two distributions overlaid on one axis (criterion's comparison plot): the base's and the new
 * side's values as translucent histograms over the same bins, with each side's median drawn as a
 * vertical line, so a shift, a wider spread or a second mode shows at a glance. The axis ends where
 * {@link AxisRange#top} puts it for both sides together; values above it count in the last bar.
 */
public final class OverlayChart {

  /**
   * One side.
   *
   * @param label e.g. "base"
   * @param values its values, in the chart's unit; at least one
   */
  public record Values(String label, double[] values) {}

  private OverlayChart() {}

  /**
   * The chart as SVG markup; side {@code a} is drawn in series colour s0, {@code b} in s1.
   *
   * @throws IllegalArgumentException when a side has no values
   */
  public static String render(String title, Values a, Values b, DistributionChart.ValueAxis axis) {
    if (a.values().length == 0 || b.values().length == 0) {
      throw new IllegalArgumentException("overlay '" + title + "': a side has no values");
    }
    double[] all = new double[a.values().length + b.values().length];
    System.arraycopy(a.values(), 0, all, 0, a.values().length);
    System.arraycopy(b.values(), 0, all, a.values().length, b.values().length);
    Arrays.sort(all);
    double[] edges = Histogram.edges(all);
    int bins = Histogram.bins(Math.max(a.values().length, b.values().length));
    Histogram ha = Histogram.of(a.values(), edges[0], edges[1], bins);
    Histogram hb = Histogram.of(b.values(), edges[0], edges[1], bins);
    // Shares, not counts: sides with different numbers of values stay comparable.
    double top = Math.max((double) ha.maxCount() / a.values().length, (double) hb.maxCount() / b.values().length);

    Plot p = Plot.standard(640, 280, 64);
    Svg svg = new Svg("overlay", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(edges[0], edges[1], p.x0(), p.x1(), 7);
    LinearScale ys = new LinearScale(0, 100 * top, p.y1(), p.y0(), 5);
    int above = ha.above() + hb.above();
    Axes.x(svg, p, xs, axis.xTitle() + (above > 0 ? " (" + above + " " + axis.counted() + " above "
        + Svg.sig(edges[1]) + " counted in the last bar)" : ""));
    Axes.y(svg, p, ys, "% of " + axis.counted());
    Axes.legend(svg, p, new String[] {a.label() + " (" + a.values().length + ")",
        b.label() + " (" + b.values().length + ")"});
    svg.group("data");
    bars(svg, xs, ys, ha, a, "s0");
    bars(svg, xs, ys, hb, b, "s1");
    svg.end();
    svg.group("markers");
    DistributionChart.marker(svg, p, xs, "marker median-a", median(a.values()), a.label() + " median ", 0,
        axis.unit());
    DistributionChart.marker(svg, p, xs, "marker median-b", median(b.values()), b.label() + " median ", 1,
        axis.unit());
    svg.end();
    return svg.finish();
  }

  private static void bars(Svg svg, LinearScale xs, LinearScale ys, Histogram h, Values side, String series) {
    int n = side.values().length;
    for (int i = 0; i < h.counts().length; i++) {
      if (h.counts()[i] == 0) {
        continue;
      }
      double from = h.low() + i * h.width();
      double x0 = xs.map(from);
      double x1 = xs.map(from + h.width());
      double share = 100.0 * h.counts()[i] / n;
      svg.rect("datum bar overlay " + series, x0 + 0.5, ys.map(share), Math.max(0.5, x1 - x0 - 1),
          ys.map(0) - ys.map(share), side.label() + ": " + h.counts()[i] + " of " + n + " from " + xs.label(from));
    }
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return AxisRange.quantile(sorted, 0.5);
  }
}
