package io.github.nanometer.suite;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.results.SavedEnvironment;
import io.github.nanometer.spi.PluginDocument;
import io.github.nanometer.spi.ReportCharts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code nanometer-suite} document in {@code nanometer report}, drawn from the {@link SuiteReport}
 * {@link SuiteReader} made of it: per function, time per call by size distribution and
 * implementation (bars: the mean over trials, whiskers from the smallest minimum to the largest
 * 90th percentile of the samples), or in sweep mode time per call against size; then each
 * measurement's own distribution and sample charts, folded away. A run in one JVM says once, under
 * its heading, that its intervals leave the spread between JVMs out ({@link
 * SuiteTextWriter#ONE_JVM_FOOTER}). The report adds the doctor's findings and the environment (the
 * first measurement's) after it.
 */
final class SuiteReportSection implements PluginDocument {

  private final SuiteReport report;

  SuiteReportSection(SuiteReport report) {
    this.report = report;
  }

  @Override
  public String schema() {
    return SuiteSchemas.DOCUMENT.schema();
  }

  @Override
  public String kind() {
    return "memory-function suite";
  }

  @Override
  public int benchmarkCount() {
    return report.measurements().size();
  }

  /** The first measurement's environment, as the document's top-level {@code environment} is. */
  @Override
  public Optional<SavedEnvironment> environment() {
    return report.measurements().stream().findFirst().map(m -> SavedEnvironment.of(m.result().environment()));
  }

  @Override
  public Optional<Diagnosis> doctor() {
    return Optional.ofNullable(report.machine().doctor());
  }

  @Override
  public String html(String source, ReportCharts charts) {
    SuiteConfig config = report.config();
    List<Measurement> ms = report.measurements();
    Map<MemoryFunction, List<Measurement>> byFunction = new LinkedHashMap<>();
    for (Measurement m : ms) {
      byFunction.computeIfAbsent(m.function(), k -> new ArrayList<>()).add(m);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Suite: ").append(charts.escape(source)).append("</h2>");
    sb.append("<p class=\"numbers\">mode ").append(charts.escape(config.mode().cliName())).append(", ").append(ms.size())
        .append(" measurements, seed ").append(config.seed()).append("</p>");
    if (SuiteTextWriter.oneJvm(report)) {
      sb.append("<p class=\"note\">").append(charts.escape(SuiteTextWriter.ONE_JVM_FOOTER)).append("</p>");
    }
    for (Skipped s : report.skipped()) {
      sb.append("<p class=\"note\">skipped: ").append(charts.escape(s.function().cliName() + " " + s.implementation()
          + ": " + s.reason())).append("</p>");
    }
    for (Map.Entry<MemoryFunction, List<Measurement>> e : byFunction.entrySet()) {
      String function = e.getKey().cliName();
      sb.append("<section class=\"function\"><h3>").append(charts.escape(function)).append("</h3>");
      sb.append(config.mode() == SuiteMode.SWEEP ? sweepChart(charts, function, e.getValue()) : barChart(charts, function, e.getValue()));
      sb.append("</section>");
    }
    if (!ms.isEmpty()) {
      sb.append("<details class=\"measurements\"><summary>distribution and samples of each of the ")
          .append(ms.size()).append(" measurements</summary>");
      for (Measurement m : ms) {
        sb.append(charts.result(m.result(), label(m)));
      }
      sb.append("</details>");
    }
    return sb.toString();
  }

  private static String series(Measurement m) {
    return m.implementation() + " (" + m.estimator().cliName() + ")";
  }

  private static String label(Measurement m) {
    String size = m.sizeBytes() >= 0 ? " " + m.sizeBytes() + " B" : "";
    return m.workload() + size + ", " + series(m) + ", trial " + m.trial();
  }

  private static String barChart(ReportCharts charts, String function, List<Measurement> ms) {
    LinkedHashSet<String> rows = new LinkedHashSet<>();
    LinkedHashSet<String> series = new LinkedHashSet<>();
    for (Measurement m : ms) {
      rows.add(m.workload());
      series.add(series(m));
    }
    List<String> r = new ArrayList<>(rows);
    List<String> s = new ArrayList<>(series);
    double[][] sum = new double[r.size()][s.size()];
    int[][] count = new int[r.size()][s.size()];
    double[][] low = filled(r.size(), s.size());
    double[][] high = filled(r.size(), s.size());
    for (Measurement m : ms) {
      int i = r.indexOf(m.workload());
      int j = s.indexOf(series(m));
      double v = m.nanosPerCall();
      if (!Double.isFinite(v)) {
        continue;
      }
      sum[i][j] += v;
      count[i][j]++;
      low[i][j] = minOf(low[i][j], m.quantileNanosPerCall(0));
      high[i][j] = maxOf(high[i][j], m.quantileNanosPerCall(0.9));
    }
    double[][] mean = filled(r.size(), s.size());
    for (int i = 0; i < r.size(); i++) {
      for (int j = 0; j < s.size(); j++) {
        if (count[i][j] > 0) {
          mean[i][j] = sum[i][j] / count[i][j];
        }
      }
    }
    String[] rowLabels = r.stream().map(w -> w.startsWith(function + " ") ? w.substring(function.length() + 1) : w)
        .toArray(String[]::new);
    return charts.bars(function + ": time per call by distribution and implementation",
        new ReportCharts.Bars(rowLabels, s.toArray(String[]::new), mean, low, high),
        "ns per call (mean over trials; whisker: min to p90 of the samples)");
  }

  private static String sweepChart(ReportCharts charts, String function, List<Measurement> ms) {
    Map<String, List<double[]>> points = new LinkedHashMap<>();
    for (Measurement m : ms) {
      double v = m.nanosPerCall();
      if (m.sizeBytes() >= 0 && Double.isFinite(v)) {
        points.computeIfAbsent(series(m), k -> new ArrayList<>()).add(new double[] {m.sizeBytes(), v});
      }
    }
    if (points.isEmpty()) {
      return "<p class=\"note\">no sized measurements to draw</p>";
    }
    List<ReportCharts.Line> list = new ArrayList<>();
    for (Map.Entry<String, List<double[]>> e : points.entrySet()) {
      List<double[]> p = new ArrayList<>(e.getValue());
      p.sort(Comparator.comparingDouble(a -> a[0]));
      list.add(new ReportCharts.Line(e.getKey(), p.stream().mapToDouble(a -> a[0]).toArray(),
          p.stream().mapToDouble(a -> a[1]).toArray()));
    }
    return charts.lines(function + ": time per call against size", list,
        "size (bytes, log scale)", "ns per call");
  }

  private static double[][] filled(int rows, int cols) {
    double[][] a = new double[rows][cols];
    for (double[] row : a) {
      Arrays.fill(row, Double.NaN);
    }
    return a;
  }

  private static double minOf(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.min(a, b);
  }

  private static double maxOf(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
  }
}
