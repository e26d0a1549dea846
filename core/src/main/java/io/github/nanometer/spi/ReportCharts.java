package io.github.nanometer.spi;

import io.github.nanometer.Result;
import java.util.List;

/**
 * The charts of {@code nanometer report}, lent to a plug-in's section ({@link PluginDocument#html})
 * so that it draws its figures as the report draws its own: each method returns well-formed XHTML
 * (inline SVG, no scripts, nothing external) with every text escaped.
 */
public interface ReportCharts {

  /**
   * Escapes text for XHTML element text and attribute values: {@code & < > " '} as entities,
   * control characters that XML 1.0 forbids as U+FFFD.
   *
   * @param text any string; {@code null} becomes the empty string
   */
  String escape(String text);

  /**
   * Horizontal grouped bars, the x axis from zero: one row per category, one bar per series in that
   * row, with an optional whisker; a missing value (NaN) draws no bar.
   *
   * @param title the chart's title
   * @param bars the values to draw
   * @param xTitle the title of the value axis, with its unit
   * @return the chart as SVG markup
   * @throws IllegalArgumentException when the arrays of {@code bars} disagree in shape or have no row
   *     or no series
   */
  String bars(String title, Bars bars, String xTitle);

  /**
   * Series of (x, y) points joined by lines, x on a base-2 logarithmic axis (sizes in bytes), y
   * linear from zero.
   *
   * @param title the chart's title
   * @param lines the series, at least one
   * @param xTitle the title of the x axis, with its unit
   * @param yTitle the title of the y axis, with its unit
   * @return the chart as SVG markup
   * @throws IllegalArgumentException when there is no series, or a series' x and y differ in length
   *     or are empty
   */
  String lines(String title, List<Line> lines, String xTitle, String yTitle);

  /**
   * The section of one measured result, as the report draws each result of a {@code
   * nanometer-results} document: its numbers, plan, distribution, samples in order and warm-up
   * curve; a result without samples gets its numbers and a note instead of charts.
   *
   * @param result the result, with its raw samples
   * @param heading the section's title (escaped here)
   */
  String result(Result result, String heading);

  /**
   * The values of a bar chart; arrays are indexed {@code [row][series]}.
   *
   * @param rows the categories' labels, one per row (e.g. size distributions)
   * @param series the series' labels, one bar per series in each row (e.g. implementations)
   * @param values the bars' lengths; NaN draws no bar
   * @param whiskerLow each whisker's low end; NaN, or a null array, for no whisker
   * @param whiskerHigh each whisker's high end; NaN, or a null array, for no whisker
   */
  record Bars(String[] rows, String[] series, double[][] values, double[][] whiskerLow, double[][] whiskerHigh) {}

  /**
   * One named series of a line chart.
   *
   * @param name the series' label
   * @param x the x values, positive and ascending
   * @param y the y values, as many as {@code x}
   */
  record Line(String name, double[] x, double[] y) {}
}
