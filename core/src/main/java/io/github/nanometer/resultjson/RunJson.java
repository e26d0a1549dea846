package io.github.nanometer.resultjson;

import io.github.nanometer.RunIdentity;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * The {@code "run"} member of a saved document (results, suite and jmh documents from version 4):
 * {@code {"id": "...", "startTime": "<ISO-8601 UTC instant>", "endTime": "<ISO-8601 UTC instant>"}},
 * a {@link RunIdentity}, written and read in one place.
 */
public final class RunJson {
  private RunJson() {}

  /** Writes {@code "run": {id, startTime, endTime}} at the writer's position inside an object. */
  public static void write(JsonWriter w, RunIdentity run) {
    w.name("run").beginObject()
        .field("id", run.id())
        .field("startTime", run.startTime().toString())
        .field("endTime", run.endTime().toString())
        .endObject();
  }

  /**
   * The {@code run} member of a parsed document, or empty when it has none (documents written before
   * version 4).
   *
   * @throws IllegalArgumentException naming the member's path when it is missing, mistyped or not
   *     an ISO-8601 instant
   */
  public static Optional<RunIdentity> read(JsonValue document) {
    if (!document.has("run")) {
      return Optional.empty();
    }
    JsonValue run = document.get("run");
    Instant start = instant(run.get("startTime"));
    Instant end = instant(run.get("endTime"));
    return Optional.of(run.build(() -> new RunIdentity(run.get("id").string(), start, end)));
  }

  private static Instant instant(JsonValue v) {
    String text = v.string();
    try {
      return Instant.parse(text);
    } catch (DateTimeParseException e) {
      String shown = text.length() > 40 ? text.substring(0, 40) + "..." : text;
      throw v.error("must be an ISO-8601 UTC instant such as 2026-01-31T12:00:00Z, got \""
          + shown.replaceAll("\\p{Cntrl}", "?") + "\"");
    }
  }
}
