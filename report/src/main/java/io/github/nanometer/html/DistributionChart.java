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

  /**
   * What the values are: the x axis title, the unit written after marker values, and what one
   * counted value is called on the y axis.
   *
   * @param xTitle e.g. "ns per evaluation"
   * @param unit e.g. "ns"
   * @param counted e.g. "samples"
   */
  public record ValueAxis(String xTitle, String unit, String counted) {
    /** Per-evaluation times of nanometer's samples. */
    public static final ValueAxis NANOS = new ValueAxis("ns per evaluation", "ns", "samples");
  }

  private DistributionChart() {}

  /**
   * The chart as SVG markup.
   *
   * @throws IllegalArgumentException when there are no values
   */
  public static String render(String title, double[] perEvaluationNanos, Markers m) {
    return render(title, perEvaluationNanos, m, ValueAxis.NANOS);
  }

  /**
   * The chart of values in any unit (JMH iteration scores, say) as SVG markup; the markers are in
   * the same unit.
   *
   * @throws IllegalArgumentException when there are no values
   */
  public static String render(String title, double[] values, Markers m, ValueAxis axis) {
    if (values.length == 0) {
      throw new IllegalArgumentException("distribution '" + title + "': no samples");
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double[] edges = Histogram.edges(sorted);
    Histogram h = Histogram.of(sorted, edges[0], edges[1], Histogram.bins(sorted.length));
    double lowEdge = h.low();
    double highEdge = h.high();
    int bins = h.counts().length;
    double width = h.width();
    int[] counts = h.counts();
    int above = h.above();
    int maxCount = h.maxCount();

    Plot p = Plot.standard(640, 280, 64);
    Svg svg = new Svg("histogram", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(lowEdge, highEdge, p.x0(), p.x1(), 7);
    LinearScale ys = new LinearScale(0, maxCount, p.y1(), p.y0(), 5);
    String xTitle = axis.xTitle() + (above > 0 ? " (" + above + " " + axis.counted() + " above "
        + Svg.sig(highEdge) + " counted in the last bar)" : "");
    Axes.x(svg, p, xs, xTitle);
    Axes.y(svg, p, ys, axis.counted());
    if (Double.isFinite(m.intervalLowNanos()) && Double.isFinite(m.intervalHighNanos())) {
      double from = xs.map(clamp(m.intervalLowNanos(), xs));
      double to = xs.map(clamp(m.intervalHighNanos(), xs));
      svg.rect("interval", from, p.y0(), Math.max(1, to - from), p.y1() - p.y0(), m.intervalLabel() + " ["
          + Svg.sig(m.intervalLowNanos()) + ", " + Svg.sig(m.intervalHighNanos()) + "] " + axis.unit());
    }
    svg.group("data");
    for (int i = 0; i < bins; i++) {
      double x0 = xs.map(lowEdge + i * width);
      double x1 = xs.map(lowEdge + (i + 1) * width);
      svg.rect("datum bar s0", x0 + 0.5, ys.map(counts[i]), Math.max(0.5, x1 - x0 - 1), ys.map(0) - ys.map(counts[i]),
          counts[i] + " " + axis.counted() + " from " + xs.label(lowEdge + i * width) + " " + axis.unit());
    }
    svg.end();
    svg.group("markers");
    marker(svg, p, xs, "marker minimum", m.minimumNanos(), "min " , 0, axis.unit());
    marker(svg, p, xs, "marker median", m.medianNanos(), "median ", 1, axis.unit());
    marker(svg, p, xs, "marker mean", m.meanNanos(), "mean ", 2, axis.unit());
    svg.end();
    return svg.finish();
  }

  /**
   * A vertical marker across the plot at {@code value} with its label in label row {@code row}; a
   * value off the axis is drawn at the edge and labelled so. Nothing for a non-finite value.
   */
  static void marker(Svg svg, Plot p, LinearScale xs, String cssClass, double value, String name, int row,
      String unit) {
    if (!Double.isFinite(value)) {
      return;
    }
    boolean off = value < xs.low() || value > xs.high();
    double x = xs.map(clamp(value, xs));
    svg.line(cssClass + (off ? " off-axis" : ""), x, p.y0(), x, p.y1());
    boolean leftHalf = x < (p.x0() + p.x1()) / 2;
    svg.text(cssClass + "-label", leftHalf ? x + 4 : x - 4, p.y0() + 12 + 14 * row, leftHalf ? "start" : "end",
        name + Svg.sig(value) + " " + unit + (off ? " (off the axis)" : ""));
  }

  static double clamp(double v, LinearScale xs) {
    return Math.max(xs.low(), Math.min(xs.high(), v));
  }
}
