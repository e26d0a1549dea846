package io.github.nanometer.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Forest plots of changes: a {@code nanometer-compare} document (one row: the change of mean wall
 * time of feature against base, in percent, with its confidence sequence and the threshold band
 * around zero) and a {@code nanometer-judge} document (one row per benchmark and the geometric
 * mean: the ratio new/base with its interval and the band {@code [1 - threshold, 1 + threshold]}).
 */
final class ComparisonSection {

  private ComparisonSection() {}

  /** The HTML of a {@code nanometer-compare} document. */
  static String compare(ReportDocument doc) {
    Map<String, Object> root = doc.root();
    Map<String, Object> change = Fields.object(root, "change");
    double threshold = Fields.number(root, "thresholdFraction");
    String label = Fields.string(Fields.object(root, "feature"), "command") + " vs "
        + Fields.string(Fields.object(root, "base"), "command");
    ForestChart.Row row = new ForestChart.Row(label, 100 * Fields.number(change, "estimate"),
        100 * Fields.number(change, "low"), 100 * Fields.number(change, "high"), Fields.string(root, "verdict"));
    double t = Double.isFinite(threshold) ? 100 * threshold : 0;
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Comparison: ").append(Xml.escape(doc.source())).append("</h2>");
    sb.append("<p class=\"numbers\">").append(Xml.escape(Fields.string(change, "covers"))).append("; ")
        .append(Xml.escape(Fields.string(root, "blocks"))).append(" blocks, verdict <strong>")
        .append(Xml.escape(Fields.string(root, "verdict"))).append("</strong></p>");
    sb.append(ForestChart.render("change of " + label, new ForestChart.Row[] {row},
        new ForestChart.Frame(0, -t, t, "change of mean wall time, % of base (band: +-threshold)", false)));
    return sb.toString();
  }

  /** The HTML of a {@code nanometer-judge} document. */
  static String judge(ReportDocument doc) {
    Map<String, Object> root = doc.root();
    double threshold = Fields.number(root, "threshold");
    double t = Double.isFinite(threshold) ? threshold : 0;
    List<ForestChart.Row> rows = new ArrayList<>();
    for (Map<String, Object> c : Fields.objects(root, "comparisons")) {
      rows.add(row(identity(c), c));
    }
    Map<String, Object> gm = Fields.object(root, "geometricMean");
    if (Fields.number(gm, "count") > 0) {
      rows.add(row("geometric mean (" + Svg.num(Fields.number(gm, "count")) + ")", gm));
    }
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Judge: ").append(Xml.escape(Fields.string(Fields.object(root, "base"), "file"))).append(" -> ")
        .append(Xml.escape(Fields.string(Fields.object(root, "new"), "file"))).append("</h2>");
    if (rows.isEmpty()) {
      sb.append("<p class=\"note\">no benchmark is in both files: nothing to draw</p>");
    } else {
      sb.append(ForestChart.render("ratio new / base per benchmark", rows.toArray(ForestChart.Row[]::new),
          new ForestChart.Frame(1, 1 - t, 1 + t, "time ratio new / base, log scale (band: 1 +- threshold)", true)));
    }
    only(sb, "only in base", Fields.objects(root, "onlyInBase"));
    only(sb, "only in new", Fields.objects(root, "onlyInNew"));
    for (String note : Fields.strings(root, "notes")) {
      sb.append("<p class=\"note\">").append(Xml.escape(note)).append("</p>");
    }
    return sb.toString();
  }

  private static ForestChart.Row row(String label, Map<String, Object> c) {
    Map<String, Object> ci = Fields.object(c, "interval");
    return new ForestChart.Row(label, Fields.number(c, "ratio"), Fields.number(ci, "low"), Fields.number(ci, "high"),
        Fields.string(c, "verdict"));
  }

  private static String identity(Map<String, Object> c) {
    Map<String, Object> params = Fields.object(c, "params");
    String p = params.isEmpty() ? "" : " " + params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(","));
    String variant = Fields.string(c, "variant");
    return Fields.string(c, "name") + p + (variant.isEmpty() ? "" : " (" + variant + ")");
  }

  private static void only(StringBuilder sb, String what, List<Map<String, Object>> list) {
    if (list.isEmpty()) {
      return;
    }
    sb.append("<p class=\"note\">").append(Xml.escape(what)).append(": ")
        .append(Xml.escape(list.stream().map(ComparisonSection::identity).collect(Collectors.joining("; "))))
        .append("</p>");
  }
}
