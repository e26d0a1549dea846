package io.github.nanometer.html;

import io.github.nanometer.comparison.ComparisonResult;
import io.github.nanometer.comparison.ComparisonWriter;
import io.github.nanometer.comparison.Side;

/**
 * The forest plot of a {@code nanometer-compare} document, drawn from the {@link ComparisonResult}
 * its reader made of it: one row, the change of mean wall time of feature against base, in percent,
 * with its confidence sequence and the threshold band around zero. A {@code nanometer-judge}
 * document is drawn by {@link JudgeSection}.
 */
final class ComparisonSection {

  private ComparisonSection() {}

  /** The HTML of a {@code nanometer-compare} document. */
  static String compare(ReportDocument doc) {
    ComparisonResult r = doc.comparison();
    double threshold = r.options().thresholdFraction();
    String label = r.command(Side.FEATURE) + " vs " + r.command(Side.BASE);
    String verdict = ComparisonWriter.verdictName(r.verdict());
    ForestChart.Row row = new ForestChart.Row(label, 100 * r.estimate(), 100 * r.change().low(),
        100 * r.change().high(), verdict);
    double t = Double.isFinite(threshold) ? 100 * threshold : 0;
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Comparison: ").append(Xml.escape(doc.source())).append("</h2>");
    sb.append("<p class=\"numbers\">").append(Xml.escape(ComparisonWriter.CHANGE_COVERS)).append("; ")
        .append(r.blocks()).append(" blocks, verdict <strong>").append(Xml.escape(verdict)).append("</strong></p>");
    sb.append(ForestChart.render("change of " + label, new ForestChart.Row[] {row},
        new ForestChart.Frame(0, -t, t, "change of mean wall time, % of base (band: +-threshold)", false)));
    return sb.toString();
  }
}
