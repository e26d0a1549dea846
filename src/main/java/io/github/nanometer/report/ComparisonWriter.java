package io.github.nanometer.report;

import io.github.nanometer.compare.Benchmark;
import io.github.nanometer.compare.ComparisonOptions;
import io.github.nanometer.compare.ComparisonResult;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Interval;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;

/** Writes the result of {@code nanometer compare} as text or as JSON ({@code nanometer-compare/1}). */
public final class ComparisonWriter {

  /** The JSON document's format tag; bump when a key changes meaning. */
  public static final String JSON_FORMAT = "nanometer-compare/1";

  private ComparisonWriter() {}

  /** A short report: one line per command, the interval, the verdict. */
  public static void text(ComparisonResult r, PrintStream out) {
    ComparisonOptions o = r.options();
    for (Benchmark b : Benchmark.values()) {
      double[] wall = r.wallNanos(b);
      out.printf(Locale.ROOT, "%-8s %5d runs  mean %s  user %s  sys %s  %s%n", b.label(), wall.length,
          wall.length == 0 ? "-" : duration(Descriptive.mean(wall)), duration(mean(r, b, true)),
          duration(mean(r, b, false)), r.command(b));
    }
    String sides = o.oneSided() ? "one-sided bounds" : "two-sided";
    String threshold = signedPercent(o.thresholdPercent());
    if (r.changePercent().isPresent()) {
      Interval c = r.changePercent().get();
      out.printf(Locale.ROOT, "change of feature vs base: %s (Welch, %s %s), threshold %s%n",
          AnalysisWriter.percentInterval(c), AnalysisWriter.percent(o.confidence()), sides, threshold);
    } else {
      out.printf(Locale.ROOT, "change of feature vs base: not enough runs for an interval, threshold %s%n", threshold);
    }
    out.printf(Locale.ROOT, "verdict: %s after %d blocks in %s%n", explain(r, threshold), r.blocks(),
        duration(r.elapsedNanos()));
    if (r.cpuTimeSource().startsWith("unavailable")) {
      out.println("note: user and system times " + r.cpuTimeSource());
    }
  }

  private static String explain(ComparisonResult r, String threshold) {
    switch (r.verdict()) {
      case NO_REGRESSION:
        return "no regression: the whole interval is below " + threshold;
      case REGRESSION:
        return "regression: the whole interval is above " + threshold;
      case INCONCLUSIVE:
        return r.changePercent()
            .map(c -> String.format(Locale.ROOT, "inconclusive: time limit reached; the centre %+.2f%% is %s %s",
                c.centre(), c.centre() > r.options().thresholdPercent() ? "above" : "not above", threshold))
            .orElse("inconclusive: time limit reached before 2 runs of each command");
      default:
        ComparisonResult.Failure f = r.failure().orElseThrow();
        return String.format(Locale.ROOT, "%s command failed%s with exit status %d: %s%n%s", f.benchmark().label(),
            f.warmup() ? " during warm-up" : "", f.exitCode(), f.command(),
            f.stderrTail().isEmpty() ? "(no stderr)" : "stderr tail:\n" + f.stderrTail());
    }
  }

  /** The whole result as one JSON document. */
  public static void json(ComparisonResult r, PrintStream out) {
    ComparisonOptions o = r.options();
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    w.beginObject().field("format", JSON_FORMAT);
    for (Benchmark b : Benchmark.values()) {
      double[] wall = r.wallNanos(b);
      w.name(b.label()).beginObject().field("command", r.command(b)).field("runs", wall.length)
          .field("meanWallSeconds", wall.length == 0 ? Double.NaN : Descriptive.mean(wall) / 1e9)
          .field("meanUserSeconds", mean(r, b, true) / 1e9).field("meanSystemSeconds", mean(r, b, false) / 1e9)
          .endObject();
    }
    w.field("thresholdPercent", o.thresholdPercent()).field("confidence", o.confidence())
        .field("sides", o.oneSided() ? "one-sided" : "two-sided").name("changePercent");
    Optional<Interval> c = r.changePercent();
    if (c.isPresent()) {
      w.beginObject().field("low", c.get().low()).field("high", c.get().high()).field("centre", c.get().centre())
          .endObject();
    } else {
      w.nullValue();
    }
    w.field("verdict", r.verdict().name().toLowerCase(Locale.ROOT).replace('_', '-')).field("exitCode", r.exitCode())
        .field("blocks", r.blocks()).field("warmupRuns", o.warmupRuns())
        .field("timeLimitSeconds", o.timeLimit().toNanos() / 1e9).field("elapsedSeconds", r.elapsedNanos() / 1e9)
        .field("seed", o.seed()).field("cpuTimeSource", r.cpuTimeSource()).name("failure");
    if (r.failure().isPresent()) {
      ComparisonResult.Failure f = r.failure().get();
      w.beginObject().field("benchmark", f.benchmark().label()).field("command", f.command())
          .field("exitCode", f.exitCode()).field("warmup", f.warmup()).field("stderrTail", f.stderrTail()).endObject();
    } else {
      w.nullValue();
    }
    w.endObject().finish();
    out.print(sb);
  }

  /** Mean user (or system) nanoseconds of one side; NaN when unknown or no runs. */
  private static double mean(ComparisonResult r, Benchmark b, boolean user) {
    double[] v = r.runs().stream().filter(run -> run.benchmark() == b)
        .mapToDouble(run -> user ? run.userNanos() : run.systemNanos()).toArray();
    for (double x : v) {
      if (x < 0) {
        return Double.NaN;
      }
    }
    return v.length == 0 ? Double.NaN : Descriptive.mean(v);
  }

  /** A percentage with its sign and without trailing zeros: 2 gives "+2%", -0.5 gives "-0.5%". */
  static String signedPercent(double percent) {
    String digits = AnalysisWriter.percent(percent / 100);
    return percent >= 0 ? "+" + digits : digits;
  }

  /** Nanoseconds in the unit that keeps 3-4 significant digits readable. */
  static String duration(double nanos) {
    if (Double.isNaN(nanos)) {
      return "-";
    }
    double abs = Math.abs(nanos);
    if (abs >= 1e9) {
      return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
    }
    if (abs >= 1e6) {
      return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }
    if (abs >= 1e3) {
      return String.format(Locale.ROOT, "%.3f us", nanos / 1e3);
    }
    return String.format(Locale.ROOT, "%.0f ns", nanos);
  }
}
