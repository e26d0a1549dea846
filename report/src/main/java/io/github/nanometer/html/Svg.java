package io.github.nanometer.html;

import java.util.Locale;

/**
 * A small builder of SVG markup. Coordinates are written with two decimals in {@link Locale#ROOT};
 * every text and attribute value is escaped with {@link Xml#escape}. Elements carry a CSS class so
 * the page's style sheet (and tests) can tell axes, data and markers apart.
 */
public final class Svg {

  private final StringBuilder sb = new StringBuilder();

  /**
   * Opens the root element of a chart of the given size in pixels.
   *
   * @param kind the chart's kind, written as {@code data-chart} (e.g. "histogram")
   * @param title the accessible title, written as the first child {@code <title>}
   */
  public Svg(String kind, double widthPx, double heightPx, String title) {
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" data-chart=\"").append(Xml.escape(kind))
        .append("\" width=\"").append(num(widthPx)).append("\" height=\"").append(num(heightPx))
        .append("\" viewBox=\"0 0 ").append(num(widthPx)).append(' ').append(num(heightPx))
        .append("\" role=\"img\"><title>").append(Xml.escape(title)).append("</title>");
  }

  /** Opens a group of the given CSS class. */
  public Svg group(String cssClass) {
    sb.append("<g class=\"").append(Xml.escape(cssClass)).append("\">");
    return this;
  }

  /** Closes the innermost open group. */
  public Svg end() {
    sb.append("</g>");
    return this;
  }

  /** A line segment. */
  public Svg line(String cssClass, double x1, double y1, double x2, double y2) {
    sb.append("<line class=\"").append(Xml.escape(cssClass)).append("\" x1=\"").append(num(x1))
        .append("\" y1=\"").append(num(y1)).append("\" x2=\"").append(num(x2)).append("\" y2=\"")
        .append(num(y2)).append("\"/>");
    return this;
  }

  /** A rectangle; negative sizes are normalised so the rectangle covers the same area. */
  public Svg rect(String cssClass, double x, double y, double width, double height, String tooltip) {
    double x0 = Math.min(x, x + width);
    double y0 = Math.min(y, y + height);
    sb.append("<rect class=\"").append(Xml.escape(cssClass)).append("\" x=\"").append(num(x0)).append("\" y=\"")
        .append(num(y0)).append("\" width=\"").append(num(Math.abs(width))).append("\" height=\"")
        .append(num(Math.abs(height))).append('"');
    closeWithTooltip("rect", tooltip);
    return this;
  }

  /** A circle. */
  public Svg circle(String cssClass, double cx, double cy, double radius, String tooltip) {
    sb.append("<circle class=\"").append(Xml.escape(cssClass)).append("\" cx=\"").append(num(cx)).append("\" cy=\"")
        .append(num(cy)).append("\" r=\"").append(num(radius)).append('"');
    closeWithTooltip("circle", tooltip);
    return this;
  }

  /** A polyline through the points {@code x[i], y[i]}. */
  public Svg polyline(String cssClass, double[] x, double[] y) {
    sb.append("<polyline class=\"").append(Xml.escape(cssClass)).append("\" points=\"");
    for (int i = 0; i < x.length; i++) {
      if (i > 0) {
        sb.append(' ');
      }
      sb.append(num(x[i])).append(',').append(num(y[i]));
    }
    sb.append("\"/>");
    return this;
  }

  /**
   * A text label.
   *
   * @param anchor "start", "middle" or "end"
   */
  public Svg text(String cssClass, double x, double y, String anchor, String text) {
    sb.append("<text class=\"").append(Xml.escape(cssClass)).append("\" x=\"").append(num(x)).append("\" y=\"")
        .append(num(y)).append("\" text-anchor=\"").append(Xml.escape(anchor)).append("\">")
        .append(Xml.escape(text)).append("</text>");
    return this;
  }

  /** A text label rotated by -90 degrees around its anchor point (for vertical axis titles). */
  public Svg verticalText(String cssClass, double x, double y, String text) {
    sb.append("<text class=\"").append(Xml.escape(cssClass)).append("\" x=\"").append(num(x)).append("\" y=\"")
        .append(num(y)).append("\" text-anchor=\"middle\" transform=\"rotate(-90 ").append(num(x)).append(' ')
        .append(num(y)).append(")\">").append(Xml.escape(text)).append("</text>");
    return this;
  }

  /** Closes the root element and returns the markup. */
  public String finish() {
    return sb.append("</svg>").toString();
  }

  private void closeWithTooltip(String element, String tooltip) {
    if (tooltip == null || tooltip.isEmpty()) {
      sb.append("/>");
    } else {
      sb.append("><title>").append(Xml.escape(tooltip)).append("</title></").append(element).append('>');
    }
  }

  /** A value for a label: four significant digits, {@link Locale#ROOT}, trailing zeros dropped. */
  static String sig(double v) {
    if (!Double.isFinite(v)) {
      return "n/a";
    }
    String t = String.format(Locale.ROOT, "%.4g", v);
    if (t.contains("e")) {
      return t;
    }
    return t.contains(".") ? t.replaceAll("0+$", "").replaceAll("\\.$", "") : t;
  }

  /** A coordinate as written: two decimals at most, {@link Locale#ROOT}, non-finite values as 0. */
  static String num(double v) {
    if (!Double.isFinite(v)) {
      return "0";
    }
    String s = String.format(Locale.ROOT, "%.2f", v);
    if (s.endsWith(".00")) {
      s = s.substring(0, s.length() - 3);
    }
    return s.equals("-0") ? "0" : s;
  }
}
