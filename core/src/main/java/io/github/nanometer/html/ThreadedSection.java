package io.github.nanometer.html;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The charts of a {@code nanometer-threaded} document: per benchmark, its headline numbers, one bar
 * per thread (median time per operation with its interval as a whisker, so a starving thread
 * stands out) and, per thread, its samples in order.
 */
final class ThreadedSection {

  /** Threads drawn sample by sample; the others appear in the bars only. */
  static final int MAX_SEQUENCES = 8;

  private ThreadedSection() {}

  /** The document's sections, findings and environment. */
  static String html(ReportDocument d) {
    Map<String, Object> root = d.root();
    List<Map<String, Object>> results = Fields.objects(root, "results");
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Threaded results: ").append(Xml.escape(d.source())).append("</h2><p class=\"numbers\">")
        .append(results.size()).append(" benchmarks</p>");
    for (Map<String, Object> r : results) {
      sb.append(result(r));
    }
    sb.append(ContextSection.findings(Fields.objects(Fields.object(root, "doctor"), "findings")));
    sb.append(ContextSection.environment(Fields.object(root, "environment")));
    return sb.toString();
  }

  private static String result(Map<String, Object> r) {
    String name = Fields.string(r, "name");
    Map<String, Object> all = Fields.object(r, "all");
    Map<String, Object> skew = Fields.object(r, "barrierSkew");
    StringBuilder sb = new StringBuilder();
    sb.append("<section class=\"benchmark\"><h3>").append(Xml.escape(name)).append("</h3>");
    sb.append("<p class=\"numbers\">").append(Xml.escape(String.format(Locale.ROOT,
        "%s threads: %s per operation (mean over threads, median over samples), %s operations/s in all,"
            + " spread %.3f; barrier skew %.1f%% of a sample",
        Svg.num(Fields.number(r, "threads")), ResultSection.ns(Fields.number(all, "nanosPerOperation")),
        Svg.num(Fields.number(all, "operationsPerSecond")), Fields.number(all, "threadSpread"),
        100 * Fields.number(skew, "fractionOfSample")))).append("</p>");
    List<Map<String, Object>> threads = Fields.objects(r, "perThread");
    if (threads.isEmpty()) {
      return sb.append("<p class=\"note\">no threads in this result: nothing to draw</p></section>").toString();
    }
    String[] rows = new String[threads.size()];
    double[][] values = new double[rows.length][1];
    double[][] low = new double[rows.length][1];
    double[][] high = new double[rows.length][1];
    for (int i = 0; i < rows.length; i++) {
      Map<String, Object> t = threads.get(i);
      double cpu = Fields.number(t, "cpu");
      rows[i] = "thread " + Svg.num(Fields.number(t, "thread")) + " (" + Fields.string(t, "group") + ")"
          + (cpu >= 0 ? " cpu " + Svg.num(cpu) : "");
      values[i][0] = Fields.number(t, "nanosPerOperation");
      Map<String, Object> interval = Fields.object(t, "interval");
      low[i][0] = Fields.number(interval, "low");
      high[i][0] = Fields.number(interval, "high");
    }
    sb.append("<div class=\"charts\">");
    sb.append(BarChart.render("time per operation of each thread of " + name,
        new BarChart.Data(rows, new String[] {"median time per operation"}, values, low, high), "ns per operation"));
    for (int i = 0; i < Math.min(MAX_SEQUENCES, threads.size()); i++) {
      Map<String, Object> samples = Fields.object(threads.get(i), "samples");
      double[] evaluations = Fields.numbers(samples, "evaluations");
      double[] elapsed = Fields.numbers(samples, "elapsedNanos");
      int n = Math.min(evaluations.length, elapsed.length);
      if (n == 0) {
        continue;
      }
      double[] perOp = new double[n];
      for (int k = 0; k < n; k++) {
        perOp[k] = elapsed[k] / Math.max(1, evaluations[k]);
      }
      sb.append(SequenceChart.render("samples of " + rows[i] + " in order", perOp, null,
          Svg.num(Fields.number(r, "warmupSamples")) + " synchronized warm-up samples before these"));
    }
    sb.append("</div>");
    for (String note : Fields.strings(r, "notes")) {
      sb.append("<p class=\"note\">").append(Xml.escape(note)).append("</p>");
    }
    return sb.append("</section>").toString();
  }
}
