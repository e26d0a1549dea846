package io.github.nanometer.html;

import io.github.nanometer.report.JmhFileEntry;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The section of a JMH result file: a table of every benchmark as JMH reported it (benchmark,
 * mode, parameters, score, score error, JMH's interval, unit, forks and iterations) and, per
 * benchmark whose file keeps its iterations' scores ({@code rawData}), their distribution with the
 * score's interval shaded. Values are in JMH's unit as written.
 */
final class JmhSection {

  private JmhSection() {}

  /** The HTML of a JMH file ({@link ReportDocument#jmh}). */
  static String html(ReportDocument d) {
    List<JmhFileEntry> benchmarks = d.jmh();
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>JMH results: ").append(Xml.escape(d.source())).append("</h2><p class=\"numbers\">")
        .append(benchmarks.size()).append(benchmarks.size() == 1 ? " benchmark" : " benchmarks").append("</p>");
    if (benchmarks.isEmpty()) {
      return sb.append("<p class=\"note\">the file holds no benchmarks: nothing to draw</p>").toString();
    }
    sb.append("<table class=\"jmh\"><thead><tr><th>benchmark</th><th>mode</th><th>params</th><th>score</th>")
        .append("<th>score error</th><th>interval</th><th>unit</th><th>forks x iterations</th></tr></thead><tbody>");
    for (JmhFileEntry b : benchmarks) {
      sb.append("<tr><td>").append(Xml.escape(b.benchmark())).append("</td><td>").append(Xml.escape(b.mode()))
          .append("</td><td>").append(Xml.escape(params(b.params()))).append("</td><td class=\"num score\">")
          .append(Svg.sig(b.score())).append("</td><td class=\"num\">").append(Svg.sig(b.scoreError()))
          .append("</td><td class=\"num\">").append(interval(b)).append("</td><td>").append(Xml.escape(b.scoreUnit()))
          .append("</td><td class=\"num\">").append(b.rawData().length).append(" x ")
          .append(Arrays.stream(b.rawData()).mapToInt(r -> r.length).max().orElse(0)).append("</td></tr>");
    }
    sb.append("</tbody></table><div class=\"charts\">");
    int withoutData = 0;
    for (JmhFileEntry b : benchmarks) {
      double[] values = b.finiteRawValues();
      if (values.length == 0) {
        withoutData++;
        continue;
      }
      sb.append(Figure.of(label(b), DistributionChart.render("iterations of " + label(b), values, markers(b, values),
          new DistributionChart.ValueAxis("score per iteration (" + b.scoreUnit() + ")", b.scoreUnit(), "iterations"))));
    }
    sb.append("</div>");
    if (withoutData > 0) {
      sb.append("<p class=\"note\">").append(withoutData).append(withoutData == 1 ? " benchmark keeps" : " benchmarks keep")
          .append(" no iteration scores (rawData; JMH's sample mode keeps a histogram instead): no distribution drawn</p>");
    }
    return sb.toString();
  }

  /** The benchmark's name with its parameters and mode, as the charts title it. */
  static String label(JmhFileEntry b) {
    return b.benchmark() + (b.params().isEmpty() ? "" : " " + params(b.params())) + " (" + b.mode() + ")";
  }

  private static DistributionChart.Markers markers(JmhFileEntry b, double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return new DistributionChart.Markers(sorted[0], AxisRange.quantile(sorted, 0.5),
        Arrays.stream(values).average().orElse(Double.NaN), b.scoreConfidenceLow(), b.scoreConfidenceHigh(),
        "JMH's score interval");
  }

  private static String interval(JmhFileEntry b) {
    return Double.isFinite(b.scoreConfidenceLow()) && Double.isFinite(b.scoreConfidenceHigh())
        ? "[" + Svg.sig(b.scoreConfidenceLow()) + ", " + Svg.sig(b.scoreConfidenceHigh()) + "]" : "n/a";
  }

  static String params(Map<String, String> params) {
    return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
  }
}
