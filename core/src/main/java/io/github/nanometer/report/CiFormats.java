package io.github.nanometer.report;

import io.github.nanometer.Interval;
import io.github.nanometer.json.JsonWriter;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The two machine formats CI tools ingest directly, over any list of {@link Row}s (judge ratios,
 * or measured results): github-action-benchmark's {@code customSmallerIsBetter} JSON and the
 * Bencher Metric Format. Rows without a finite value are left out (neither tool accepts a missing
 * value); an interval is written only when bounded and of non-zero width, so no output claims a
 * precision it does not have.
 *
 * <p>{@code gh-action}: an array of {@code {"name", "unit", "value", "range", "extra"}}, {@code
 * range} {@code "± x"} with x the interval's wider half (omitted without an interval), as
 * github-action-benchmark's README documents for custom tools. {@code bmf}: an object keyed by
 * benchmark name, each an object keyed by measure slug, each {@code {"value", "lower_value",
 * "upper_value"}} (bounds omitted without an interval), as Bencher documents its JSON adapter.
 */
public final class CiFormats {
  private CiFormats() {}

  /**
   * One benchmark's figure.
   *
   * @param name the benchmark's name
   * @param unit the value's unit, e.g. {@code "ns/op"}
   * @param measure Bencher's measure slug, e.g. {@code "latency"}
   * @param value the figure (smaller is better)
   * @param interval its interval, or empty
   * @param extra one line for humans (verdict, method); may be empty
   */
  public record Row(String name, String unit, String measure, double value, Optional<Interval> interval,
      String extra) {

    /** The interval when it is bounded, of non-zero width and contains a finite value. */
    Optional<Interval> usableInterval() {
      return interval.filter(ci -> ci.isBounded() && ci.high() > ci.low());
    }

    /** The wider half of the usable interval around the value. */
    Optional<Double> widerHalf() {
      return usableInterval().map(ci -> Math.max(Math.abs(value - ci.low()), Math.abs(ci.high() - value)));
    }
  }

  /** github-action-benchmark's {@code customSmallerIsBetter} document. */
  public static void ghAction(List<Row> rows, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    w.beginArray();
    for (Row r : rows) {
      if (!Double.isFinite(r.value())) {
        continue;
      }
      w.beginObject().field("name", r.name()).field("unit", r.unit()).field("value", r.value());
      r.widerHalf().ifPresent(h -> w.field("range", "\u00b1 " + JsonWriter.formatDouble(h)));
      if (!r.extra().isEmpty()) {
        w.field("extra", r.extra());
      }
      w.endObject();
    }
    w.endArray().finish();
    out.print(sb);
  }

  /** The Bencher Metric Format document. */
  public static void bmf(List<Row> rows, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    w.beginObject();
    java.util.Map<String, java.util.List<Row>> byName = new java.util.LinkedHashMap<>();
    for (Row r : rows) {
      if (Double.isFinite(r.value())) {
        byName.computeIfAbsent(r.name(), k -> new java.util.ArrayList<>()).add(r);
      }
    }
    byName.forEach((name, measures) -> {
      w.name(name).beginObject();
      for (Row r : measures) {
        w.name(r.measure()).beginObject().field("value", r.value());
        r.usableInterval().ifPresent(ci -> w.field("lower_value", ci.low()).field("upper_value", ci.high()));
        w.endObject();
      }
      w.endObject();
    });
    w.endObject().finish();
    out.print(sb);
  }

  /** A ratio as a signed percentage change, e.g. {@code "+4.1%"}. */
  public static String change(double ratio) {
    return String.format(Locale.ROOT, "%+.1f%%", 100 * (ratio - 1));
  }
}
