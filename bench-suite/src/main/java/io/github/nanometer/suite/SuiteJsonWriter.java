package io.github.nanometer.suite;

import io.github.nanometer.Estimator;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.spi.DocumentWriter;
import java.io.PrintStream;
import java.util.Optional;

/**
 * Writes a {@link SuiteReport} as the JSON document {@code nanometer-suite} (header {@link
 * SuiteSchemas#DOCUMENT}). Top-level members, in order:
 *
 * <ul>
 *   <li>{@code schema} ("nanometer-suite"), {@code version} (integer);
 *   <li>{@code run} (from version 4): {id, startTime, endTime}, the invocation that wrote the
 *       document (its JVM's id and start, and when the document was written; ISO-8601 UTC instants);
 *   <li>{@code configuration}: mode, functions, implementations, distribution, sweep (text or
 *       null), trials, forks (1, or the JVMs of a --forks run: trial f ran in JVM f), seed, alignment, independentOffsets, estimators, minimumBudgetNanos,
 *       maxWarmupNanos, oracle, useTuningCache, batchEntries, runsPerBatch, initialCalls,
 *       weightedMeanMinNanos, weightedMeanMaxNanos;
 *   <li>{@code machine}: cpuName, caches {l1DataBytes, lastLevelBytes (null when unread),
 *       lastLevel, list}, clock (as {@code nanometer timer}), cycles {available, description}, threadPlacement, findings;
 *   <li>{@code environment}: JVM, OS, blackhole, thread placement and tick length, and (from version
 *       4) cpuModel, memoryBytes, jvmVendor and jvmArguments, as the first measurement captured them (as {@code nanometer-results}; this JVM's when there is none);
 *   <li>{@code buffers}: per function shareBytes, bufferBytes, buffers, alignment,
 *       independentOffsets, parameterBytes;
 *   <li>{@code skipped}: [{function, implementation, reason}]; {@code notes}: [text];
 *       {@code wallNanos};
 *   <li>{@code estimatorAgreement}: per row and trial with both intervals ({@link
 *       EstimatorAgreement}): [{function, implementation, workload, trial, disagree (the median's and
 *       the weighted mean's intervals do not overlap), median, weightedMean (intervals per call, as
 *       below), pageFaults (of the weighted mean's measuring thread while it sampled; null when not
 *       counted), gcCollections}];
 *   <li>{@code measurements}: [{function, implementation, kind, workload, sizeBytes (null for a
 *       distribution), meanBytesPerCall, trial, estimator, inputSeed, regime {name, drawing,
 *       batchLength, runsPerBatch, replays, callsPerEvaluation, description}, timing {timer,
 *       nanosPerTick, relativeErrorBound, method}, callsPerEvaluation, nanosPerCall,
 *       minimumNanosPerCall, medianNanosPerCall, p90NanosPerCall (of this measurement's samples),
 *       bytesPerNanosecond, cyclesPerCall, instructionsPerCall, branchMissesPerCall (perf counters
 *       read around each timed chunk; null when not counted), nanosPerCallInterval (the interval of
 *       nanosPerCall, {@link Measurement#intervalPerCall()}; null for the minimum),
 *       medianNanosPerCallInterval (of medianNanosPerCall, {@link
 *       Measurement#medianIntervalPerCall()}; null when too few samples), result}], where {@code
 *       result} is one result object of {@code nanometer-results} (one evaluation = callsPerEvaluation calls) with
 *       every raw sample.
 * </ul>
 *
 * An interval is {@code {covers, low, high, bounded, confidence, method, intervalCovers}} ({@link
 * DocumentWriter#interval}). {@code estimatorAgreement} and the two intervals per measurement were added in
 * version 2 without a version change: readers of older documents without them read them as before.
 * Numbers are Locale.ROOT; non-finite numbers are null. {@link SuiteReader} reads the document
 * back into the same {@link SuiteReport}.
 */
public final class SuiteJsonWriter {


  private SuiteJsonWriter() {}

  /** Streams the whole document to {@code out} (nothing is built in memory). */
  public static void write(SuiteReport r, PrintStream out) {
    write(r, (Appendable) out);
  }

  /** Streams the whole document to {@code out}; numeric arrays take one line each. */
  public static void write(SuiteReport r, Appendable out) {
    DocumentWriter w = DocumentWriter.document(out, SuiteSchemas.DOCUMENT);
    // A report read back keeps the run that wrote it; one measured here is written by this JVM's run.
    w.run(r.run().orElseGet(RunIdentity::ofThisJvm));
    configuration(w, r.config());
    machine(w, r.machine());
    if (r.measurements().isEmpty()) {
      w.currentEnvironment();
    } else {
      // Captured when the first measurement was taken (all run in this one JVM), not when written.
      w.environment(r.measurements().get(0).result().environment());
    }
    w.name("buffers").beginArray();
    for (BufferPlan b : r.buffers()) {
      w.beginObject().field("function", b.function().cliName()).field("shareBytes", b.shareBytes())
          .field("bufferBytes", b.bufferBytes()).field("buffers", b.buffers()).field("alignment", b.alignment())
          .field("independentOffsets", b.independentOffsets()).field("parameterBytes", b.parameterBytes()).endObject();
    }
    w.endArray();
    w.name("skipped").beginArray();
    for (Skipped s : r.skipped()) {
      w.beginObject().field("function", s.function().cliName()).field("implementation", s.implementation())
          .field("reason", s.reason()).endObject();
    }
    w.endArray();
    strings(w, "notes", r.notes());
    w.field("wallNanos", r.wallNanos());
    w.name("estimatorAgreement").beginArray();
    for (EstimatorAgreement a : EstimatorAgreement.ofAll(r.measurements())) {
      Measurement m = a.weightedMeanMeasurement();
      w.beginObject().field("function", m.function().cliName()).field("implementation", m.implementation())
          .field("workload", m.workload()).field("trial", a.trial()).field("disagree", a.disagree());
      w.interval("median", Optional.of(a.median()));
      w.interval("weightedMean", Optional.of(a.weightedMean()));
      w.name("pageFaults");
      if (a.pageFaults() >= 0) {
        w.value(a.pageFaults());
      } else {
        w.nullValue();
      }
      w.field("gcCollections", a.collections()).endObject();
    }
    w.endArray();
    w.name("measurements").beginArray();
    for (Measurement m : r.measurements()) {
      measurement(w, m);
    }
    w.endArray().endObject().finish();
  }

  private static void configuration(DocumentWriter w, SuiteConfig c) {
    w.name("configuration").beginObject().field("mode", c.mode().cliName());
    w.name("functions").beginArray();
    for (MemoryFunction f : c.functions()) {
      w.value(f.cliName());
    }
    w.endArray();
    strings(w, "implementations", c.implementations());
    w.field("distribution", c.distribution());
    w.name("sweep");
    if (c.sweep().isPresent()) {
      w.value(c.sweep().get().text());
    } else {
      w.nullValue();
    }
    w.field("trials", c.trials()).field("forks", c.forks()).field("seed", c.seed()).field("alignment", c.alignment())
        .field("independentOffsets", c.independentOffsets());
    w.name("estimators").beginArray();
    for (Estimator e : c.estimators()) {
      w.value(e.cliName());
    }
    w.endArray();
    w.field("minimumBudgetNanos", c.minimumBudget().toNanos()).field("maxWarmupNanos", c.maxWarmup().toNanos())
        .field("oracle", c.oracle()).field("useTuningCache", c.useTuningCache())
        .field("batchEntries", c.batchEntries()).field("runsPerBatch", c.runsPerBatch())
        .field("initialCalls", c.initialCalls())
        .field("weightedMeanMinNanos", SuiteDefaults.WEIGHTED_MEAN_MIN.toNanos())
        .field("weightedMeanMaxNanos", SuiteDefaults.WEIGHTED_MEAN_MAX.toNanos())
        .endObject();
  }

  private static void machine(DocumentWriter w, MachineFacts m) {
    w.name("machine").beginObject().field("cpuName", m.cpuName());
    w.name("caches").beginObject();
    optionalLong(w, "l1DataBytes", m.caches().l1DataBytes());
    optionalLong(w, "lastLevelBytes", m.caches().lastLevelBytes());
    w.field("lastLevel", m.caches().lastLevel());
    strings(w, "list", m.caches().caches());
    w.endObject();
    w.name("clock").clock(m.clock());
    w.name("cycles").beginObject().field("available", m.cycles().available())
        .field("description", m.cycles().description()).endObject();
    w.field("threadPlacement", m.threadPlacement());
    strings(w, "findings", m.findings());
    w.name("doctor");
    if (m.doctor() == null) {
      w.nullValue();
    } else {
      w.doctor(m.doctor());
    }
    w.endObject();
  }

  /** One element of {@code measurements} at the writer's position (also a journal line). */
  public static void measurement(DocumentWriter w, Measurement m) {
    w.beginObject().field("function", m.function().cliName()).field("implementation", m.implementation())
        .field("kind", m.kind()).field("workload", m.workload());
    w.name("sizeBytes");
    if (m.sizeBytes() >= 0) {
      w.value(m.sizeBytes());
    } else {
      w.nullValue();
    }
    w.field("meanBytesPerCall", m.meanBytesPerCall()).field("trial", m.trial())
        .field("estimator", m.estimator().cliName()).field("inputSeed", m.inputSeed());
    ParameterRegime g = m.regime();
    w.name("regime").beginObject().field("name", g.name()).field("drawing", g.drawing().name().toLowerCase(java.util.Locale.ROOT))
        .field("batchLength", g.batchLength()).field("runsPerBatch", g.runsPerBatch()).field("replays", g.replays())
        .field("callsPerEvaluation", g.callsPerEvaluation()).field("description", g.describe()).endObject();
    LoopTiming t = m.timing();
    w.name("timing").beginObject().field("timer", t.timer()).field("nanosPerTick", t.nanosPerTick())
        .field("relativeErrorBound", t.relativeErrorBound()).field("method", t.method()).endObject();
    w.field("callsPerEvaluation", m.callsPerEvaluation())
        .field("nanosPerCall", m.nanosPerCall())
        .field("minimumNanosPerCall", m.quantileNanosPerCall(0)).field("medianNanosPerCall", m.quantileNanosPerCall(0.5))
        .field("p90NanosPerCall", m.quantileNanosPerCall(0.9))
        .field("bytesPerNanosecond", m.bytesPerNanosecond())
        .field("cyclesPerCall", m.counts().cyclesPerCall()).field("instructionsPerCall", m.counts().instructionsPerCall())
        .field("branchMissesPerCall", m.counts().branchMissesPerCall());
    w.interval("nanosPerCallInterval", m.intervalPerCall());
    w.interval("medianNanosPerCallInterval", m.medianIntervalPerCall());
    w.name("result").result(m.result());
    w.endObject();
  }

  private static void optionalLong(DocumentWriter w, String name, java.util.OptionalLong v) {
    w.name(name);
    if (v.isPresent()) {
      w.value(v.getAsLong());
    } else {
      w.nullValue();
    }
  }

  private static void strings(DocumentWriter w, String name, java.util.List<String> values) {
    w.name(name).beginArray();
    for (String s : values) {
      w.value(s);
    }
    w.endArray();
  }
}
