package io.github.nanometer.history.cli;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.json.JsonWriter;
import java.util.Optional;

/** The members the history's JSON documents share: a series key's fields, an interval, an optional text. */
final class HistoryJson {
  private HistoryJson() {}

  /**
   * A series key's fields, after its id: {@code benchmark}, {@code parameters}, {@code mode}, {@code
   * bodyFingerprint}, {@code measure}, {@code machine}, {@code jvmVendor}, {@code jvmFeatureVersion},
   * {@code jvmFlags}.
   */
  static void keyFields(JsonWriter w, SeriesKey key) {
    w.field("benchmark", key.benchmark().name());
    w.name("parameters").beginObject();
    key.benchmark().parameters().forEach(w::field);
    w.endObject().field("mode", key.benchmark().mode()).field("bodyFingerprint", key.benchmark().bodyFingerprint())
        .field("measure", key.measure()).field("machine", key.machine()).field("jvmVendor", key.jvmVendor())
        .field("jvmFeatureVersion", key.jvmFeatureVersion());
    w.name("jvmFlags").beginArray();
    key.jvmFlags().forEach(w::value);
    w.endArray();
  }

  /** {@code "interval": {low, high, confidence}}, or null when unbounded. */
  static void interval(JsonWriter w, Interval i) {
    w.name("interval");
    if (!i.isBounded()) {
      w.nullValue();
      return;
    }
    w.beginObject().field("low", i.low()).field("high", i.high()).field("confidence", i.confidence()).endObject();
  }

  /** {@code "name": text}, or null when empty. */
  static void optional(JsonWriter w, String name, Optional<String> text) {
    w.name(name);
    if (text.isPresent()) {
      w.value(text.get());
    } else {
      w.nullValue();
    }
  }
}
