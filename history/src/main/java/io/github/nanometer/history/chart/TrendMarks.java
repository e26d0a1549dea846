package io.github.nanometer.history.chart;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.history.store.ExcludedPoint;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a trend chart draws over its points: the fitted steps, the environment's rules, the excluded
 * points (hollow, the reason in their tooltip) and the change points (a vertical marker between the
 * last good and the first bad commit, labelled with the relative change, its interval and the
 * status), and the chart's list of change points in words below it.
 */
final class TrendMarks {
  private TrendMarks() {}

  private static final int LABEL_CHARS = 56;
  private static final double EXCLUDED_RADIUS = 3.5;

  /** The fitted steps as one path, one horizontal subpath per step. */
  static void steps(StringBuilder out, ChartFrame frame, SeriesChart chart) {
    out.append("<path class=\"steps\" d=\"");
    for (FittedStep s : chart.steps()) {
      long from = frame.x(s.firstPosition());
      long to = frame.x(s.lastPosition());
      if (from == to) {
        from -= 4;
        to += 4;
      }
      out.append('M').append(from).append(' ').append(frame.y(s.level())).append('H').append(to);
    }
    out.append("\"/>");
  }

  /**
   * A dashed vertical rule between the two points of each environment change, labelled on the side
   * of the plot's middle so the label stays inside it.
   */
  static void rules(StringBuilder out, ChartFrame frame, SeriesChart chart, PageData data) {
    List<EnvironmentRule> rules = chart.rules();
    for (int k = 0; k < rules.size(); k++) {
      EnvironmentRule r = rules.get(k);
      long x = Math.round((frame.x(r.before().position()) + frame.x(r.after().position())) / 2.0);
      String label = r.label().length() <= LABEL_CHARS ? r.label()
          : r.label().substring(0, LABEL_CHARS - 1) + "\u2026";
      boolean leftHalf = x < (ChartFrame.LEFT + ChartFrame.RIGHT) / 2;
      out.append("<g class=\"rule\" data-what=\"").append(HtmlText.escape(r.what())).append("\"><title>")
          .append(HtmlText.escape(r.what() + " changed from " + r.from() + " to " + r.to() + " between "
              + data.commitLine(r.before().commitSha()) + " (run " + r.before().runId() + ") and "
              + data.commitLine(r.after().commitSha()) + " (run " + r.after().runId() + ")"))
          .append("</title><path d=\"M").append(x).append(' ').append(ChartFrame.TOP).append('V')
          .append(ChartFrame.BOTTOM).append("\"/><text x=\"").append(leftHalf ? x + 3 : x - 3).append("\" y=\"")
          .append(ChartFrame.TOP + 10 + (k % 3) * 11).append(leftHalf ? "\">" : "\" text-anchor=\"end\">")
          .append(HtmlText.escape(label))
          .append("</text></g>");
    }
  }

  /** The excluded points: their bars as one path, each point a hollow circle whose tooltip gives the reason. */
  static void excluded(StringBuilder out, ChartFrame frame, SeriesChart chart, PageData data) {
    if (chart.excluded().isEmpty()) {
      return;
    }
    out.append("<path class=\"excluded-intervals\" d=\"");
    TrendSvg.bars(out, frame, chart.excluded().stream().map(ExcludedPoint::point).toList());
    out.append("\"/>");
    for (ExcludedPoint e : chart.excluded()) {
      SeriesPoint p = e.point();
      out.append("<circle class=\"excluded\" cx=\"").append(frame.x(p.position())).append("\" cy=\"")
          .append(frame.y(p.result().estimate())).append("\" r=\"").append(EXCLUDED_RADIUS).append("\"><title>")
          .append(HtmlText.escape(pointText(p, chart.unit(), data) + "\nexcluded: " + e.reason()))
          .append("</title></circle>");
    }
  }

  /** A point's tooltip text: commit, subject, run, start, estimate with interval. */
  static String pointText(SeriesPoint p, String unit, PageData data) {
    Interval i = p.result().interval();
    return p.commitSha() + data.subject(p.commitSha()).map(s -> " " + s).orElse("") + "\nrun " + p.runId() + ", "
        + PageData.time(p.runStart()) + "\n" + Decimal.of(p.result().estimate()) + " " + unit + " ["
        + Decimal.of(i.low()) + ", " + Decimal.of(i.high()) + "]";
  }

  /** Each change point whose two commits are on the chart: a marker between them with its label. */
  static void changes(StringBuilder out, ChartFrame frame, SeriesChart chart, PageData data) {
    Map<String, Long> positions = positions(chart);
    int k = 0;
    for (RecordedChangePoint c : chart.changePoints()) {
      DetectedChange d = c.latest();
      Long good = positions.get(d.lastGoodSha());
      Long bad = positions.get(d.firstBadSha());
      if (good == null || bad == null) {
        continue;
      }
      long x = Math.round((frame.x(good) + frame.x(bad)) / 2.0);
      out.append("<g class=\"change ").append(classes(chart, c)).append("\" data-first-bad=\"")
          .append(d.firstBadSha()).append("\"><title>").append(HtmlText.escape(changeText(chart, c, data)))
          .append("</title><path d=\"M").append(x).append(' ').append(ChartFrame.TOP - 4).append('V')
          .append(ChartFrame.BOTTOM).append("\"/><text x=\"").append(x).append("\" y=\"")
          .append(ChartFrame.TOP - 8 - (k++ % 2) * 14).append("\" text-anchor=\"middle\">")
          .append(HtmlText.escape(magnitude(d) + " " + c.status().text())).append("</text></g>");
    }
  }

  /** The chart's change points in words, each naming its commits (linked when the page has a commit URL). */
  static void changeList(StringBuilder out, SeriesChart chart, PageData data, CommitLinks links) {
    if (chart.changePoints().isEmpty()) {
      return;
    }
    Map<String, Long> positions = positions(chart);
    out.append("<ul class=\"changes\">");
    for (RecordedChangePoint c : chart.changePoints()) {
      DetectedChange d = c.latest();
      out.append("<li class=\"").append(classes(chart, c)).append("\">").append(HtmlText.escape(magnitude(d)
          + " " + (chart.isWorse(d.relativeChange()) ? "worse" : "better") + ", " + c.status().text()))
          .append(": last good ").append(links.html(d.lastGoodSha(), data.commitLine(d.lastGoodSha())))
          .append(", first bad ").append(links.html(d.firstBadSha(), data.commitLine(d.firstBadSha())))
          .append(HtmlText.escape(c.note().map(n -> "; note: " + n).orElse("")));
      if (!positions.containsKey(d.lastGoodSha()) || !positions.containsKey(d.firstBadSha())) {
        out.append(" (not marked: a commit of it has no point on this chart)");
      }
      out.append("</li>");
    }
    out.append("</ul>");
  }

  /** {@code "+3.1% [+2.0%, +4.2%]"}: the relative change and its interval, in percent. */
  static String magnitude(DetectedChange d) {
    return Decimal.percent(d.relativeChange()) + " [" + Decimal.percent(d.relativeChangeInterval().low()) + ", "
        + Decimal.percent(d.relativeChangeInterval().high()) + "]";
  }

  /** The CSS classes of a change point: worse or better, and its status. */
  static String classes(SeriesChart chart, RecordedChangePoint c) {
    return (chart.isWorse(c.latest().relativeChange()) ? "worse " : "better ") + c.status().text();
  }

  private static String changeText(SeriesChart chart, RecordedChangePoint c, PageData data) {
    DetectedChange d = c.latest();
    Interval i = d.relativeChangeInterval();
    return magnitude(d) + " at " + Decimal.fixed(i.confidence() * 100, 1) + "% confidence, "
        + (chart.isWorse(d.relativeChange()) ? "worse" : "better") + ", status " + c.status().text()
        + c.note().map(n -> " (" + n + ")").orElse("") + "\nlast good " + data.commitLine(d.lastGoodSha())
        + "\nfirst bad " + data.commitLine(d.firstBadSha()) + "\nfound by " + d.method() + ", first "
        + PageData.time(c.firstDetectedAt());
  }

  private static Map<String, Long> positions(SeriesChart chart) {
    Map<String, Long> positions = new HashMap<>();
    for (SeriesPoint p : chart.allPoints()) {
      positions.putIfAbsent(p.commitSha(), p.position());
    }
    return positions;
  }
}
