package io.github.nanometer.judge;

import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalJson;
import io.github.nanometer.report.SavedResultReader;
import io.github.nanometer.report.Units;
import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a {@link JudgeResult}: a text table for people, the JSON document {@code nanometer-judge}
 * (header {@link DocumentHeader#JUDGE}), or CSV. Ratios are new/base time per operation (below 1 is
 * faster); the text and CSV show beside each the two values it divides ({@link
 * Judgement#baseValue()}, {@link Judgement#newValue()}), not the files' own estimates. The JSON keeps
 * the threshold, confidence, every ratio interval and each benchmark's identity, so a report can draw
 * the forest plot from it.
 *
 * <p>Names, parameters, variants, units and file names come from the files and the command line:
 * the text and CSV show their control characters escaped ({@link Messages#escape}: {@code \u001b},
 * never a raw escape that would drive the terminal). A ratio interval is {@code [low, high]} only
 * when it is bounded and above 0 ({@link Judgement#boundedInterval()}); a Fieller set that reaches 0
 * or below prints as {@code unbounded (below HIGH)}, one without ends as {@code unbounded}, never a
 * negative time ratio (the JSON keeps the set's ends as computed).
 *
 * <p>JSON members, in order: {@code schema}, {@code version}, {@code base} and {@code new} ({@code
 * file}, {@code format}, {@code benchmarks}), {@code threshold} and {@code confidence} (fractions),
 * {@code comparisons} [{@code name}, {@code params}, {@code variant}, {@code unit}, {@code
 * higherIsBetter}, {@code baseEstimate}, {@code newEstimate}, {@code baseValue}, {@code newValue} (the
 * values the ratio divides), {@code ratio}, {@code interval}
 * ({@code low}, {@code high}, {@code confidence}, {@code method}, {@code covers}; null when none),
 * {@code method}, {@code jvmVariationIncluded}, {@code verdict}, {@code toDecide} (for an
 * inconclusive verdict, what more measurement would decide it; null otherwise), {@code baseData},
 * {@code newData}], {@code geometricMean} ({@code count}, {@code
 * ratio}, {@code interval}, {@code verdict}), {@code onlyInBase} and {@code onlyInNew} [{@code
 * name}, {@code params}, {@code variant}, {@code data}], {@code notes}, {@code exitCode}. Non-finite
 * numbers are null. Each {@code ...Data} / {@code data} object holds the rest of the saved
 * benchmark ({@code unit}, {@code higherIsBetter}, {@code estimate}, {@code forked}, {@code
 * shortSamples}, {@code values}: one row per JVM; {@code forkEstimates}, each fork's steady-state
 * estimate, only where the file kept them), so {@link JudgeReader} rebuilds the result.
 */
public final class JudgeWriter {

  /** The CSV header line. */
  public static final String CSV_HEADER =
      "benchmark,params,variant,unit,base_estimate,new_estimate,base_value,new_value,ratio,ratio_low,ratio_high,"
          + "verdict,method";

  private JudgeWriter() {}

  /**
   * The files a judgement read.
   *
   * @param baseFile the base file's path as given
   * @param baseFormat what it held
   * @param newFile the new file's path as given
   * @param newFormat what it held
   */
  public record Sources(String baseFile, SavedResultReader.SavedFile baseFormat, String newFile,
      SavedResultReader.SavedFile newFormat) {}

  /** Notes on what the intervals include, one line each. */
  public static List<String> notes(JudgeResult r) {
    List<String> notes = new ArrayList<>();
    long withinOne = r.judgements().stream().filter(j -> j.interval().isPresent() && !j.jvmVariationIncluded()).count();
    if (withinOne > 0) {
      notes.add(withinOne + " of " + r.judgements().size() + " intervals come from the samples of one JVM per side: "
          + "JVM-to-JVM variation is not included (save results of several forks, e.g. JMH -f 3, for that); "
          + "without a recorded spread between compiled copies the verdict is 'inconclusive (one JVM)'");
    }
    long overForks = r.judgements().stream().filter(Judgement::jvmVariationIncluded).count();
    if (overForks > 0) {
      notes.add(overForks + " of " + r.judgements().size() + " intervals are over forks (Kalibera-Jones, Fieller on "
          + "fork means): JVM-to-JVM variation is included");
    }
    if (r.geometricMean().count() > 0) {
      int k = r.geometricMean().count();
      notes.add("geometric mean over " + k + (k == 1 ? " benchmark" : " benchmarks") + " with a bounded positive "
          + "interval; its interval combines their log-ratio intervals, assuming independent benchmarks");
    }
    leftOut(r).ifPresent(notes::add);
    return notes;
  }

  /**
   * The benchmarks the geometric mean leaves out, each named with why ({@link
   * JudgeResult#whyLeftOut}), those of one JVM counted; empty when none is left out, or when only
   * one-JVM rows are (the one-JVM note and the row's count of 0 say it).
   */
  static Optional<String> leftOut(JudgeResult r) {
    List<Judgement> out = r.leftOutOfGeometricMean();
    List<String> named = out.stream().filter(j -> j.verdict() != Change.INCONCLUSIVE_ONE_JVM)
        .map(j -> label(j.base()) + " (" + JudgeResult.whyLeftOut(j).orElseThrow() + ")").toList();
    long oneJvm = out.size() - named.size();
    if (named.isEmpty() && (oneJvm == 0 || r.geometricMean().count() == 0)) {
      return Optional.empty();
    }
    String ones = oneJvm == 0 ? "" : (named.isEmpty() ? "" : "; ") + oneJvm + " from one JVM per side";
    return Optional.of("left out of the geometric mean (" + out.size() + " of " + r.judgements().size() + "): "
        + String.join(", ", named) + ones);
  }

  /** The text table. */
  public static void text(JudgeResult r, Sources s, PrintStream out) {
    out.printf(Locale.ROOT, "base: %s (%s, %d benchmarks)%nnew:  %s (%s, %d benchmarks)%n",
        Messages.escape(s.baseFile()), s.baseFormat().format(), s.baseFormat().benchmarks().size(),
        Messages.escape(s.newFile()), s.newFormat().format(), s.newFormat().benchmarks().size());
    out.printf(Locale.ROOT, "ratio = new / base time per operation (below 1 is faster); %s intervals; threshold +-%s%n",
        Units.percent(r.confidence()), Units.percent(r.thresholdFraction()));
    out.printf(Locale.ROOT, "base, new: the two values the ratio divides (the mean of the values its interval is "
        + "over, or two medians), not the files' estimates (in --format json)%n%n");
    int width = Math.max(20, r.judgements().stream().mapToInt(j -> shown(j.base()).length()).max().orElse(0));
    String row = "%-" + width + "s %12s %12s %8s  %-20s %s%n";
    out.printf(Locale.ROOT, row, "benchmark", "base", "new", "ratio", Units.percent(r.confidence()) + " interval",
        "verdict");
    for (Judgement j : r.judgements()) {
      out.printf(Locale.ROOT, row, shown(j.base()), value(j.baseValue(), j.base()), value(j.newValue(), j.base()),
          ratio(j.ratio()), interval(j.interval()), j.verdict().words());
    }
    JudgeResult.GeometricMean g = r.geometricMean();
    out.printf(Locale.ROOT, row, "geometric mean (" + g.count() + ")", "", "", ratio(g.ratio()), interval(g.interval()),
        g.count() == 0 ? "-" : g.verdict().words());
    for (SavedBenchmark b : r.onlyInBase()) {
      out.println("only in base: " + shown(b));
    }
    for (SavedBenchmark b : r.onlyInNew()) {
      out.println("only in new:  " + shown(b));
    }
    for (Judgement j : r.judgements()) {
      if (j.interval().isEmpty()) {
        out.println("note: " + shown(j.base()) + ": " + Messages.escape(j.method()));
      }
    }
    for (Judgement j : r.judgements()) {
      WhatWouldDecide.of(j, r.thresholdFraction())
          .ifPresent(d -> out.println("to decide " + shown(j.base()) + ": " + Messages.escape(d)));
    }
    for (String note : notes(r)) {
      out.println("note: " + Messages.escape(note));
    }
    out.println("exit " + r.exitCode() + ": " + exitWords(r.exitCode()));
  }

  /** The meaning of a judge exit status: {@code no regression}, {@code regression}, {@code inconclusive}. */
  static String exitWords(int exitCode) {
    return switch (exitCode) {
      case 0 -> "no regression";
      case 1 -> "regression";
      default -> "inconclusive";
    };
  }

  /** The {@code nanometer-judge} JSON document. */
  public static void json(JudgeResult r, Sources s, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.JUDGE.write(w.beginObject());
    w.name("base").beginObject().field("file", s.baseFile()).field("format", s.baseFormat().format())
        .field("benchmarks", s.baseFormat().benchmarks().size()).endObject();
    w.name("new").beginObject().field("file", s.newFile()).field("format", s.newFormat().format())
        .field("benchmarks", s.newFormat().benchmarks().size()).endObject();
    w.field("threshold", r.thresholdFraction()).field("confidence", r.confidence());
    w.name("comparisons").beginArray();
    for (Judgement j : r.judgements()) {
      w.beginObject();
      identity(w, j.base());
      w.field("unit", j.base().unit()).field("higherIsBetter", j.base().higherIsBetter())
          .field("baseEstimate", j.base().estimate()).field("newEstimate", j.candidate().estimate())
          .field("baseValue", j.baseValue()).field("newValue", j.newValue()).field("ratio", j.ratio());
      interval(w, j.interval());
      w.field("method", j.method()).field("jvmVariationIncluded", j.jvmVariationIncluded())
          .field("verdict", j.verdict().words())
          .field("toDecide", WhatWouldDecide.of(j, r.thresholdFraction()).orElse(null));
      data(w, "baseData", j.base());
      data(w, "newData", j.candidate());
      w.endObject();
    }
    w.endArray();
    JudgeResult.GeometricMean g = r.geometricMean();
    w.name("geometricMean").beginObject().field("count", g.count()).field("ratio", g.ratio());
    interval(w, g.interval());
    w.field("verdict", g.verdict().words()).endObject();
    only(w, "onlyInBase", r.onlyInBase());
    only(w, "onlyInNew", r.onlyInNew());
    w.name("notes").beginArray();
    notes(r).forEach(w::value);
    w.endArray();
    w.field("exitCode", r.exitCode());
    w.endObject().finish();
    out.print(sb);
  }

  /** CSV: {@link #CSV_HEADER}, one row per comparison, the geometric mean, then one-file benchmarks. */
  public static void csv(JudgeResult r, PrintStream out) {
    out.println(CSV_HEADER);
    for (Judgement j : r.judgements()) {
      SavedBenchmark b = j.base();
      out.println(String.join(",", csv(b.name()), csv(params(b.params())), csv(b.variant()), csv(b.unit()),
          num(b.estimate()), num(j.candidate().estimate()), num(j.baseValue()), num(j.newValue()),
          num(j.ratio()), low(j.interval()), high(j.interval()), j.verdict().words(),
          csv(j.method())));
    }
    JudgeResult.GeometricMean g = r.geometricMean();
    out.println(String.join(",", "geometric mean", "", "", "", "", "", "", "", num(g.ratio()),
        low(g.interval()), high(g.interval()), g.count() == 0 ? "" : g.verdict().words(),
        csv("over " + g.count() + " benchmarks")));
    for (SavedBenchmark b : r.onlyInBase()) {
      out.println(String.join(",", csv(b.name()), csv(params(b.params())), csv(b.variant()), csv(b.unit()),
          num(b.estimate()), "", "", "", "", "", "", "only in base", ""));
    }
    for (SavedBenchmark b : r.onlyInNew()) {
      out.println(String.join(",", csv(b.name()), csv(params(b.params())), csv(b.variant()), csv(b.unit()), "",
          num(b.estimate()), "", "", "", "", "", "only in new", ""));
    }
  }

  private static void identity(JsonWriter w, SavedBenchmark b) {
    w.field("name", b.name());
    w.name("params").beginObject();
    for (Map.Entry<String, String> p : b.params().entrySet()) {
      w.field(p.getKey(), p.getValue());
    }
    w.endObject();
    w.field("variant", b.variant());
  }

  /** What a {@link SavedBenchmark} holds beyond its identity, so that a reader can rebuild it. */
  private static void data(JsonWriter w, String member, SavedBenchmark b) {
    w.name(member).beginObject().field("unit", b.unit()).field("higherIsBetter", b.higherIsBetter())
        .field("estimate", b.estimate()).field("forked", b.forked()).field("shortSamples", b.shortSamples())
        .name("values").rows(b.values());
    if (b.forkEstimates().length > 0) {
      w.name("forkEstimates").array(b.forkEstimates());
    }
    w.endObject();
  }

  private static void only(JsonWriter w, String member, List<SavedBenchmark> list) {
    w.name(member).beginArray();
    for (SavedBenchmark b : list) {
      w.beginObject();
      identity(w, b);
      data(w, "data", b);
      w.endObject();
    }
    w.endArray();
  }

  private static void interval(JsonWriter w, Optional<Interval> ci) {
    w.name("interval");
    if (ci.isPresent()) {
      w.beginObject().field("low", ci.get().low()).field("high", ci.get().high());
      IntervalJson.description(w, null, ci.get());
      w.endObject();
    } else {
      w.nullValue();
    }
  }

  /** A benchmark as the writers name it: {@code name params (variant)}, as the files have it (unescaped). */
  static String label(SavedBenchmark b) {
    return b.name() + (b.params().isEmpty() ? "" : " " + params(b.params())) + " (" + b.variant() + ")";
  }

  /** {@link #label} with its control characters escaped, for the terminal. */
  static String shown(SavedBenchmark b) {
    return Messages.escape(label(b));
  }

  private static String params(Map<String, String> params) {
    StringBuilder sb = new StringBuilder();
    params.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append('=').append(v));
    return sb.toString();
  }

  /**
   * A value of {@code b}'s side in its unit ({@code 37.94 ns}, {@code 2.500e+06 ops/s}), the unit's
   * control characters escaped; {@code -} when not finite.
   */
  static String value(double v, SavedBenchmark b) {
    if (!Double.isFinite(v)) {
      return "-";
    }
    if (b.unit().equals("ns/op")) {
      return Units.nanos(v);
    }
    return String.format(Locale.ROOT, "%.4g %s", v, Messages.escape(b.unit()));
  }

  static String ratio(double ratio) {
    return Double.isFinite(ratio) ? String.format(Locale.ROOT, "%.3f", ratio) : "-";
  }

  /**
   * {@code [low, high]} with three decimals, or more (up to nine) where three would print a narrow
   * interval's two bounds alike and so claim a zero width it does not have; {@code unbounded (below
   * HIGH)} for a set that reaches 0 or below, {@code unbounded} for one without ends; {@code -} for
   * none.
   */
  static String interval(Optional<Interval> ci) {
    return ci.map(c -> Judgement.boundedPositive(c) ? bounds(c.low(), c.high())
        : c.high() > 0 && Double.isFinite(c.high()) ? "unbounded (below " + ratio(c.high()) + ")" : "unbounded")
        .orElse("-");
  }

  private static String bounds(double low, double high) {
    for (int decimals = 3; decimals <= 9; decimals++) {
      String lo = String.format(Locale.ROOT, "%." + decimals + "f", low);
      String hi = String.format(Locale.ROOT, "%." + decimals + "f", high);
      if (!lo.equals(hi) || decimals == 9) {
        return "[" + lo + ", " + hi + "]";
      }
    }
    throw new AssertionError("unreachable");
  }

  /** A ratio interval's lower end for CSV: empty when there is none, or the set reaches 0 or below. */
  private static String low(Optional<Interval> ci) {
    return ci.filter(Judgement::boundedPositive).map(c -> num(c.low())).orElse("");
  }

  /** A ratio interval's upper end for CSV: empty when there is none or it is not finite (or not above 0). */
  private static String high(Optional<Interval> ci) {
    return ci.filter(c -> c.high() > 0).map(c -> num(c.high())).orElse("");
  }

  /** A CSV number; empty when not finite. */
  private static String num(double v) {
    return Double.isFinite(v) ? JsonWriter.formatDouble(v) : "";
  }

  /** A CSV field: control characters escaped ({@link Messages#escape}), quoted when it holds a comma or a quote. */
  private static String csv(String raw) {
    String s = Messages.escape(raw);
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
