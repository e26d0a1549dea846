package io.github.nanometer.suite;

import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.results.ResultWriter;
import io.github.nanometer.spi.SampleStatistics;
import io.github.nanometer.spi.UnitText;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Writes a {@link SuiteReport} for people: a table per function, headed by the input regime every
 * estimator shared, one row per workload and implementation. Per row: min, median and p90 of the
 * time per call over the samples of one measurement (the minimum estimator's when it ran, else the
 * weighted mean's), so min &lt;= median &lt;= p90 always holds, the median with its 95% interval as
 * {@code +-x%} (the farther end); the weighted mean of its own
 * measurement (same regime) with its 95% interval as {@code +-x%}, and the mark {@value
 * EstimatorAgreement#MARK} after it when the median's and the weighted mean's intervals do not
 * overlap ({@link EstimatorAgreement}; one line under the table says what the mark means, its
 * likely causes, and which marked rows had page faults or GC counted); bytes per nanosecond from the median; cycles, instructions and branch
 * misses per call from perf counters (never from time); with several trials each figure is the
 * median over trials and the spread is given (over forks, each trial a fresh JVM, with {@code --forks N}). Under
 * the tables, once, that the intervals come from one JVM unless the run was forked ({@link #ONE_JVM_FOOTER}); then
 * the cycle source, skipped implementations and
 * notes, each once (a remark many measurements share is one line, and a kind of remark many
 * measurements carry with different numbers, such as disturbed samples, is one line with a count).
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
      out.println("  regime (every estimator): " + r.config().regime().describe());
      if (rows.isEmpty()) {
        out.println("  (nothing measured)");
        continue;
      }
      out.println("  timed with: " + timers(rows));
      int width = Math.max(12, rows.stream().mapToInt(x -> x.workload().length()).max().orElse(12));
      int implWidth = Math.max(14, rows.stream().mapToInt(x -> x.implementation().length()).max().orElse(14));
      String fmt = "%-" + width + "s  %-" + implWidth + "s %8s %10s %18s %10s %18s%1s %7s %8s %8s %8s %s%n";
      out.printf(Locale.ROOT, fmt, "workload", "implementation", "mean B", "min/call", "median", "p90", "wmean/call",
          "", "B/ns", "cyc/call", "ins/call", "brm/call", r.config().trials() <= 1 ? ""
              : r.config().forks() > 1 ? "fork spread (max/min - 1)" : "trial spread (max/min - 1)");
      List<EstimatorAgreement.Labelled> marked = new ArrayList<>();
      for (Row row : rows) {
        List<Measurement> samples = sampleSet(row.items());
        double[] times = rowNanosPerCall(row.items());
        double min = times[0];
        double median = times[1];
        double p90 = times[2];
        double wmean = times[3];
        List<EstimatorAgreement> agreements = EstimatorAgreement.of(row.items());
        boolean disagree = EstimatorAgreement.anyDisagree(agreements);
        if (disagree) {
          marked.add(new EstimatorAgreement.Labelled(row.workload() + " " + row.implementation(), agreements));
        }
        out.printf(Locale.ROOT, fmt, row.workload(), row.implementation(), String.format(Locale.ROOT, "%.1f", row.meanBytes()),
            UnitText.nanos(min), medianCell(median, samples), UnitText.nanos(p90), wmeanCell(wmean, row.items()),
            disagree ? EstimatorAgreement.MARK : "",
            Double.isFinite(median) ? String.format(Locale.ROOT, "%.2f", row.meanBytes() / median) : "-",
            count(medianOf(samples, m -> m.counts().cyclesPerCall())),
            count(medianOf(samples, m -> m.counts().instructionsPerCall())),
            count(medianOf(samples, m -> m.counts().branchMissesPerCall())),
            r.config().trials() > 1 ? spread(row.items()) : "");
      }
      if (!marked.isEmpty()) {
        out.println("  " + EstimatorAgreement.explanation(Defaults.CONFIDENCE, marked));
      }
    }
    out.println();
    if (oneJvm(r)) {
      out.println(ONE_JVM_FOOTER);
    }
    out.println(r.machine().cycles().available() ? "cycles/call: " + r.machine().cycles().description()
        : "cycles/call: - because " + r.machine().cycles().description());
    for (Skipped s : r.skipped()) {
      out.println("skipped: " + s.implementation() + " " + s.function() + ": " + s.reason());
    }
    for (String n : noteLines(r)) {
      out.println("note: " + n);
    }
    out.printf(Locale.ROOT, "%d measurements in %.1f s (seed %d)%n", r.measurements().size(), r.wallNanos() / 1e9,
        r.config().seed());
  }

  /**
   * The line under the tables of a run whose intervals come from one JVM ({@link #oneJvm}), said once
   * for every row instead of each measurement's {@code NoteKind.ONE_JVM} note.
   */
  static final String ONE_JVM_FOOTER =
      "Intervals: one JVM; the spread between JVMs was not measured (--forks N to measure it).";

  /**
   * Whether the report's intervals leave the spread between JVMs out: it ran in one JVM (its trials
   * too), or fewer than two of its forks finished. With two or more forks the fork spread column and
   * {@code judge} (over the forks) hold that spread.
   */
  static boolean oneJvm(SuiteReport r) {
    return r.config().forks() < 2 || r.measurements().stream().mapToInt(Measurement::trial).distinct().count() < 2;
  }

  /**
   * The report's notes, each once: a remark of a {@link #summarised} kind (disturbed samples, an
   * unconverged minimum, page faults, an unsettled warm-up, GC...) that two or more measurements
   * carry, whatever its numbers, is one line, {@code summary (N of M measurements; ...)}; a remark
   * that two or more measurements carry alike (the minimum has no interval, say) is one line, {@code
   * message (N measurements)}; each where its first measurement's line stood; every other note as it
   * is.
   */
  static List<String> noteLines(SuiteReport r) {
    Map<String, String> messageOfLine = new LinkedHashMap<>();
    Map<String, Integer> measurementsOfMessage = new LinkedHashMap<>();
    Map<String, NoteKind> kindOfMessage = new LinkedHashMap<>();
    Map<NoteKind, Integer> measurementsOfKind = new EnumMap<>(NoteKind.class);
    for (Measurement m : r.measurements()) {
      Set<NoteKind> kinds = EnumSet.noneOf(NoteKind.class);
      for (Note note : m.result().remarks()) {
        messageOfLine.put(SuiteRunner.noteLine(m, note.message()), note.message());
        kindOfMessage.put(note.message(), note.kind());
        kinds.add(note.kind());
      }
      for (String message : new LinkedHashSet<>(m.result().notes())) {
        measurementsOfMessage.merge(message, 1, Integer::sum);
      }
      kinds.forEach(k -> measurementsOfKind.merge(k, 1, Integer::sum));
    }
    List<String> lines = new ArrayList<>();
    Set<Object> said = new LinkedHashSet<>();
    for (String n : r.notes()) {
      String message = messageOfLine.get(n);
      NoteKind kind = message == null ? null : kindOfMessage.get(message);
      if (kind != null && summarised(kind) && measurementsOfKind.get(kind) >= 2) {
        // Many measurements, one kind, different numbers (1 of 4975 samples disturbed, ...): one line.
        if (said.add(kind)) {
          lines.add(summaryOf(kind) + " (" + measurementsOfKind.get(kind) + " of " + r.measurements().size()
              + " measurements; each one's note is in --format json)");
        }
        continue;
      }
      int count = message == null ? 0 : measurementsOfMessage.get(message);
      if (count < 2) {
        lines.add(n);
      } else if (said.add(message)) {
        lines.add(message + " (" + count + " measurements)");
      }
    }
    return lines;
  }

  /**
   * Note kinds the suite says once with a count beyond {@link ResultWriter#SUMMARISED_KINDS}, with
   * their one-line summaries: remarks that many of a suite run's measurements carry with their own
   * numbers (the warm-up's time, GC's share), which the kernel's own text reports otherwise.
   */
  static final Map<NoteKind, String> SUITE_SUMMARIES = Map.of(
      NoteKind.WARMUP_UNSETTLED, "warm-up not settled within --max-warmup (JIT still compiling); estimates may "
          + "include JIT transitions",
      NoteKind.GC, "GC during sampling: the median and minimum leave the samples it disturbed out, the weighted mean "
          + "includes it");

  /** True when the text says a kind once with a count: {@link ResultWriter#SUMMARISED_KINDS} or {@link #SUITE_SUMMARIES}. */
  static boolean summarised(NoteKind kind) {
    return ResultWriter.SUMMARISED_KINDS.contains(kind) || SUITE_SUMMARIES.containsKey(kind);
  }

  /** The one-line summary of a {@link #summarised} kind. */
  static String summaryOf(NoteKind kind) {
    String own = SUITE_SUMMARIES.get(kind);
    return own != null ? own : ResultWriter.summaryOf(kind);
  }

  /**
   * A row's times per call: min, median and p90 of one measurement's samples ({@link #sampleSet};
   * with several trials, each the median over trials, which keeps their order), and the weighted
   * mean's estimate; NaN where absent.
   */
  static double[] rowNanosPerCall(List<Measurement> items) {
    List<Measurement> samples = sampleSet(items);
    return new double[] {medianOf(samples, m -> m.quantileNanosPerCall(0)),
        medianOf(samples, m -> m.quantileNanosPerCall(0.5)), medianOf(samples, m -> m.quantileNanosPerCall(0.9)),
        medianOf(of(items, Estimator.WEIGHTED_MEAN), Measurement::nanosPerCall)};
  }

  /**
   * The weighted-mean cell of a row: the estimate and its interval's half-width relative to it, e.g.
   * {@code "34.0 ns +-2.1%"} (the ratio estimator's interval is symmetric); with several trials the
   * widest trial's; the estimate alone when no trial has an interval; {@code "-"} without an estimate.
   */
  static String wmeanCell(double wmean, List<Measurement> items) {
    if (!Double.isFinite(wmean)) {
      return "-";
    }
    double widest = Double.NaN;
    for (Measurement m : of(items, Estimator.WEIGHTED_MEAN)) {
      Optional<Interval> i = m.intervalPerCall();
      if (i.isPresent() && m.nanosPerCall() > 0) {
        double relative = i.get().width() / 2 / m.nanosPerCall();
        widest = Double.isNaN(widest) ? relative : Math.max(widest, relative);
      }
    }
    if (Double.isNaN(widest)) {
      return UnitText.nanos(wmean);
    }
    return UnitText.nanos(wmean) + " +-" + (Double.isFinite(widest) ? relativeWidth(widest) : "inf");
  }

  /**
   * The median cell of a row: the median and its 95% interval as the farther end's distance from
   * it, relative, e.g. {@code "25.7 ns +-0.8%"} (the median's distribution-free interval need not be
   * symmetric, so the cell gives the larger side; JSON and CSV give both ends); with several trials
   * the widest trial's; the median alone when no measurement has an interval; {@code "-"} without one.
   */
  static String medianCell(double median, List<Measurement> samples) {
    if (!Double.isFinite(median)) {
      return "-";
    }
    double widest = Double.NaN;
    for (Measurement m : samples) {
      Optional<Interval> i = m.medianIntervalPerCall();
      double mid = m.quantileNanosPerCall(0.5);
      if (i.isPresent() && mid > 0) {
        double relative = Math.max(i.get().high() - mid, mid - i.get().low()) / mid;
        widest = Double.isNaN(widest) ? relative : Math.max(widest, relative);
      }
    }
    if (Double.isNaN(widest)) {
      return UnitText.nanos(median);
    }
    return UnitText.nanos(median) + " +-" + (Double.isFinite(widest) ? relativeWidth(widest) : "inf");
  }

  /** A relative half-width as a percentage with enough decimals to be nonzero: 2.1%, 0.04%. */
  private static String relativeWidth(double fraction) {
    double pct = fraction * 100;
    if (pct >= 10) {
      return String.format(Locale.ROOT, "%.0f%%", pct);
    }
    if (pct >= 0.1 || pct == 0) {
      return String.format(Locale.ROOT, "%.1f%%", pct);
    }
    return String.format(Locale.ROOT, "%.2g%%", pct);
  }

  /** The measurements whose samples give a row's min, median and p90: the minimum estimator's, else all. */
  static List<Measurement> sampleSet(List<Measurement> items) {
    List<Measurement> min = of(items, Estimator.MINIMUM);
    return min.isEmpty() ? items : min;
  }

  private static List<Measurement> of(List<Measurement> items, Estimator e) {
    return items.stream().filter(m -> m.estimator() == e).toList();
  }

  private static String timers(List<Row> rows) {
    Set<String> timers = new LinkedHashSet<>();
    for (Row row : rows) {
      for (Measurement m : row.items()) {
        timers.add(row.implementation() + ": " + m.timing().describe());
      }
    }
    return String.join("; ", timers);
  }

  private static String count(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.1f", v) : "-";
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

  /** The median over {@code items} of {@code figure}, NaN when there are none or none is finite. */
  private static double medianOf(List<Measurement> items, ToDoubleFunction<Measurement> figure) {
    double[] x = items.stream().mapToDouble(figure).filter(Double::isFinite).toArray();
    return x.length == 0 ? Double.NaN : SampleStatistics.median(x);
  }

  private static String spread(List<Measurement> items) {
    List<String> parts = new ArrayList<>();
    for (Estimator e : Estimator.values()) {
      double[] x = of(items, e).stream().mapToDouble(Measurement::nanosPerCall).toArray();
      if (x.length > 1) {
        parts.add(e.cliName() + " " + UnitText.percent(SampleStatistics.max(x) / SampleStatistics.min(x) - 1));
      }
    }
    return String.join(", ", parts);
  }
}
