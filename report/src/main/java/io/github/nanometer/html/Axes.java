package io.github.nanometer.html;

/**
 * Draws axes: a line along the plot area's edge, tick marks, tick labels and a title. Every axis
 * is a group of class {@code axis x} or {@code axis y}; light grid lines go in {@code grid}.
 */
public final class Axes {

  private Axes() {}

  /** The x axis along the bottom of the plot area, with ticks of {@code scale}. */
  public static void x(Svg svg, Plot p, Scale scale, String title) {
    svg.group("grid");
    for (double t : scale.ticks()) {
      svg.line("gridline", scale.map(t), p.y0(), scale.map(t), p.y1());
    }
    svg.end();
    svg.group("axis x");
    svg.line("domain", p.x0(), p.y1(), p.x1(), p.y1());
    for (double t : scale.ticks()) {
      double x = scale.map(t);
      svg.line("tick", x, p.y1(), x, p.y1() + 5);
      svg.text("tick-label", x, p.y1() + 17, "middle", scale.label(t));
    }
    svg.text("axis-title", (p.x0() + p.x1()) / 2, p.heightPx() - 8, "middle", title);
    svg.end();
  }

  /** The y axis along the left of the plot area, with ticks of {@code scale}. */
  public static void y(Svg svg, Plot p, Scale scale, String title) {
    svg.group("grid");
    for (double t : scale.ticks()) {
      svg.line("gridline", p.x0(), scale.map(t), p.x1(), scale.map(t));
    }
    svg.end();
    svg.group("axis y");
    svg.line("domain", p.x0(), p.y0(), p.x0(), p.y1());
    for (double t : scale.ticks()) {
      double y = scale.map(t);
      svg.line("tick", p.x0() - 5, y, p.x0(), y);
      svg.text("tick-label", p.x0() - 8, y + 4, "end", scale.label(t));
    }
    svg.verticalText("axis-title", 14, (p.y0() + p.y1()) / 2, title);
    svg.end();
  }

  /**
   * A y axis of categories: one labelled tick per row, at the centres {@code rowCentersPx}.
   *
   * @throws IllegalArgumentException when labels and centres differ in length
   */
  public static void categoriesY(Svg svg, Plot p, String[] labels, double[] rowCentersPx) {
    if (labels.length != rowCentersPx.length) {
      throw new IllegalArgumentException("categories: " + labels.length + " labels for " + rowCentersPx.length
          + " rows");
    }
    svg.group("axis y");
    svg.line("domain", p.x0(), p.y0(), p.x0(), p.y1());
    for (int i = 0; i < labels.length; i++) {
      svg.line("tick", p.x0() - 5, rowCentersPx[i], p.x0(), rowCentersPx[i]);
      svg.text("tick-label", p.x0() - 8, rowCentersPx[i] + 4, "end", labels[i]);
    }
    svg.end();
  }

  /** How many legend rows {@link #legend} needs for {@code series} within the plot's width. */
  public static int legendRows(Plot p, String[] series) {
    return layoutLegend(p, series, null);
  }

  /**
   * The legend above the plot area: one swatch and label per series, in series colour classes s0,
   * s1, ..., wrapped onto further rows of 16 px when a row is full.
   */
  public static void legend(Svg svg, Plot p, String[] series) {
    svg.group("legend");
    layoutLegend(p, series, svg);
    svg.end();
  }

  private static int layoutLegend(Plot p, String[] series, Svg svg) {
    double x = p.x0();
    int row = 0;
    for (int i = 0; i < series.length; i++) {
      double w = 28 + 6.2 * series[i].length();
      if (x + w > p.x1() && x > p.x0()) {
        row++;
        x = p.x0();
      }
      if (svg != null) {
        svg.rect("swatch s" + (i % 8), x, 6 + 16 * row, 11, 11, null);
        svg.text("legend-label", x + 15, 16 + 16 * row, "start", series[i]);
      }
      x += w;
    }
    return row + 1;
  }
}
