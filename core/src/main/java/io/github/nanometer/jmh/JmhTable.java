package io.github.nanometer.jmh;

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
 * The text report of {@code nanometer jmh}: JMH's result table (benchmark without the common
 * package, one column per parameter, mode, sample count, score, error, units), then what the
 * columns mean, the notes of each benchmark, the refused and failed ones, and the counts.
 */
final class JmhTable {
  private JmhTable() {}

  /** Writes the report of {@code report} to {@code out}. */
  static void write(JmhReport report, PrintStream out) {
    List<JmhResult> results = report.results();
    if (!results.isEmpty()) {
      table(results, out);
      out.println();
      out.println("Score: nanometer's estimate (" + results.get(0).result().estimator().cliName()
          + " unless the run says otherwise) per operation; Error: half-width of its "
          + percent(results.get(0).confidence()) + " interval (JMH prints a 99.9% interval of the mean); "
          + "Cnt: samples.");
      out.println("Inputs: " + results.get(0).regime().cliName() + " (held in the benchmarks' @State objects). "
          + "thrpt is JMH's operations per time unit, not nanometer's throughput mode.");
      if (forked(results)) {
        out.println("Fork: which fresh JVM of the run (each with its own seed); each row's Error is within its JVM. "
            + "Save --format json and 'nanometer judge BASE NEW' decides over the forks.");
      }
      notes(results, out);
    }
    if (!report.refusals().isEmpty()) {
      out.println();
      out.println("Not run:");
      for (JmhRefusal r : report.refusals()) {
        out.println("  " + r.benchmark() + ": " + (r.failed() ? "FAILED: " + lastLine(r.reason())
            : "refused, " + r.feature() + ": " + r.reason()));
      }
    }
    out.println();
    long measured = results.stream().map(r -> r.benchmark().runName()).distinct().count();
    out.printf(Locale.ROOT, "%d runs measured%s; %d benchmarks refused; %d runs failed (found %d benchmarks in %s, "
        + "%d selected)%n", measured, results.size() > measured ? " in " + results.size() + " JVMs" : "",
        report.refusals().size() - report.failures().size(),
        report.failures().size(), report.discovered(), report.source(), report.selected());
  }

  private static void table(List<JmhResult> results, PrintStream out) {
    String prefix = commonPackage(results);
    Set<String> paramNames = new TreeSet<>();
    results.forEach(r -> paramNames.addAll(r.benchmark().params().keySet()));
    List<String> header = new ArrayList<>(List.of("Benchmark"));
    paramNames.forEach(p -> header.add("(" + p + ")"));
    boolean forked = forked(results);
    if (forked) {
      header.add("Fork");
    }
    header.addAll(List.of("Mode", "Cnt", "Score", "", "Error", "Units"));
    List<List<String>> rows = new ArrayList<>();
    for (JmhResult r : results) {
      List<String> row = new ArrayList<>();
      row.add(r.benchmark().name().substring(prefix.length()));
      for (String p : paramNames) {
        row.add(r.benchmark().params().getOrDefault(p, "N/A"));
      }
      if (forked) {
        row.add(Integer.toString(r.fork()));
      }
      row.add(r.benchmark().mode().shortName());
      row.add(Integer.toString(r.result().sampleCount()));
      row.add(number(r.score()));
      var ci = r.scoreInterval();
      row.add(ci.isPresent() ? "±" : "");
      row.add(ci.map(c -> number((c[1] - c[0]) / 2)).orElse(""));
      row.add(r.unit());
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

  /** Whether some run was measured in more than one JVM ({@code --forks N}). */
  private static boolean forked(List<JmhResult> results) {
    return results.stream().anyMatch(r -> r.fork() > 1);
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
    boolean forked = forked(results);
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
        out.println("  " + name);
        notes.forEach(n -> out.println("    - " + n));
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
