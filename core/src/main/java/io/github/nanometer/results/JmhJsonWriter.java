package io.github.nanometer.results;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.JmhNames;

import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Mode;
import io.github.nanometer.Result;
import io.github.nanometer.resultjson.ResultJsonWriter;
import io.github.nanometer.stats.Descriptive;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Writes {@link Result}s in the structure of JMH's {@code -rf json} output (JMH 1.37), so JMH
 * dashboards and CI actions (jmh-visualizer, github-action-benchmark's {@code jmh} parser, the
 * JMH Jenkins plugin, Bencher) read nanometer results.
 *
 * <p>The document is an array with one object per result, whose members come in JMH's order and
 * with JMH's types: {@code jmhVersion} (the JMH release whose format this follows), {@code
 * benchmark} ({@code package.Class.method}, see {@link JmhNames}; suffixes {@code _latency} and
 * {@code _weighted_mean} keep a workload's variants apart), {@code mode} ({@code "avgt"}:
 * nanometer reports time per evaluation), {@code threads} (1), {@code forks} (0: measured in the
 * running JVM, as JMH writes for {@code -f 0}), {@code jvm}, {@code jvmArgs}, {@code jdkVersion},
 * {@code vmName}, {@code vmVersion}, {@code warmupIterations} (warm-up rounds), {@code warmupTime}
 * (mean round), {@code warmupBatchSize} (1), {@code measurementIterations} (samples), {@code
 * measurementTime} (mean sample), {@code measurementBatchSize} (1), {@code params} (string values, with
 * {@code regime} added for a replayed or user-managed input regime;
 * omitted when none), {@code primaryMetric} and {@code secondaryMetrics} (allocation and perf
 * counters per operation, see {@link #secondaryMetrics}), then {@value #INTERVAL_KEY} (the level
 * and method of {@code scoreConfidence}, which JMH's format does not state). The primary
 * metric's {@code score} is nanometer's estimate of the result's estimator ({@link
 * Result#estimateNanos()}), {@code scoreConfidence} the result's interval at the result's level
 * and {@code scoreError} its half-width; for an estimator without an interval (the minimum) {@code
 * [score, score]} and 0, with a note in {@value #INTERVAL_KEY}, never {@code "NaN"}s that readers
 * such as Bencher's JMH adapter reject. Non-finite numbers are spelled as JMH spells them ({@code
 * "NaN"}, {@code "+INF"}, {@code "-INF"}). {@code jmhVersion} is {@value #JMH_VERSION_FIELD}.
 * {@code scorePercentiles} the type-7 percentiles of the per-evaluation times,
 * {@code scoreUnit} {@code "ns/op"}, {@code rawData} one row (one JVM) of per-evaluation times, one
 * per sample. The whole nanometer result, with every raw sample, follows under the extra key
 * {@value JmhNames#EXTRA_KEY} (a {@code nanometer-results} result object), which JMH tools ignore.
 */
public final class JmhJsonWriter {

  /** The JMH release whose JSON structure this writer follows. */
  public static final String JMH_FORMAT_VERSION = "1.37";

  /**
   * The {@code jmhVersion} value: the format's JMH release first (readers that show or parse it
   * see a JMH version), then who wrote the file, since JMH did not.
   */
  public static final String JMH_VERSION_FIELD = JMH_FORMAT_VERSION + " (format; written by nanometer, not JMH)";

  /** The member, after {@code secondaryMetrics}, that states the level and method of {@code scoreConfidence}. */
  public static final String INTERVAL_KEY = "nanometerInterval";

  /** The secondary metric of allocation, JMH's gc profiler's name for bytes per operation. */
  public static final String ALLOCATION_METRIC = "\u00b7gc.alloc.rate.norm";

  private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};
  private static final String[] PERCENTILE_KEYS =
      {"0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0"};

  private JmhJsonWriter() {}

  /** Writes the document with benchmark names under {@link JmhNames#DEFAULT_CLASS}. */
  public static void write(List<Result> results, PrintStream out) {
    write(results, JmhNames.DEFAULT_CLASS, out);
  }

  /**
   * Writes the document.
   *
   * @param results the results, in order
   * @param classPrefix {@code package.Class} put before every method name
   * @param out where the JSON text goes
   * @throws IllegalArgumentException when {@code classPrefix} is not a qualified class name
   */
  public static void write(List<Result> results, String classPrefix, PrintStream out) {
    JmhNames.requireClassPrefix(classPrefix);
    StringBuilder sb = new StringBuilder();
    write(results, classPrefix, sb);
    out.print(sb);
  }

  /**
   * Writes the document into {@code sb}; see {@link #write(List, String, PrintStream)}. Results of
   * one benchmark (the same JMH name, parameters, regime and estimator: the forks of {@code
   * reference --forks N}) are written as one object over their forks, in the order each benchmark first appears, as
   * {@link #writeForkedRuns} writes them.
   */
  public static void write(List<Result> results, String classPrefix, StringBuilder sb) {
    JmhNames.requireClassPrefix(classPrefix);
    Map<String, List<Result>> byBenchmark = new java.util.LinkedHashMap<>();
    for (Result r : results) {
      // the estimator too: the median and the minimum of one benchmark share a JMH name but are not forks
      byBenchmark.computeIfAbsent(jmhName(r) + "\u0000" + r.regime().cliName() + "\u0000" + r.estimator().cliName(),
          k -> new java.util.ArrayList<>()).add(r);
    }
    List<List<JmhRun>> runs = new java.util.ArrayList<>();
    for (List<Result> forks : byBenchmark.values()) {
      runs.add(forks.stream().map(r -> run(r, classPrefix)).toList());
    }
    writeForkedRuns(runs, List.copyOf(byBenchmark.values()), sb);
  }

  /** One nanometer result as a JMH run: {@code avgt} in ns/op, one JVM (this one, {@code forks} 0). */
  private static JmhRun run(Result r, String classPrefix) {
    JmhNames.Split name = JmhNames.split(classPrefix, jmhName(r));
    Map<String, String> params = new java.util.LinkedHashMap<>(name.params());
    // The input regime is a parameter only where it is not the default, so a default-regime
    // benchmark keeps its identity for tools that match on params.
    if (r.regime() != io.github.nanometer.Defaults.REGIME && r.regime() != io.github.nanometer.Regime.FIXED) {
      params.put("regime", r.regime().cliName());
    }
    Optional<Interval> ci = claimedInterval(r);
    return new JmhRun(name.benchmark(), "avgt", 1, 0, params, "ns/op", r.estimateNanos(),
        ci.map(c -> new double[] {c.low(), c.high()}), perEvaluationNanos(r), false);
  }

  /**
   * One run as JMH would write it for its mode: what the caller decides (name, mode, unit, score
   * and interval already in the unit, the values behind the percentiles and raw data) and what
   * follows from the result (JVM, warm-up and measurement counts, secondary metrics, the whole
   * result under {@value JmhNames#EXTRA_KEY}).
   *
   * @param benchmark JMH's benchmark name, {@code package.Class.method}
   * @param mode JMH's short mode name: {@code thrpt}, {@code avgt}, {@code sample} or {@code ss}
   * @param threads threads that ran the benchmark, at least 1
   * @param forks JVMs the benchmark ran in (0: the writing JVM itself)
   * @param params JMH's {@code params}, omitted when empty
   * @param unit JMH's {@code scoreUnit}, e.g. {@code ops/s}, {@code us/op}
   * @param score the score in {@code unit}
   * @param confidence the score's interval in {@code unit}, low then high; empty when the result has
   *     none that can claim a confidence ({@code scoreError} 0 and {@code [score, score]} then)
   * @param values the per-sample values in {@code unit}: the percentiles, and {@code rawData} (or, for
   *     {@code histogram}, {@code rawDataHistogram}: each distinct value with its count, one fork of
   *     one iteration, as JMH writes sample mode)
   * @param histogram true to write {@code rawDataHistogram} instead of {@code rawData}
   */
  public record JmhRun(String benchmark, String mode, int threads, int forks, Map<String, String> params, String unit,
      double score, Optional<double[]> confidence, double[] values, boolean histogram) {

    /** Checks the parts; copies the map and the array. */
    public JmhRun {
      if (benchmark == null || mode == null || params == null || unit == null || confidence == null
          || values == null) {
        throw new IllegalArgumentException("every part of a JmhRun is required");
      }
      if (threads < 1 || forks < 0) {
        throw new IllegalArgumentException("threads must be >= 1 and forks >= 0, got " + threads + ", " + forks);
      }
      if (confidence.isPresent() && confidence.get().length != 2) {
        throw new IllegalArgumentException("confidence must be [low, high], got " + confidence.get().length
            + " values");
      }
      params = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(params));
      values = values.clone();
    }
  }

  /**
   * Writes JMH's {@code -rf json} array of {@code runs}, each with its result: the entry of writers
   * that know JMH's mode and unit of each run (nanometer's own results are {@code avgt} in ns/op;
   * see {@link #write(List, String, StringBuilder)}).
   *
   * @throws IllegalArgumentException when the lists differ in length
   */
  public static void writeRuns(List<JmhRun> runs, List<Result> results, StringBuilder sb) {
    if (runs.size() != results.size()) {
      throw new IllegalArgumentException(runs.size() + " runs but " + results.size() + " results");
    }
    writeForkedRuns(runs.stream().map(List::of).toList(), results.stream().map(List::of).toList(), sb);
  }

  /**
   * Writes JMH's {@code -rf json} array with one object per benchmark, each measured in one or more
   * fresh JVMs (forks), as JMH writes {@code -f N}. Each inner list holds one benchmark's forks in fork
   * order, a run and its result per fork; a one-fork benchmark is written exactly as {@link
   * #writeRuns} writes a run. With several forks: {@code forks} is their number; {@code rawData} (or
   * {@code rawDataHistogram}) has one row per fork, that fork's values; the percentiles are over every
   * fork's values; the score is the mean of the forks' scores and {@code scoreError}/{@code
   * scoreConfidence} its Student t interval over the forks at the first result's confidence level,
   * so the JVM-to-JVM spread is in it ({@value #INTERVAL_KEY} says so; none when a fork's score is
   * not finite or all are equal); the warm-up and measurement counts are the first fork's; each
   * secondary metric's score is the mean of the forks' exact values, with one raw row per fork; and
   * {@value JmhNames#EXTRA_KEY} is the array of the forks' whole results.
   *
   * @throws IllegalArgumentException when the lists differ in length, an inner list is empty, or a
   *     benchmark's runs and results differ in number
   */
  public static void writeForkedRuns(List<List<JmhRun>> runs, List<List<Result>> results, StringBuilder sb) {
    if (runs.size() != results.size()) {
      throw new IllegalArgumentException(runs.size() + " benchmarks of runs but " + results.size() + " of results");
    }
    for (int i = 0; i < runs.size(); i++) {
      if (runs.get(i).isEmpty() || runs.get(i).size() != results.get(i).size()) {
        throw new IllegalArgumentException("benchmark " + i + ": " + runs.get(i).size() + " runs but "
            + results.get(i).size() + " results (one per fork, at least one)");
      }
    }
    JsonWriter w = new JsonWriter(sb, true);
    w.beginArray();
    for (int i = 0; i < runs.size(); i++) {
      writeRun(w, results.get(i), runs.get(i));
    }
    w.endArray().finish();
  }

  private static void writeRun(JsonWriter w, List<Result> forks, List<JmhRun> runs) {
    Result r = forks.get(0);
    JmhRun run = runs.get(0);
    boolean forked = forks.size() > 1;
    w.beginObject()
        .field("jmhVersion", JMH_VERSION_FIELD)
        .field("benchmark", run.benchmark())
        .field("mode", run.mode())
        .field("threads", run.threads())
        .field("forks", forked ? forks.size() : run.forks())
        .field("jvm", System.getProperty("java.home") + "/bin/java");
    w.name("jvmArgs").beginArray();
    for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      w.value(arg);
    }
    w.endArray();
    int rounds = r.warmup().rounds();
    w.field("jdkVersion", System.getProperty("java.version"))
        .field("vmName", System.getProperty("java.vm.name"))
        .field("vmVersion", System.getProperty("java.vm.version"))
        .field("warmupIterations", rounds)
        .field("warmupTime", timeValue(rounds == 0 ? 0 : r.warmup().wall().toNanos() / (double) rounds))
        .field("warmupBatchSize", 1)
        .field("measurementIterations", r.sampleCount())
        .field("measurementTime", timeValue(meanSampleNanos(r)))
        .field("measurementBatchSize", 1);
    if (!run.params().isEmpty()) {
      w.name("params").beginObject();
      for (Map.Entry<String, String> p : run.params().entrySet()) {
        w.field(p.getKey(), p.getValue());
      }
      w.endObject();
    }
    Stated stated = forked ? Stated.ofForks(runs, forks) : Stated.ofOne(run, r);
    primaryMetric(w, runs, stated.score(), stated.interval());
    secondaryMetrics(w, forks);
    w.name(INTERVAL_KEY).beginObject();
    if (stated.level().isPresent()) {
      w.field("confidence", stated.level().getAsDouble());
    } else {
      w.name("confidence").nullValue();
    }
    w.field("method", stated.method()).field("note", stated.note());
    w.endObject();
    w.name(JmhNames.EXTRA_KEY);
    if (forked) {
      w.beginArray();
      forks.forEach(f -> ResultJsonWriter.write(w, f));
      w.endArray();
    } else {
      ResultJsonWriter.write(w, r);
    }
    w.endObject();
  }

  /**
   * What a JMH object states of its score: the score and interval in its unit, and for {@value
   * #INTERVAL_KEY} the level (empty when no confidence is claimed), method and note.
   */
  private record Stated(double score, Optional<double[]> interval, java.util.OptionalDouble level, String method,
      String note) {

    /** One JVM's run: the result's own interval, when it can claim its level. */
    static Stated ofOne(JmhRun run, Result r) {
      Optional<Interval> ci = claimedInterval(r);
      if (ci.isPresent() && run.confidence().isPresent()) {
        return new Stated(run.score(), run.confidence(), java.util.OptionalDouble.of(ci.get().confidence()),
            ci.get().method(), "scoreError and scoreConfidence are the interval of the " + r.estimator().cliName()
                + " at this level (JMH uses 99.9%)");
      }
      return new Stated(run.score(), run.confidence(), java.util.OptionalDouble.empty(), "none", "the "
          + r.estimator().cliName() + " has no confidence interval: scoreConfidence is [score, score] and scoreError "
          + "0, as JMH writes a statistic without one; they claim no confidence");
    }

    /** Several JVMs' runs: the mean of their scores, with the t interval over them ({@link ForkedScore}). */
    static Stated ofForks(List<JmhRun> runs, List<Result> forks) {
      Result r = forks.get(0);
      ForkedScore score = ForkedScore.of(runs, r.options().confidence());
      if (score.interval().isPresent()) {
        return new Stated(score.score(), score.interval(), java.util.OptionalDouble.of(r.options().confidence()),
            ForkedScore.METHOD, "scoreError and scoreConfidence are the Student t interval of the mean of the "
                + forks.size() + " forks' scores (each fork's " + r.estimator().cliName() + ") at this level: the "
                + "spread between JVMs is in it (JMH uses 99.9% over every iteration)");
      }
      return new Stated(score.score(), Optional.empty(), java.util.OptionalDouble.empty(), "none", "the forks' "
          + "scores give no interval (a score is not finite, or all are equal): scoreConfidence is [score, score] "
          + "and scoreError 0; they claim no confidence");
    }
  }

  /** The result's interval when it is bounded and of non-zero width: one that can claim its confidence. */
  static Optional<Interval> claimedInterval(Result r) {
    return r.interval().filter(ci -> ci.isBounded() && ci.high() > ci.low());
  }

  /** The primary metric of a benchmark's forks (one run per fork), with the score and interval given. */
  private static void primaryMetric(JsonWriter w, List<JmhRun> runs, double score, Optional<double[]> confidence) {
    double[] values = runs.stream().flatMapToDouble(r -> java.util.Arrays.stream(r.values())).toArray();
    w.name("primaryMetric").beginObject();
    w.name("score");
    jmhNumber(w, score);
    double[] ci = confidence.orElse(null);
    w.name("scoreError");
    jmhNumber(w, ci == null ? 0 : (ci[1] - ci[0]) / 2);
    w.name("scoreConfidence").beginArray();
    jmhNumber(w, ci == null ? score : ci[0]);
    jmhNumber(w, ci == null ? score : ci[1]);
    w.endArray();
    w.name("scorePercentiles").beginObject();
    for (int i = 0; i < PERCENTILES.length; i++) {
      w.name(PERCENTILE_KEYS[i]);
      jmhNumber(w, values.length == 0 ? Double.NaN : Descriptive.quantile(values, PERCENTILES[i] / 100));
    }
    w.endObject();
    w.field("scoreUnit", runs.get(0).unit());
    if (runs.get(0).histogram()) {
      // JMH's shape: [fork][iteration][bin]; each fork here is one iteration.
      w.name("rawDataHistogram").beginArray();
      for (JmhRun run : runs) {
        w.beginArray().beginArray();
        for (double[] bin : histogram(run.values())) {
          w.beginArray();
          jmhNumber(w, bin[0]);
          w.value((long) bin[1]);
          w.endArray();
        }
        w.endArray().endArray();
      }
      w.endArray();
    } else {
      w.name("rawData").beginArray();
      runs.forEach(run -> w.array(run.values()));
      w.endArray();
    }
    w.endObject();
  }

  /** Each distinct value, ascending, with how often it occurs: JMH's histogram rows. */
  static List<double[]> histogram(double[] values) {
    double[] sorted = values.clone();
    java.util.Arrays.sort(sorted);
    List<double[]> bins = new java.util.ArrayList<>();
    for (int i = 0; i < sorted.length; ) {
      int j = i;
      while (j < sorted.length && Double.compare(sorted[j], sorted[i]) == 0) {
        j++;
      }
      bins.add(new double[] {sorted[i], j - i});
      i = j;
    }
    return bins;
  }

  /** JMH writes non-finite doubles as the strings "NaN", "+INF" and "-INF". */
  static void jmhNumber(JsonWriter w, double v) {
    if (Double.isFinite(v)) {
      w.value(v);
    } else {
      w.value(Double.isNaN(v) ? "NaN" : v > 0 ? "+INF" : "-INF");
    }
  }

  /**
   * {@code secondaryMetrics}: allocation as {@value #ALLOCATION_METRIC} (bytes per operation, as
   * JMH's gc profiler names it) when measured, and each perf counter as {@code ·NAME} (events per
   * operation, as JMH's perfnorm profiler names them), each in the primary metric's shape. Both are
   * exact counts, not estimates with an error: {@code scoreError} 0, {@code scoreConfidence}
   * {@code [score, score]}.
   */
  private static void secondaryMetrics(JsonWriter w, List<Result> forks) {
    w.name("secondaryMetrics").beginObject();
    List<Map<String, Double>> perFork = forks.stream().map(JmhJsonWriter::exactMetrics).toList();
    for (Map.Entry<String, Double> m : perFork.get(0).entrySet()) {
      String name = m.getKey();
      if (perFork.stream().allMatch(f -> f.containsKey(name))) {
        exactMetric(w, name, perFork.stream().mapToDouble(f -> f.get(name)).toArray(),
            name.equals(ALLOCATION_METRIC) ? "B/op" : "#/op");
      }
    }
    w.endObject();
  }

  /** A result's exact per-operation metrics by JMH name, in the order they are written. */
  private static Map<String, Double> exactMetrics(Result r) {
    Map<String, Double> metrics = new java.util.LinkedHashMap<>();
    if (r.allocation().isMeasured()) {
      metrics.put(ALLOCATION_METRIC, r.allocation().bytesPerEvaluation());
    }
    List<CounterSample> deltas = r.counterDeltas();
    if (!deltas.isEmpty()) {
      long evaluations = 0;
      for (int e : r.evaluations()) {
        evaluations += e;
      }
      List<CounterEvent> events = deltas.get(0).events();
      for (int k = 0; k < events.size(); k++) {
        double total = 0;
        for (CounterSample d : deltas) {
          total += d.scaled()[k];
        }
        metrics.put("\u00b7" + events.get(k).perfName(), evaluations == 0 ? Double.NaN : total / evaluations);
      }
    }
    return metrics;
  }

  /**
   * One exact metric: each fork's value per operation (one raw row each), its score their mean;
   * exact counts claim no error ({@code scoreError} 0, {@code scoreConfidence} {@code [score, score]}).
   */
  private static void exactMetric(JsonWriter w, String name, double[] perOperationByFork, String unit) {
    double perOperation = perOperationByFork.length == 1 ? perOperationByFork[0]
        : java.util.Arrays.stream(perOperationByFork).average().orElse(Double.NaN);
    w.name(name).beginObject();
    w.name("score");
    jmhNumber(w, perOperation);
    w.field("scoreError", 0);
    w.name("scoreConfidence").beginArray();
    jmhNumber(w, perOperation);
    jmhNumber(w, perOperation);
    w.endArray();
    w.name("scorePercentiles").beginObject();
    for (int i = 0; i < PERCENTILES.length; i++) {
      w.name(PERCENTILE_KEYS[i]);
      jmhNumber(w, perOperationByFork.length == 1 ? perOperation
          : Descriptive.quantile(perOperationByFork, PERCENTILES[i] / 100));
    }
    w.endObject();
    w.field("scoreUnit", unit);
    w.name("rawData").beginArray();
    for (double v : perOperationByFork) {
      w.beginArray();
      jmhNumber(w, v);
      w.endArray();
    }
    w.endArray();
    w.endObject();
  }

  /**
   * The name given to {@link JmhNames}: the result's name, with {@code latency} appended in latency
   * mode and {@code weighted-mean} for that estimator, so the variants of one workload stay apart.
   */
  static String jmhName(Result r) {
    String name = r.name();
    if (r.mode() == Mode.LATENCY) {
      name += " latency";
    }
    if (r.estimator() == Estimator.WEIGHTED_MEAN) {
      name += " weighted-mean";
    }
    return name;
  }

  static double[] perEvaluationNanos(Result r) {
    int[] evaluations = r.evaluations();
    double[] elapsed = r.elapsedNanos();
    double[] x = new double[evaluations.length];
    for (int i = 0; i < x.length; i++) {
      x[i] = elapsed[i] / evaluations[i];
    }
    return x;
  }

  private static double meanSampleNanos(Result r) {
    double[] elapsed = r.elapsedNanos();
    return elapsed.length == 0 ? 0 : Descriptive.mean(elapsed);
  }

  /** A duration in JMH's TimeValue text form: an integer and a unit, e.g. {@code "100 ms"}. */
  static String timeValue(double nanos) {
    if (nanos >= 10e9) {
      return String.format(Locale.ROOT, "%d s", Math.round(nanos / 1e9));
    }
    if (nanos >= 10e6) {
      return String.format(Locale.ROOT, "%d ms", Math.round(nanos / 1e6));
    }
    if (nanos >= 10e3) {
      return String.format(Locale.ROOT, "%d us", Math.round(nanos / 1e3));
    }
    return String.format(Locale.ROOT, "%d ns", Math.round(nanos));
  }
}
