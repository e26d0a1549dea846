package io.github.nanometer.html;

import io.github.nanometer.Result;
import io.github.nanometer.spi.ReportCharts;
import java.util.List;

/** The report's charts as a plug-in's section draws with them: each call delegates to its chart class. */
final class PluginCharts implements ReportCharts {

  /** The one instance; it holds no state. */
  static final PluginCharts INSTANCE = new PluginCharts();

  private PluginCharts() {}

  @Override
  public String escape(String text) {
    return Xml.escape(text);
  }

  @Override
  public String bars(String title, Bars bars, String xTitle) {
    return BarChart.render(title,
        new BarChart.Data(bars.rows(), bars.series(), bars.values(), bars.whiskerLow(), bars.whiskerHigh()), xTitle);
  }

  @Override
  public String lines(String title, List<Line> lines, String xTitle, String yTitle) {
    return LineChart.render(title,
        lines.stream().map(l -> new LineChart.Series(l.name(), l.x(), l.y())).toArray(LineChart.Series[]::new),
        xTitle, yTitle);
  }

  @Override
  public String result(Result result, String heading) {
    return ResultSection.html(result, heading);
  }
}
