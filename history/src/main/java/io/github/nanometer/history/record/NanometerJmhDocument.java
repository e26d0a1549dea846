package io.github.nanometer.history.record;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A {@code nanometer-jmh} document ({@code nanometer jmh --format json}), named as JMH names its
 * benchmarks: each {@code runs[i]} (one fork) the benchmark {@code benchmark} with its {@code
 * params}, its mode JMH's, its measure after the mode ({@link JmhModes#measure}), its estimate the
 * run's {@code score} in {@code scoreUnit}. A run's forks are combined as the document's {@code
 * forkSummaries} entry for it says (its score, interval, level and method), or, without one, as
 * {@link ResultGroups#combine} does; their spread is the standard deviation of the forks' scores.
 * The machine and JVM from the top-level {@code environment}, else the first run's result's.
 */
final class NanometerJmhDocument {
  private NanometerJmhDocument() {}

  static Contents read(JsonValue top, DocumentKind.Header header, boolean withSamples) {
    boolean v4 = header.hasRunFacts();
    List<JsonValue> runs = top.get("runs").elements();
    if (runs.isEmpty()) {
      throw top.get("runs").error("holds no run");
    }
    List<Measured> answers = new ArrayList<>();
    Map<String, String> runNames = new HashMap<>();
    for (JsonValue run : runs) {
      Measured one = answer(run, v4, withSamples);
      answers.add(one);
      runNames.put(one.benchmark().id() + " " + one.measure(), runName(run));
    }
    Map<String, JsonValue> summaries = new HashMap<>();
    if (top.has("forkSummaries")) {
      for (JsonValue s : top.get("forkSummaries").elements()) {
        summaries.put(s.get("run").string(), s);
      }
    }
    List<ResultRecord> results = new ArrayList<>();
    ResultGroups.byBenchmark(answers).forEach((key, forks) -> {
      JsonValue summary = summaries.get(runNames.get(key));
      results.add(summary == null ? ResultGroups.combine(forks) : summarised(summary, forks));
    });
    JsonValue environment = top.has("environment") ? top.get("environment") : runs.get(0).get("result")
        .get("environment");
    return new Contents(results, Environments.machine(environment, v4, Optional.empty()),
        Environments.jvm(environment, v4), Contents.nanometerTool(header), ResultGroups.samplesAll(answers));
  }

  /**
   * One run (fork): its score and {@code scoreConfidence} at its result's level; with {@code
   * withSamples}, its result's raw samples, in nanoseconds per evaluation whatever the score's unit.
   */
  private static Measured answer(JsonValue run, boolean v4, boolean withSamples) {
    JsonValue result = run.get("result");
    String mode = run.get("mode").string();
    BenchmarkIdentity benchmark = run.build(() -> BenchmarkIdentity.of(run.get("benchmark").string(),
        ResultObjects.strings(run.get("params")), mode, ResultObjects.fingerprint(result, v4)));
    String measure = JmhModes.measure(mode);
    String unit = run.get("scoreUnit").string();
    double score = finiteScore(run.get("score"));
    JsonValue interval = result.get("interval");
    double confidence = interval.isNull() ? result.get("plan").get("confidence").number()
        : interval.get("confidence").number();
    Optional<Interval> ci = bounds(run.get("scoreConfidence"), confidence, measure + " (" + unit + ")",
        "the run's scoreConfidence (its result's interval in the score's unit)");
    Optional<RawSamples> samples = withSamples ? ResultObjects.samples(result, 1) : Optional.empty();
    return run.build(() -> new Measured(benchmark, measure, unit, score, ci, confidence, 1, OptionalDouble.empty(),
        result.get("sampleCount").longValue(), true, samples));
  }

  /** A run's forks as its {@code forkSummaries} entry states them. */
  private static ResultRecord summarised(JsonValue s, List<Measured> forks) {
    Measured first = forks.get(0);
    double confidence = s.get("confidence").number();
    String method = s.has("intervalMethod") ? s.get("intervalMethod").string() : "nanometer jmh's fork summary";
    Interval interval = bounds(s.get("scoreConfidence"), confidence, first.covers(), method)
        .orElseGet(() -> Interval.unbounded(confidence, first.covers(), "none: the fork summary states no interval"));
    int forkCount = s.get("forks").integer();
    OptionalDouble spread = forks.size() < 2 ? OptionalDouble.empty()
        : OptionalDouble.of(Repeats.of(forks.stream().mapToDouble(Measured::estimate).toArray(), confidence,
            first.covers(), "fork scores").standardDeviation());
    long samples = forks.stream().mapToLong(Measured::sampleCount).sum();
    return s.build(() -> new ResultRecord(first.benchmark(), first.measure(), first.unit(), finiteScore(s.get("score")),
        interval, forkCount, spread, samples));
  }

  /** {@code [low, high]} as an interval, or empty for null or a non-finite end. */
  static Optional<Interval> bounds(JsonValue pair, double confidence, String covers, String method) {
    if (pair.isNull()) {
      return Optional.empty();
    }
    List<JsonValue> ends = pair.elements();
    if (ends.size() != 2) {
      throw pair.error("must be [low, high], got " + ends.size() + " numbers");
    }
    double low = JmhModes.number(ends.get(0));
    double high = JmhModes.number(ends.get(1));
    if (!Double.isFinite(low) || !Double.isFinite(high)) {
      return Optional.empty();
    }
    return Optional.of(pair.build(() -> new Interval(low, high, confidence, covers, method)));
  }

  /** A finite score. */
  static double finiteScore(JsonValue score) {
    double value = JmhModes.number(score);
    if (!Double.isFinite(value)) {
      throw score.error("must be a finite score, got " + value);
    }
    return value;
  }

  /**
   * A run's name as {@code forkSummaries[i].run} writes it: the benchmark, its mode and each
   * parameter as {@code name=value}, in the document's order, separated by blanks.
   */
  private static String runName(JsonValue run) {
    StringBuilder sb = new StringBuilder(run.get("benchmark").string()).append(' ').append(run.get("mode").string());
    ResultObjects.strings(run.get("params")).forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
    return sb.toString();
  }
}
