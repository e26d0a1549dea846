package io.github.nanometer.html;

import io.github.nanometer.Result;
import io.github.nanometer.json.AtomicOutput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The self-contained HTML report of saved documents: inline CSS and SVG, no scripts, and a
 * content security policy that forbids loading anything, so the file reads the same offline and
 * a stray external reference shows up as a browser error in the tests. The page is well-formed
 * XHTML, so it can be parsed as XML. Every section draws from the typed values the documents'
 * readers returned ({@link ReportDocument}); a plug-in's document draws its own section ({@link
 * io.github.nanometer.spi.PluginDocument}, with the report's charts lent as {@link PluginCharts}),
 * followed by its doctor's findings and environment.
 */
public final class HtmlReport {

  private HtmlReport() {}

  /**
   * The page for the documents: a summary of them all (what was measured, where, the verdicts),
   * then each document's section, in the order given.
   *
   * @param generator who wrote it, e.g. "nanometer 0.1.0 report", shown in the header
   * @throws IllegalArgumentException when {@code documents} is empty
   */
  public static String render(List<ReportDocument> documents, String generator) {
    if (documents.isEmpty()) {
      throw new IllegalArgumentException("documents: none given; the report needs at least one");
    }
    StringBuilder sb = new StringBuilder(1 << 16);
    sb.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>")
        .append("<meta charset=\"utf-8\"/>")
        .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ")
        .append("style-src 'unsafe-inline'\"/>")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>")
        .append("<title>nanometer report</title><style>").append(ReportStyle.CSS).append("</style></head><body>");
    sb.append("<h1>nanometer report</h1><p class=\"meta\">").append(Xml.escape(generator)).append("; ")
        .append(documents.size()).append(documents.size() == 1 ? " document" : " documents").append("</p>");
    sb.append(SummarySection.html(documents));
    for (ReportDocument d : documents) {
      sb.append("<article class=\"document\" data-schema=\"").append(Xml.escape(d.schema())).append("\">");
      sb.append(body(d));
      sb.append("</article>");
    }
    return sb.append("</body></html>\n").toString();
  }

  /**
   * Renders and writes the page to {@code target} atomically ({@link AtomicOutput}: a temporary
   * sibling renamed over it when complete), so an existing file is never left half-written.
   *
   * @throws IOException with the reason the file cannot be written
   */
  public static void write(Path target, List<ReportDocument> documents, String generator) throws IOException {
    String page = render(documents, generator);
    try (AtomicOutput out = AtomicOutput.open(target)) {
      out.writer().write(page);
      out.commit();
    }
  }

  private static String body(ReportDocument d) {
    return switch (d.schema()) {
      case "nanometer-results" -> results(d);
      case "nanometer-compare" -> ComparisonSection.compare(d);
      case "nanometer-judge" -> JudgeSection.html(d);
      case "nanometer-threaded" -> ThreadedSection.html(d);
      case ReportDocument.JMH -> JmhSection.html(d);
      default -> d.plugin().html(d.source(), PluginCharts.INSTANCE) + ContextSection.findings(d.doctor())
          + ContextSection.environment(d.environment());
    };
  }

  private static String results(ReportDocument d) {
    List<Result> results = d.results().results();
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Results: ").append(Xml.escape(d.source())).append("</h2><p class=\"numbers\">")
        .append(results.size()).append(" benchmarks</p>");
    sb.append(JmhForksSection.html(d.forkSummaries()));
    for (Result r : results) {
      sb.append(ResultSection.html(r, r.name() + " (" + r.mode().name().toLowerCase(java.util.Locale.ROOT) + ", " + r.estimator().cliName() + ")"));
    }
    sb.append(ContextSection.findings(d.doctor()));
    sb.append(ContextSection.environment(d.environment()));
    return sb.toString();
  }
}
