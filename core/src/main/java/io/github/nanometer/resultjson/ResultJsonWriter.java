package io.github.nanometer.resultjson;

import io.github.nanometer.Allocation;
import io.github.nanometer.Environment;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Interval;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Note;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.engine.CompiledReplicas;
import io.github.nanometer.json.JsonWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One result as JSON at a writer's position, the {@code results[i]} object of a {@code
 * nanometer-results} document: the API's {@code results.ResultWriter} writes whole documents with
 * it, and the documents that embed results (the suite's, {@code nanometer jmh}'s) write theirs.
 * Internal (not exported), so the JSON mechanics stay out of the API's signatures; {@link
 * ResultJsonReader} reads what it writes.
 */
public final class ResultJsonWriter {

  private ResultJsonWriter() {}

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
        .field("threadPlacement", r.threadPlacement())
        .field("bodyFingerprint", r.bodyFingerprint().orElse(null));
    writeEnvironment(w, r.environment());
    writeWarmup(w, r.warmup());
    writePlan(w, r.plan());
    writeGc(w, r.gc());
    writeOptions(w, r.options(), r.options().compilationsOfRun());
    // Which compiled copy took which sample: copy (i / compilationBlock) mod options.compilations.
    w.field("compilationBlock", CompiledReplicas.blockSamples(r.estimator()));
    w.name("clock");
    EnvironmentJson.writeClock(w, r.clock());
    w.name("notes").beginArray();
    for (Note n : r.remarks()) {
      w.beginObject().field("kind", n.kind().name()).field("message", n.message()).field("appliesTo", n.appliesTo())
          .endObject();
    }
    w.endArray();
    CountersJson.write(w, r);
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
    w.name("nanosPerEvaluation")
        .array(f.curve().stream().mapToDouble(WarmupSummary.Point::nanosPerEvaluation).toArray());
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
   * option but the estimator (which the enclosing object names), with {@code compilations} the
   * count of compiled copies the document's samples came from (never 0, automatic: readers split
   * samples into copies by it).
   */
  public static void writeOptions(JsonWriter w, Options o, int compilations) {
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
        .field("compilations", compilations)
        .field("regime", o.regime().cliName())
        .field("evaluationsPerSample", o.evaluationsPerSample())
        .field("confidence", o.confidence())
        .field("clock", o.clock().cliName())
        .field("pinning", o.pinning().text());
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
  private static void writeInterval(JsonWriter w, String name, Optional<Interval> interval) {
    w.name(name);
    if (interval.isPresent()) {
      Interval c = interval.get();
      w.beginObject().field("lowNanos", c.low()).field("highNanos", c.high())
          .field("confidence", c.confidence()).field("covers", c.covers()).field("method", c.method()).endObject();
    } else {
      w.nullValue();
    }
  }
}
