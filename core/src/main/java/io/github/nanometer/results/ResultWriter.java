package io.github.nanometer.results;

import io.github.nanometer.Allocation;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Regime;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.EnvironmentWriter;
import io.github.nanometer.report.Units;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonWriter;
import io.github.nanometer.resultjson.RunJson;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes benchmark {@link Result}s: a text table for people, and the versioned JSON document
 * {@code nanometer-results} (header {@link DocumentHeader#RESULTS}) that keeps every raw sample, so any
 * estimate can be recomputed from a saved file.
 */
public final class ResultWriter {


  private ResultWriter() {}

  /**
   * A table: one row per result, times per evaluation with units; an interval from one JVM's
   * samples carries {@link OneJvmLabel#LABEL}, and its note says once what that leaves out.
   */
  public static void text(List<Result> results, PrintStream out) {
    if (results.isEmpty()) {
      out.println("(no results)");
      return;
    }
    ClockSummary clock = results.get(0).clock();
    out.printf(Locale.ROOT, "clock %s: read %s, precision %s, accuracy %s; blackhole: %s%n", clock.name(),
        Units.nanos(clock.readCostNanos()), Units.nanos(clock.precisionNanos()), Units.nanos(clock.accuracyNanos()),
        results.get(0).blackhole());
    int width = Math.max(9, results.stream().mapToInt(r -> r.name().length()).max().orElse(9));
    // A sweep's family is one table: its parameters go in a column beside the name.
    int paramWidth = results.stream().mapToInt(r -> parameters(r).length()).max().orElse(0);
    if (paramWidth > 0) {
      width = Math.max(width + 1 + Math.max(paramWidth, 10), 9);
    }
    // The interval column says the level the run asked for (--confidence), once when all share it.
    List<Double> levels = results.stream().map(r -> r.interval().map(Interval::confidence)
        .orElse(r.plan().confidence())).toList();
    boolean mixed = new java.util.HashSet<>(levels).size() > 1;
    String row = "%-" + width + "s %-10s %-13s %11s %11s %11s %11s %" + (intervalWidth(results) + (mixed ? 8 : 0))
        + "s %14s %9s %11s%n";
    out.printf(Locale.ROOT, row, "benchmark", "mode", "estimator", "estimate", "minimum", "median", "wmean",
        Units.intervalHeader(levels), "evals x samples", "warm-up", "alloc/eval");
    for (Result r : results) {
      String ci = r.interval().map(i -> (mixed ? Units.level(i.confidence()) + " " : "")
          + OneJvmLabel.after(interval(i), r.oneJvm())).orElse("-");
      String shape = r.singleEvaluations() ? "1 x " + r.sampleCount() : r.evaluationsPerSample() + " x " + r.sampleCount();
      String warm = String.format(Locale.ROOT, "%.0f ms%s", r.warmup().wall().toNanos() / 1e6,
          r.warmup().settled() ? "" : "!");
      String label = paramWidth == 0 ? r.name()
          : String.format(Locale.ROOT, "%-" + (width - 1 - Math.max(paramWidth, 10)) + "s %s", r.name(), parameters(r));
      out.printf(Locale.ROOT, row, label, r.mode().name().toLowerCase(Locale.ROOT), r.estimator().cliName(),
          Units.nanos(r.estimateNanos()), Units.nanos(r.estimates().minimumNanos()),
          Units.nanos(r.estimates().medianNanos()), Units.nanos(r.estimates().weightedMeanNanos()), ci, shape, warm,
          allocationCell(r.allocation()));
    }
    printNotes(results, out);
    long unsettled = results.stream().filter(r -> !r.warmup().settled()).count();
    if (unsettled > 0) {
      out.println("WARNING: warm-up did not reach steady state for " + unsettled + " of " + results.size()
          + " benchmark" + (results.size() == 1 ? "" : "s") + " (marked !): the JIT was still changing the code, "
          + "so those estimates may include its transitions; raise --max-warmup (now "
          + Units.nanos(results.get(0).plan().maxWarmup().toNanos()) + "), or pass --strict to fail instead");
    }
    printRegimes(results, out);
  }

  /** Note kinds that many results of one run share: said once with a count, the details stay in JSON. */
  public static final Set<NoteKind> SUMMARISED_KINDS = EnumSet.of(NoteKind.DISTURBED_SAMPLES, NoteKind.SHARED_JVM,
      NoteKind.SERIAL_CORRELATION, NoteKind.MINIMUM_NOT_CONVERGED, NoteKind.COMPILATION_SPREAD, NoteKind.PAGE_FAULTS,
      NoteKind.BUSY_JIT);

  /**
   * The notes: one every result carries is printed once; a kind of {@link #SUMMARISED_KINDS} that
   * two or more results carry is printed once with a count and their names; the rest per result.
   */
  private static void printNotes(List<Result> results, PrintStream out) {
    Set<String> common = new LinkedHashSet<>(results.get(0).notes());
    results.forEach(r -> common.retainAll(r.notes()));
    if (results.size() > 1) {
      common.forEach(note -> out.println("note: all: " + note));
    } else {
      common.clear();
    }
    Map<NoteKind, List<String>> grouped = new EnumMap<>(NoteKind.class);
    for (Result r : results) {
      for (Note n : r.remarks()) {
        if (SUMMARISED_KINDS.contains(n.kind()) && !common.contains(n.message())) {
          grouped.computeIfAbsent(n.kind(), k -> new ArrayList<>()).add(r.name());
        }
      }
    }
    grouped.values().removeIf(names -> names.size() < 2);
    for (Result r : results) {
      for (Note n : r.remarks()) {
        if (!common.contains(n.message()) && !grouped.containsKey(n.kind())) {
          out.println("note: " + r.name() + ": " + n.message());
        }
      }
      if (!r.allocation().isMeasured()) {
        out.println("note: " + r.name() + ": allocation not measured: " + r.allocation().unavailableReason());
      }
    }
    grouped.forEach((kind, names) -> out.println("note: " + names.size() + " of " + results.size() + " results: "
        + summaryOf(kind) + " (" + abbreviated(names) + "); each result's note is in --format json"));
  }

  /** The one-line summary of a {@link #SUMMARISED_KINDS} kind, said once for many results. */
  public static String summaryOf(NoteKind kind) {
    String s = SUMMARY.get(kind);
    if (s == null) {
      throw new IllegalArgumentException(kind + " is not a summarised note kind");
    }
    return s;
  }

  private static final Map<NoteKind, String> SUMMARY = Map.of(
      NoteKind.DISTURBED_SAMPLES, "some samples were disturbed (context switch or cpu migration) and left out",
      NoteKind.SHARED_JVM, "measured after other benchmarks in this JVM, which can change them (one JVM each avoids it)",
      NoteKind.SERIAL_CORRELATION, "samples serially correlated (the machine's speed drifted); the median's "
          + "intervals were widened for it, and below 200 samples a widened interval covers less than its level "
          + "(simulated, AR(1) rho 0.5: 90.5% of 95% intervals at 100 samples, 93.6% from 200)",
      NoteKind.MINIMUM_NOT_CONVERGED, "minimum not converged; prefer the median",
      NoteKind.COMPILATION_SPREAD, "the JIT's compiled copies of the loop ran at different speeds",
      NoteKind.PAGE_FAULTS, "page faults in the samples (first use of untouched heap); the JVM flags that remove "
          + "them are in the note",
      NoteKind.BUSY_JIT, "the JIT's compile queue was still busy around the body's first calls, so their methods "
          + "may have been compiled without type profiles; repeat the run in a fresh JVM");

  private static String abbreviated(List<String> names) {
    List<String> distinct = new ArrayList<>(new LinkedHashSet<>(names));
    return distinct.size() <= 4 ? String.join(", ", distinct)
        : String.join(", ", distinct.subList(0, 4)) + " and " + (distinct.size() - 4) + " more";
  }

  /** One line naming the input regime(s) the results' samples saw. */
  private static void printRegimes(List<Result> results, PrintStream out) {
    Map<Regime, Long> counts = new EnumMap<>(Regime.class);
    results.forEach(r -> counts.merge(r.regime(), 1L, Long::sum));
    StringBuilder sb = new StringBuilder("inputs: ");
    counts.forEach((regime, n) -> sb.append(sb.length() > 8 ? ", " : "").append(regime.cliName())
        .append(counts.size() > 1 ? " (" + n + ")" : ""));
    out.println(sb.append(counts.containsKey(Regime.FRESH) ? "; fresh: no input replayed within a sample" : "")
        .append(counts.containsKey(Regime.REPLAYED) ? "; replayed: one batch cycled all run, as JMH's index" : ""));
  }

  /** The sweep parameters as {@code "n=64 stride=8"}; empty outside a sweep. */
  static String parameters(Result r) {
    StringBuilder sb = new StringBuilder();
    r.parameters().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append('=').append(v));
    return sb.toString();
  }

  /** Bytes per evaluation as {@code "0 B"}, {@code "24 B"}, {@code "1.5 KiB"}; {@code "-"} when not measured. */
  static String allocationCell(Allocation a) {
    if (!a.isMeasured()) {
      return "-";
    }
    double b = a.bytesPerEvaluation();
    if (b < 1024) {
      return String.format(Locale.ROOT, b == Math.rint(b) || b >= 100 ? "%.0f B" : "%.1f B", b);
    }
    return b < 1024 * 1024 ? String.format(Locale.ROOT, "%.1f KiB", b / 1024)
        : String.format(Locale.ROOT, "%.1f MiB", b / (1024 * 1024));
  }

  /** The interval column's width: 25, and 10 more when a result's interval carries {@link OneJvmLabel#LABEL}. */
  private static int intervalWidth(List<Result> results) {
    return results.stream().anyMatch(r -> r.interval().isPresent() && r.oneJvm()) ? 35 : 25;
  }

  private static String interval(Interval c) {
    return "[" + Units.nanos(c.low()) + ", " + Units.nanos(c.high()) + "]";
  }

  /**
   * The whole {@code nanometer-results} document, without doctor findings, written by this JVM's
   * run ({@link RunIdentity#ofThisJvm()}).
   */
  public static void json(List<Result> results, PrintStream out) {
    json(results, null, out);
  }

  /**
   * The whole {@code nanometer-results} document, written by this JVM's run ({@link
   * RunIdentity#ofThisJvm()}: its id and start, and now as its end); {@code doctor} (may be null:
   * then the report captured with the first result that has one) is embedded as {@code "doctor":
   * {"findings": [...], "summary": {...}}}.
   */
  public static void json(List<Result> results, Diagnosis doctor, PrintStream out) {
    json(results, doctor, RunIdentity.ofThisJvm(), out);
  }

  /**
   * The whole {@code nanometer-results} document as {@link #json(List, Diagnosis, PrintStream)}
   * writes it, with {@code run} as its {@code "run"} member (a document read back keeps the run
   * that wrote it).
   *
   * @throws IllegalArgumentException when {@code run} is null
   */
  public static void json(List<Result> results, Diagnosis doctor, RunIdentity run, PrintStream out) {
    if (run == null) {
      throw new IllegalArgumentException("run must not be null (RunIdentity.ofThisJvm())");
    }
    JsonWriter w = new JsonWriter(out, true);
    DocumentHeader.RESULTS.write(w.beginObject());
    RunJson.write(w, run);
    if (results.isEmpty()) {
      EnvironmentWriter.write(w);
    } else {
      // The first result's environment, captured when it was measured, not this JVM's now.
      ResultJsonWriter.writeEnvironment(w, results.get(0).environment());
    }
    Diagnosis report = doctor != null ? doctor
        : results.stream().flatMap(r -> r.environment().doctor().stream()).findFirst().orElse(null);
    if (report != null) {
      w.name("doctor");
      EnvironmentJson.writeDoctor(w, report);
    }
    w.name("results").beginArray();
    for (Result r : results) {
      ResultJsonWriter.write(w, r);
    }
    w.endArray().endObject().finish();
  }

}
