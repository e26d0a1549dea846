package io.github.nanometer.html;

/**
 * A chart with a visible caption above it ({@code <figure class="captioned">}), for charts that
 * share a section and would otherwise be told apart only by their SVG title, a tooltip.
 */
final class Figure {

  private Figure() {}

  /** The figure of {@code svg} captioned {@code caption} (escaped here). */
  static String of(String caption, String svg) {
    return "<figure class=\"captioned\"><figcaption>" + Xml.escape(caption) + "</figcaption>" + svg + "</figure>";
  }
}
