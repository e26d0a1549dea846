package io.github.nanometer.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The charts of a {@code nanometer-suite} document: per function, time per call by size
 * distribution and implementation (bars, whiskers from the smallest minimum to the largest 90th
 * percentile over trials), or in sweep mode time per call against size; then each measurement's
 * own distribution and sample charts, folded away.
 */
final class SuiteSection {

  private SuiteSection() {}

  /** The section's HTML. */
  static String html(ReportDocument doc) {
    Map<String, Object> root = doc.root();
    Map<String, Object> config = Fields.object(root, "configuration");
    boolean sweep = "sweep".equals(Fields.string(config, "mode"));
    List<Map<String, Object>> ms = Fields.objects(root, "measurements");
    Map<String, List<Map<String, Object>>> byFunction = new LinkedHashMap<>();
    for (Map<String, Object> m : ms) {
      byFunction.computeIfAbsent(Fields.string(m, "function"), k -> new ArrayList<>()).add(m);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Suite: ").append(Xml.escape(doc.source())).append("</h2>");
    sb.append("<p class=\"numbers\">mode ").append(Xml.escape(Fields.string(config, "mode"))).append(", ")
        .append(ms.size()).append(" measurements, seed ").append(Xml.escape(Fields.string(config, "seed")))
        .append("</p>");
    for (Map<String, Object> s : Fields.objects(root, "skipped")) {
      sb.append("<p class=\"note\">skipped: ").append(Xml.escape(String.valueOf(s))).append("</p>");
    }
    for (Map.Entry<String, List<Map<String, Object>>> e : byFunction.entrySet()) {
      sb.append("<section class=\"function\"><h3>").append(Xml.escape(e.getKey())).append("</h3>");
      sb.append(sweep ? sweepChart(e.getKey(), e.getValue()) : barChart(e.getKey(), e.getValue()));
      sb.append("</section>");
    }
    if (!ms.isEmpty()) {
      sb.append("<details class=\"measurements\"><summary>distribution and samples of each of the ")
          .append(ms.size()).append(" measurements</summary>");
      for (Map<String, Object> m : ms) {
        sb.append(ResultSection.html(Fields.object(m, "result"), label(m)));
      }
      sb.append("</details>");
    }
    return sb.toString();
  }

  private static String series(Map<String, Object> m) {
    return Fields.string(m, "implementation") + " (" + Fields.string(m, "estimator") + ")";
  }

  private static String label(Map<String, Object> m) {
    String size = Double.isFinite(Fields.number(m, "sizeBytes")) ? " " + Svg.num(Fields.number(m, "sizeBytes"))
        + " B" : "";
    return Fields.string(m, "workload") + size + ", " + series(m) + ", trial " + Fields.string(m, "trial");
  }

  private static String barChart(String function, List<Map<String, Object>> ms) {
    LinkedHashSet<String> rows = new LinkedHashSet<>();
    LinkedHashSet<String> series = new LinkedHashSet<>();
    for (Map<String, Object> m : ms) {
      rows.add(Fields.string(m, "workload"));
      series.add(series(m));
    }
    List<String> r = new ArrayList<>(rows);
    List<String> s = new ArrayList<>(series);
    double[][] sum = new double[r.size()][s.size()];
    int[][] count = new int[r.size()][s.size()];
    double[][] low = filled(r.size(), s.size(), Double.NaN);
    double[][] high = filled(r.size(), s.size(), Double.NaN);
    for (Map<String, Object> m : ms) {
      int i = r.indexOf(Fields.string(m, "workload"));
      int j = s.indexOf(series(m));
      double v = Fields.number(m, "nanosPerCall");
      if (!Double.isFinite(v)) {
        continue;
      }
      sum[i][j] += v;
      count[i][j]++;
      low[i][j] = minOf(low[i][j], Fields.number(m, "minimumNanosPerCall"));
      high[i][j] = maxOf(high[i][j], Fields.number(m, "p90NanosPerCall"));
    }
    double[][] mean = filled(r.size(), s.size(), Double.NaN);
    for (int i = 0; i < r.size(); i++) {
      for (int j = 0; j < s.size(); j++) {
        if (count[i][j] > 0) {
          mean[i][j] = sum[i][j] / count[i][j];
        }
      }
    }
    String[] rowLabels = r.stream().map(w -> w.startsWith(function + " ") ? w.substring(function.length() + 1) : w)
        .toArray(String[]::new);
    return BarChart.render(function + ": time per call by distribution and implementation",
        new BarChart.Data(rowLabels, s.toArray(String[]::new), mean, low, high),
        "ns per call (mean over trials; whisker: min to p90 of the samples)");
  }

  private static String sweepChart(String function, List<Map<String, Object>> ms) {
    Map<String, List<double[]>> points = new LinkedHashMap<>();
    for (Map<String, Object> m : ms) {
      double size = Fields.number(m, "sizeBytes");
      double v = Fields.number(m, "nanosPerCall");
      if (Double.isFinite(size) && Double.isFinite(v)) {
        points.computeIfAbsent(series(m), k -> new ArrayList<>()).add(new double[] {size, v});
      }
    }
    if (points.isEmpty()) {
      return "<p class=\"note\">no sized measurements to draw</p>";
    }
    List<LineChart.Series> list = new ArrayList<>();
    for (Map.Entry<String, List<double[]>> e : points.entrySet()) {
      List<double[]> p = new ArrayList<>(e.getValue());
      p.sort((a, b) -> Double.compare(a[0], b[0]));
      list.add(new LineChart.Series(e.getKey(), p.stream().mapToDouble(a -> a[0]).toArray(),
          p.stream().mapToDouble(a -> a[1]).toArray()));
    }
    return LineChart.render(function + ": time per call against size", list.toArray(LineChart.Series[]::new),
        "size (bytes, log scale)", "ns per call");
  }

  private static double[][] filled(int rows, int cols, double v) {
    double[][] a = new double[rows][cols];
    for (double[] row : a) {
      java.util.Arrays.fill(row, v);
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
