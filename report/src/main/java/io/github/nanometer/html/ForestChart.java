package io.github.nanometer.html;

/**
 * A forest plot of changes: one row per comparison with its estimate as a point and its interval
 * as a horizontal line, a vertical line at "no change", and the threshold band shaded around it
 * (a change inside the band is too small to matter). Rows are coloured by verdict.
 */
public final class ForestChart {

  /**
   * One comparison. {@code low} and {@code high} are NaN when there is no interval.
   *
   * @param verdict a word such as "faster", "slower", "no change", "inconclusive", "regression"
   */
  public record Row(String label, double estimate, double low, double high, String verdict) {}

  /**
   * The axis: where "no change" is (0 for a relative change, 1 for a ratio), the threshold band,
   * the axis title, and whether the axis is logarithmic (base 2, for ratios: 0.5 and 2 lie equally
   * far from 1; a non-positive bound, an interval unbounded below, is drawn from the left edge).
   */
  public record Frame(double noChange, double bandLow, double bandHigh, String xTitle, boolean logarithmic) {}

  private ForestChart() {}

  /**
   * The chart as SVG markup.
   *
   * @throws IllegalArgumentException when there are no rows
   */
  public static String render(String title, Row[] rows, Frame f) {
    if (rows.length == 0) {
      throw new IllegalArgumentException("forest plot '" + title + "': no rows");
    }
    double lo = Math.min(f.noChange(), f.bandLow());
    double hi = Math.max(f.noChange(), f.bandHigh());
    double longest = 0;
    for (Row r : rows) {
      lo = min(lo, r.estimate(), f.logarithmic() && !(r.low() > 0) ? Double.NaN : r.low());
      hi = max(hi, r.estimate(), r.high());
      longest = Math.max(longest, r.label().length());
    }
    double pad = (hi - lo) * 0.05;
    if (f.logarithmic() && !(lo > 0)) {
      throw new IllegalArgumentException("forest plot '" + title + "': a logarithmic axis needs positive estimates,"
          + " no change and band, got a lowest value of " + lo);
    }
    double rowPx = 22;
    double left = Math.min(360, 24 + 7 * longest);
    Plot p = new Plot(760, 28 + 46 + rows.length * rowPx + 8, left, 110, 28, 46);
    Svg svg = new Svg("forest", p.widthPx(), p.heightPx(), title);
    Scale xs = f.logarithmic() ? new LogScale(lo, hi, p.x0(), p.x1())
        : new LinearScale(lo - pad, hi + pad, p.x0(), p.x1(), 7);
    svg.rect("band", xs.map(f.bandLow()), p.y0(), xs.map(f.bandHigh()) - xs.map(f.bandLow()), p.y1() - p.y0(),
        "threshold band " + Svg.num(f.bandLow()) + " to " + Svg.num(f.bandHigh()));
    Axes.x(svg, p, xs, f.xTitle());
    double[] centres = new double[rows.length];
    String[] labels = new String[rows.length];
    for (int i = 0; i < rows.length; i++) {
      centres[i] = p.y0() + 4 + i * rowPx + rowPx / 2;
      labels[i] = rows[i].label();
    }
    Axes.categoriesY(svg, p, labels, centres);
    svg.line("marker nochange", xs.map(f.noChange()), p.y0(), xs.map(f.noChange()), p.y1());
    svg.group("data");
    for (int i = 0; i < rows.length; i++) {
      Row r = rows[i];
      String cls = "verdict-" + r.verdict().replaceAll("[^a-z]+", "-");
      if (Double.isFinite(r.low()) && Double.isFinite(r.high())) {
        svg.line("interval-line " + cls, xs.map(r.low()), centres[i], xs.map(r.high()), centres[i]);
      }
      svg.circle("datum point " + cls, xs.map(r.estimate()), centres[i], 4, r.label() + ": " + Svg.num(r.estimate())
          + (Double.isFinite(r.low()) ? " [" + Svg.num(r.low()) + ", " + Svg.num(r.high()) + "]" : " (no interval)")
          + ", " + r.verdict());
      svg.text("verdict-label " + cls, p.x1() + 8, centres[i] + 4, "start", r.verdict());
    }
    svg.end();
    return svg.finish();
  }

  private static double min(double current, double a, double b) {
    double m = Double.isFinite(a) ? Math.min(current, a) : current;
    return Double.isFinite(b) ? Math.min(m, b) : m;
  }

  private static double max(double current, double a, double b) {
    double m = Double.isFinite(a) ? Math.max(current, a) : current;
    return Double.isFinite(b) ? Math.max(m, b) : m;
  }
}
