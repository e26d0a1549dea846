package io.github.nanometer.judge;

import io.github.nanometer.report.CiFormats;
import io.github.nanometer.report.Units;
import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A {@link JudgeResult} in the formats CI reads: a Markdown table for a pull-request comment,
 * github-action-benchmark's {@code customSmallerIsBetter} JSON and the Bencher Metric Format (both
 * through {@link CiFormats}). The tools get the ratio new/base of time per operation (below 1 is
 * faster, so smaller is better) with its interval, one row per judged benchmark; an interval that is
 * not a bounded one of positive ratios ({@link Judgement#boundedInterval()}) is left out, as CiFormats
 * leaves out an unbounded one.
 *
 * <p>The Markdown is posted as a pull-request comment, where HTML is live: every text from the
 * files (names, parameters, variants, units) goes through {@link #cell}, which writes {@code &},
 * {@code <} and {@code >} as entities, escapes pipes and control characters, so a benchmark named
 * {@code <script>} or {@code <img onerror=...>} shows as text.
 */
public final class JudgeCiWriter {
  private JudgeCiWriter() {}

  /** Bencher's measure slug of the ratio new/base. */
  public static final String RATIO_MEASURE = "ratio-new-base";

  /**
   * Markdown: a one-line summary (verdict counts and the exit status), the table (benchmark, base
   * and new: the two values the ratio divides, change with its interval, verdict), the geometric
   * mean, what would decide each inconclusive row, and the benchmarks in one file only.
   */
  public static void markdown(JudgeResult r, PrintStream out) {
    out.println("**nanometer judge**: " + summary(r) + " (threshold \u00b1" + Units.percent(r.thresholdFraction())
        + ", " + Units.percent(r.confidence()) + " intervals)");
    out.println();
    out.println("| benchmark | base | new | change (" + Units.percent(r.confidence()) + " interval) | verdict |");
    out.println("|---|---:|---:|---|---|");
    for (Judgement j : r.judgements()) {
      out.println("| " + cell(JudgeWriter.label(j.base())) + " | " + cell(JudgeWriter.value(j.baseValue(), j.base()))
          + " | " + cell(JudgeWriter.value(j.newValue(), j.base())) + " | " + change(j.ratio(), j.interval()) + " | "
          + (j.verdict() == Change.SLOWER ? "**slower**" : j.verdict().words()) + " |");
    }
    JudgeResult.GeometricMean g = r.geometricMean();
    if (g.count() > 0) {
      out.println("| geometric mean (" + g.count() + ") | | | " + change(g.ratio(), g.interval()) + " | "
          + g.verdict().words() + " |");
    }
    List<String> after = new ArrayList<>();
    for (Judgement j : r.judgements()) {
      WhatWouldDecide.of(j, r.thresholdFraction())
          .ifPresent(d -> after.add("- to decide " + cell(JudgeWriter.label(j.base())) + ": " + cell(d)));
    }
    r.onlyInBase().forEach(b -> after.add("- only in base: " + cell(JudgeWriter.label(b))));
    r.onlyInNew().forEach(b -> after.add("- only in new: " + cell(JudgeWriter.label(b))));
    JudgeWriter.notes(r).forEach(n -> after.add("- note: " + cell(n)));
    if (!after.isEmpty()) {
      out.println();
      after.forEach(out::println);
    }
  }

  /** E.g. {@code "1 slower, 3 no change, 2 inconclusive; exit 1 (regression)"}. */
  static String summary(JudgeResult r) {
    Map<Change, Long> counts = new EnumMap<>(Change.class);
    r.judgements().forEach(j -> counts.merge(j.verdict(), 1L, Long::sum));
    String each = counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().words())
        .collect(Collectors.joining(", "));
    return each + "; exit " + r.exitCode() + " (" + JudgeWriter.exitWords(r.exitCode()) + ")";
  }

  /** github-action-benchmark's {@code customSmallerIsBetter}: the ratio per benchmark, range from its interval. */
  public static void ghAction(JudgeResult r, PrintStream out) {
    CiFormats.ghAction(rows(r), out);
  }

  /** Bencher Metric Format: measure {@value #RATIO_MEASURE} per benchmark, bounds from its interval. */
  public static void bmf(JudgeResult r, PrintStream out) {
    CiFormats.bmf(rows(r), out);
  }

  static List<CiFormats.Row> rows(JudgeResult r) {
    List<CiFormats.Row> rows = new ArrayList<>();
    for (Judgement j : r.judgements()) {
      rows.add(new CiFormats.Row(JudgeWriter.label(j.base()), "ratio new/base", RATIO_MEASURE, j.ratio(),
          j.boundedInterval(), j.verdict().words() + "; " + j.method()));
    }
    return rows;
  }

  /**
   * {@code "+4.1% [+2.0%, +6.3%]"}; {@code "+4.1% (unbounded, below +204.0%)"} for a set that
   * reaches a ratio of 0 or below, {@code "+4.1% (unbounded)"} for one without ends; without an
   * interval the change alone.
   */
  private static String change(double ratio, java.util.Optional<io.github.nanometer.Interval> ci) {
    if (!Double.isFinite(ratio)) {
      return "-";
    }
    String c = CiFormats.change(ratio);
    if (ci.isEmpty()) {
      return c;
    }
    io.github.nanometer.Interval i = ci.get();
    if (Judgement.boundedPositive(i)) {
      return c + " " + changeBounds(i.low(), i.high());
    }
    return i.high() > 0 && Double.isFinite(i.high()) ? c + " (unbounded, below " + CiFormats.change(i.high()) + ")"
        : c + " (unbounded)";
  }

  /** {@code [low, high]} as changes with one decimal, or more (up to six) where one would print both alike. */
  private static String changeBounds(double low, double high) {
    for (int decimals = 1; decimals <= 6; decimals++) {
      String lo = String.format(Locale.ROOT, "%+." + decimals + "f%%", 100 * (low - 1));
      String hi = String.format(Locale.ROOT, "%+." + decimals + "f%%", 100 * (high - 1));
      if (!lo.equals(hi) || decimals == 6) {
        return "[" + lo + ", " + hi + "]";
      }
    }
    throw new AssertionError("unreachable");
  }

  /**
   * Text safe inside a Markdown table cell of a comment GitHub renders: {@code &}, {@code <} and
   * {@code >} as the entities {@code &amp;}, {@code &lt;} and {@code &gt;} (no tag or entity of the
   * text reaches the page), backslashes and pipes escaped, line breaks as spaces and every other
   * control character escaped ({@link Messages#escape}).
   */
  static String cell(String s) {
    String oneLine = s.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
    return Messages.escape(oneLine).replace("\\", "\\\\").replace("|", "\\|").replace("&", "&amp;")
        .replace("<", "&lt;").replace(">", "&gt;");
  }
}
