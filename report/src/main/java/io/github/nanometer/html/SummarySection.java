package io.github.nanometer.html;

import io.github.nanometer.comparison.ComparisonResult;
import io.github.nanometer.comparison.ComparisonWriter;
import io.github.nanometer.judge.Change;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.Judgement;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The summary a report opens with, before the detail sections: what was measured (each document,
 * its kind and how many benchmarks it holds), where (machine and JVM from each document's
 * environment as its reader returned it, or from a JMH file's JVM members), and the verdicts (per judge document the number
 * of benchmarks slower, faster, without change and inconclusive, with the slower and faster rows in
 * full; per compare document its verdict and change).
 */
final class SummarySection {

  private SummarySection() {}

  /** The summary of {@code documents}, in their order. */
  static String html(List<ReportDocument> documents) {
    StringBuilder sb = new StringBuilder("<section class=\"summary\"><h2>Summary</h2>");
    int total = documents.stream().mapToInt(ReportDocument::benchmarkCount).sum();
    sb.append("<p class=\"numbers totals\">").append(documents.size())
        .append(documents.size() == 1 ? " document, " : " documents, ").append(total)
        .append(total == 1 ? " benchmark" : " benchmarks").append(" or comparisons in all</p>");
    sb.append("<h3>What was measured, and where</h3><table class=\"measured\"><thead><tr><th>document</th>")
        .append("<th>kind</th><th>benchmarks</th><th>machine</th><th>JVM</th></tr></thead><tbody>");
    for (ReportDocument d : documents) {
      sb.append("<tr><td>").append(Xml.escape(d.source())).append("</td><td>").append(Xml.escape(kind(d)))
          .append("</td><td class=\"num count\">").append(d.benchmarkCount()).append("</td><td>")
          .append(Xml.escape(machine(d))).append("</td><td>").append(Xml.escape(jvm(d))).append("</td></tr>");
    }
    sb.append("</tbody></table><h3>Verdicts</h3>");
    boolean any = false;
    for (ReportDocument d : documents) {
      if (d.schema().equals("nanometer-judge")) {
        judge(sb, d);
        any = true;
      } else if (d.schema().equals("nanometer-compare")) {
        ComparisonResult c = d.comparison();
        sb.append("<p class=\"verdict compare\">").append(Xml.escape(d.source())).append(": <strong>")
            .append(Xml.escape(ComparisonWriter.verdictName(c.verdict()))).append("</strong>, change of mean wall time ")
            .append(JudgeTable.percent(c.estimate())).append(" [")
            .append(JudgeTable.percent(c.change().low())).append(", ")
            .append(JudgeTable.percent(c.change().high())).append("]</p>");
        any = true;
      }
    }
    if (!any) {
      sb.append("<p class=\"note\">no judge or compare document: measurements only, no verdicts</p>");
    }
    return sb.append("</section>").toString();
  }

  private static void judge(StringBuilder sb, ReportDocument d) {
    JudgeResult r = d.judge().result();
    sb.append("<p class=\"verdict judge\">").append(Xml.escape(d.source())).append(" (")
        .append(Xml.escape(d.judge().sources().baseFile())).append(" -&gt; ")
        .append(Xml.escape(d.judge().sources().newFile())).append("): ");
    sb.append(count(r, "slower", Change.SLOWER)).append(", ").append(count(r, "faster", Change.FASTER)).append(", ")
        .append(count(r, "no change", Change.NO_CHANGE)).append(", ")
        .append(count(r, "inconclusive", Change.INCONCLUSIVE, Change.INCONCLUSIVE_ONE_JVM));
    JudgeResult.GeometricMean gm = r.geometricMean();
    if (gm.count() > 0) {
      sb.append("; geometric mean ").append(JudgeTable.percent(gm.ratio() - 1)).append(" ")
          .append(Xml.escape(JudgeTable.interval(gm.interval()))).append(", ").append(Xml.escape(gm.verdict().words()));
    }
    sb.append("</p>");
    List<Judgement> notable = r.judgements().stream()
        .filter(j -> j.verdict() == Change.SLOWER || j.verdict() == Change.FASTER).toList();
    if (!notable.isEmpty()) {
      sb.append(JudgeTable.html(notable, r.confidence()));
    }
  }

  private static String count(JudgeResult r, String words, Change... verdicts) {
    List<Change> of = List.of(verdicts);
    long n = r.judgements().stream().filter(j -> of.contains(j.verdict())).count();
    return "<span class=\"verdict-count\" data-verdict=\"" + words + "\">" + n + " " + words + "</span>";
  }

  private static String kind(ReportDocument d) {
    return switch (d.schema()) {
      case "nanometer-results" -> "results";
      case "nanometer-compare" -> "comparison of two commands";
      case "nanometer-judge" -> "judgement of two result files";
      case "nanometer-threaded" -> "threaded results";
      case ReportDocument.JMH -> "JMH results";
      default -> d.plugin().kind();
    };
  }

  /** OS, architecture and processors from the environment; what the document lacks said so. */
  private static String machine(ReportDocument d) {
    return d.environment().map(e -> join(e.osName() + " " + e.osVersion(), e.arch(), e.availableProcessors()
        + (e.availableProcessors() == 1 ? " processor" : " processors"))).orElse("not recorded");
  }

  /** The VM and its version from the environment or, for a JMH file, from its benchmarks' members. */
  private static String jvm(ReportDocument d) {
    if (d.schema().equals(ReportDocument.JMH)) {
      String jvms = d.jmh().stream().map(b -> join(b.vmName(), b.jdkVersion())).filter(s -> !s.isEmpty())
          .distinct().collect(Collectors.joining("; "));
      return jvms.isEmpty() ? "not recorded" : jvms;
    }
    return d.environment().map(e -> join(e.vmName(), e.javaVersion())).orElse("not recorded");
  }

  private static String join(String... parts) {
    return java.util.Arrays.stream(parts).map(String::strip).filter(s -> !s.isEmpty())
        .collect(Collectors.joining(", "));
  }
}
