package io.github.nanometer.spi;

import io.github.nanometer.Interval;
import io.github.nanometer.report.CiFormats;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * The two machine formats CI tools ingest directly, written as the library's own {@code --format
 * gh-action} and {@code --format bmf} write them: github-action-benchmark's {@code
 * customSmallerIsBetter} JSON array of {@code {"name", "unit", "value", "range", "extra"}}, and the
 * Bencher Metric Format object keyed by name, then by measure, each {@code {"value", "lower_value",
 * "upper_value"}}. Rows without a finite value are left out (neither tool accepts a missing value);
 * an interval is written only when both ends are finite and apart ({@code range} is {@code "± x"},
 * x the wider half of the interval around the value).
 */
public final class CiDocuments {
  private CiDocuments() {}

  /**
   * One benchmark's figure.
   *
   * @param name the benchmark's name
   * @param unit the value's unit, e.g. {@code "ns/call"}
   * @param measure Bencher's measure slug, e.g. {@code "latency"}
   * @param value the figure (smaller is better)
   * @param interval its interval, or empty
   * @param extra one line for humans (the interval's method, say); may be empty
   */
  public record Row(String name, String unit, String measure, double value, Optional<Interval> interval,
      String extra) {}

  /** github-action-benchmark's {@code customSmallerIsBetter} document of {@code rows}, in order, on {@code out}. */
  public static void ghAction(List<Row> rows, PrintStream out) {
    CiFormats.ghAction(internal(rows), out);
  }

  /** The Bencher Metric Format document of {@code rows}, on {@code out}. */
  public static void bmf(List<Row> rows, PrintStream out) {
    CiFormats.bmf(internal(rows), out);
  }

  private static List<CiFormats.Row> internal(List<Row> rows) {
    return rows.stream().map(r -> new CiFormats.Row(r.name(), r.unit(), r.measure(), r.value(),
        r.interval(), r.extra())).toList();
  }
}
