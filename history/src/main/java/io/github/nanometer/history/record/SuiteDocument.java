package io.github.nanometer.history.record;

import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code nanometer-suite} document, named as {@code judge} names its rows: each {@code
 * measurements[i]} the benchmark {@code "function implementation"} (e.g. {@code "memcpy libc"}) with
 * the parameter {@code workload}, its mode the result's mode and estimator, its times per call
 * ({@code callsPerEvaluation} divided out). The trials of one benchmark are its forks when {@code
 * configuration.forks} is above 1 ({@code suite --forks N}: trial f ran in JVM f), else repeats in
 * one JVM. The CPU model is {@code machine.cpuName} unless the environment states one.
 */
final class SuiteDocument {
  private SuiteDocument() {}

  static Contents read(JsonValue top, DocumentKind.Header header, boolean withSamples) {
    boolean v4 = header.hasRunFacts();
    JsonValue configuration = top.get("configuration");
    boolean forked = configuration.has("forks") && configuration.get("forks").integer() > 1;
    List<Measured> answers = new ArrayList<>();
    List<JsonValue> measurements = top.get("measurements").elements();
    for (JsonValue m : measurements) {
      String name = m.get("function").string() + " " + m.get("implementation").string();
      long calls = m.get("callsPerEvaluation").longValue();
      if (calls < 1) {
        throw m.get("callsPerEvaluation").error("must be at least 1, got " + calls);
      }
      answers.add(ResultObjects.time(m.get("result"), name, Map.of("workload", m.get("workload").string()), calls,
          false, withSamples).withOwnJvm(forked));
    }
    if (measurements.isEmpty()) {
      throw top.get("measurements").error("holds no measurement");
    }
    Optional<String> cpuName = top.has("machine")
        ? Environments.nullable(top.get("machine"), "cpuName").map(JsonValue::string) : Optional.empty();
    JsonValue environment = top.get("environment");
    return Contents.of(answers, Environments.machine(environment, v4, cpuName),
        Environments.jvm(environment, v4), Contents.nanometerTool(header));
  }
}
