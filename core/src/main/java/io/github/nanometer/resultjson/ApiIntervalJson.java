package io.github.nanometer.resultjson;

import io.github.nanometer.Interval;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalJson;
import java.util.Optional;

/**
 * An API {@link Interval} as {@link IntervalJson} writes intervals, for the documents that hold
 * API values (the threaded results, a plug-in's documents).
 */
public final class ApiIntervalJson {
  private ApiIntervalJson() {}

  /**
   * Writes {@code "name": {...}} in {@link IntervalJson}'s shape, with the interval's own
   * {@code covers}, or {@code "name": null} when there is no interval.
   */
  public static void write(JsonWriter w, String name, Optional<Interval> interval) {
    if (interval.isPresent()) {
      IntervalJson.write(w, name, interval.get().covers(), interval.get());
    } else {
      w.name(name).nullValue();
    }
  }
}
