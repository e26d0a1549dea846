/**
 * The history's trend charts (issue 44, item 5): the self-contained HTML page that {@code nanometer
 * history show --html FILE} writes.
 *
 * <p>The public surface: {@link io.github.nanometer.history.chart.SeriesChart#of} bundles one
 * series' chart data from the store's records ({@code BranchSeries}, {@code RecordedChangePoint})
 * and the detector's {@code SeriesChanges}, with the direction (is a higher value worse?);
 * {@link io.github.nanometer.history.chart.HistoryPage#render} returns the page of one or many
 * charts as a String and {@link io.github.nanometer.history.chart.HistoryPage#write} writes it
 * atomically; {@link io.github.nanometer.history.chart.PageOptions} titles it. The chart's parts
 * are values a text listing can use too: {@link io.github.nanometer.history.chart.FittedStep} (the
 * median between change points), {@link io.github.nanometer.history.chart.EnvironmentRule} (a
 * kernel or JVM update between two points) and {@link io.github.nanometer.history.chart.OpenChange}
 * (the open change points, largest first). The rest is package-private, one concept a file: the
 * geometry ({@code ChartFrame}), the SVG ({@code TrendSvg}, {@code TrendMarks}), the table ({@code
 * OpenChangeTable}), the shared commit and run data ({@code PageData}), the script, the style,
 * escaping and number formatting.
 */
package io.github.nanometer.history.chart;
