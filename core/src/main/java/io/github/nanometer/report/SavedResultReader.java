package io.github.nanometer.report;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.stats.CopyBlocks;
import io.github.nanometer.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a saved result file of any kind {@code nanometer judge} accepts into {@link
 * SavedBenchmark}s: nanometer's {@code nanometer-results} (reference and API results), {@code
 * nanometer-suite}, and JMH JSON (also as nanometer's {@code --format jmh} writes it). The one place that
 * knows these layouts; it reads {@link JsonReader}'s plain maps and checks only what it uses. The
 * CLI first reads every document through the strict typed reader of its schema, the one {@code
 * report} uses ({@code html.JudgeInputs}), and reduces it here after; a program calling this class
 * directly gets these checks alone.
 */
public final class SavedResultReader {
  private SavedResultReader() {}

  /**
   * What a file holds.
   *
   * @param format {@code "nanometer-results"}, {@code "nanometer-suite"} or {@code "jmh"}
   * @param benchmarks in file order
   */
  public record SavedFile(String format, List<SavedBenchmark> benchmarks) {
    /** Copies the list. */
    public SavedFile {
      benchmarks = List.copyOf(benchmarks);
    }
  }

  /**
   * Reads and parses {@code file}.
   *
   * @throws IOException when the file cannot be read
   * @throws IllegalArgumentException when it is not JSON, or not one of the accepted layouts (the
   *     message says which member is wrong)
   */
  public static SavedFile read(Path file) throws IOException {
    return parse(JsonReader.readFile(file));
  }

  /** Parses the text of a result file; see {@link #read}. */
  public static SavedFile parse(String text) {
    return read(JsonReader.parse(text));
  }

  /**
   * Checks that a parsed document is one this class reads: a JMH array, or an object whose {@code
   * schema} is {@code nanometer-results}, {@code nanometer-suite} or {@code nanometer-jmh}.
   *
   * @param doc what {@link JsonReader#parse} returned
   * @throws IllegalArgumentException naming the schema found and those accepted otherwise
   */
  public static void requireResults(Object doc) {
    if (doc instanceof List) {
      return;
    }
    Object schema = JmhJsonReader.object(doc, "the document").get("schema");
    if (!DocumentHeader.RESULTS.schema().equals(schema) && !DocumentHeader.SUITE.schema().equals(schema)
        && !DocumentHeader.JMH.schema().equals(schema)) {
      throw new IllegalArgumentException("not a result file nanometer knows: expected a JMH JSON array or a "
          + "document with schema nanometer-results, nanometer-suite or nanometer-jmh, got schema "
          + (schema instanceof String name ? "'" + Messages.escape(name) + "'" : "none"));
    }
  }

  /**
   * The benchmarks of a parsed result file; see {@link #read(Path)}.
   *
   * @param doc what {@link JsonReader#parse} returned for the file's text
   */
  public static SavedFile read(Object doc) {
    requireResults(doc);
    if (doc instanceof List) {
      return new SavedFile("jmh", JmhJsonReader.read(doc));
    }
    Map<?, ?> top = JmhJsonReader.object(doc, "the document");
    Object schema = top.get("schema");
    if (DocumentHeader.RESULTS.schema().equals(schema)) {
      DocumentHeader.RESULTS.check(stringKeys(top));
      Map<String, List<SavedBenchmark>> byKey = new LinkedHashMap<>();
      Map<String, Boolean> allOwnJvm = new LinkedHashMap<>();
      List<?> results = array(top.get("results"), "results");
      for (int i = 0; i < results.size(); i++) {
        Map<?, ?> r = JmhJsonReader.object(results.get(i), "results[" + i + "]");
        SavedBenchmark one = fromResult(r, "results[" + i + "]", JmhJsonReader.string(r, "name", "results[" + i + "]"),
            Map.of(), 1);
        byKey.computeIfAbsent(one.key(), k -> new ArrayList<>()).add(one);
        allOwnJvm.merge(one.key(), ownJvm(r), Boolean::logicalAnd);
      }
      List<SavedBenchmark> list = new ArrayList<>();
      byKey.forEach((key, same) -> list.addAll(same.size() > 1 && allOwnJvm.get(key) ? List.of(forks(same)) : same));
      return new SavedFile("nanometer-results", list);
    }
    if (DocumentHeader.SUITE.schema().equals(schema)) {
      DocumentHeader.SUITE.check(stringKeys(top));
      return new SavedFile("nanometer-suite", suite(array(top.get("measurements"), "measurements"), suiteForked(top)));
    }
    if (DocumentHeader.JMH.schema().equals(schema)) {
      DocumentHeader.JMH.check(stringKeys(top));
      return new SavedFile("nanometer-jmh", jmhRuns(array(top.get("runs"), "runs"), forkEstimates(top)));
    }
    throw new AssertionError("requireResults let schema " + schema + " through");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> stringKeys(Map<?, ?> object) {
    return (Map<String, Object>) object; // JsonReader's objects are keyed by strings
  }

  /**
   * Whether a suite document's trials each ran in a JVM of their own ({@code configuration.forks}
   * above 1: {@code suite --forks N}); false for documents without the member.
   */
  private static boolean suiteForked(Map<?, ?> top) {
    return top.get("configuration") instanceof Map<?, ?> c && c.get("forks") instanceof Number n && n.intValue() > 1;
  }

  /**
   * Suite measurements: one benchmark per function and implementation (the name), workload (a
   * parameter) and mode and estimator (the variant); the trials of one benchmark are its rows, and
   * its forks when {@code forked} (each trial's samples then one row, a JVM of its own).
   */
  private static List<SavedBenchmark> suite(List<?> measurements, boolean forked) {
    Map<String, List<SavedBenchmark>> groups = new LinkedHashMap<>();
    for (int i = 0; i < measurements.size(); i++) {
      String where = "measurements[" + i + "]";
      Map<?, ?> m = JmhJsonReader.object(measurements.get(i), where);
      String name = JmhJsonReader.string(m, "function", where) + " " + JmhJsonReader.string(m, "implementation", where);
      Map<String, String> params = new LinkedHashMap<>();
      params.put("workload", JmhJsonReader.string(m, "workload", where));
      long calls = m.get("callsPerEvaluation") instanceof Number n ? n.longValue() : 1;
      SavedBenchmark one = fromResult(JmhJsonReader.object(m.get("result"), where + ".result"), where + ".result",
          name, params, calls);
      groups.computeIfAbsent(one.key(), k -> new ArrayList<>()).add(one);
    }
    List<SavedBenchmark> out = new ArrayList<>();
    for (List<SavedBenchmark> trials : groups.values()) {
      if (forked && trials.size() > 1) {
        out.add(forks(trials));
        continue;
      }
      SavedBenchmark first = trials.get(0);
      double[][] rows = trials.stream().flatMap(t -> java.util.Arrays.stream(t.values())).toArray(double[][]::new);
      double estimate = trials.stream().mapToDouble(SavedBenchmark::estimate).sorted()
          .skip((trials.size() - 1) / 2).findFirst().orElseThrow();
      out.add(new SavedBenchmark(first.name(), first.params(), first.variant(), first.unit(), false, estimate, rows,
          false, true));
    }
    return out;
  }

  /**
   * The runs of a {@code nanometer-jmh} document ({@code nanometer jmh --format json}): one benchmark
   * per run, identified as JMH identifies it (the benchmark's full name, its {@code @Param} values,
   * its JMH mode as the variant), so a run matches the same benchmark in a JMH {@code -rf json} file
   * or in another {@code nanometer jmh} document; its values are nanometer's raw samples in time per
   * operation ({@code @OperationsPerInvocation} divided out), whatever the mode's score unit. Every
   * run had a fresh JVM, so several runs of one benchmark ({@code --forks N}) are its forks; where
   * {@code forkEstimates} has the run's steady state of every fork (version 3), the benchmark keeps
   * them, per operation, as its {@link SavedBenchmark#forkEstimates()}.
   *
   * @param forkEstimates a run's name (as {@code forkSummaries[i].run} writes it) to each of its
   *     forks' steady-state estimates in nanoseconds per invocation; empty before version 3
   */
  private static List<SavedBenchmark> jmhRuns(List<?> runs, Map<String, double[]> forkEstimates) {
    Map<String, List<SavedBenchmark>> byKey = new LinkedHashMap<>();
    Map<String, double[]> estimatesByKey = new LinkedHashMap<>();
    for (int i = 0; i < runs.size(); i++) {
      String where = "runs[" + i + "]";
      Map<?, ?> run = JmhJsonReader.object(runs.get(i), where);
      Map<String, String> params = JmhJsonReader.params(run, where);
      long ops = run.get("operationsPerInvocation") instanceof Number n && n.longValue() >= 1 ? n.longValue() : 1;
      SavedBenchmark one = fromResult(JmhJsonReader.object(run.get("result"), where + ".result"), where + ".result",
          JmhJsonReader.string(run, "benchmark", where), params, ops);
      SavedBenchmark named = new SavedBenchmark(one.name(), one.params(), JmhJsonReader.string(run, "mode", where),
          one.unit(), false, one.estimate(), one.values(), false, true);
      byKey.computeIfAbsent(named.key(), k -> new ArrayList<>()).add(named);
      double[] steady = forkEstimates.get(runName(run, params, where));
      if (steady != null) {
        long perInvocation = ops;
        estimatesByKey.put(named.key(), java.util.Arrays.stream(steady).map(x -> x / perInvocation).toArray());
      }
    }
    // Every run has its own JVM: several runs of one benchmark are its forks (nanometer jmh --forks N).
    List<SavedBenchmark> out = new ArrayList<>();
    byKey.forEach((key, same) -> {
      if (same.size() == 1) {
        out.add(same.get(0));
        return;
      }
      SavedBenchmark forked = forks(same);
      double[] steady = estimatesByKey.get(key);
      out.add(steady != null && steady.length == same.size() ? forked.withForkEstimates(steady) : forked);
    });
    return out;
  }

  /**
   * A {@code nanometer-jmh} run's name as {@code forkSummaries[i].run} writes it: the benchmark, its
   * mode and each parameter as {@code name=value}, in the document's order, separated by blanks.
   */
  private static String runName(Map<?, ?> run, Map<String, String> params, String where) {
    StringBuilder sb = new StringBuilder(JmhJsonReader.string(run, "benchmark", where)).append(' ')
        .append(JmhJsonReader.string(run, "mode", where));
    params.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
    return sb.toString();
  }

  /**
   * The fork steady states of a {@code nanometer-jmh} document (version 3's {@code forkSummaries}):
   * per run name, every fork's {@code estimateNanos} in fork order; empty when the document has none
   * (versions 1 and 2).
   *
   * @throws IllegalArgumentException naming the member that is not a run name or a non-negative time
   */
  private static Map<String, double[]> forkEstimates(Map<?, ?> top) {
    Map<String, double[]> byRun = new LinkedHashMap<>();
    if (top.get("forkSummaries") == null) {
      return byRun;
    }
    List<?> summaries = array(top.get("forkSummaries"), "forkSummaries");
    for (int i = 0; i < summaries.size(); i++) {
      String where = "forkSummaries[" + i + "]";
      Map<?, ?> summary = JmhJsonReader.object(summaries.get(i), where);
      List<?> forks = array(summary.get("forkSteadyStates"), where + ".forkSteadyStates");
      double[] estimates = new double[forks.size()];
      for (int f = 0; f < estimates.length; f++) {
        String at = where + ".forkSteadyStates[" + f + "]";
        if (!(JmhJsonReader.object(forks.get(f), at).get("estimateNanos") instanceof Number n)
            || !(n.doubleValue() >= 0) || Double.isInfinite(n.doubleValue())) {
          throw new IllegalArgumentException(at + ": member 'estimateNanos' must be a time of at least 0 ns");
        }
        estimates[f] = n.doubleValue();
      }
      byRun.put(JmhJsonReader.string(summary, "run", where), estimates);
    }
    return byRun;
  }

  /**
   * One {@code nanometer-results} result object; times per evaluation divided by {@code calls}.
   * The samples are split into one row per separately compiled copy of the loop ({@code
   * options.compilations}, 1 when absent): sample {@code i} was taken by copy {@code i mod copies}.
   */
  static SavedBenchmark fromResult(Map<?, ?> r, String where, String name, Map<String, String> params,
      long calls) {
    String variant = SavedBenchmark.nanometerVariant(JmhJsonReader.string(r, "mode", where),
        JmhJsonReader.string(r, "estimator", where));
    if (!(r.get("estimateNanos") instanceof Number estimate)) {
      throw new IllegalArgumentException(where + ": member 'estimateNanos' must be a number");
    }
    if (estimate.doubleValue() < 0) {
      throw new IllegalArgumentException(where + ".estimateNanos: a time must not be negative, got " + estimate);
    }
    Map<?, ?> samples = JmhJsonReader.object(r.get("samples"), where + ".samples");
    List<?> evaluations = array(samples.get("evaluations"), where + ".samples.evaluations");
    List<?> elapsed = array(samples.get("elapsedNanos"), where + ".samples.elapsedNanos");
    if (evaluations.size() != elapsed.size()) {
      throw new IllegalArgumentException(where + ".samples: evaluations and elapsedNanos differ in length");
    }
    double[] perOperation = new double[evaluations.size()];
    for (int i = 0; i < perOperation.length; i++) {
      // Evaluations are whole numbers of at least 1 within int range, as results.ResultReader reads them:
      // a fractional count (1.5) is refused, never divided by.
      if (!(evaluations.get(i) instanceof Long e) || e < 1 || e > Integer.MAX_VALUE) {
        throw new IllegalArgumentException(where + ".samples.evaluations[" + i + "]: the evaluations of a sample must "
            + "be a whole number from 1 to " + Integer.MAX_VALUE + ", got " + evaluations.get(i));
      }
      if (!(elapsed.get(i) instanceof Number t)) {
        throw new IllegalArgumentException(where + ".samples.elapsedNanos[" + i + "]: a time must be a number, got "
            + elapsed.get(i));
      }
      if (t.doubleValue() < 0) {
        throw new IllegalArgumentException(where + ".samples.elapsedNanos[" + i + "]: a time must not be negative, got "
            + t);
      }
      perOperation[i] = t.doubleValue() / e.doubleValue() / calls;
    }
    return new SavedBenchmark(name, params, variant, "ns/op", false, estimate.doubleValue() / calls,
        byCopy(perOperation, compilations(r, where), compilationBlock(r, where)), false, true);
  }

  /**
   * Whether a result object was measured in a JVM of its own ({@code plan.isolation} is {@code
   * own-jvm}); false for older documents without a plan.
   */
  private static boolean ownJvm(Map<?, ?> r) {
    return r.get("plan") instanceof Map<?, ?> plan && "own-jvm".equals(plan.get("isolation"));
  }

  /**
   * Results of one benchmark each measured in a fresh JVM ({@code reference --forks N}): one
   * benchmark whose rows are the forks (each fork's samples in one row), so {@code judge} can use
   * fork means and their JVM-to-JVM spread; its estimate is the median of the forks' estimates.
   */
  static SavedBenchmark forks(List<SavedBenchmark> forks) {
    SavedBenchmark first = forks.get(0);
    double[][] rows = forks.stream().map(f -> java.util.Arrays.stream(f.values()).flatMapToDouble(java.util.Arrays::stream)
        .toArray()).toArray(double[][]::new);
    double[] estimates = forks.stream().mapToDouble(SavedBenchmark::estimate).sorted().toArray();
    int n = estimates.length;
    double median = n % 2 == 1 ? estimates[n / 2] : (estimates[n / 2 - 1] + estimates[n / 2]) / 2;
    return new SavedBenchmark(first.name(), first.params(), first.variant(), first.unit(), first.higherIsBetter(),
        median, rows, true, first.shortSamples());
  }

  /** {@code options.compilations} of a result object: 1 when the member is absent (older documents). */
  private static int compilations(Map<?, ?> r, String where) {
    if (!(r.get("options") instanceof Map<?, ?> options) || options.get("compilations") == null) {
      return 1;
    }
    if (!(options.get("compilations") instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
        || n.intValue() < 1 || n.intValue() > 1000) {
      throw new IllegalArgumentException(where + ".options: member 'compilations' must be a whole number in [1, 1000], "
          + "got " + options.get("compilations"));
    }
    return n.intValue();
  }

  /**
   * A result's {@code compilationBlock}: how many consecutive samples one copy took ({@link
   * CopyBlocks}); 1 when absent (documents written before blocks, where copies alternated).
   */
  private static int compilationBlock(Map<?, ?> r, String where) {
    Object v = r.get("compilationBlock");
    if (v == null) {
      return 1;
    }
    if (!(v instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue()) || n.intValue() < 1
        || n.doubleValue() > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(where + ": member 'compilationBlock' must be a whole number of at least 1, got "
          + v);
    }
    return n.intValue();
  }

  /**
   * The samples of each copy, in copy order: sample {@code i} goes to row {@link CopyBlocks#copyOf
   * copyOf(i, block, copies)}; copies that took no sample get no row (at least one row).
   */
  static double[][] byCopy(double[] samples, int copies, int block) {
    int[] sizes = new int[copies];
    for (int i = 0; i < samples.length; i++) {
      sizes[CopyBlocks.copyOf(i, block, copies)]++;
    }
    double[][] rows = new double[copies][];
    for (int c = 0; c < copies; c++) {
      rows[c] = new double[sizes[c]];
      sizes[c] = 0;
    }
    for (int i = 0; i < samples.length; i++) {
      int c = CopyBlocks.copyOf(i, block, copies);
      rows[c][sizes[c]++] = samples[i];
    }
    double[][] nonEmpty = java.util.Arrays.stream(rows).filter(row -> row.length > 0).toArray(double[][]::new);
    return nonEmpty.length == 0 ? new double[][] {new double[0]} : nonEmpty;
  }

  private static List<?> array(Object v, String where) {
    if (!(v instanceof List<?> list)) {
      throw new IllegalArgumentException(where + ": expected a JSON array");
    }
    return list;
  }
}
