package io.github.nanometer.report;

import io.github.nanometer.compare.AnalysisResult;
import io.github.nanometer.compare.AnalysisResult.RatioComparison;
import io.github.nanometer.compare.AnalysisResult.SystemPlan;
import io.github.nanometer.compare.AnalysisResult.SystemSummary;
import io.github.nanometer.stats.Interval;
import io.github.nanometer.stats.RepetitionPlan;
import io.github.nanometer.stats.VarianceComponents;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/** Writes {@code nanometer analyze} results as a text report or as JSON (schema {@code nanometer-analyze}). */
public final class AnalysisWriter {

  /**
   * Below this many top-level units a percentile bootstrap sees too few distinct resamples and
   * its interval is visibly narrower than the t-based one (with 3 units, t(2) = 4.30 vs about 2).
   */
  static final int FEW_TOP_LEVEL_UNITS = 10;

  private AnalysisWriter() {}

  /** A text report: one line per system, one per comparison, then the plan tables. */
  public static void text(AnalysisResult r, PrintStream out) {
    String pct = percent(r.confidence());
    out.printf(Locale.ROOT, "%s: %s by %s, %s confidence%n", r.source(), r.valueName(),
        String.join(" > ", r.levelNames()), pct);
    int width = Math.max(6, r.systems().stream().mapToInt(s -> s.name().length()).max().orElse(6));
    out.printf(Locale.ROOT, "%-" + width + "s %8s %12s %14s  %-28s %s%n", "system", "n", "levels", "mean",
        pct + " CI (Kalibera-Jones)", pct + " CI (bootstrap)");
    for (SystemSummary s : r.systems()) {
      out.printf(Locale.ROOT, "%-" + width + "s %8d %12s %14s  %-28s %s%n", s.name(), s.n(), shape(s.repetitions()),
          number(s.mean()), interval(s.ci()), interval(s.bootstrapCi()));
    }
    if (r.systems().stream().anyMatch(s -> s.repetitions()[0] < FEW_TOP_LEVEL_UNITS)) {
      out.printf(Locale.ROOT, "note: with fewer than %d top-level units the bootstrap intervals are too narrow;"
          + " prefer Kalibera-Jones and Fieller%n", FEW_TOP_LEVEL_UNITS);
    }
    for (RatioComparison c : r.comparisons()) {
      out.printf(Locale.ROOT, "%n%s / %s: ratio %s%n", c.candidate(), c.base(), number(c.ratio()));
      out.printf(Locale.ROOT, "  Fieller   %s%n  bootstrap %s%n  Welch change %s of %s%n", interval(c.fieller()),
          interval(c.bootstrap()), percentInterval(c.welchPercent()), c.base());
    }
    r.plan().ifPresent(p -> {
      out.printf(Locale.ROOT, "%nplan for costs %s (lowest level first):%n", costs(p.costsLowestFirst()));
      for (SystemPlan sp : p.systems()) {
        planText(sp, r.levelNames(), out);
      }
    });
  }

  private static void planText(SystemPlan sp, List<String> levelNames, PrintStream out) {
    RepetitionPlan plan = sp.plan();
    VarianceComponents v = plan.original();
    int width = Math.max(5, levelNames.stream().mapToInt(String::length).max().orElse(5));
    out.printf(Locale.ROOT, "  %s%n  %-" + width + "s %8s %14s %14s  %s%n", sp.name(), "level", "reps", "S^2", "T^2",
        "recommended");
    for (int j = 0; j < plan.levels(); j++) {
      OptionalInt n = plan.recommendedRepetitions(j);
      String advice = plan.isDropped(j) ? "1 (adds no variance: T^2 <= 0)"
          : n.isPresent() ? Integer.toString(n.getAsInt()) : "as many as the wanted precision needs";
      out.printf(Locale.ROOT, "  %-" + width + "s %8d %14s %14s  %s%n", levelNames.get(j), v.repetitions()[j],
          number(v.biased()[j]), number(v.unbiased()[j]), advice);
    }
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
        .endObject();
    w.name("systems").beginArray();
    for (SystemSummary s : r.systems()) {
      w.beginObject().field("name", s.name()).field("n", s.n()).name("repetitions");
      w.beginArray();
      for (int reps : s.repetitions()) {
        w.value(reps);
      }
      w.endArray().field("mean", s.mean());
      interval(w, "ci", s.ci());
      interval(w, "bootstrapCi", s.bootstrapCi());
      w.endObject();
    }
    w.endArray().name("comparisons").beginArray();
    for (RatioComparison c : r.comparisons()) {
      w.beginObject().field("base", c.base()).field("candidate", c.candidate()).field("ratio", c.ratio());
      interval(w, "fieller", c.fieller());
      interval(w, "bootstrap", c.bootstrap());
      interval(w, "welchPercent", c.welchPercent());
      w.endObject();
    }
    w.endArray().name("plan");
    if (r.plan().isEmpty()) {
      w.nullValue();
    } else {
      w.beginObject().name("costsLowestFirst").array(r.plan().get().costsLowestFirst()).name("systems").beginArray();
      for (SystemPlan sp : r.plan().get().systems()) {
        planJson(w, sp, r.levelNames());
      }
      w.endArray().endObject();
    }
    w.endObject().finish();
    out.print(sb);
  }

  private static void planJson(JsonWriter w, SystemPlan sp, List<String> levelNames) {
    RepetitionPlan plan = sp.plan();
    VarianceComponents v = plan.original();
    w.beginObject().field("name", sp.name()).name("levels").beginArray();
    for (int j = 0; j < plan.levels(); j++) {
      w.beginObject().field("name", levelNames.get(j)).field("repetitions", v.repetitions()[j])
          .field("biasedVariance", v.biased()[j]).field("unbiasedVariance", v.unbiased()[j])
          .field("dropped", plan.isDropped(j)).name("recommendedRepetitions");
      OptionalInt n = plan.recommendedRepetitions(j);
      if (n.isPresent()) {
        w.value(n.getAsInt());
      } else {
        w.nullValue();
      }
      w.endObject();
    }
    w.endArray().endObject();
  }

  private static void interval(JsonWriter w, String name, Interval i) {
    w.name(name).beginObject().field("low", i.low()).field("high", i.high()).endObject();
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

  static String percentInterval(Interval i) {
    return String.format(Locale.ROOT, "[%+.2f%%, %+.2f%%]", i.low(), i.high());
  }

  /** A fraction as a percentage with up to 10 significant digits and no trailing zeros: 0.999 gives "99.9%". */
  static String percent(double fraction) {
    return new BigDecimal(fraction * 100).round(new MathContext(10)).stripTrailingZeros().toPlainString() + "%";
  }

  private static String shape(int[] repetitions) {
    StringBuilder sb = new StringBuilder();
    for (int reps : repetitions) {
      sb.append(sb.length() == 0 ? "" : "x").append(reps);
    }
    return sb.toString();
  }

  private static String costs(double[] costs) {
    StringBuilder sb = new StringBuilder();
    for (double c : costs) {
      sb.append(sb.length() == 0 ? "" : ",").append(JsonWriter.formatDouble(c));
    }
    return sb.toString();
  }
}
