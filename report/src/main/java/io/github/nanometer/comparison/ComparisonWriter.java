package io.github.nanometer.comparison;

import io.github.nanometer.Interval;
import io.github.nanometer.analysis.AnalysisWriter;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalJson;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * Writes the result of {@code nanometer compare} as text (percentages) or as JSON (header {@link
 * DocumentHeader#COMPARE}; fractions). The JSON keeps every kept run ({@code runs}), so {@link
 * ComparisonReader} rebuilds the same result from it.
 */
public final class ComparisonWriter {

  /** What the change interval covers, said in both outputs. */
  public static final String CHANGE_COVERS =
      "mean(feature) / mean(base) - 1; normal-mixture confidence sequence of per-block pairs, valid at every block";

  private ComparisonWriter() {}

  /** A short report: one line per command, the confidence sequence, the verdict. */
  public static void text(ComparisonResult r, PrintStream out) {
    CommandComparisonOptions o = r.options();
    for (Side side : Side.values()) {
      double[] wall = r.wallNanos(side);
      out.printf(Locale.ROOT, "%-8s %5d runs  mean %s  user %s  sys %s  %s%n", side.label(), wall.length,
          wall.length == 0 ? "-" : duration(Descriptive.mean(wall)), duration(mean(r, side, true)),
          duration(mean(r, side, false)), Messages.escape(r.command(side)));
    }
    String sides = o.oneSided() ? "one-sided bounds" : "two-sided";
    String threshold = signedPercent(o.thresholdFraction());
    out.printf(Locale.ROOT, "change of feature vs base: %s, estimate %s (confidence sequence, %s %s, valid at "
        + "every block), threshold %s%n", changeText(r.change()), estimateText(r.estimate()),
        AnalysisWriter.percent(o.confidence()), sides, threshold);
    out.printf(Locale.ROOT, "verdict: %s after %d blocks in %s%n", explain(r, threshold), r.blocks(),
        duration(r.elapsedNanos()));
    if (r.cpuTimeSource().startsWith("unavailable")) {
      out.println("note: user and system times " + r.cpuTimeSource());
    }
    if (r.containment().startsWith("no own process group")) {
      out.println("note: " + r.containment());
    }
  }

  /** The interval as signed percentages, or "unbounded" while it bounds nothing. */
  static String changeText(Interval change) {
    return change.isBounded() ? AnalysisWriter.fractionInterval(change) : "unbounded so far";
  }

  private static String estimateText(double fraction) {
    return Double.isNaN(fraction) ? "-" : String.format(Locale.ROOT, "%+.2f%%", 100 * fraction);
  }

  private static String explain(ComparisonResult r, String threshold) {
    switch (r.verdict()) {
      case NO_REGRESSION:
        return "no regression: the whole confidence sequence is below " + threshold;
      case REGRESSION:
        return "regression: the whole confidence sequence is above " + threshold;
      case INCONCLUSIVE:
        String killed = r.killedAtTimeLimit() ? " (the run in progress was killed after the grace period)" : "";
        if (Double.isNaN(r.estimate())) {
          return "inconclusive: time limit reached before a block was complete" + killed;
        }
        return String.format(Locale.ROOT, "inconclusive: time limit reached%s; the estimate %s is %s %s", killed,
            estimateText(r.estimate()), r.estimate() > r.options().thresholdFraction() ? "above" : "not above",
            threshold);
      case INTERRUPTED:
        return "interrupted: stopped by a signal; the runs of complete blocks are kept";
      default:
        ComparisonResult.Failure f = r.failure().orElseThrow();
        String how = f.timedOut()
            ? "timed out after --run-timeout " + r.options().runTimeout().map(d -> duration(d.toNanos())).orElse("?")
            : "failed with exit status " + f.exitCode();
        return String.format(Locale.ROOT, "%s command %s%s: %s%n%s", f.side().label(), how,
            f.warmup() ? " during warm-up" : "", Messages.escape(f.command()),
            f.stderrTail().isEmpty() ? "(no stderr)" : "stderr tail:\n" + escapeLines(f.stderrTail()));
    }
  }

  /** The whole result as one JSON document. */
  public static void json(ComparisonResult r, PrintStream out) {
    CommandComparisonOptions o = r.options();
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.COMPARE.write(w.beginObject());
    for (Side side : Side.values()) {
      double[] wall = r.wallNanos(side);
      w.name(side.label()).beginObject().field("command", r.command(side)).field("runs", wall.length)
          .field("meanWallSeconds", wall.length == 0 ? Double.NaN : Descriptive.mean(wall) / 1e9)
          .field("meanUserSeconds", mean(r, side, true) / 1e9).field("meanSystemSeconds", mean(r, side, false) / 1e9)
          .endObject();
    }
    w.field("thresholdFraction", o.thresholdFraction()).field("confidence", o.confidence())
        .field("sides", o.oneSided() ? "one-sided" : "two-sided").field("minBlocks", o.minBlocks());
    Interval c = r.change();
    w.name("change").beginObject().field("covers", CHANGE_COVERS).field("estimate", r.estimate())
        .field("bounded", c.isBounded()).field("low", c.low()).field("high", c.high());
    IntervalJson.description(w, CHANGE_COVERS, c);
    w.endObject();
    w.field("verdict", verdictName(r.verdict())).field("exitCode", r.exitCode())
        .field("blocks", r.blocks()).field("warmupRuns", o.warmupRuns())
        .field("timeLimitSeconds", o.timeLimit().toNanos() / 1e9)
        .field("gracePeriodSeconds", o.gracePeriod().toNanos() / 1e9)
        .field("runTimeoutSeconds", o.runTimeout().map(d -> d.toNanos() / 1e9).orElse(Double.NaN))
        .field("elapsedSeconds", r.elapsedNanos() / 1e9).field("killedAtTimeLimit", r.killedAtTimeLimit())
        .field("seed", o.seed()).field("cpuTimeSource", r.cpuTimeSource()).field("containment", r.containment())
        .name("failure");
    if (r.failure().isPresent()) {
      ComparisonResult.Failure f = r.failure().get();
      w.beginObject().field("side", f.side().label()).field("command", f.command())
          .field("exitCode", f.exitCode()).field("timedOut", f.timedOut()).field("warmup", f.warmup())
          .field("stderrTail", f.stderrTail()).endObject();
    } else {
      w.nullValue();
    }
    runs(w, r.runs());
    w.endObject().finish();
    out.print(sb);
  }

  /**
   * Every kept run as parallel arrays in run order ({@code side}, {@code block}, {@code wallNanos},
   * {@code userNanos}, {@code systemNanos}; -1 for an unknown CPU time), so a reader can rebuild the result.
   */
  private static void runs(JsonWriter w, List<Run> runs) {
    w.name("runs").beginObject().name("side").beginArray();
    runs.forEach(run -> w.value(run.side().label()));
    w.endArray().name("block").array(runs.stream().mapToInt(Run::block).toArray())
        .name("wallNanos").array(runs.stream().mapToLong(Run::wallNanos).toArray())
        .name("userNanos").array(runs.stream().mapToLong(Run::userNanos).toArray())
        .name("systemNanos").array(runs.stream().mapToLong(Run::systemNanos).toArray()).endObject();
  }

  /** The verdict's JSON name: {@code NO_REGRESSION} is {@code "no-regression"}. */
  public static String verdictName(RegressionVerdict v) {
    return v.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Mean user (or system) nanoseconds of one side; NaN when unknown or no runs. */
  private static double mean(ComparisonResult r, Side side, boolean user) {
    double[] v = r.runs().stream().filter(run -> run.side() == side)
        .mapToDouble(run -> user ? run.userNanos() : run.systemNanos()).toArray();
    for (double x : v) {
      if (x < 0) {
        return Double.NaN;
      }
    }
    return v.length == 0 ? Double.NaN : Descriptive.mean(v);
  }

  /** A fraction as a percentage with its sign and without trailing zeros: 0.02 gives "+2%", -0.005 gives "-0.5%". */
  static String signedPercent(double fraction) {
    String digits = AnalysisWriter.percent(fraction);
    return fraction >= 0 ? "+" + digits : digits;
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

  /** {@code text} with control characters escaped line by line, its line breaks kept. */
  private static String escapeLines(String text) {
    return java.util.Arrays.stream(text.split("\r?\n", -1)).map(Messages::escape)
        .collect(java.util.stream.Collectors.joining("\n"));
  }
}
