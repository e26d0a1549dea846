package io.github.nanometer.report;

import io.github.nanometer.Interval;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.text.Messages;

/**
 * Reads the interval objects the writers produce back into a {@link Interval}: {@code
 * low} and {@code high}, where an end the interval does not bound is {@code null} (as {@link
 * JsonWriter} writes infinities) or the string {@code "-Infinity"} / {@code "Infinity"} (as {@link
 * IntervalJson} writes them); {@code confidence} and {@code method}; what it covers under {@code
 * intervalCovers} when the object has one (its {@code covers} is then the document's wording),
 * else under {@code covers}; and, where present, {@code bounded}, checked against the ends.
 */
public final class IntervalReader {
  private IntervalReader() {}

  /**
   * The interval of the object {@code value}.
   *
   * @throws IllegalArgumentException naming the path of a missing, mistyped or inconsistent member
   */
  public static Interval read(JsonValue value) {
    double low = endpoint(value.get("low"), Double.NEGATIVE_INFINITY);
    double high = endpoint(value.get("high"), Double.POSITIVE_INFINITY);
    String covers = value.get(value.has("intervalCovers") ? "intervalCovers" : "covers").string();
    Interval i = value.build(() -> new Interval(low, high, value.get("confidence").number(),
        covers, value.get("method").string()));
    if (value.has("bounded") && value.get("bounded").bool() != i.isBounded()) {
      throw value.get("bounded").error("must be " + i.isBounded() + " for an interval from "
          + JsonWriter.formatDouble(low) + " to " + JsonWriter.formatDouble(high) + " (null: infinite)");
    }
    return i;
  }

  /** One endpoint; {@code null} reads as {@code unbounded}. */
  private static double endpoint(JsonValue v, double unbounded) {
    if (v.isNull()) {
      return unbounded;
    }
    String s;
    try {
      return v.number();
    } catch (IllegalArgumentException notANumber) {
      s = v.string();
    }
    double inf = unbounded;
    if (s.equals(inf > 0 ? "Infinity" : "-Infinity")) {
      return inf;
    }
    throw v.error("must be a number, null or \"" + (inf > 0 ? "Infinity" : "-Infinity") + "\", got \""
        + Messages.escape(s) + "\"");
  }
}
