package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.spi.ReportCharts;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The charts lent to a plug-in's section draw exactly what the report's chart classes draw. */
class PluginChartsTest {

  private final ReportCharts charts = PluginCharts.INSTANCE;

  @Test
  void barsAreTheReportsBarChart() {
    String[] rows = {"a", "b"};
    String[] series = {"x"};
    double[][] values = {{1.5}, {Double.NaN}};
    double[][] low = {{1.0}, {Double.NaN}};
    double[][] high = {{2.0}, {Double.NaN}};
    assertEquals(BarChart.render("t <1>", new BarChart.Data(rows, series, values, low, high), "ns"),
        charts.bars("t <1>", new ReportCharts.Bars(rows, series, values, low, high), "ns"));
  }

  @Test
  void barsOfDisagreeingShapesAreRefusedAsTheBarChartRefusesThem() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> charts.bars("t",
        new ReportCharts.Bars(new String[] {"a"}, new String[] {"x"}, new double[][] {{1, 2}}, null, null), "ns"));
    assertEquals("bar chart: values row has 2 values, expected 1", e.getMessage());
  }

  @Test
  void linesAreTheReportsLineChartInTheOrderGiven() {
    List<ReportCharts.Line> lines = List.of(new ReportCharts.Line("one", new double[] {1, 4}, new double[] {3, 5}),
        new ReportCharts.Line("two", new double[] {2, 8}, new double[] {1, 2}));
    assertEquals(LineChart.render("t", new LineChart.Series[] {new LineChart.Series("one", new double[] {1, 4},
        new double[] {3, 5}), new LineChart.Series("two", new double[] {2, 8}, new double[] {1, 2})}, "x", "y"),
        charts.lines("t", lines, "x", "y"));
    assertThrows(IllegalArgumentException.class, () -> charts.lines("t", List.of(), "x", "y"));
  }

  @Test
  void escapeIsTheReportsEscape() {
    assertEquals("&lt;a href=&quot;x&quot;&gt; &amp; &#39;\uFFFD", charts.escape("<a href=\"x\"> & '\u0001"));
    assertEquals("", charts.escape(null));
  }
}
