package io.github.nanometer.html;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.judge.JudgeReader;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.JudgeWriter;
import io.github.nanometer.judge.Judgement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The section of a {@code nanometer-judge} document, drawn from the {@link JudgeReader.Document}
 * its reader made of it: the forest plot of ratios new/base (and the geometric mean) with the
 * threshold band, the numbers table ({@link JudgeTable}), and per benchmark the base's and the new
 * side's values overlaid ({@link OverlayChart}): nanometer's raw samples (per-evaluation times) or
 * JMH's iteration scores, every JVM's together, in the unit the judgement used.
 */
final class JudgeSection {

  private JudgeSection() {}

  /** The HTML of a judge document ({@link ReportDocument#judge}). */
  static String html(ReportDocument doc) {
    JudgeReader.Document typed = doc.judge();
    JudgeResult r = typed.result();
    double t = Double.isFinite(r.thresholdFraction()) ? r.thresholdFraction() : 0;
    List<ForestChart.Row> rows = new ArrayList<>();
    for (Judgement j : r.judgements()) {
      rows.add(new ForestChart.Row(j.base().key(), j.ratio(), j.interval().map(i -> i.low()).orElse(Double.NaN),
          j.interval().map(i -> i.high()).orElse(Double.NaN), j.verdict().words()));
    }
    JudgeResult.GeometricMean gm = r.geometricMean();
    if (gm.count() > 0) {
      rows.add(new ForestChart.Row("geometric mean (" + gm.count() + ")", gm.ratio(),
          gm.interval().map(i -> i.low()).orElse(Double.NaN), gm.interval().map(i -> i.high()).orElse(Double.NaN),
          gm.verdict().words()));
    }
    StringBuilder sb = new StringBuilder();
    sb.append("<h2>Judge: ").append(Xml.escape(typed.sources().baseFile())).append(" -&gt; ")
        .append(Xml.escape(typed.sources().newFile())).append("</h2>");
    if (rows.isEmpty()) {
      sb.append("<p class=\"note\">no benchmark is in both files: nothing to draw</p>");
    } else {
      sb.append(ForestChart.render("ratio new / base per benchmark", rows.toArray(ForestChart.Row[]::new),
          new ForestChart.Frame(1, 1 - t, 1 + t, "time ratio new / base, log scale (band: 1 +- threshold)", true)));
      sb.append(JudgeTable.html(r.judgements(), r.confidence()));
      sb.append("<div class=\"charts\">");
      List<String> withoutValues = new ArrayList<>();
      for (Judgement j : r.judgements()) {
        double[] base = j.base().pooledValues();
        double[] candidate = j.candidate().pooledValues();
        if (base.length == 0 || candidate.length == 0 || !j.base().unit().equals(j.candidate().unit())) {
          withoutValues.add(j.base().key());
          continue;
        }
        sb.append(Figure.of(j.base().key() + ": " + j.verdict().words(), OverlayChart.render("base and new of "
            + j.base().key(), new OverlayChart.Values("base", base), new OverlayChart.Values("new", candidate),
            axis(j.base()))));
      }
      sb.append("</div>");
      if (!withoutValues.isEmpty()) {
        sb.append("<p class=\"note\">no overlay (a side keeps no values, e.g. JMH's sample mode, or the units differ): ")
            .append(Xml.escape(String.join("; ", withoutValues))).append("</p>");
      }
    }
    only(sb, "only in base", r.onlyInBase());
    only(sb, "only in new", r.onlyInNew());
    for (String note : JudgeWriter.notes(r)) {
      sb.append("<p class=\"note\">").append(Xml.escape(note)).append("</p>");
    }
    return sb.toString();
  }

  /** What the overlaid values are: nanometer's samples, or JMH's iteration scores. */
  private static DistributionChart.ValueAxis axis(SavedBenchmark b) {
    return b.shortSamples()
        ? new DistributionChart.ValueAxis(b.unit() + " per sample (" + b.values().length + " compiled copies or JVMs)",
            b.unit(), "samples")
        : new DistributionChart.ValueAxis(b.unit() + " per iteration (" + b.values().length
            + (b.forked() ? " forks)" : " JVM)"), b.unit(), "iterations");
  }

  private static void only(StringBuilder sb, String what, List<SavedBenchmark> list) {
    if (list.isEmpty()) {
      return;
    }
    sb.append("<p class=\"note\">").append(Xml.escape(what)).append(": ")
        .append(Xml.escape(list.stream().map(SavedBenchmark::key).collect(Collectors.joining("; ")))).append("</p>");
  }
}
