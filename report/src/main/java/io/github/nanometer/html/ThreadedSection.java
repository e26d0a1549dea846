package io.github.nanometer.html;

import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import io.github.nanometer.results.SavedThreadedResult;
import io.github.nanometer.results.ThreadedResultReader;
import java.util.List;
import java.util.Locale;

/**
 * The charts of a {@code nanometer-threaded} document, drawn from the {@link SavedThreadedResult}s
 * its reader made of it: per benchmark, its headline numbers, one bar per thread (median time per
 * operation with its interval as a whisker, so a starving thread stands out) and, per thread, its
 * samples in order.
 */
final class ThreadedSection {

  /** Threads drawn sample by sample; the others appear in the bars only. */
  static final int MAX_SEQUENCES = 8;

  private ThreadedSection() {}

  /** The document's sections, findings and environment. */
  static String html(ReportDocument d) {
    ThreadedResultReader.Document doc = d.threaded();
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Threaded results: ").append(Xml.escape(d.source())).append("</h2><p class=\"numbers\">")
        .append(doc.results().size()).append(" benchmarks</p>");
    for (SavedThreadedResult r : doc.results()) {
      sb.append(result(r));
    }
    sb.append(ContextSection.findings(doc.doctor()));
    sb.append(ContextSection.environment(doc.environment()));
    return sb.toString();
  }

  private static String result(SavedThreadedResult r) {
    StringBuilder sb = new StringBuilder();
    sb.append("<section class=\"benchmark\"><h3>").append(Xml.escape(r.name())).append("</h3>");
    sb.append("<p class=\"numbers\">").append(Xml.escape(String.format(Locale.ROOT,
        "%d threads: %s per operation (mean over threads, median over samples), %s operations/s in all,"
            + " spread %.3f; barrier skew %.1f%% of a sample",
        r.threads().size(), ResultSection.ns(r.all().nanosPerOperation()), Svg.num(r.all().operationsPerSecond()),
        r.all().threadSpread(), 100 * r.skew().fractionOfSample()))).append("</p>");
    List<ThreadSummary> summaries = r.threadSummaries();
    String[] rows = new String[summaries.size()];
    double[][] values = new double[rows.length][1];
    double[][] low = new double[rows.length][1];
    double[][] high = new double[rows.length][1];
    for (int i = 0; i < rows.length; i++) {
      ThreadSummary t = summaries.get(i);
      int cpu = r.threads().get(i).cpu();
      rows[i] = "thread " + t.thread() + " (" + t.group() + ")" + (cpu >= 0 ? " cpu " + cpu : "");
      values[i][0] = t.nanosPerOperation();
      low[i][0] = t.interval().map(Interval::low).orElse(Double.NaN);
      high[i][0] = t.interval().map(Interval::high).orElse(Double.NaN);
    }
    sb.append("<div class=\"charts\">");
    sb.append(BarChart.render("time per operation of each thread of " + r.name(),
        new BarChart.Data(rows, new String[] {"median time per operation"}, values, low, high), "ns per operation"));
    for (int i = 0; i < Math.min(MAX_SEQUENCES, r.threads().size()); i++) {
      ThreadSamples samples = r.threads().get(i);
      long[] operations = samples.evaluations();
      double[] elapsed = samples.elapsedNanos();
      if (operations.length == 0) {
        continue;
      }
      double[] perOp = new double[operations.length];
      for (int k = 0; k < perOp.length; k++) {
        perOp[k] = elapsed[k] / Math.max(1, operations[k]);
      }
      sb.append(SequenceChart.render("samples of " + rows[i] + " in order", perOp, null,
          r.warmupSamples() + " synchronized warm-up samples before these"));
    }
    sb.append("</div>");
    for (Note note : r.notes()) {
      sb.append("<p class=\"note\">").append(Xml.escape(note.message())).append("</p>");
    }
    return sb.append("</section>").toString();
  }
}
