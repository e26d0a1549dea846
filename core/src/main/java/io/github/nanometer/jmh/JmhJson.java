package io.github.nanometer.jmh;

import io.github.nanometer.Result;
import io.github.nanometer.report.DocumentHeader;
import io.github.nanometer.report.JsonWriter;
import io.github.nanometer.results.JmhJsonWriter;
import io.github.nanometer.results.ResultWriter;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * The machine-readable outputs of {@code nanometer jmh}: nanometer's own document ({@value #SCHEMA}
 * version 1: per run the JMH benchmark, mode, parameters, score in the asked unit with its
 * interval, the regime, the annotations as read, the notes, and the complete nanometer result; then
 * the benchmarks not run, with why), and JMH's {@code -rf json} shape through the project's one
 * JMH writer ({@link JmhJsonWriter}).
 */
final class JmhJson {

  /** The schema name of nanometer's document. */
  static final String SCHEMA = "nanometer-jmh";
  static final DocumentHeader HEADER = new DocumentHeader(SCHEMA, 1);

  private JmhJson() {}

  /** nanometer's document. */
  static void write(JmhReport report, PrintStream out) {
    JsonWriter w = new JsonWriter(out, true);
    HEADER.write(w.beginObject());
    w.field("source", report.source()).field("discovered", report.discovered()).field("selected", report.selected());
    w.name("runs").beginArray();
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
          .field("forks", b.forks());
      strings(w, "jvmArgs", b.jvmArgs());
      strings(w, "compileCommands", b.compileCommands());
      strings(w, "notes", b.notes());
      w.name("result");
      ResultWriter.write(w, r.result());
      w.endObject();
    }
    w.endArray();
    w.name("notRun").beginArray();
    for (JmhRefusal r : report.refusals()) {
      w.beginObject().field("benchmark", r.benchmark()).field("feature", r.feature()).field("reason", r.reason())
          .field("failed", r.failed()).endObject();
    }
    w.endArray().endObject().finish();
  }

  private static void strings(JsonWriter w, String name, List<String> values) {
    w.name(name).beginArray();
    values.forEach(w::value);
    w.endArray();
  }

  /**
   * JMH's {@code -rf json}: one array of every run, each written by {@link JmhJsonWriter} under its
   * own class (the writer takes one class per call, so each run's one-element array is joined into
   * one). The method part is the JMH method, with the mode appended when it is not {@code avgt} (the
   * writer writes every score as {@code avgt} in ns/op).
   */
  static void writeJmh(JmhReport report, PrintStream out) {
    StringBuilder all = new StringBuilder("[");
    String sep = "\n";
    for (JmhResult r : report.results()) {
      StringBuilder one = new StringBuilder();
      JmhJsonWriter.write(List.of(renamed(r)), r.benchmark().className().replace('$', '.'), one);
      String text = one.toString().strip();
      if (!text.startsWith("[") || !text.endsWith("]")) {
        throw new IllegalStateException("JmhJsonWriter wrote no JSON array: " + text.substring(0,
            Math.min(40, text.length())));
      }
      String inner = text.substring(1, text.length() - 1).strip();
      if (!inner.isEmpty()) {
        all.append(sep).append(inner);
        sep = ",\n";
      }
    }
    out.print(all.append("\n]\n"));
  }

  /** The result under the name JMH's writer splits into method and parameters. */
  private static Result renamed(JmhResult jr) {
    Result r = jr.result();
    JmhBenchmark b = jr.benchmark();
    StringBuilder name = new StringBuilder(b.methodName());
    if (b.mode() != JmhMode.AVERAGE_TIME) {
      name.append('_').append(b.mode().shortName());
    }
    for (Map.Entry<String, String> p : b.params().entrySet()) {
      name.append(' ').append(p.getKey()).append('=').append(p.getValue());
    }
    return new Result(name.toString(), r.mode(), r.estimator(), r.options(), r.environment(), r.warmup(),
        r.evaluationsPerSample(), r.tuningSource(), r.evaluations(), r.elapsedNanos(), r.estimates(), r.interval(),
        r.meanInterval(), r.stopReason(), r.singleEvaluations(), r.loopIsolated(), r.remarks(), r.counterDeltas(),
        r.allocation(), r.parameters(), r.plan(), r.gc());
  }
}
