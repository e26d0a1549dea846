package io.github.nanometer.history.record;

import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code nanometer-results} document: every {@code results[i]} a benchmark named {@code name}
 * with its {@code parameters}, its mode the result's mode and estimator ({@code "latency
 * minimum"}, as {@code judge} names it); results of one benchmark each measured in a JVM of its own
 * ({@code reference --forks N}) are its forks. The machine and JVM from the top-level {@code
 * environment} (the first result's when absent).
 */
final class ResultsDocument {
  private ResultsDocument() {}

  static Contents read(JsonValue top, DocumentKind.Header header, boolean withSamples) {
    boolean v4 = header.hasRunFacts();
    List<Measured> answers = new ArrayList<>();
    List<JsonValue> results = top.get("results").elements();
    for (JsonValue r : results) {
      answers.add(ResultObjects.time(r, r.get("name").string(), ResultObjects.strings(r.get("parameters")), 1, v4,
          withSamples));
    }
    if (results.isEmpty()) {
      throw top.get("results").error("holds no result");
    }
    JsonValue environment = top.has("environment") ? top.get("environment") : results.get(0).get("environment");
    return Contents.of(answers, Environments.machine(environment, v4, Optional.empty()),
        Environments.jvm(environment, v4), Contents.nanometerTool(header));
  }
}
