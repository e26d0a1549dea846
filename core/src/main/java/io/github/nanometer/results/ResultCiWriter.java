package io.github.nanometer.results;

import io.github.nanometer.Result;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.report.CiFormats;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Measured {@link Result}s in the CI formats of {@link CiFormats}: github-action-benchmark's
 * {@code customSmallerIsBetter} and the Bencher Metric Format, one row per benchmark: its estimate
 * in ns/op (Bencher's {@code latency} measure) with its interval where it has one of non-zero
 * width. A benchmark measured in one JVM is its result's row; one measured in several fresh JVMs
 * (forks) is the engine's answer over them ({@link ForkedEstimate}: the mean of the forks'
 * steady-state estimates, the t interval over forks), since the formats hold one entry per name.
 * Names carry the mode and estimator ({@code "lcg k=100 (throughput median)"}), as judge labels them.
 */
public final class ResultCiWriter {
  private ResultCiWriter() {}

  /**
   * github-action-benchmark's {@code customSmallerIsBetter} document of the benchmarks.
   *
   * @param benchmarks per benchmark its results, one per fork (one: measured in one JVM)
   * @param confidence the level of an interval over forks, a fraction in (0, 1)
   */
  public static void ghAction(List<List<Result>> benchmarks, double confidence, PrintStream out) {
    CiFormats.ghAction(rows(benchmarks, confidence), out);
  }

  /**
   * The Bencher Metric Format document of the benchmarks (measure {@code latency}, nanoseconds).
   *
   * @param benchmarks per benchmark its results, one per fork (one: measured in one JVM)
   * @param confidence the level of an interval over forks, a fraction in (0, 1)
   */
  public static void bmf(List<List<Result>> benchmarks, double confidence, PrintStream out) {
    CiFormats.bmf(rows(benchmarks, confidence), out);
  }

  /** One row per benchmark: its one result's, or the answer over its forks. */
  static List<CiFormats.Row> rows(List<List<Result>> benchmarks, double confidence) {
    List<CiFormats.Row> rows = new ArrayList<>();
    for (List<Result> forks : benchmarks) {
      Result r = forks.get(0);
      if (forks.size() == 1) {
        rows.add(new CiFormats.Row(label(r), "ns/op", "latency", r.estimateNanos(),
            JmhJsonWriter.claimedInterval(r),
            r.interval().map(ci -> "interval: " + ci.method()).orElse("no interval (" + r.estimator().cliName() + ")")));
      } else {
        ForkedEstimate e = ForkedEstimate.ofResults(forks, confidence);
        rows.add(new CiFormats.Row(label(r), "ns/op", "latency", e.estimateNanos(), Optional.of(e.interval()),
            "interval over " + forks.size() + " fresh JVMs: " + e.interval().method()));
      }
    }
    return rows;
  }

  private static String label(Result r) {
    return r.name() + " (" + r.mode().name().toLowerCase(Locale.ROOT) + " " + r.estimator().cliName() + ")";
  }
}
