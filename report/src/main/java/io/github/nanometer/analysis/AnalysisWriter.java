package io.github.nanometer.analysis;

import io.github.nanometer.Interval;
import io.github.nanometer.analysis.AnalysisResult.Maybe;
import io.github.nanometer.analysis.AnalysisResult.RatioComparison;
import io.github.nanometer.analysis.AnalysisResult.SystemPlan;
import io.github.nanometer.analysis.AnalysisResult.SystemSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalJson;
import io.github.nanometer.toolstats.HierarchicalBootstrap;
import io.github.nanometer.toolstats.SkewedMeanCoverage;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Writes {@code nanometer analyze} results as a text report or as JSON (schema {@code
 * nanometer-analyze}, version {@code DocumentHeader.ANALYZE}). Every interval is written with what
 * it covers.
 *
 * <p>JSON intervals have the form of {@link IntervalJson} (unbounded ones included). A quantity
 * that could not be computed is {@code {"covers": "...", "absent": "reason"}}.
 */
public final class AnalysisWriter {

  private AnalysisWriter() {}

  /** A text report: one line per system, a block per comparison, then the plan tables. */
  public static void text(AnalysisResult r, PrintStream out) {
    String pct = percent(r.confidence());
    out.printf(Locale.ROOT, "%s: %s by %s, %s confidence%n", r.source(), r.valueName(),
        String.join(" > ", r.levelNames()), pct);
    int width = Math.max(6, r.systems().stream().mapToInt(s -> s.name().length()).max().orElse(6));
    out.printf(Locale.ROOT, "%-" + width + "s %8s %12s %14s  %-38s %-38s %s%n", "system", "n", "levels", "mean",
        "CI of the mean (Kalibera-Jones t)", "CI (Hall, skew-corrected t)", "CI (bootstrap)");
    List<String> notes = new ArrayList<>();
    for (SystemSummary s : r.systems()) {
      out.printf(Locale.ROOT, "%-" + width + "s %8d %12s %14s  %-38s %-38s %s%n", s.name(), s.n(),
          shape(s.repetitions()), number(s.mean()), stated(s.ci()), maybe(s.skewCorrectedCi(), AnalysisWriter::stated),
          maybe(s.bootstrapCi(), AnalysisWriter::stated));
      statedNote(notes, s.ci());
      s.skewCorrectedCi().interval().ifPresent(i -> statedNote(notes, i));
      s.bootstrapCi().interval().ifPresent(i -> statedNote(notes, i));
      note(notes, s.skewCorrectedCi());
      note(notes, s.bootstrapCi());
    }
    for (RatioComparison c : r.comparisons()) {
      out.printf(Locale.ROOT, "%n%s / %s: ratio of means %s%n", c.candidate(), c.base(), number(c.ratio()));
      out.printf(Locale.ROOT, "  change          %s  covers mean(%s) / mean(%s) - 1 (Fieller, Welch-Satterthwaite df;"
          + " the one to decide by)%n", maybe(c.relativeChange(), AnalysisWriter::fractionInterval), c.candidate(),
          c.base());
      out.printf(Locale.ROOT, "  ratio           %s  covers mean(%s) / mean(%s) (Fieller, Welch-Satterthwaite df)%n",
          interval(c.fieller()), c.candidate(), c.base());
      out.printf(Locale.ROOT, "  ratio bootstrap %s  covers mean(%s) / mean(%s) (top-level units resampled)%n",
          maybe(c.bootstrap(), AnalysisWriter::interval), c.candidate(), c.base());
      out.printf(Locale.ROOT, "  cbdr Welch      %s  approximate, not for decisions: difference of means / base mean,"
          + " base mean taken as exact (cbdr's method)%n", maybe(c.cbdrWelch(), AnalysisWriter::fractionInterval));
      note(notes, c.bootstrap());
      note(notes, c.relativeChange());
    }
    for (String n : notes) {
      out.println("note: " + n);
    }
    r.plan().ifPresent(p -> {
      out.printf(Locale.ROOT, "%nplan for costs %s (lowest level first):%n", costs(p.costsLowestFirst()));
      for (SystemPlan sp : p.systems()) {
        PlanWriter.text(sp, r.levelNames(), out);
      }
    });
  }

  /** The whole result as one JSON document. */
  public static void json(AnalysisResult r, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.ANALYZE.write(w.beginObject()).field("source", r.source()).field("value", r.valueName());
    w.name("levels").beginArray();
    for (String level : r.levelNames()) {
      w.value(level);
    }
    w.endArray().field("confidence", r.confidence());
    w.name("bootstrap").beginObject().field("resamples", r.bootstrapResamples()).field("seed", r.bootstrapSeed())
        .field("minTopLevelUnits", HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS).endObject();
    w.name("systems").beginArray();
    for (SystemSummary s : r.systems()) {
      w.beginObject().field("name", s.name()).field("n", s.n()).name("repetitions");
      w.beginArray();
      for (int reps : s.repetitions()) {
        w.value(reps);
      }
      w.endArray().field("mean", s.mean());
      interval(w, "ci", "mean (Kalibera-Jones t interval over top-level unit means)", s.ci());
      maybe(w, "skewCorrectedCi", "mean (Hall's skewness-corrected t interval over top-level unit means)",
          s.skewCorrectedCi());
      maybe(w, "bootstrapCi", "mean (bootstrap, top-level units resampled)", s.bootstrapCi());
      w.endObject();
    }
    w.endArray().name("comparisons").beginArray();
    for (RatioComparison c : r.comparisons()) {
      w.beginObject().field("base", c.base()).field("candidate", c.candidate()).field("ratio", c.ratio());
      maybe(w, "relativeChange", "mean(candidate) / mean(base) - 1, a fraction (Fieller, Welch-Satterthwaite df)",
          c.relativeChange());
      interval(w, "fieller", "mean(candidate) / mean(base) (Fieller, Welch-Satterthwaite df)", c.fieller());
      maybe(w, "bootstrap", "mean(candidate) / mean(base) (bootstrap, top-level units resampled)", c.bootstrap());
      maybe(w, "cbdrWelch", "(mean(candidate) - mean(base)) / mean(base), a fraction (cbdr: Welch interval of the "
          + "difference divided by the base mean taken as exact; approximate, not for decisions: relativeChange is "
          + "the one to decide by)", c.cbdrWelch());
      w.endObject();
    }
    w.endArray().name("plan");
    if (r.plan().isEmpty()) {
      w.nullValue();
    } else {
      w.beginObject().name("costsLowestFirst").array(r.plan().get().costsLowestFirst()).name("systems").beginArray();
      for (SystemPlan sp : r.plan().get().systems()) {
        PlanWriter.json(w, sp, r.levelNames());
      }
      w.endArray().endObject();
    }
    w.endObject().finish();
    out.print(sb);
  }

  /** The interval, with the simulated coverage beside it where its method states one ({@link SkewedMeanCoverage}). */
  private static String stated(Interval i) {
    int at = i.method().indexOf(SkewedMeanCoverage.PREFIX);
    if (at < 0) {
      return interval(i);
    }
    int start = at + SkewedMeanCoverage.PREFIX.length();
    return interval(i) + " sim. " + i.method().substring(start, i.method().indexOf('%', start) + 1);
  }

  /**
   * The scenario behind a "sim." figure, once per method and unit count: the statement depends on
   * nothing else ({@link SkewedMeanCoverage}), so systems with as many units share one note.
   */
  private static void statedNote(List<String> notes, Interval i) {
    int at = i.method().indexOf(SkewedMeanCoverage.PREFIX);
    if (at >= 0) {
      String note = i.method().substring(0, i.method().indexOf(';')) + ": 95% nominal, " + i.method().substring(at);
      if (!notes.contains(note)) {
        notes.add(note);
      }
    }
  }

  private static void note(List<String> notes, Maybe m) {
    if (m.interval().isEmpty() && !notes.contains(m.reasonAbsent())) {
      notes.add(m.reasonAbsent());
    }
  }

  private static String maybe(Maybe m, Function<Interval, String> format) {
    return m.interval().map(format).orElse("(left out, see note)");
  }

  private static void maybe(JsonWriter w, String name, String covers, Maybe m) {
    if (m.interval().isPresent()) {
      interval(w, name, covers, m.interval().get());
    } else {
      w.name(name).beginObject().field("covers", covers).field("absent", m.reasonAbsent()).endObject();
    }
  }

  /** The interval under {@code name}, described by this document's wording of what it covers. */
  private static void interval(JsonWriter w, String name, String covers, Interval i) {
    IntervalJson.write(w, name, covers, i);
  }

  static String number(double v) {
    if (Double.isInfinite(v)) {
      return v > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%.6g", v);
  }

  static String interval(Interval i) {
    return "[" + number(i.low()) + ", " + number(i.high()) + "]";
  }

  /** A fractional interval in percent, e.g. {@code [-5.80%, +14.65%]}; infinite ends as {@code -inf}, {@code +inf}. */
  public static String fractionInterval(Interval i) {
    return "[" + signedPercent(i.low()) + ", " + signedPercent(i.high()) + "]";
  }

  private static String signedPercent(double fraction) {
    if (Double.isInfinite(fraction)) {
      return fraction > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.2f%%", 100 * fraction);
  }

  /** A fraction as a percentage with up to 10 significant digits and no trailing zeros: 0.999 gives "99.9%". */
  public static String percent(double fraction) {
    return new BigDecimal(fraction * 100).round(new MathContext(10)).stripTrailingZeros().toPlainString() + "%";
  }

  private static String shape(int[] repetitions) {
    StringBuilder sb = new StringBuilder();
    for (int reps : repetitions) {
      sb.append(sb.length() == 0 ? "" : "x").append(reps);
    }
    return sb.toString();
  }

  static String costs(double[] costs) {
    StringBuilder sb = new StringBuilder();
    for (double c : costs) {
      sb.append(sb.length() == 0 ? "" : ",").append(JsonWriter.formatDouble(c));
    }
    return sb.toString();
  }
}
