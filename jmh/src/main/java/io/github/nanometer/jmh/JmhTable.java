package io.github.nanometer.jmh;

import io.github.nanometer.Note;
import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The text report of {@code nanometer jmh}: JMH's result table, one row per run (benchmark without
 * the common package, one column per parameter, mode, forks (or samples, in one JVM), score over
 * forks, error, units), then what the columns mean, each run's forks (modes, steady-state classes,
 * variance components, why forking stopped), the notes of each benchmark, the refused and failed
 * ones, and the counts. Benchmark names and {@code @Param} values (any string a class or {@code -p}
 * holds) are printed with their control characters escaped ({@link Messages#escape}), so a value
 * cannot drive the terminal or break a row.
 */
final class JmhTable {
  private JmhTable() {}

  /** Writes the report of {@code report} to {@code out}. */
  static void write(JmhReport report, PrintStream out) {
    List<JmhResult> results = report.results();
    if (!results.isEmpty()) {
      List<JmhRunSummary> runs = JmhRunSummary.of(report);
      boolean forked = runs.stream().anyMatch(r -> r.forks().size() > 1);
      table(runs, forked, out);
      out.println();
      String level = percent(runs.get(0).estimate().interval().confidence());
      String estimator = results.get(0).result().estimator().cliName();
      if (forked) {
        out.println("Score: the mean over forks (fresh JVMs) of each fork's " + estimator + " after its last "
            + "changepoint (its steady state); Error: half-width of the " + level + " interval over forks (Student t, "
            + "forks - 1 df), which holds the spread between JVMs (JMH prints a 99.9% interval of the mean).");
      } else {
        out.println("Score: the " + estimator + " after the last changepoint (steady state) per operation; Error: "
            + "half-width of its " + level + " interval within the JVM; " + Note.ONE_JVM_SPREAD + ".");
      }
      out.println("Inputs: " + results.get(0).regime().cliName() + " (held in the benchmarks' @State objects). "
          + "thrpt is JMH's operations per time unit, not nanometer's throughput mode.");
      forks(runs, out);
      notes(results, out);
    }
    if (!report.refusals().isEmpty()) {
      out.println();
      out.println("Not run:");
      for (JmhRefusal r : report.refusals()) {
        out.println("  " + Messages.escape(r.benchmark() + ": " + (r.failed() ? "FAILED: " + lastLine(r.reason())
            : "refused, " + r.feature() + ": " + r.reason())));
      }
    }
    out.println();
    long measured = results.stream().map(r -> r.benchmark().runName()).distinct().count();
    out.printf(Locale.ROOT, "%d runs measured%s; %d benchmarks refused; %d runs failed (found %d benchmarks in %s, "
        + "%d selected)%n", measured, results.size() > measured ? " in " + results.size() + " JVMs" : "",
        report.refusals().size() - report.failures().size(),
        report.failures().size(), report.discovered(), report.source(), report.selected());
  }

  private static void table(List<JmhRunSummary> runs, boolean forked, PrintStream out) {
    List<JmhResult> firsts = runs.stream().map(r -> r.forks().get(0)).toList();
    String prefix = commonPackage(firsts);
    Set<String> paramNames = new TreeSet<>();
    runs.forEach(r -> paramNames.addAll(r.benchmark().params().keySet()));
    List<String> header = new ArrayList<>(List.of("Benchmark"));
    paramNames.forEach(p -> header.add("(" + Messages.escape(p) + ")"));
    header.addAll(List.of("Mode", forked ? "Forks" : "Cnt", "Score", "", "Error", "Units"));
    List<List<String>> rows = new ArrayList<>();
    for (JmhRunSummary r : runs) {
      List<String> row = new ArrayList<>();
      row.add(Messages.escape(r.benchmark().name().substring(prefix.length())));
      for (String p : paramNames) {
        row.add(Messages.escape(r.benchmark().params().getOrDefault(p, "N/A")));
      }
      row.add(r.benchmark().mode().shortName());
      row.add(Integer.toString(forked ? r.forks().size() : r.forks().get(0).result().sampleCount()));
      row.add(number(r.score()));
      double[] ci = r.scoreInterval();
      boolean finite = Double.isFinite(ci[0]) && Double.isFinite(ci[1]);
      row.add(finite ? "±" : "");
      row.add(finite ? number((ci[1] - ci[0]) / 2) : "");
      row.add(r.forks().get(0).unit());
      rows.add(row);
    }
    int[] width = new int[header.size()];
    for (int c = 0; c < width.length; c++) {
      width[c] = header.get(c).length();
      for (List<String> row : rows) {
        width[c] = Math.max(width[c], row.get(c).length());
      }
    }
    print(header, width, out);
    rows.forEach(row -> print(row, width, out));
  }

  /**
   * Per run: its forks' modes, steady-state classes, both variance components and why it stopped
   * forking; a run in one JVM says the spread between JVMs was not measured.
   */
  private static void forks(List<JmhRunSummary> runs, PrintStream out) {
    out.println();
    out.println("Forks:");
    for (JmhRunSummary r : runs) {
      StringBuilder line = new StringBuilder("  ").append(Messages.escape(r.benchmark().runName())).append(": ");
      int n = r.forks().size();
      line.append(n).append(n == 1 ? " fork" : " forks");
      r.record().ifPresent(f -> line.append(String.format(Locale.ROOT, " in %.1f s (stopped: %s)",
          f.wallNanos() / 1e9, f.stop())));
      if (n > 1) {
        line.append("; modes ").append(r.modesText()).append(' ').append(r.forks().get(0).unit())
            .append(r.estimate().inconsistent() ? " (inconsistent across JVMs)" : " (consistent)");
      }
      line.append("; steady state: ").append(r.classesText());
      r.componentsText().ifPresent(c -> line.append("; ").append(c));
      if (n == 1) {
        line.append("; ").append(Note.ONE_JVM_SPREAD);
      }
      out.println(line);
    }
  }

  private static void print(List<String> cells, int[] width, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < cells.size(); c++) {
      String cell = cells.get(c);
      boolean left = c == 0 || c == cells.size() - 1;
      String pad = " ".repeat(width[c] - cell.length());
      sb.append(c == 0 ? "" : "  ").append(left ? cell + pad : pad + cell);
    }
    out.println(sb.toString().stripTrailing());
  }

  private static void notes(List<JmhResult> results, PrintStream out) {
    Map<String, Set<String>> byBenchmark = new LinkedHashMap<>();
    boolean forked = results.stream().anyMatch(r -> r.fork() > 1);
    for (JmhResult r : results) {
      Set<String> notes = byBenchmark.computeIfAbsent(r.benchmark().name(), k -> new LinkedHashSet<>());
      notes.addAll(r.benchmark().notes());
      r.result().remarks().forEach(n -> notes.add(r.benchmark().mode().shortName()
          + (r.benchmark().params().isEmpty() ? "" : " " + r.benchmark().params())
          + (forked ? " fork " + r.fork() : "") + ": " + n.message()));
    }
    boolean any = byBenchmark.values().stream().anyMatch(s -> !s.isEmpty());
    if (!any) {
      return;
    }
    out.println();
    out.println("Notes:");
    byBenchmark.forEach((name, notes) -> {
      if (!notes.isEmpty()) {
        out.println("  " + Messages.escape(name));
        notes.forEach(n -> out.println("    - " + Messages.escape(n)));
      }
    });
  }

  /** The package all benchmark names share, with its trailing dot (JMH's table leaves it out). */
  static String commonPackage(List<JmhResult> results) {
    String common = null;
    for (JmhResult r : results) {
      String name = r.benchmark().className();
      int dot = name.lastIndexOf('.');
      String pkg = dot < 0 ? "" : name.substring(0, dot + 1);
      if (common == null) {
        common = pkg;
      }
      while (!pkg.startsWith(common)) {
        int cut = common.lastIndexOf('.', common.length() - 2);
        common = cut < 0 ? "" : common.substring(0, cut + 1);
      }
    }
    return common == null ? "" : common;
  }

  /** JMH's number format: 3 decimals, or significant digits for small values. */
  static String number(double v) {
    if (!Double.isFinite(v)) {
      return String.valueOf(v);
    }
    double a = Math.abs(v);
    if (a != 0 && a < 0.001) {
      return String.format(Locale.ROOT, "%.3g", v);
    }
    return String.format(Locale.ROOT, "%.3f", v);
  }

  /** The last line of a failure (the child prints its one-line reason last, after any stack trace). */
  static String lastLine(String reason) {
    String s = reason.strip();
    int nl = s.lastIndexOf('\n');
    return nl < 0 ? s : s.substring(nl + 1);
  }

  private static String percent(double confidence) {
    return Double.isNaN(confidence) ? "95%" : String.format(Locale.ROOT, "%.0f%%", confidence * 100);
  }
}
