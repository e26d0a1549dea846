package io.github.nanometer.jmh;

import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.engine.ForkSteadyState;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.resultjson.ResultJsonWriter;
import io.github.nanometer.resultjson.RunJson;
import io.github.nanometer.results.JmhJsonWriter;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The machine-readable outputs of {@code nanometer jmh}: nanometer's own document ({@value #SCHEMA}
 * version 4: the run that wrote it ({@code run}: id, start and end, from version 4), then per run (per fork with {@code --forks N}) the JMH benchmark, mode, parameters, score
 * in the asked unit with its interval, the regime, the annotations as read ({@code forks}: the
 * value of {@code @Fork}), which fork this was and how many ran ({@code fork}, {@code forksRun}), its
 * threads (all, whether a {@code @Group}, and per method), the notes, and the complete nanometer
 * result, its counters in the compact form of {@code nanometer-results} version 3 (version 1
 * wrote them as full tables); then, from version 3, {@code forkSummaries}: per run its answer over
 * its forks (see {@link #writeSummary}); then the benchmarks not run, with why), and JMH's {@code -rf json}
 * shape through the project's one JMH writer ({@link JmhJsonWriter}).
 */
final class JmhJson {

  /** The schema name of nanometer's document. */
  static final String SCHEMA = DocumentHeader.JMH.schema();
  static final DocumentHeader HEADER = DocumentHeader.JMH;

  private JmhJson() {}

  /** nanometer's document, written by this JVM's run ({@link RunIdentity#ofThisJvm()}). */
  static void write(JmhReport report, PrintStream out) {
    write(report, RunIdentity.ofThisJvm(), out);
  }

  /** nanometer's document, with {@code writtenBy} as its {@code "run"} member. */
  static void write(JmhReport report, RunIdentity writtenBy, PrintStream out) {
    JsonWriter w = new JsonWriter(out, true);
    HEADER.write(w.beginObject());
    RunJson.write(w, writtenBy);
    w.field("source", report.source()).field("discovered", report.discovered()).field("selected", report.selected());
    w.name("runs").beginArray();
    Map<String, Long> forksRun = report.results().stream()
        .collect(java.util.stream.Collectors.groupingBy(r -> r.benchmark().runName(), java.util.stream.Collectors.counting()));
    for (JmhResult r : report.results()) {
      JmhBenchmark b = r.benchmark();
      w.beginObject().field("benchmark", b.name()).field("mode", b.mode().shortName());
      w.name("params").beginObject();
      b.params().forEach(w::field);
      w.endObject();
      w.field("score", r.score()).field("scoreUnit", r.unit());
      w.name("scoreConfidence");
      var ci = r.scoreInterval();
      if (ci.isPresent()) {
        w.beginArray().value(ci.get()[0]).value(ci.get()[1]).endArray();
        w.field("confidence", r.confidence());
      } else {
        w.nullValue();
      }
      w.field("regime", r.regime().cliName())
          .field("operationsPerInvocation", b.operationsPerInvocation())
          .field("outputTimeUnit", JmhResult.unitText(b.outputUnit()))
          .field("warmup", b.warmup().text())
          .field("measurement", b.measurement().text())
          .field("forks", b.forks())
          .field("fork", r.fork())
          .field("forksRun", forksRun.get(b.runName()).longValue())
          .field("threads", r.threads())
          .field("group", b.group());
      w.name("threadsPerMethod").beginObject();
      b.threads().forEach((m, n) -> w.field(m, (long) n));
      w.endObject();
      strings(w, "jvmArgs", b.jvmArgs());
      strings(w, "compileCommands", b.compileCommands());
      strings(w, "notes", b.notes());
      w.name("result");
      ResultJsonWriter.write(w, r.result());
      w.endObject();
    }
    w.endArray();
    w.name("forkSummaries").beginArray();
    for (JmhRunSummary run : JmhRunSummary.of(report)) {
      writeSummary(w, run);
    }
    w.endArray();
    w.name("notRun").beginArray();
    for (JmhRefusal r : report.refusals()) {
      w.beginObject().field("benchmark", r.benchmark()).field("feature", r.feature()).field("reason", r.reason())
          .field("failed", r.failed()).endObject();
    }
    w.endArray().endObject().finish();
  }

  /**
   * One run's answer over its forks: the score and interval in its unit, the estimate and interval
   * in nanoseconds per invocation, both variance components (squared nanoseconds), the modes, how
   * forking went, and per fork its steady state (estimate, standard error, class, segment starts
   * over blocks of at least {@value ForkSteadyState#BLOCK_NANOS} ns, the block values).
   */
  private static void writeSummary(JsonWriter w, JmhRunSummary run) {
    ForkedEstimate e = run.estimate();
    double[] ci = run.scoreInterval();
    w.beginObject().field("run", run.benchmark().runName()).field("benchmark", run.benchmark().name())
        .field("mode", run.benchmark().mode().shortName())
        .field("forks", (long) run.forks().size())
        .field("oneJvm", e.oneJvm())
        .field("score", run.score()).field("scoreUnit", run.forks().get(0).unit());
    w.name("scoreConfidence").beginArray().value(ci[0]).value(ci[1]).endArray();
    w.field("confidence", e.interval().confidence())
        .field("estimateNanos", e.estimateNanos())
        .field("intervalMethod", e.interval().method())
        .field("consistent", !e.inconsistent());
    w.name("betweenJvmVariance");
    if (e.levels().isPresent()) {
      w.value(e.levels().get().betweenVariance());
      w.field("withinJvmVariance", e.levels().get().withinVariance());
    } else {
      w.nullValue();
      w.name("withinJvmVariance").value(Math.pow(e.forks().get(0).standardErrorNanos(), 2));
    }
    w.name("modes").beginArray();
    e.levels().ifPresent(l -> l.modes().forEach(m -> w.beginObject().field("estimateNanos", m.centre())
        .field("forks", (long) m.forks()).endObject()));
    w.endArray();
    run.record().ifPresent(f -> w.field("stop", f.stop()).field("wallNanos", f.wallNanos()));
    w.name("forkSteadyStates").beginArray();
    for (ForkSteadyState f : e.forks()) {
      w.beginObject().field("estimateNanos", f.estimateNanos()).field("standardErrorNanos", f.standardErrorNanos())
          .field("class", f.steadyClass().label()).field("steadySamples", (long) f.steadySamples());
      w.name("segmentStarts").beginArray();
      for (int start : f.segmentStarts()) {
        w.value((long) start);
      }
      w.endArray();
      w.name("blockNanos").beginArray();
      for (double b : f.blockNanos()) {
        w.value(b);
      }
      w.endArray().endObject();
    }
    w.endArray().endObject();
  }

  private static void strings(JsonWriter w, String name, List<String> values) {
    w.name(name).beginArray();
    values.forEach(w::value);
    w.endArray();
  }

  /**
   * JMH's {@code -rf json}: one object per run as JMH would write it ({@link JmhJsonWriter#writeRuns}):
   * the benchmark's own name and parameters, its mode ({@code thrpt}, {@code avgt}, {@code sample},
   * {@code ss}), the score, interval, percentiles and raw data in its unit ({@code ops/s} and the like
   * for {@code thrpt}, time per operation otherwise), {@code rawDataHistogram} for {@code sample},
   * the threads that ran it, and its forks (each a fresh JVM): with {@code --forks N} one object per
   * run with {@code forks} N and one raw row per fork, the score and interval over the forks
   * ({@link JmhJsonWriter#writeForkedRuns}), in the order the runs were first measured.
   */
  static void writeJmh(JmhReport report, PrintStream out) {
    List<List<JmhJsonWriter.JmhRun>> runs = new ArrayList<>();
    List<List<Result>> results = new ArrayList<>();
    for (JmhRunSummary summary : JmhRunSummary.of(report)) {
      List<JmhJsonWriter.JmhRun> forks = new ArrayList<>();
      for (int f = 0; f < summary.forks().size(); f++) {
        forks.add(run(summary.forks().get(f), summary.estimate().forks().get(f)));
      }
      runs.add(forks);
      results.add(summary.forks().stream().map(JmhResult::result).toList());
    }
    StringBuilder sb = new StringBuilder();
    JmhJsonWriter.writeForkedRuns(runs, results, sb);
    out.print(sb);
  }

  /**
   * One fork in JMH's terms: its score is the fork's steady state ({@link ForkSteadyState}: the
   * estimator after its last changepoint, found once for the run's summary) with that JVM's own
   * interval, so the mean over forks that
   * {@link JmhJsonWriter#writeForkedRuns} writes is the text table's score.
   */
  static JmhJsonWriter.JmhRun run(JmhResult r, ForkSteadyState steadyState) {
    JmhBenchmark b = r.benchmark();
    ForkedEstimate steady = ForkedEstimate.of(List.of(steadyState), r.result().options().confidence());
    double low = JmhResult.inUnit(b, steady.interval().low());
    double high = JmhResult.inUnit(b, steady.interval().high());
    Optional<double[]> ci = Optional.of(new double[] {Math.min(low, high), Math.max(low, high)})
        .filter(c -> Double.isFinite(c[0]) && Double.isFinite(c[1]) && c[1] > c[0]);
    return new JmhJsonWriter.JmhRun(b.name(), b.mode().shortName(), r.threads(), 1, b.params(), r.unit(),
        JmhResult.inUnit(b, steady.estimateNanos()), ci, r.sampleScores(), b.mode() == JmhMode.SAMPLE_TIME);
  }
}
