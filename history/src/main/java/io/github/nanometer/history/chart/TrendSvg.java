package io.github.nanometer.history.chart;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.List;
import java.util.StringJoiner;

/**
 * One series' trend chart as inline SVG, with its heading: commit order on x (short object names
 * at the ticks), each point's estimate as a dot and its interval as a bar, then what {@link
 * TrendMarks} draws over them. The points and bars are one path each, not one element per point,
 * so a page of 500 charts of 1,000 points stays a few thousand elements. The SVG stands in an inert
 * {@code <template>} in a box of its size; the page script draws it when the box comes near the
 * viewport, so loading a page of many charts lays out none but the first. A point's tooltip comes
 * from the page script, which reads the chart's {@code data-points} (run index, estimate, interval
 * ends per point) and its scales ({@code data-sx}, {@code data-sy}: offset and factor of the linear
 * maps from position and value to SVG units).
 */
final class TrendSvg {
  private TrendSvg() {}

  private static final int X_TICKS = 8;

  /** Appends {@code chart}'s section (heading, facts, SVG, change list) to {@code out}. */
  static void append(StringBuilder out, SeriesChart chart, PageData data, CommitLinks links) {
    SeriesKey key = chart.key();
    out.append("<section class=\"series\" id=\"").append(chart.anchor()).append("\"><h2>")
        .append(HtmlText.escape(title(key.benchmark()))).append("</h2><p class=\"facts\">")
        .append(HtmlText.escape(facts(chart))).append("</p>");
    ChartFrame frame = ChartFrame.of(chart);
    out.append("<div class=\"chart\"><template class=\"trend\">")
        .append("<svg class=\"trend\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
        .append(ChartFrame.WIDTH).append(' ').append(ChartFrame.HEIGHT).append("\" role=\"img\" aria-label=\"")
        .append(HtmlText.escape("trend of " + title(key.benchmark()) + " in " + chart.unit())).append("\" data-sx=\"")
        .append(Decimal.of(frame.xOffset())).append(' ').append(Decimal.of(frame.xPerPosition()))
        .append("\" data-sy=\"").append(Decimal.of(frame.yOffset())).append(' ')
        .append(Decimal.of(frame.yPerValue())).append("\" data-unit=\"").append(HtmlText.escape(chart.unit()))
        .append("\" data-points=\"");
    pointData(out, chart.points(), data);
    out.append("\">");
    valueAxis(out, frame, chart.unit());
    commitAxis(out, frame, chart.allPoints(), data);
    TrendMarks.rules(out, frame, chart, data);
    out.append("<path class=\"intervals\" d=\"");
    bars(out, frame, chart.points());
    out.append("\"/>");
    TrendMarks.steps(out, frame, chart);
    out.append("<path class=\"points\" d=\"");
    for (SeriesPoint p : chart.points()) {
      out.append('M').append(frame.x(p.position())).append(' ').append(frame.y(p.result().estimate())).append("h0");
    }
    out.append("\"/>");
    TrendMarks.excluded(out, frame, chart, data);
    TrendMarks.changes(out, frame, chart, data);
    out.append("</svg></template></div>");
    TrendMarks.changeList(out, chart, data, links);
    out.append("</section>");
  }

  /** A benchmark's name with its parameters: {@code "parse (format=compact, size=1024)"}. */
  static String title(BenchmarkIdentity b) {
    if (b.parameters().isEmpty()) {
      return b.name();
    }
    StringJoiner parameters = new StringJoiner(", ", " (", ")");
    b.parameters().forEach((name, value) -> parameters.add(name + "=" + value));
    return b.name() + parameters;
  }

  private static String facts(SeriesChart chart) {
    SeriesKey key = chart.key();
    String flags = key.jvmFlags().isEmpty() ? "" : " " + String.join(" ", key.jvmFlags());
    return key.measure() + " in " + chart.unit() + " (" + (chart.higherIsWorse() ? "lower" : "higher")
        + " is better), mode " + key.benchmark().mode() + "; " + chart.points().size() + " runs"
        + (chart.excluded().isEmpty() ? "" : ", " + chart.excluded().size() + " excluded") + " on branch "
        + chart.branch() + "; machine " + key.machine() + "; JVM " + key.jvmVendor() + " "
        + key.jvmFeatureVersion() + flags;
  }

  /** Per point: its run's index in the page data, estimate, interval low and high ("-" for an infinite end). */
  private static void pointData(StringBuilder out, List<SeriesPoint> points, PageData data) {
    for (int i = 0; i < points.size(); i++) {
      SeriesPoint p = points.get(i);
      Interval interval = p.result().interval();
      out.append(i == 0 ? "" : " ").append(data.run(p)).append(' ').append(Decimal.of(p.result().estimate()))
          .append(' ').append(Decimal.of(interval.low())).append(' ').append(Decimal.of(interval.high()));
    }
  }

  /** The interval bars of {@code points}, one {@code M x y V y} subpath each. */
  static void bars(StringBuilder out, ChartFrame frame, List<SeriesPoint> points) {
    for (SeriesPoint p : points) {
      Interval interval = p.result().interval();
      out.append('M').append(frame.x(p.position())).append(' ').append(frame.y(interval.low())).append('V')
          .append(frame.y(interval.high()));
    }
  }

  private static void valueAxis(StringBuilder out, ChartFrame frame, String unit) {
    out.append("<g class=\"axis y\"><path class=\"frame\" d=\"M").append(ChartFrame.LEFT).append(' ')
        .append(ChartFrame.TOP).append('V').append(ChartFrame.BOTTOM).append('H').append(ChartFrame.RIGHT)
        .append("\"/>");
    for (double v : frame.valueTicks()) {
      long y = frame.y(v);
      out.append("<path class=\"grid\" d=\"M").append(ChartFrame.LEFT).append(' ').append(y).append('H')
          .append(ChartFrame.RIGHT).append("\"/><text x=\"").append(ChartFrame.LEFT - 6).append("\" y=\"")
          .append(y + 4).append("\" text-anchor=\"end\">").append(frame.tickLabel(v)).append("</text>");
    }
    int middle = (ChartFrame.TOP + ChartFrame.BOTTOM) / 2;
    out.append("<text class=\"unit\" x=\"14\" y=\"").append(middle).append("\" transform=\"rotate(-90 14 ")
        .append(middle).append(")\" text-anchor=\"middle\">").append(HtmlText.escape(unit)).append("</text></g>");
  }

  /** Up to eight commits, evenly spaced among the points, labelled with their short object names. */
  private static void commitAxis(StringBuilder out, ChartFrame frame, List<SeriesPoint> all, PageData data) {
    out.append("<g class=\"axis x\">");
    int ticks = Math.min(X_TICKS, all.size());
    int last = -1;
    for (int t = 0; t < ticks; t++) {
      int i = ticks == 1 ? 0 : (int) Math.round((double) t * (all.size() - 1) / (ticks - 1));
      if (i == last) {
        continue;
      }
      last = i;
      SeriesPoint p = all.get(i);
      long x = frame.x(p.position());
      out.append("<g class=\"tick\"><title>").append(HtmlText.escape(p.commitSha() + " "
          + data.subject(p.commitSha()).orElse(""))).append("</title><path d=\"M").append(x).append(' ')
          .append(ChartFrame.BOTTOM).append("v5\"/><text x=\"").append(x).append("\" y=\"")
          .append(ChartFrame.BOTTOM + 18).append("\" text-anchor=\"middle\">")
          .append(PageData.shortSha(p.commitSha())).append("</text></g>");
    }
    out.append("<text class=\"axis-name\" x=\"").append(ChartFrame.RIGHT).append("\" y=\"")
        .append(ChartFrame.HEIGHT - 4).append("\" text-anchor=\"end\">commits, first-parent order</text></g>");
  }
}
