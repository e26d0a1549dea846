package io.github.nanometer.report;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.json.JsonWriter;

/**
 * The one JSON form of a confidence interval, used by every document that writes one: {@code
 * {"covers": "...", "low": x, "high": y, "bounded": true}}, plus {@code "method"}, {@code
 * "estimate"} and {@code "confidence"} for a {@link IntervalEstimate}. An unbounded interval
 * (Fieller's, when the denominator mean is not significantly different from 0) has {@code
 * "bounded": false} and its infinite endpoints as the strings {@code "-Infinity"} and {@code
 * "Infinity"}, which {@code float()} and {@code Double.parseDouble} read back. Documents read back
 * into typed results also write {@code "confidence"}, {@code "method"} and, beside their own
 * wording in {@code "covers"}, the interval's {@code "intervalCovers"} ({@link #description}), which
 * {@code IntervalReader} reads.
 */
public final class IntervalJson {
  private IntervalJson() {}

  /**
   * Writes {@code name: {covers, low, high, bounded}} at the writer's position inside an object (the
   * document states the level and the method once for all its intervals).
   */
  public static void write(JsonWriter w, String name, Interval i) {
    w.name(name).beginObject().field("covers", i.covers());
    endpoints(w, i);
    w.endObject();
  }

  /**
   * Writes {@code name: {covers, low, high, bounded, confidence, method, intervalCovers}}: the
   * document's wording of what the interval covers, then the whole interval (see {@link
   * #description}).
   */
  public static void write(JsonWriter w, String name, String documentCovers, Interval i) {
    w.name(name).beginObject().field("covers", documentCovers);
    endpoints(w, i);
    description(w, documentCovers, i);
    w.endObject();
  }

  /** Writes {@code name: {covers, method, estimate, low, high, bounded, confidence}}. */
  public static void write(JsonWriter w, String name, IntervalEstimate e) {
    Interval i = e.interval();
    w.name(name).beginObject().field("covers", i.covers()).field("method", i.method());
    number(w, "estimate", e.estimate());
    endpoints(w, i);
    w.field("confidence", i.confidence()).endObject();
  }

  /**
   * Writes {@code confidence}, {@code method} and what {@code i} itself covers into the interval
   * object being written, so that a reader can rebuild the same {@link Interval}: under
   * {@code covers} when the document writes no wording of its own ({@code documentCovers} null),
   * else under {@code intervalCovers} beside the document's {@code covers}.
   */
  public static void description(JsonWriter w, String documentCovers, Interval i) {
    w.field("confidence", i.confidence()).field("method", i.method())
        .field(documentCovers == null ? "covers" : "intervalCovers", i.covers());
  }

  private static void endpoints(JsonWriter w, Interval i) {
    number(w, "low", i.low());
    number(w, "high", i.high());
    w.field("bounded", i.isBounded());
  }

  private static void number(JsonWriter w, String name, double v) {
    if (Double.isInfinite(v)) {
      w.field(name, v > 0 ? "Infinity" : "-Infinity");
    } else {
      w.field(name, v);
    }
  }
}
