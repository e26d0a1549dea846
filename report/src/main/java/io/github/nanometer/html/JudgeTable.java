package io.github.nanometer.html;

import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.judge.Judgement;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The numbers of a judgement as a table: per benchmark the base and new values its ratio divides
 * ({@link Judgement#baseValue()}, {@link Judgement#newValue()}), the change of
 * time per operation (new / base - 1, in percent; for throughput the inverse ratio, as {@code judge}
 * computes it) with its interval, and the verdict. Each row carries its verdict as the class {@code
 * verdict-...}, so the page can colour it and tests can count rows.
 */
final class JudgeTable {

  private JudgeTable() {}

  /** The table of {@code judgements}, in the order given; confidence labels the interval column. */
  static String html(List<Judgement> judgements, double confidence) {
    StringBuilder sb = new StringBuilder("<table class=\"judge\"><thead><tr><th>benchmark</th><th>base</th>")
        .append("<th>new</th><th>change of time</th><th>")
        .append(Double.isFinite(confidence) ? Math.round(100 * confidence) + "% interval" : "interval")
        .append("</th><th>verdict</th></tr></thead><tbody>");
    for (Judgement j : judgements) {
      String verdict = j.verdict().words();
      sb.append("<tr class=\"verdict-").append(cssWord(verdict)).append("\"><td>").append(Xml.escape(j.base().key()))
          .append("</td><td class=\"num\">").append(Xml.escape(value(j.baseValue(), j.base())))
          .append("</td><td class=\"num\">").append(Xml.escape(value(j.newValue(), j.base())))
          .append("</td><td class=\"num change\">").append(percent(j.ratio() - 1))
          .append("</td><td class=\"num\">").append(Xml.escape(interval(j.interval())))
          .append("</td><td class=\"verdict\">").append(Xml.escape(verdict)).append("</td></tr>");
    }
    return sb.append("</tbody></table>").toString();
  }

  /** A verdict as a CSS class word: "no change" as {@code no-change}, "inconclusive (one JVM)" as {@code inconclusive}. */
  static String cssWord(String verdict) {
    return verdict.startsWith("inconclusive") ? "inconclusive" : verdict.replaceAll("[^a-z]+", "-");
  }

  /**
   * The change of a ratio's interval, {@code [low - 1, high - 1]} in percent; "unbounded (below
   * +X%)" for a set that reaches a ratio of 0 or below, "unbounded" for one without ends, "none"
   * without one.
   */
  static String interval(Optional<Interval> ratio) {
    return ratio.map(i -> Judgement.boundedPositive(i) ? "[" + percent(i.low() - 1) + ", " + percent(i.high() - 1) + "]"
        : i.high() > 0 && Double.isFinite(i.high()) ? "unbounded (below " + percent(i.high() - 1) + ")" : "unbounded")
        .orElse("none");
  }

  /** A fraction as a signed percentage with one decimal, "n/a" when not finite. */
  static String percent(double fraction) {
    return Double.isFinite(fraction) ? String.format(Locale.ROOT, "%+.1f%%", 100 * fraction) : "n/a";
  }

  /** A value in {@code b}'s unit; "n/a" when not finite. */
  private static String value(double v, SavedBenchmark b) {
    return Double.isFinite(v) ? Svg.sig(v) + " " + b.unit() : "n/a";
  }
}
