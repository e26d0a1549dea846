package io.github.nanometer.html;

import java.util.Map;

/**
 * The forest plot of a {@code nanometer-compare} document: one row, the change of mean wall time of
 * feature against base, in percent, with its confidence sequence and the threshold band around
 * zero. A {@code nanometer-judge} document is drawn by {@link JudgeSection}.
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
}
