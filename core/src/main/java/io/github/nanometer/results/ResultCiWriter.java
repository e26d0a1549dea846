package io.github.nanometer.results;

import io.github.nanometer.Result;
import io.github.nanometer.engine.ApiViews;
import io.github.nanometer.report.CiFormats;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Measured {@link Result}s in the CI formats of {@link CiFormats}: github-action-benchmark's
 * {@code customSmallerIsBetter} and the Bencher Metric Format, one row per result: its estimate in
 * ns/op (Bencher's {@code latency} measure) with its interval where it has one of non-zero width.
 * Names carry the mode and estimator ({@code "lcg k=100 (throughput median)"}), as judge labels them.
 */
public final class ResultCiWriter {
  private ResultCiWriter() {}

  /** github-action-benchmark's {@code customSmallerIsBetter} document of the results. */
  public static void ghAction(List<Result> results, PrintStream out) {
    CiFormats.ghAction(rows(results), out);
  }

  /** The Bencher Metric Format document of the results (measure {@code latency}, nanoseconds). */
  public static void bmf(List<Result> results, PrintStream out) {
    CiFormats.bmf(rows(results), out);
  }

  static List<CiFormats.Row> rows(List<Result> results) {
    List<CiFormats.Row> rows = new ArrayList<>();
    for (Result r : results) {
      String label = r.name() + " (" + r.mode().name().toLowerCase(java.util.Locale.ROOT) + " "
          + r.estimator().cliName() + ")";
      rows.add(new CiFormats.Row(label, "ns/op", "latency", r.estimateNanos(), JmhJsonWriter.claimedInterval(r).map(ApiViews::confidenceInterval),
          r.interval().map(ci -> "interval: " + ci.method()).orElse("no interval (" + r.estimator().cliName() + ")")));
    }
    return rows;
  }
}
