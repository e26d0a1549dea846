package io.github.nanometer.html;

/**
 * Horizontal grouped bars: one row per category (e.g. a size distribution), one bar per series
 * (e.g. an implementation) in that row, with an optional whisker from a low to a high value (e.g.
 * the minimum to the 90th percentile of the samples). Missing values (NaN) draw no bar.
 */
public final class BarChart {

  /**
   * The values to draw; arrays are indexed [row][series].
   *
   * @param whiskerLow NaN (or a null array) for no whisker
   */
  public record Data(String[] rows, String[] series, double[][] values, double[][] whiskerLow,
      double[][] whiskerHigh) {

    /** Checks that the arrays agree in shape. */
    public Data {
      if (rows.length == 0 || series.length == 0) {
        throw new IllegalArgumentException("bar chart: " + rows.length + " rows and " + series.length
            + " series; needs at least one of each");
      }
      check("values", values, rows.length, series.length);
      check("whiskerLow", whiskerLow, rows.length, series.length);
      check("whiskerHigh", whiskerHigh, rows.length, series.length);
    }

    private static void check(String name, double[][] a, int rows, int series) {
      if (a == null) {
        return;
      }
      if (a.length != rows) {
        throw new IllegalArgumentException("bar chart: " + name + " has " + a.length + " rows, expected " + rows);
      }
      for (double[] r : a) {
        if (r.length != series) {
          throw new IllegalArgumentException("bar chart: " + name + " row has " + r.length + " values, expected "
              + series);
        }
      }
    }
  }

  private BarChart() {}

  /** The chart as SVG markup; the x axis starts at zero. */
  public static String render(String title, Data d, String xTitle) {
    int rows = d.rows().length;
    int series = d.series().length;
    double barPx = 12;
    double rowPx = series * barPx + 10;
    double longest = 0;
    for (String r : d.rows()) {
      longest = Math.max(longest, r.length());
    }
    double left = Math.min(300, 24 + 7 * longest);
    int legendRows = Axes.legendRows(new Plot(720, 200, left, 30, 28, 46), d.series());
    double topPx = 12 + 16 * legendRows;
    Plot p = new Plot(720, topPx + 46 + rows * rowPx, left, 30, topPx, 46);
    double max = 0;
    for (int r = 0; r < rows; r++) {
      for (int s = 0; s < series; s++) {
        max = Math.max(max, finite(d.values()[r][s]));
        if (d.whiskerHigh() != null) {
          max = Math.max(max, finite(d.whiskerHigh()[r][s]));
        }
      }
    }
    Svg svg = new Svg("bars", p.widthPx(), p.heightPx(), title);
    LinearScale xs = new LinearScale(0, max > 0 ? max : 1, p.x0(), p.x1(), 7);
    Axes.x(svg, p, xs, xTitle);
    double[] centres = new double[rows];
    for (int r = 0; r < rows; r++) {
      centres[r] = p.y0() + r * rowPx + rowPx / 2;
    }
    Axes.categoriesY(svg, p, d.rows(), centres);
    Axes.legend(svg, p, d.series());
    svg.group("data");
    for (int r = 0; r < rows; r++) {
      double top = centres[r] - series * barPx / 2;
      for (int s = 0; s < series; s++) {
        double v = d.values()[r][s];
        if (!Double.isFinite(v)) {
          continue;
        }
        double y = top + s * barPx;
        svg.rect("datum bar s" + (s % 8), p.x0(), y + 1, xs.map(v) - p.x0(), barPx - 2,
            d.rows()[r] + ", " + d.series()[s] + ": " + Svg.num(v));
        if (d.whiskerLow() != null && d.whiskerHigh() != null && Double.isFinite(d.whiskerLow()[r][s])
            && Double.isFinite(d.whiskerHigh()[r][s])) {
          svg.line("whisker", xs.map(d.whiskerLow()[r][s]), y + barPx / 2, xs.map(d.whiskerHigh()[r][s]),
              y + barPx / 2);
        }
      }
    }
    svg.end();
    return svg.finish();
  }

  private static double finite(double v) {
    return Double.isFinite(v) ? v : 0;
  }
}
