package io.github.nanometer.history.chart;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.json.AtomicOutput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The self-contained HTML page of the history's trend charts ({@code nanometer history show --html
 * FILE}): at the top a table of every open change point (new or acknowledged) largest first, each
 * row linking to its chart, then one trend chart per series (small multiples). A page of one series
 * is the same page with one chart.
 *
 * <p>Inline CSS, inline SVG and one inline script (tooltips, {@link PageScript}); a content security
 * policy that allows nothing else, so the page reads the same offline and a stray external load
 * shows up as a browser error. The page is well-formed XHTML. Every user text (benchmark names,
 * parameters, subjects, reasons, notes) is escaped.
 *
 * <p>Size and speed: about 50 bytes per point (the dot and bar as path commands, the tooltip's
 * data), one path per layer per chart. Each chart's SVG stands in an inert {@code <template>}: the
 * script draws the charts near the viewport when the page loads and each other one as it scrolls
 * near, and reads a chart's points only when the pointer enters it; without scripts the page says
 * that its charts need them. Measured figures: docs/lab/history-chart.md.
 */
public final class HistoryPage {
  private HistoryPage() {}

  /**
   * The page of {@code charts}, in the order given.
   *
   * @param charts the series' charts; at least one, no series twice
   * @param knownCommits commits whose subjects the page shows (e.g. the branch's recorded order,
   *     {@link io.github.nanometer.history.store.HistoryStore#branchOrder}); may be empty, when the
   *     page names commits by object name only
   * @param options the title, the generator and the commit link prefix
   * @throws IllegalArgumentException when no chart is given or a series is given twice
   */
  public static String render(List<SeriesChart> charts, List<CommitFacts> knownCommits, PageOptions options) {
    check(charts, knownCommits, options);
    PageData data = new PageData(knownCommits);
    CommitLinks links = new CommitLinks(options.commitUrlPrefix());
    List<OpenChange> open = OpenChange.listed(charts);
    StringBuilder body = new StringBuilder(1 << 16);
    OpenChangeTable.append(body, open, data, links);
    body.append("<h2 id=\"series\">Series</h2>");
    for (SeriesChart chart : charts) {
      TrendSvg.append(body, chart, data, links);
    }
    StringBuilder sb = new StringBuilder(body.length() + (1 << 16));
    sb.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>")
        .append("<meta charset=\"utf-8\"/>")
        .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ")
        .append("style-src 'unsafe-inline'; script-src ").append(PageScript.HASH_SOURCE).append("\"/>")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/><title>")
        .append(HtmlText.escape(options.title())).append("</title><style>").append(PageStyle.CSS)
        .append("</style></head><body><h1>").append(HtmlText.escape(options.title()))
        .append("</h1><p class=\"meta\">").append(HtmlText.escape(options.generator())).append("; ")
        .append(charts.size()).append(" series, ").append(open.size())
        .append(open.size() == 1 ? " open change point" : " open change points").append("</p>")
        .append("<p class=\"needs-script\">The charts are drawn by the page's own script, which did not run:")
        .append(" open the page in a browser with JavaScript enabled.</p>");
    sb.append(body);
    sb.append("<script type=\"application/json\" id=\"history-data\">")
        .append(data.json(options.commitUrlPrefix())).append("</script><script>").append(PageScript.JS)
        .append("</script></body></html>\n");
    return sb.toString();
  }

  /**
   * Renders the page and writes it to {@code target} atomically ({@link AtomicOutput}: a temporary
   * sibling renamed over it when complete), so an existing file is never left half-written; a name
   * ending in {@code .gz} is written gzip-compressed.
   *
   * @throws IOException with the reason the file cannot be written
   * @throws IllegalArgumentException as {@link #render}
   */
  public static void write(Path target, List<SeriesChart> charts, List<CommitFacts> knownCommits,
      PageOptions options) throws IOException {
    String page = render(charts, knownCommits, options);
    try (AtomicOutput out = AtomicOutput.open(target)) {
      out.writer().write(page);
      out.commit();
    }
  }

  private static void check(List<SeriesChart> charts, List<CommitFacts> knownCommits, PageOptions options) {
    if (charts == null || knownCommits == null || options == null) {
      throw new IllegalArgumentException("charts, knownCommits and options must be given, got " + charts + ", "
          + knownCommits + " and " + options);
    }
    if (charts.isEmpty()) {
      throw new IllegalArgumentException("charts: none given; the page needs at least one series");
    }
    Set<String> seen = new HashSet<>();
    for (SeriesChart chart : charts) {
      if (!seen.add(chart.key().id())) {
        throw new IllegalArgumentException("series " + TrendSvg.title(chart.key().benchmark()) + " ("
            + chart.key().id() + ") is given twice; a page shows each series once");
      }
    }
  }
}
