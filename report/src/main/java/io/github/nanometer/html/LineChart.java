package io.github.nanometer.html;

/**
 * Series of (x, y) points joined by lines, x on a base-2 logarithmic axis (sizes in bytes) and y
 * linear from zero; for size sweeps, time per call against size per implementation.
 */
public final class LineChart {

  /** One named series; x values positive, ascending; x and y of the same non-zero length. */
  public record Series(String name, double[] x, double[] y) {

    /**
     * Checks the lengths.
     *
     * @throws IllegalArgumentException when x and y differ in length or are empty
     */
    public Series {
      if (x.length != y.length || x.length == 0) {
        throw new IllegalArgumentException("series '" + name + "': " + x.length + " x values and " + y.length
            + " y values; needs the same number, at least one");
      }
    }
  }

  private LineChart() {}

  /**
   * The chart as SVG markup.
   *
   * @throws IllegalArgumentException when there is no series
   */
  public static String render(String title, Series[] series, String xTitle, String yTitle) {
    if (series.length == 0) {
      throw new IllegalArgumentException("line chart '" + title + "': no series");
    }
    double xMin = Double.POSITIVE_INFINITY;
    double xMax = 0;
    double yMax = 0;
    for (Series s : series) {
      for (int i = 0; i < s.x().length; i++) {
        xMin = Math.min(xMin, Math.max(1, s.x()[i]));
        xMax = Math.max(xMax, s.x()[i]);
        if (Double.isFinite(s.y()[i])) {
          yMax = Math.max(yMax, s.y()[i]);
        }
      }
    }
    String[] names = new String[series.length];
    for (int i = 0; i < series.length; i++) {
      names[i] = series[i].name();
    }
    double topPx = 12 + 16 * Axes.legendRows(Plot.standard(720, 320, 64), names);
    Plot p = new Plot(720, 292 + topPx, 64, 20, topPx, 46);
    Svg svg = new Svg("lines", p.widthPx(), p.heightPx(), title);
    LogScale xs = new LogScale(xMin, Math.max(xMin, xMax), p.x0(), p.x1());
    LinearScale ys = new LinearScale(0, yMax > 0 ? yMax : 1, p.y1(), p.y0(), 6);
    Axes.x(svg, p, xs, xTitle);
    Axes.y(svg, p, ys, yTitle);
    Axes.legend(svg, p, names);
    svg.group("data");
    for (int k = 0; k < series.length; k++) {
      Series s = series[k];
      double[] px = new double[s.x().length];
      double[] py = new double[s.x().length];
      for (int i = 0; i < px.length; i++) {
        px[i] = xs.map(Math.max(1, s.x()[i]));
        py[i] = ys.map(Double.isFinite(s.y()[i]) ? s.y()[i] : 0);
      }
      svg.polyline("line s" + (k % 8), px, py);
      for (int i = 0; i < px.length; i++) {
        svg.circle("datum point s" + (k % 8), px[i], py[i], 2.5,
            s.name() + ": " + Svg.num(s.x()[i]) + " -> " + Svg.num(s.y()[i]));
      }
    }
    svg.end();
    return svg.finish();
  }
}
