package io.github.nanometer.report;

import io.github.nanometer.stats.Interval;

/**
 * Reads the interval forms the writers produce back into an {@link Interval}: an endpoint is a
 * number, or (for a side the interval does not bound) {@code null} as {@link JsonWriter} writes
 * infinities, or the strings {@code "-Infinity"} / {@code "Infinity"} of {@link IntervalJson}.
 */
final class IntervalReader {
  private IntervalReader() {}

  /**
   * The interval of the object {@code value}'s {@code low} and {@code high} members, checked
   * against its {@code bounded} member where it has one; failures name the path.
   */
  static Interval read(JsonValue value) {
    double low = endpoint(value.get("low"), Double.NEGATIVE_INFINITY);
    double high = endpoint(value.get("high"), Double.POSITIVE_INFINITY);
    Interval i = value.build(() -> new Interval(low, high));
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
