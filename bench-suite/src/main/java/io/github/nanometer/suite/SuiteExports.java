package io.github.nanometer.suite;

import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.results.JmhJsonWriter;
import io.github.nanometer.spi.CiDocuments;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The suite's measurements in the formats other tools read: github-action-benchmark's and
 * Bencher's ({@code --format gh-action}, {@code bmf}, through {@link CiDocuments}) and JMH's {@code -rf
 * json} ({@code --format jmh}). Every figure is per call, as the suite's table prints it: a
 * minimum-estimator measurement gives its median per call (with the median's interval) and its
 * minimum (no interval: an extreme order statistic has none), a weighted-mean measurement its
 * weighted mean per call (with its interval).
 *
 * <p>JMH's shape: benchmark {@value #JMH_CLASS}{@code .<function>}, mode {@code avgt}, unit {@code
 * ns/op} where an operation is one call, and params {@code implementation}, {@code workload},
 * {@code estimate} (and {@code trial} when there are several), so every row has its own identity
 * for jmh-visualizer and JMH-reading CI tools; the raw data are the samples' times per call.
 */
final class SuiteExports {
  /** The class name JMH's benchmark names are built on. */
  static final String JMH_CLASS = "io.github.nanometer.suite.MemorySuite";

  private SuiteExports() {}

  /** One figure of one measurement, per call. */
  record Figure(Measurement m, String estimate, double nanosPerCall, Optional<Interval> interval) {

    /** E.g. {@code "memcpy Google A libc (median)"}: the workload names its function where it does not already. */
    String label() {
      String function = m.function().cliName();
      String workload = m.workload().startsWith(function + " ") ? m.workload() : function + " " + m.workload();
      return workload + " " + m.implementation() + " (" + estimate
          + (m.trial() > 1 ? ", trial " + m.trial() : "") + ")";
    }
  }

  /** The figures of every measurement, in the report's order. */
  static List<Figure> figures(SuiteReport report) {
    List<Figure> figures = new ArrayList<>();
    for (Measurement m : report.measurements()) {
      if (m.estimator() == Estimator.WEIGHTED_MEAN) {
        figures.add(new Figure(m, "weighted-mean", m.nanosPerCall(), m.intervalPerCall()));
      } else if (m.estimator() == Estimator.MINIMUM) {
        figures.add(new Figure(m, "median", m.quantileNanosPerCall(0.5), m.medianIntervalPerCall()));
        figures.add(new Figure(m, "minimum", m.nanosPerCall(), Optional.empty()));
      } else {
        figures.add(new Figure(m, m.estimator().cliName(), m.nanosPerCall(), m.intervalPerCall()));
      }
    }
    return figures;
  }

  /** github-action-benchmark's {@code customSmallerIsBetter} document. */
  static void ghAction(SuiteReport report, PrintStream out) {
    CiDocuments.ghAction(rows(report), out);
  }

  /** The Bencher Metric Format document (measure {@code latency}, nanoseconds per call). */
  static void bmf(SuiteReport report, PrintStream out) {
    CiDocuments.bmf(rows(report), out);
  }

  private static List<CiDocuments.Row> rows(SuiteReport report) {
    List<CiDocuments.Row> rows = new ArrayList<>();
    for (Figure f : figures(report)) {
      rows.add(new CiDocuments.Row(f.label(), "ns/call", "latency", f.nanosPerCall(), f.interval(),
          f.interval().map(ci -> "interval: " + ci.method()).orElse("no interval (" + f.estimate() + ")")));
    }
    return rows;
  }

  /** JMH's {@code -rf json} array of every figure. */
  static void jmh(SuiteReport report, PrintStream out) {
    List<JmhJsonWriter.JmhRun> runs = new ArrayList<>();
    List<Result> results = new ArrayList<>();
    boolean severalTrials = report.measurements().stream().anyMatch(m -> m.trial() > 1);
    for (Figure f : figures(report)) {
      Map<String, String> params = new LinkedHashMap<>();
      params.put("implementation", f.m().implementation());
      params.put("workload", f.m().workload());
      params.put("estimate", f.estimate());
      if (severalTrials) {
        params.put("trial", Integer.toString(f.m().trial()));
      }
      runs.add(new JmhJsonWriter.JmhRun(JMH_CLASS + "." + f.m().function().cliName(), "avgt", 1, 0, params, "ns/op",
          f.nanosPerCall(), f.interval().filter(Interval::isBounded).map(ci -> new double[] {ci.low(),
              ci.high()}), f.m().samplesNanosPerCall(), false));
      results.add(f.m().result());
    }
    StringBuilder sb = new StringBuilder();
    JmhJsonWriter.writeRuns(runs, results, sb);
    out.print(sb);
  }
}
