package io.github.nanometer.suite;

import io.github.nanometer.Estimator;
import io.github.nanometer.report.Units;
import io.github.nanometer.stats.Descriptive;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a {@link SuiteReport} for people: a table per function, one row per workload and
 * implementation, with time per call by each estimator (the median over trials), bytes per
 * nanosecond and cycles per call from the weighted mean (else the minimum), and the spread over
 * trials; then skipped implementations and notes, each once.
 */
public final class SuiteTextWriter {
  private SuiteTextWriter() {}

  private record Row(String workload, String implementation, double meanBytes, List<Measurement> items) {}

  /** Writes the tables and remarks. */
  public static void write(SuiteReport r, PrintStream out) {
    for (BufferPlan plan : r.buffers()) {
      List<Row> rows = rows(r, plan.function());
      out.printf(Locale.ROOT, "%n%s (%s buffers %d x %s, offsets %s%s)%n", plan.function(), r.config().mode().cliName(),
          plan.buffers(), CacheSizes.formatBytes(plan.bufferBytes()),
          plan.alignment() == 1 ? "unaligned" : "aligned to " + plan.alignment(),
          plan.independentOffsets() ? ", independent source offsets" : "");
      if (rows.isEmpty()) {
        out.println("  (nothing measured)");
        continue;
      }
      int width = Math.max(12, rows.stream().mapToInt(x -> x.workload().length()).max().orElse(12));
      int implWidth = Math.max(14, rows.stream().mapToInt(x -> x.implementation().length()).max().orElse(14));
      String fmt = "%-" + width + "s  %-" + implWidth + "s %9s %12s %12s %8s %11s %s%n";
      out.printf(Locale.ROOT, fmt, "workload", "implementation", "mean B", "wmean/call", "min/call", "B/ns",
          "cycles/call", r.config().trials() > 1 ? "trial spread (max/min - 1)" : "");
      for (Row row : rows) {
        double wmean = medianOver(row.items(), Estimator.WEIGHTED_MEAN);
        double min = medianOver(row.items(), Estimator.MINIMUM);
        double primary = Double.isFinite(wmean) ? wmean : min;
        double cyclesPerNano = row.items().get(0).cyclesPerNanosecond();
        out.printf(Locale.ROOT, fmt, row.workload(), row.implementation(), String.format(Locale.ROOT, "%.1f", row.meanBytes()),
            Units.nanos(wmean), Units.nanos(min), Double.isFinite(primary) ? String.format(Locale.ROOT, "%.2f", row.meanBytes() / primary) : "-",
            Double.isFinite(primary * cyclesPerNano) ? String.format(Locale.ROOT, "%.1f", primary * cyclesPerNano) : "-",
            r.config().trials() > 1 ? spread(row.items()) : "");
      }
    }
    out.println();
    if (!r.machine().cycles().available()) {
      out.println("cycles/call: - because " + r.machine().cycles().description());
    }
    for (Skipped s : r.skipped()) {
      out.println("skipped: " + s.implementation() + " " + s.function() + ": " + s.reason());
    }
    for (String n : r.notes()) {
      out.println("note: " + n);
    }
    out.printf(Locale.ROOT, "%d measurements in %.1f s (seed %d)%n", r.measurements().size(), r.wallNanos() / 1e9,
        r.config().seed());
  }

  private static List<Row> rows(SuiteReport r, MemoryFunction f) {
    Map<String, Row> rows = new LinkedHashMap<>();
    for (Measurement m : r.measurements()) {
      if (m.function() != f) {
        continue;
      }
      rows.computeIfAbsent(m.workload() + "\u0000" + m.implementation(),
          k -> new Row(m.workload(), m.implementation(), m.meanBytesPerCall(), new ArrayList<>())).items().add(m);
    }
    return List.copyOf(rows.values());
  }

  private static double[] estimates(List<Measurement> items, Estimator e) {
    return items.stream().filter(m -> m.estimator() == e).mapToDouble(Measurement::nanosPerCall).toArray();
  }

  private static double medianOver(List<Measurement> items, Estimator e) {
    double[] x = estimates(items, e);
    return x.length == 0 ? Double.NaN : Descriptive.median(x);
  }

  private static String spread(List<Measurement> items) {
    List<String> parts = new ArrayList<>();
    for (Estimator e : Estimator.values()) {
      double[] x = estimates(items, e);
      if (x.length > 1) {
        parts.add((e == Estimator.MINIMUM ? "min " : "wmean ") + Units.percent(Descriptive.max(x) / Descriptive.min(x) - 1));
      }
    }
    return String.join(", ", parts);
  }
}
