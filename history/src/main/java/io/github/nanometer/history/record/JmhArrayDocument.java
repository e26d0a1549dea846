package io.github.nanometer.history.record;

import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * JMH's own {@code -rf json} output: an array of one object per benchmark, mode and parameter set
 * ({@code benchmark}, {@code mode}, {@code params}, {@code forks}, {@code jvmArgs}, {@code
 * jdkVersion}, {@code jmhVersion}, {@code primaryMetric} {@code {score, scoreConfidence, scoreUnit,
 * rawData}}). The estimate is the score in its unit; the interval {@code scoreConfidence} at JMH's
 * level, {@value #JMH_CONFIDENCE} (or the level nanometer's {@code --format jmh} states under {@code
 * nanometerInterval}); the forks the rows of {@code rawData} (one per JVM), their spread the
 * standard deviation of the rows' means; the samples every iteration of every row ({@code
 * rawDataHistogram}'s counts in sample mode). The file states no machine fact and no JVM vendor
 * (the vendor is recorded as {@value Environments#UNKNOWN_VENDOR}); the JVM's flags are the first
 * entry's {@code jvmArgs}, and an entry run with other ones has them as its parameter {@code
 * jvmArgs}, so that its series stays apart. Its raw samples, when asked for, are {@code rawData}'s
 * iteration scores in {@code scoreUnit}, one part per row (fork); an entry with only {@code
 * rawDataHistogram} (sample mode) or with a score that is not a finite number keeps none.
 */
final class JmhArrayDocument {
  private JmhArrayDocument() {}

  /** The level of JMH's {@code scoreError} and {@code scoreConfidence}: 99.9%. */
  static final double JMH_CONFIDENCE = 0.999;

  static Contents read(JsonValue top, boolean withSamples) {
    List<JsonValue> entries = top.elements();
    if (entries.isEmpty()) {
      throw top.error("is an empty JMH array: it holds no benchmark");
    }
    JsonValue first = entries.get(0);
    List<String> flags = JvmFlags.significant(Environments.strings(first.get("jvmArgs")));
    JvmIdentity jvm = first.build(() -> new JvmIdentity(Environments.UNKNOWN_VENDOR, first.get("jdkVersion").string(),
        flags));
    List<Measured> answers = new ArrayList<>();
    for (JsonValue e : entries) {
      answers.add(answer(e, flags, withSamples));
    }
    return Contents.of(answers, MachineFacts.NONE, jvm, "JMH " + first.get("jmhVersion").string());
  }

  private static Measured answer(JsonValue e, List<String> runFlags, boolean withSamples) {
    String mode = e.get("mode").string();
    Map<String, String> params = new LinkedHashMap<>(e.has("params") && !e.get("params").isNull()
        ? ResultObjects.strings(e.get("params")) : Map.of());
    List<String> flags = Environments.strings(e.get("jvmArgs"));
    if (!flags.equals(runFlags)) {
      params.put("jvmArgs", String.join(" ", flags));
    }
    BenchmarkIdentity benchmark = e.build(() -> BenchmarkIdentity.of(e.get("benchmark").string(), params, mode,
        DocumentRun.UNKNOWN_FINGERPRINT));
    JsonValue metric = e.get("primaryMetric");
    String unit = metric.get("scoreUnit").string();
    String measure = JmhModes.measure(mode);
    double confidence = stated(e);
    List<double[]> forks = forkValues(metric);
    long samples = forks.stream().mapToLong(f -> (long) f[1]).sum();
    if (samples < 1) {
      throw metric.error("holds no measured iteration (rawData is empty)");
    }
    OptionalDouble spread = forks.size() < 2 ? OptionalDouble.empty() : OptionalDouble.of(Repeats.of(
        forks.stream().mapToDouble(f -> f[0]).toArray(), confidence, measure, "fork means").standardDeviation());
    Optional<RawSamples> raw = withSamples ? rawData(metric, unit) : Optional.empty();
    return e.build(() -> new Measured(benchmark, measure, unit, NanometerJmhDocument.finiteScore(metric.get("score")),
        NanometerJmhDocument.bounds(metric.get("scoreConfidence"), confidence, measure + " (" + unit + ")",
            "JMH's scoreConfidence (Student t over every iteration of every fork)"),
        confidence, Math.max(1, forks.size()), spread, samples, true, raw));
  }

  /**
   * {@code rawData}'s iteration scores in {@code unit}, one part per non-empty row (fork); empty
   * without {@code rawData}, without an iteration, or with a score that is not a finite number.
   */
  private static Optional<RawSamples> rawData(JsonValue metric, String unit) {
    if (!metric.has("rawData")) {
      return Optional.empty();
    }
    List<double[]> parts = new ArrayList<>();
    for (JsonValue row : metric.get("rawData").elements()) {
      List<JsonValue> values = row.elements();
      double[] part = new double[values.size()];
      for (int i = 0; i < part.length; i++) {
        part[i] = JmhModes.number(values.get(i));
        if (!Double.isFinite(part[i])) {
          return Optional.empty();
        }
      }
      if (part.length > 0) {
        parts.add(part);
      }
    }
    return parts.isEmpty() ? Optional.empty() : Optional.of(RawSamples.of(unit, parts));
  }

  /** The level nanometer's {@code --format jmh} states, else JMH's {@value #JMH_CONFIDENCE}. */
  private static double stated(JsonValue e) {
    if (e.has("nanometerInterval") && !e.get("nanometerInterval").get("confidence").isNull()) {
      return e.get("nanometerInterval").get("confidence").number();
    }
    return JMH_CONFIDENCE;
  }

  /**
   * Each fork's mean and iteration count, {@code {mean, count}}: from {@code rawData} (a row of
   * iteration scores per fork) or, in sample mode, {@code rawDataHistogram} (per fork, per
   * iteration, {@code [value, count]} pairs).
   */
  private static List<double[]> forkValues(JsonValue metric) {
    List<double[]> forks = new ArrayList<>();
    if (metric.has("rawData")) {
      for (JsonValue row : metric.get("rawData").elements()) {
        double sum = 0;
        List<JsonValue> values = row.elements();
        for (JsonValue v : values) {
          sum += JmhModes.number(v);
        }
        if (!values.isEmpty()) {
          forks.add(new double[] {sum / values.size(), values.size()});
        }
      }
      return forks;
    }
    for (JsonValue fork : metric.get("rawDataHistogram").elements()) {
      double sum = 0;
      double count = 0;
      for (JsonValue iteration : fork.elements()) {
        for (JsonValue pair : iteration.elements()) {
          double value = JmhModes.number(pair.elements().get(0));
          long n = pair.elements().get(1).longValue();
          sum += value * n;
          count += n;
        }
      }
      if (count > 0) {
        forks.add(new double[] {sum / count, count});
      }
    }
    return forks;
  }
}
