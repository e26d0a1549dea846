package io.github.nanometer.history.chart;

import io.github.nanometer.history.store.DetectedChange;
import java.util.List;

/**
 * The table at the top of the history page: every open change point (new or acknowledged), largest
 * relative change first ({@link OpenChange#listed}), each row linking to its series' chart and naming
 * the last good and the first bad commit.
 */
final class OpenChangeTable {
  private OpenChangeTable() {}

  /** Appends the table, or a line saying there is no open change point. */
  static void append(StringBuilder out, List<OpenChange> open, PageData data, CommitLinks links) {
    out.append("<h2 id=\"open-changes\">Open change points</h2>");
    if (open.isEmpty()) {
      out.append("<p class=\"none\">No open change point (new or acknowledged) in these series.</p>");
      return;
    }
    out.append("<table class=\"open-changes\"><thead><tr><th>#</th><th>change [interval]</th><th></th>")
        .append("<th>status</th><th>series</th><th>last good</th><th>first bad</th><th>first found</th>")
        .append("</tr></thead><tbody>");
    int row = 1;
    for (OpenChange o : open) {
      DetectedChange d = o.changePoint().latest();
      out.append("<tr class=\"").append(TrendMarks.classes(o.chart(), o.changePoint())).append("\"><td>")
          .append(row++).append("</td><td class=\"num\">").append(HtmlText.escape(TrendMarks.magnitude(d)))
          .append("</td><td>").append(o.isWorse() ? "worse" : "better").append("</td><td>")
          .append(o.changePoint().status().text()).append("</td><td><a href=\"#").append(o.chart().anchor())
          .append("\">").append(HtmlText.escape(TrendSvg.title(o.chart().key().benchmark()))).append("</a></td><td>")
          .append(links.html(d.lastGoodSha(), data.commitLine(d.lastGoodSha()))).append("</td><td>")
          .append(links.html(d.firstBadSha(), data.commitLine(d.firstBadSha()))).append("</td><td>")
          .append(PageData.time(o.changePoint().firstDetectedAt())).append("</td></tr>");
    }
    out.append("</tbody></table>");
  }
}
