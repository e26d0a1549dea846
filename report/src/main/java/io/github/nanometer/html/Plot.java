package io.github.nanometer.html;

/**
 * The geometry of one chart in pixels: the whole drawing and the plot area inside its margins
 * (left for y labels, bottom for x labels, top for the legend).
 */
public record Plot(double widthPx, double heightPx, double leftPx, double rightPx, double topPx, double bottomPx) {

  /** Checks that the plot area is not empty. */
  public Plot {
    if (widthPx - leftPx - rightPx <= 0 || heightPx - topPx - bottomPx <= 0) {
      throw new IllegalArgumentException("plot area: margins " + leftPx + "+" + rightPx + " x " + topPx + "+"
          + bottomPx + " leave nothing of " + widthPx + " x " + heightPx);
    }
  }

  /** A plot of the given size with the margins the report uses. */
  public static Plot standard(double widthPx, double heightPx, double leftPx) {
    return new Plot(widthPx, heightPx, leftPx, 20, 28, 46);
  }

  /** The x pixel of the plot area's left edge. */
  public double x0() {
    return leftPx;
  }

  /** The x pixel of the plot area's right edge. */
  public double x1() {
    return widthPx - rightPx;
  }

  /** The y pixel of the plot area's top edge. */
  public double y0() {
    return topPx;
  }

  /** The y pixel of the plot area's bottom edge. */
  public double y1() {
    return heightPx - bottomPx;
  }
}
