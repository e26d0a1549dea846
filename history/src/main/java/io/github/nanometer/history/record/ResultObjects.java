package io.github.nanometer.history.record;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Reads nanometer's one-result JSON object (a {@code nanometer-results} document's {@code
 * results[i]}, the suite's {@code measurements[i].result}, {@code nanometer-jmh}'s {@code
 * runs[i].result}): {@code mode}, {@code estimator}, {@code estimateNanos}, {@code interval}
 * ({@code {lowNanos, highNanos, confidence, covers, method}} or null), {@code sampleCount}, {@code
 * plan.confidence} and {@code plan.isolation}, from version 4 {@code bodyFingerprint}, and when the
 * raw samples are asked for {@code samples.evaluations} and {@code samples.elapsedNanos}.
 */
final class ResultObjects {
  private ResultObjects() {}

  /** The history's measure of a nanometer estimate: time per operation. */
  static final String TIME = "time";

  /**
   * The answer of result object {@code r} as benchmark {@code name} with {@code parameters}, its
   * times divided by {@code perOperation} (the suite's calls per evaluation; 1 otherwise) into
   * {@code "ns/op"}; with its raw samples ({@link #samples}) when {@code withSamples}.
   */
  static Measured time(JsonValue r, String name, Map<String, String> parameters, long perOperation, boolean version4,
      boolean withSamples) {
    String mode = r.get("mode").string() + " " + r.get("estimator").string();
    BenchmarkIdentity benchmark = r.build(() -> BenchmarkIdentity.of(name, parameters, mode, fingerprint(r, version4)));
    double estimate = r.get("estimateNanos").number() / perOperation;
    if (!Double.isFinite(estimate) || estimate < 0) {
      throw r.get("estimateNanos").error("must be a time of at least 0 ns, got " + estimate);
    }
    Optional<Interval> interval = interval(r, perOperation);
    double confidence = interval.map(Interval::confidence).orElseGet(() -> r.get("plan").get("confidence").number());
    long samples = r.get("sampleCount").longValue();
    Optional<RawSamples> raw = withSamples ? samples(r, perOperation) : Optional.empty();
    return r.build(() -> new Measured(benchmark, TIME, RawSamples.NANOS_PER_OPERATION, estimate, interval, confidence,
        1, OptionalDouble.empty(), samples, ownJvm(r), raw));
  }

  /**
   * The raw samples of result object {@code r}, one part: each sample's time per evaluation, {@code
   * samples.elapsedNanos[i] / samples.evaluations[i]}, divided by {@code perOperation}, in {@code
   * "ns/op"}; empty when the arrays are empty.
   *
   * @throws IllegalArgumentException naming the member when the arrays differ in length, an
   *     evaluation count is below 1 or a time is not a finite number of at least 0
   */
  static Optional<RawSamples> samples(JsonValue r, long perOperation) {
    JsonValue samples = r.get("samples");
    JsonValue evaluations = samples.get("evaluations");
    JsonValue elapsed = samples.get("elapsedNanos");
    long[] counts = evaluations.longs();
    double[] nanos = elapsed.numbers();
    if (counts.length != nanos.length) {
      throw samples.error("must hold as many elapsedNanos as evaluations, got " + nanos.length + " and "
          + counts.length);
    }
    double[] perOperationNanos = new double[counts.length];
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] < 1) {
        throw evaluations.elements().get(i).error("evaluations of a sample must be at least 1, got " + counts[i]);
      }
      if (!(nanos[i] >= 0) || Double.isInfinite(nanos[i])) {
        throw elapsed.elements().get(i).error("a sample's time must be a finite number of at least 0 ns, got "
            + nanos[i]);
      }
      perOperationNanos[i] = nanos[i] / counts[i] / perOperation;
    }
    return counts.length == 0 ? Optional.empty()
        : Optional.of(RawSamples.of(RawSamples.NANOS_PER_OPERATION, List.of(perOperationNanos)));
  }

  /** The object's string members, in order (a result's {@code parameters}, JMH's {@code params}). */
  static Map<String, String> strings(JsonValue object) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String key : object.objectMap().keySet()) {
      out.put(key, object.get(key).string());
    }
    return out;
  }

  /** The version-4 {@code bodyFingerprint}, or {@link DocumentRun#UNKNOWN_FINGERPRINT} when null or before version 4. */
  static String fingerprint(JsonValue r, boolean version4) {
    if (!version4) {
      return DocumentRun.UNKNOWN_FINGERPRINT;
    }
    JsonValue f = r.get("bodyFingerprint");
    return f.isNull() ? DocumentRun.UNKNOWN_FINGERPRINT : f.string();
  }

  private static Optional<Interval> interval(JsonValue r, long perOperation) {
    JsonValue c = r.get("interval");
    if (c.isNull()) {
      return Optional.empty();
    }
    String covers = c.get("covers").string() + (perOperation == 1 ? "" : ", per call of " + perOperation);
    return Optional.of(c.build(() -> new Interval(c.get("lowNanos").number() / perOperation,
        c.get("highNanos").number() / perOperation, c.get("confidence").number(), covers, c.get("method").string())));
  }

  /** Whether the result was measured in a JVM of its own ({@code plan.isolation} is {@code own-jvm}). */
  private static boolean ownJvm(JsonValue r) {
    return r.has("plan") && r.get("plan").has("isolation") && "own-jvm".equals(r.get("plan").get("isolation").string());
  }
}
