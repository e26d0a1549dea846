package io.github.nanometer.history.record;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Reads nanometer's one-result JSON object (a {@code nanometer-results} document's {@code
 * results[i]}, the suite's {@code measurements[i].result}, {@code nanometer-jmh}'s {@code
 * runs[i].result}): {@code mode}, {@code estimator}, {@code estimateNanos}, {@code interval}
 * ({@code {lowNanos, highNanos, confidence, covers, method}} or null), {@code sampleCount}, {@code
 * plan.confidence} and {@code plan.isolation}, and from version 4 {@code bodyFingerprint}.
 */
final class ResultObjects {
  private ResultObjects() {}

  /** The history's measure of a nanometer estimate: time per operation. */
  static final String TIME = "time";

  /**
   * The answer of result object {@code r} as benchmark {@code name} with {@code parameters}, its
   * times divided by {@code perOperation} (the suite's calls per evaluation; 1 otherwise) into
   * {@code "ns/op"}.
   */
  static Measured time(JsonValue r, String name, Map<String, String> parameters, long perOperation, boolean version4) {
    String mode = r.get("mode").string() + " " + r.get("estimator").string();
    BenchmarkIdentity benchmark = r.build(() -> BenchmarkIdentity.of(name, parameters, mode, fingerprint(r, version4)));
    double estimate = r.get("estimateNanos").number() / perOperation;
    if (!Double.isFinite(estimate) || estimate < 0) {
      throw r.get("estimateNanos").error("must be a time of at least 0 ns, got " + estimate);
    }
    Optional<Interval> interval = interval(r, perOperation);
    double confidence = interval.map(Interval::confidence).orElseGet(() -> r.get("plan").get("confidence").number());
    long samples = r.get("sampleCount").longValue();
    return r.build(() -> new Measured(benchmark, TIME, "ns/op", estimate, interval, confidence, 1, OptionalDouble.empty(),
        samples, ownJvm(r)));
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
