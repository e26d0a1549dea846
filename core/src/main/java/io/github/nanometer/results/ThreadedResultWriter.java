package io.github.nanometer.results;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.ThreadedResult.BarrierSkew;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.Units;
import io.github.nanometer.resultjson.ApiIntervalJson;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonWriter;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes {@link ThreadedResult}s: a text table for people (one row per group and per thread) and
 * the versioned JSON document {@code nanometer-threaded} ({@link DocumentHeader#THREADED}) that
 * keeps every thread's raw samples.
 */
public final class ThreadedResultWriter {
  private ThreadedResultWriter() {}

  /**
   * One block per result: the whole run, each group (when several), each thread; then skew and
   * notes. An interval from one JVM's samples carries {@link OneJvmLabel#LABEL}.
   */
  public static void text(List<ThreadedResult> results, PrintStream out) {
    if (results.isEmpty()) {
      out.println("(no results)");
      return;
    }
    String row = "%-28s %8s %11s %" + (results.stream().anyMatch(ThreadedResult::oneJvm) ? 35 : 25) + "s %14s %8s%n";
    out.printf(Locale.ROOT, row, "benchmark / threads", "threads", "time/op",
        Units.intervalHeader(results.stream().map(r -> r.options().confidence()).toList()), "ops/s", "spread");
    for (ThreadedResult r : results) {
      GroupSummary all = r.all();
      out.printf(Locale.ROOT, row, r.name(), all.threads(), Units.nanos(all.nanosPerOperation()),
          interval(all.interval(), r), rate(all.operationsPerSecond()), ratio(all.threadSpread()));
      if (r.groups().size() > 1) {
        for (GroupSummary g : r.groups()) {
          out.printf(Locale.ROOT, row, "  group " + g.group(), g.threads(), Units.nanos(g.nanosPerOperation()),
              interval(g.interval(), r), rate(g.operationsPerSecond()), ratio(g.threadSpread()));
        }
      }
      for (ThreadSummary t : r.threadSummaries()) {
        ThreadSamples s = r.threads().get(t.thread());
        out.printf(Locale.ROOT, row, "  thread " + t.thread() + (r.groups().size() > 1 ? " (" + t.group() + ")" : "")
            + (s.cpu() >= 0 ? " cpu " + s.cpu() : ""), "", Units.nanos(t.nanosPerOperation()),
            interval(t.interval(), r), rate(t.operationsPerSecond()), "");
      }
    }
    out.println("time/op: per sample the mean over threads of each thread's time per operation, median over samples;"
        + " ops/s: summed over threads; spread: slowest thread's time/op over the fastest's");
    for (ThreadedResult r : results) {
      BarrierSkew k = r.skew();
      out.printf(Locale.ROOT, "%s: %d samples of %s after %d warm-up samples; barrier skew: start %s, stop %s"
          + " (medians; max %s, %s), %s of a sample%n", r.name(), r.threads().get(0).size(),
          Units.nanos(k.medianSampleNanos()), r.warmupSamples(), Units.nanos(k.medianStartNanos()),
          Units.nanos(k.medianEndNanos()), Units.nanos(k.maxStartNanos()), Units.nanos(k.maxEndNanos()),
          Units.percent(k.fractionOfSample()));
      for (Note n : r.notes()) {
        out.println("note: " + r.name() + ": " + n.message());
      }
    }
  }

  /** An interval cell, labelled {@link OneJvmLabel#LABEL} when {@code r}'s intervals come from one JVM. */
  private static String interval(Optional<Interval> i, ThreadedResult r) {
    return i.map(c -> OneJvmLabel.after("[" + Units.nanos(c.low()) + ", " + Units.nanos(c.high()) + "]", r.oneJvm()))
        .orElse("-");
  }

  private static String rate(double perSecond) {
    if (!Double.isFinite(perSecond)) {
      return "-";
    }
    return perSecond >= 1e9 ? String.format(Locale.ROOT, "%.3f G", perSecond / 1e9)
        : perSecond >= 1e6 ? String.format(Locale.ROOT, "%.3f M", perSecond / 1e6)
        : perSecond >= 1e3 ? String.format(Locale.ROOT, "%.3f k", perSecond / 1e3)
        : String.format(Locale.ROOT, "%.1f", perSecond);
  }

  private static String ratio(double r) {
    return String.format(Locale.ROOT, "%.3f", r);
  }

  /** The whole {@code nanometer-threaded} document; {@code doctor} may be null (then none is embedded). */
  public static void json(List<ThreadedResult> results, Diagnosis doctor, PrintStream out) {
    JsonWriter w = new JsonWriter(out, true);
    DocumentHeader.THREADED.write(w.beginObject());
    if (!results.isEmpty()) {
      ResultJsonWriter.writeEnvironment(w, results.get(0).environment());
    }
    if (doctor != null) {
      w.name("doctor");
      EnvironmentJson.writeDoctor(w, doctor);
    }
    w.name("results").beginArray();
    for (ThreadedResult r : results) {
      write(w, r);
    }
    w.endArray().endObject().finish();
  }

  /** One result object at the writer's position. */
  static void write(JsonWriter w, ThreadedResult r) {
    w.beginObject().field("name", r.name()).field("threads", r.threads().size())
        .field("warmupSamples", r.warmupSamples());
    writeOptions(w, r.options());
    w.name("all");
    writeGroup(w, r.all());
    w.name("groups").beginArray();
    r.groups().forEach(g -> writeGroup(w, g));
    w.endArray();
    BarrierSkew k = r.skew();
    w.name("barrierSkew").beginObject().field("medianStartNanos", k.medianStartNanos())
        .field("maxStartNanos", k.maxStartNanos()).field("medianEndNanos", k.medianEndNanos())
        .field("maxEndNanos", k.maxEndNanos()).field("medianSampleNanos", k.medianSampleNanos())
        .field("fractionOfSample", k.fractionOfSample()).endObject();
    w.field("threadPlacement", r.environment().threadPlacement());
    w.name("notes").beginArray();
    for (Note n : r.notes()) {
      w.beginObject().field("kind", n.kind().name()).field("message", n.message()).field("appliesTo", n.appliesTo())
          .endObject();
    }
    w.endArray();
    w.name("perThread").beginArray();
    for (ThreadSummary t : r.threadSummaries()) {
      ThreadSamples s = r.threads().get(t.thread());
      w.beginObject().field("thread", t.thread()).field("group", t.group()).field("threadInGroup", s.threadInGroup())
          .field("cpu", s.cpu()).field("placement", s.placement())
          .field("nanosPerOperation", t.nanosPerOperation());
      ApiIntervalJson.write(w, "interval", t.interval());
      w.field("operationsPerSecond", t.operationsPerSecond()).field("operations", t.operations());
      w.name("samples").beginObject();
      w.name("evaluations").array(s.evaluations());
      w.name("elapsedNanos").array(s.elapsedNanos());
      w.name("startNanos").array(s.startNanos());
      w.name("endNanos").array(s.endNanos());
      w.endObject();
      w.endObject();
    }
    w.endArray();
    w.endObject();
  }

  private static void writeGroup(JsonWriter w, GroupSummary g) {
    w.beginObject().field("group", g.group()).field("threads", g.threads())
        .field("nanosPerOperation", g.nanosPerOperation());
    ApiIntervalJson.write(w, "interval", g.interval());
    w.field("operationsPerSecond", g.operationsPerSecond());
    ApiIntervalJson.write(w, "throughputInterval", g.throughputInterval());
    w.field("threadSpread", g.threadSpread()).endObject();
  }

  private static void writeOptions(JsonWriter w, ThreadedOptions o) {
    w.name("options").beginObject()
        .field("budgetNanos", o.budget().toNanos())
        .field("warmupNanos", o.warmup().toNanos())
        .field("sampleLengthNanos", o.sampleLength().toNanos())
        .field("minSamples", o.minSamples())
        .field("maxSamples", o.maxSamples())
        .field("pinning", o.pinning().text())
        .field("shareCpus", o.shareCpus())
        .field("confidence", o.confidence())
        .endObject();
  }

}
