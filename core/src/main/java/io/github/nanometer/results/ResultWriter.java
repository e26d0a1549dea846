package io.github.nanometer.results;

import io.github.nanometer.Allocation;
import io.github.nanometer.Environment;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Regime;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.PerfEvent;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.report.ClockFactsWriter;
import io.github.nanometer.report.DocumentHeader;
import io.github.nanometer.report.EnvironmentWriter;
import io.github.nanometer.report.FindingsWriter;
import io.github.nanometer.report.JsonWriter;
import io.github.nanometer.report.Units;
import io.github.nanometer.stats.ConfidenceInterval;
import java.io.PrintStream;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;
import java.util.EnumSet;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Writes benchmark {@link Result}s: a text table for people, and the versioned JSON document
 * {@code nanometer-results} (header {@link DocumentHeader#RESULTS}) that keeps every raw sample, so any
 * estimate can be recomputed from a saved file.
 */
public final class ResultWriter {


  private ResultWriter() {}

  /** A table: one row per result, times per evaluation with units. */
  public static void text(List<Result> results, PrintStream out) {
    if (results.isEmpty()) {
      out.println("(no results)");
      return;
    }
    ClockFacts clock = results.get(0).clock();
    out.printf(Locale.ROOT, "clock %s: read %s, precision %s, accuracy %s; blackhole: %s%n", clock.name(),
        Units.nanos(clock.readCostNanos()), Units.nanos(clock.precisionNanos()), Units.nanos(clock.accuracyNanos()),
        results.get(0).blackhole());
    int width = Math.max(9, results.stream().mapToInt(r -> r.name().length()).max().orElse(9));
    // A sweep's family is one table: its parameters go in a column beside the name.
    int paramWidth = results.stream().mapToInt(r -> parameters(r).length()).max().orElse(0);
    if (paramWidth > 0) {
      width = Math.max(width + 1 + Math.max(paramWidth, 10), 9);
    }
    String row = "%-" + width + "s %-10s %-13s %11s %11s %11s %11s %25s %14s %9s %11s%n";
    out.printf(Locale.ROOT, row, "benchmark", "mode", "estimator", "estimate", "minimum", "median", "wmean",
        "95% interval", "evals x samples", "warm-up", "alloc/eval");
    for (Result r : results) {
      String ci = r.interval().map(ResultWriter::interval).orElse("-");
      String shape = r.singleEvaluations() ? "1 x " + r.sampleCount() : r.evaluationsPerSample() + " x " + r.sampleCount();
      String warm = String.format(Locale.ROOT, "%.0f ms%s", r.warmup().wall().toNanos() / 1e6, r.warmup().settled() ? "" : "!");
      String label = paramWidth == 0 ? r.name()
          : String.format(Locale.ROOT, "%-" + (width - 1 - Math.max(paramWidth, 10)) + "s %s", r.name(), parameters(r));
      out.printf(Locale.ROOT, row, label, r.mode().name().toLowerCase(Locale.ROOT), r.estimator().cliName(),
          Units.nanos(r.estimateNanos()), Units.nanos(r.estimates().minimumNanos()),
          Units.nanos(r.estimates().medianNanos()), Units.nanos(r.estimates().weightedMeanNanos()), ci, shape, warm,
          allocationCell(r.allocation()));
    }
    printNotes(results, out);
    long unsettled = results.stream().filter(r -> !r.warmup().settled()).count();
    if (unsettled > 0) {
      out.println("WARNING: warm-up did not reach steady state for " + unsettled + " of " + results.size()
          + " benchmark" + (results.size() == 1 ? "" : "s") + " (marked !): the JIT was still changing the code, "
          + "so those estimates may include its transitions; raise --max-warmup (now "
          + Units.nanos(results.get(0).plan().maxWarmup().toNanos()) + "), or pass --strict to fail instead");
    }
    printRegimes(results, out);
  }

  /** Note kinds that many results of one run share: said once with a count, the details stay in JSON. */
  public static final Set<NoteKind> SUMMARISED_KINDS = EnumSet.of(NoteKind.DISTURBED_SAMPLES, NoteKind.SHARED_JVM,
      NoteKind.SERIAL_CORRELATION, NoteKind.MINIMUM_NOT_CONVERGED, NoteKind.COMPILATION_SPREAD, NoteKind.PAGE_FAULTS);

  /**
   * The notes: one every result carries is printed once; a kind of {@link #SUMMARISED_KINDS} that
   * two or more results carry is printed once with a count and their names; the rest per result.
   */
  private static void printNotes(List<Result> results, PrintStream out) {
    Set<String> common = new LinkedHashSet<>(results.get(0).notes());
    results.forEach(r -> common.retainAll(r.notes()));
    if (results.size() > 1) {
      common.forEach(note -> out.println("note: all: " + note));
    } else {
      common.clear();
    }
    Map<NoteKind, List<String>> grouped = new EnumMap<>(NoteKind.class);
    for (Result r : results) {
      for (Note n : r.remarks()) {
        if (SUMMARISED_KINDS.contains(n.kind()) && !common.contains(n.message())) {
          grouped.computeIfAbsent(n.kind(), k -> new ArrayList<>()).add(r.name());
        }
      }
    }
    grouped.values().removeIf(names -> names.size() < 2);
    for (Result r : results) {
      for (Note n : r.remarks()) {
        if (!common.contains(n.message()) && !grouped.containsKey(n.kind())) {
          out.println("note: " + r.name() + ": " + n.message());
        }
      }
      if (!r.allocation().isMeasured()) {
        out.println("note: " + r.name() + ": allocation not measured: " + r.allocation().unavailableReason());
      }
    }
    grouped.forEach((kind, names) -> out.println("note: " + names.size() + " of " + results.size() + " results: "
        + summaryOf(kind) + " (" + abbreviated(names) + "); each result's note is in --format json"));
  }

  /** The one-line summary of a {@link #SUMMARISED_KINDS} kind, said once for many results. */
  public static String summaryOf(NoteKind kind) {
    String s = SUMMARY.get(kind);
    if (s == null) {
      throw new IllegalArgumentException(kind + " is not a summarised note kind");
    }
    return s;
  }

  private static final Map<NoteKind, String> SUMMARY = Map.of(
      NoteKind.DISTURBED_SAMPLES, "some samples were disturbed (context switch or cpu migration) and left out",
      NoteKind.SHARED_JVM, "measured after other benchmarks in this JVM, which can change them (one JVM each avoids it)",
      NoteKind.SERIAL_CORRELATION, "samples serially correlated (the machine's speed drifted); intervals widened",
      NoteKind.MINIMUM_NOT_CONVERGED, "minimum not converged; prefer the median",
      NoteKind.COMPILATION_SPREAD, "the JIT's compiled copies of the loop ran at different speeds",
      NoteKind.PAGE_FAULTS, "page faults in the samples (first use of untouched heap); the JVM flags that remove "
          + "them are in the note");

  private static String abbreviated(List<String> names) {
    List<String> distinct = new ArrayList<>(new LinkedHashSet<>(names));
    return distinct.size() <= 4 ? String.join(", ", distinct)
        : String.join(", ", distinct.subList(0, 4)) + " and " + (distinct.size() - 4) + " more";
  }

  /** One line naming the input regime(s) the results' samples saw. */
  private static void printRegimes(List<Result> results, PrintStream out) {
    Map<Regime, Long> counts = new EnumMap<>(Regime.class);
    results.forEach(r -> counts.merge(r.regime(), 1L, Long::sum));
    StringBuilder sb = new StringBuilder("inputs: ");
    counts.forEach((regime, n) -> sb.append(sb.length() > 8 ? ", " : "").append(regime.cliName())
        .append(counts.size() > 1 ? " (" + n + ")" : ""));
    out.println(sb.append(counts.containsKey(Regime.FRESH) ? "; fresh: no input replayed within a sample" : "")
        .append(counts.containsKey(Regime.REPLAYED) ? "; replayed: one batch cycled all run, as JMH's index" : ""));
  }

  /** The sweep parameters as {@code "n=64 stride=8"}; empty outside a sweep. */
  static String parameters(Result r) {
    StringBuilder sb = new StringBuilder();
    r.parameters().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append('=').append(v));
    return sb.toString();
  }

  /** Bytes per evaluation as {@code "0 B"}, {@code "24 B"}, {@code "1.5 KiB"}; {@code "-"} when not measured. */
  static String allocationCell(Allocation a) {
    if (!a.isMeasured()) {
      return "-";
    }
    double b = a.bytesPerEvaluation();
    if (b < 1024) {
      return String.format(Locale.ROOT, b == Math.rint(b) || b >= 100 ? "%.0f B" : "%.1f B", b);
    }
    return b < 1024 * 1024 ? String.format(Locale.ROOT, "%.1f KiB", b / 1024)
        : String.format(Locale.ROOT, "%.1f MiB", b / (1024 * 1024));
  }

  private static void writeAllocation(JsonWriter w, Allocation a) {
    w.name("allocation").beginObject();
    if (a.isMeasured()) {
      w.field("bytesPerEvaluation", a.bytesPerEvaluation()).field("measuredEvaluations", a.measuredEvaluations());
    } else {
      w.name("bytesPerEvaluation").nullValue();
      w.field("unavailable", a.unavailableReason());
    }
    w.endObject();
  }

  /**
   * Writes {@code "environment": {...}} at the writer's position inside an object: the environment
   * captured with a result (its doctor report is the document's {@code doctor}, so it is not
   * repeated here).
   */
  public static void writeEnvironment(JsonWriter w, Environment e) {
    w.name("environment").beginObject();
    EnvironmentJson.writeMembers(w, e);
    w.endObject();
  }

  /** {@code "name": {lowNanos, highNanos, confidence, covers, method}} or {@code "name": null}. */
  private static void writeInterval(JsonWriter w, String name, Optional<ConfidenceInterval> interval) {
    w.name(name);
    if (interval.isPresent()) {
      ConfidenceInterval c = interval.get();
      w.beginObject().field("lowNanos", c.low()).field("highNanos", c.high())
          .field("confidence", c.confidence()).field("covers", c.covers()).field("method", c.method()).endObject();
    } else {
      w.nullValue();
    }
  }

  private static String interval(ConfidenceInterval c) {
    return "[" + Units.nanos(c.low()) + ", " + Units.nanos(c.high()) + "]";
  }

  /** The whole {@code nanometer-results} document, without doctor findings. */
  public static void json(List<Result> results, PrintStream out) {
    json(results, null, out);
  }

  /**
   * The whole {@code nanometer-results} document; {@code doctor} (may be null: then the report
   * captured with the first result that has one) is embedded as {@code "doctor": {"findings":
   * [...], "summary": {...}}}.
   */
  public static void json(List<Result> results, DoctorReport doctor, PrintStream out) {
    JsonWriter w = new JsonWriter(out, true);
    DocumentHeader.RESULTS.write(w.beginObject());
    if (results.isEmpty()) {
      EnvironmentWriter.write(w);
    } else {
      // The first result's environment, captured when it was measured, not this JVM's now.
      writeEnvironment(w, results.get(0).environment());
    }
    DoctorReport report = doctor != null ? doctor
        : results.stream().flatMap(r -> r.environment().doctor().stream()).findFirst().orElse(null);
    if (report != null) {
      w.name("doctor");
      FindingsWriter.write(w, report);
    }
    w.name("results").beginArray();
    for (Result r : results) {
      write(w, r);
    }
    w.endArray().endObject().finish();
  }

  /** One result object at the writer's position. */
  public static void write(JsonWriter w, Result r) {
    w.beginObject()
        .field("name", r.name())
        .field("mode", r.mode().name().toLowerCase(Locale.ROOT))
        .field("estimator", r.estimator().cliName())
        .field("estimateNanos", r.estimateNanos());
    w.name("estimates").beginObject()
        .field("minimumNanos", r.estimates().minimumNanos())
        .field("medianNanos", r.estimates().medianNanos())
        .field("meanNanos", r.estimates().meanNanos())
        .field("weightedMeanNanos", r.estimates().weightedMeanNanos())
        .endObject();
    writeInterval(w, "interval", r.interval());
    writeInterval(w, "meanInterval", r.meanInterval());
    w.field("evaluationsPerSample", r.evaluationsPerSample())
        .field("tuning", r.tuningSource().cliName())
        .field("sampleCount", r.sampleCount())
        .field("stopReason", r.stopReason().name())
        .field("singleEvaluations", r.singleEvaluations())
        .field("blackhole", r.blackhole())
        .field("loopIsolated", r.loopIsolated())
        .field("threadPlacement", r.threadPlacement());
    writeEnvironment(w, r.environment());
    writeWarmup(w, r.warmup());
    writePlan(w, r.plan());
    writeGc(w, r.gc());
    writeOptions(w, r.options());
    w.name("clock");
    ClockFactsWriter.write(w, r.clock());
    w.name("notes").beginArray();
    for (Note n : r.remarks()) {
      w.beginObject().field("kind", n.kind().name()).field("message", n.message()).field("appliesTo", n.appliesTo())
          .endObject();
    }
    w.endArray();
    writeCounters(w, r);
    writeAllocation(w, r.allocation());
    w.name("parameters").beginObject();
    r.parameters().forEach(w::field);
    w.endObject();
    w.name("samples").beginObject();
    w.name("evaluations").array(r.evaluations());
    w.name("elapsedNanos").array(r.elapsedNanos());
    w.endObject();
    w.endObject();
  }

  private static void writeCounters(JsonWriter w, Result r) {
    w.name("counters");
    List<CounterDeltas> deltas = r.counterDeltas();
    if (deltas.isEmpty()) {
      w.nullValue();
      return;
    }
    w.beginObject();
    w.name("events").beginArray();
    for (PerfEvent e : deltas.get(0).events()) {
      w.value(e.perfName());
    }
    w.endArray();
    w.field("disturbedSamples", r.disturbedSamples());
    w.field("droppedSamples", r.droppedSamples());
    double[][] perSample = new double[deltas.size()][];
    boolean[] disturbed = new boolean[deltas.size()];
    for (int i = 0; i < perSample.length; i++) {
      perSample[i] = deltas.get(i).scaled();
      disturbed[i] = deltas.get(i).disturbed();
    }
    w.name("perSample").rows(perSample);
    w.name("disturbed").array(disturbed);
    long[][] raw = new long[deltas.size()][];
    double[][] running = new double[deltas.size()][];
    for (int i = 0; i < running.length; i++) {
      raw[i] = deltas.get(i).raw();
      running[i] = deltas.get(i).runningFraction();
    }
    w.name("raw").rows(raw);
    w.name("runningFraction").rows(running);
    w.endObject();
  }

  private static void writeWarmup(JsonWriter w, WarmupSummary f) {
    w.name("warmup").beginObject()
        .field("rounds", f.rounds())
        .field("evaluations", f.evaluations())
        .field("wallNanos", f.wall().toNanos())
        .field("compilationMillis", f.compilation().map(Duration::toMillis).orElse(-1L))
        .field("settled", f.settled())
        .field("reason", f.reason())
        .field("lastNanosPerEvaluation", f.lastNanosPerEvaluation());
    w.name("curve").beginObject();
    w.name("elapsedNanos").array(f.curve().stream().mapToDouble(WarmupSummary.Point::elapsedNanos).toArray());
    w.name("nanosPerEvaluation").array(f.curve().stream().mapToDouble(WarmupSummary.Point::nanosPerEvaluation).toArray());
    w.endObject();
    w.endObject();
  }

  /** {@code "plan": {...}}: what the run decided before measuring. */
  private static void writePlan(JsonWriter w, MeasurementPlan p) {
    w.name("plan").beginObject()
        .field("estimator", p.estimator().cliName())
        .field("budgetNanos", p.budget().toNanos())
        .field("regime", p.regime().cliName())
        .field("clock", p.clock())
        .field("isolation", p.isolation().cliName())
        .field("benchmarksBefore", p.benchmarksBefore())
        .field("warmupRule", p.warmupRule())
        .field("maxWarmupNanos", p.maxWarmup().toNanos())
        .field("confidence", p.confidence())
        .field("forcedEvaluationsPerSample", p.forcedEvaluationsPerSample())
        .endObject();
  }

  /**
   * {@code "gc": {...}}: collections during sampling and, when known, the measuring thread's page
   * faults; {@code null} when the JVM does not say.
   */
  private static void writeGc(JsonWriter w, GcActivity gc) {
    w.name("gc");
    if (!gc.known()) {
      w.nullValue();
      return;
    }
    w.beginObject()
        .field("collections", gc.collections())
        .field("collectionMillis", gc.collectionTime().toNanos() / 1e6)
        .field("shareOfSampledTime", gc.shareOfSampledTime());
    if (gc.pageFaultsKnown()) {
      w.field("pageFaults", gc.pageFaults());
    }
    w.endObject();
  }

  /**
   * Writes {@code "options": {...}} at the writer's position inside an object: every resolved
   * option but the estimator (which the enclosing object names).
   */
  static void writeOptions(JsonWriter w, Options o) {
    w.name("options").beginObject()
        .field("budgetNanos", o.budget().toNanos())
        .field("maxWarmupNanos", o.maxWarmup().toNanos())
        .field("seed", o.seed())
        .field("batchSize", o.batchSize())
        .field("minSamples", o.minSamples())
        .field("maxSamples", o.maxSamples())
        .field("oracle", o.oracle())
        .field("useTuningCache", o.useTuningCache())
        .field("isolateLoops", o.isolateLoops())
        .field("compilations", o.compilations())
        .field("regime", o.regime().cliName())
        .field("evaluationsPerSample", o.evaluationsPerSample())
        .field("confidence", o.confidence())
        .field("clock", o.clock().cliName())
        .field("pinning", o.pinning().mode().name().toLowerCase(Locale.ROOT)
            + (o.pinning().cpu() >= 0 ? " " + o.pinning().cpu() : ""));
    w.name("geometric").beginObject()
        .field("initialEvaluations", o.geometric().initialEvaluations())
        .field("growthFactor", o.geometric().growthFactor())
        .field("minSamples", o.geometric().minSamples())
        .field("maxSamples", o.geometric().maxSamples())
        .field("minDurationNanos", o.geometric().minDuration().toNanos())
        .field("maxDurationNanos", o.geometric().maxDuration().toNanos())
        .field("maxEvaluations", o.geometric().maxEvaluations())
        .field("epsilon", o.geometric().epsilon())
        .endObject();
    w.endObject();
  }
}
