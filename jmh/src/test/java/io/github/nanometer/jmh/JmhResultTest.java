package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Environment;
import io.github.nanometer.Options;
import io.github.nanometer.Regime;
import io.github.nanometer.Result;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.clock.ClockCalibration;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.report.SavedResultReader;
import io.github.nanometer.results.ResultReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The score of a run in JMH's terms (mode, unit, operations per invocation) from nanometer's result,
 * the text table's shape, and the {@code BenchmarkList} reader; results are built from fixed
 * samples with {@link FixedSchedule#result}, so every expected number follows by hand.
 */
class JmhResultTest {

  /** Four samples of 10 evaluations taking 100, 100, 100, 100 ns: 10 ns per evaluation, zero spread. */
  static Result tenNanos() {
    Options o = Options.builder().seed(1).build();
    Environment env = Environment.capture("test", ClockCalibration.calibrate(NanoTimeClock.INSTANCE), 1.0,
        Optional.empty());
    return FixedSchedule.result("r", o, new int[] {10, 10, 10, 10}, new double[] {100, 100, 100, 100},
        new WarmupSummary(0, 0, Duration.ofNanos(0), Optional.empty(), false, "none", Double.NaN, List.of()),
        false, env);
  }

  static JmhBenchmark bench(JmhMode mode, TimeUnit unit, int ops) {
    IterationSpec s = new IterationSpec(5, Duration.ofSeconds(10), 1);
    return new JmhBenchmark("p.C", "m", mode, Map.of(), unit, ops, s, s, 5, List.of(), List.of(), List.of());
  }

  @Test
  void averageTimeIsTimePerOperationInTheUnitAsked() {
    JmhResult r = new JmhResult(bench(JmhMode.AVERAGE_TIME, TimeUnit.NANOSECONDS, 1), tenNanos());
    assertEquals(10.0, r.score(), 1e-12);
    assertEquals("ns/op", r.unit());
    JmhResult us = new JmhResult(bench(JmhMode.AVERAGE_TIME, TimeUnit.MICROSECONDS, 4), tenNanos());
    assertEquals(10.0 / 4 / 1000, us.score(), 1e-15, "10 ns per call of 4 operations, in microseconds");
    assertEquals("us/op", us.unit());
    assertEquals(2.5, us.nanosPerOperation(), 1e-12);
  }

  @Test
  void throughputIsOperationsPerUnitNotNanometersThroughputMode() {
    JmhResult r = new JmhResult(bench(JmhMode.THROUGHPUT, TimeUnit.SECONDS, 2), tenNanos());
    assertEquals(2e8, r.score(), 1e-3, "5 ns per operation is 2e8 operations per second");
    assertEquals("ops/s", r.unit());
    double[] ci = r.scoreInterval().orElseThrow();
    assertTrue(ci[0] <= r.score() && r.score() <= ci[1], "the inverted interval is ordered low to high");
  }

  @Test
  void everyResultIsUserManaged() {
    assertEquals(Regime.USER_MANAGED, new JmhResult(bench(JmhMode.SAMPLE_TIME, TimeUnit.MILLISECONDS, 1),
        tenNanos()).regime());
  }

  @Test
  void theTableHasJmhsColumnsAndNamesWhatWasNotRun() {
    JmhReport report = new JmhReport(List.of(new JmhResult(bench(JmhMode.AVERAGE_TIME, TimeUnit.NANOSECONDS, 1),
        tenNanos())), List.of(new JmhRefusal("p.C.g", "@Group(\"g\") on p.C", "no threads yet"),
        new JmhRefusal("p.C.x avgt", JmhRefusal.FAILED, "stack\nnanometer jmh: boom")), "class scan", 3, 3);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    JmhOutput.text(report, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String text = bytes.toString(StandardCharsets.UTF_8);
    List<String> lines = text.lines().toList();
    assertEquals("Benchmark  Mode  Cnt   Score     Error  Units", lines.get(0));
    assertEquals("C.m        avgt    4  10.000  ±  0.000  ns/op", lines.get(1));
    assertTrue(text.contains("p.C.g: refused, @Group(\"g\") on p.C: no threads yet"), text);
    assertTrue(text.contains("p.C.x avgt: FAILED: nanometer jmh: boom"), text);
    assertTrue(text.contains("1 runs measured; 1 benchmarks refused; 1 runs failed"), text);
    assertTrue(text.contains("Inputs: user-managed"), text);
  }

  /**
   * {@code judge} and {@code report} read nanometer's own {@code nanometer jmh} document: each run
   * keyed as JMH keys it (full name, params, JMH mode), its samples per operation.
   */
  @Test
  void judgeAndReportReadTheNanometerJmhDocument() {
    JmhBenchmark b = new JmhBenchmark("p.C", "m", JmhMode.THROUGHPUT, Map.of("n", "3"), TimeUnit.SECONDS, 2,
        new IterationSpec(5, Duration.ofSeconds(10), 1), new IterationSpec(5, Duration.ofSeconds(10), 1), 5, List.of(),
        List.of(), List.of());
    JmhReport report = new JmhReport(List.of(new JmhResult(b, tenNanos()), new JmhResult(bench(JmhMode.AVERAGE_TIME,
        TimeUnit.NANOSECONDS, 1), tenNanos())), List.of(), "scan", 2, 2);
    ByteArrayOutputStream own = new ByteArrayOutputStream();
    JmhOutput.json(report, new PrintStream(own, true, StandardCharsets.UTF_8));
    String text = own.toString(StandardCharsets.UTF_8);

    SavedResultReader.SavedFile saved = SavedResultReader.parse(text);
    assertEquals("nanometer-jmh", saved.format());
    assertEquals(2, saved.benchmarks().size());
    SavedBenchmark thrpt = saved.benchmarks().get(0);
    assertEquals("p.C.m {n=3} (thrpt)", thrpt.key());
    assertEquals("ns/op", thrpt.unit());
    assertEquals(5.0, thrpt.estimate(), 1e-12, "10 ns per invocation of 2 operations");
    assertEquals(5.0, thrpt.values()[0][0], 1e-12);
    assertEquals("p.C.m (avgt)", saved.benchmarks().get(1).key());
    assertEquals(10.0, saved.benchmarks().get(1).estimate(), 1e-12);

    List<Result> results = ResultReader.jmhDocument(text).results();
    assertEquals(2, results.size());
    assertEquals(10.0, results.get(1).estimateNanos(), 1e-12);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SavedResultReader.parse(text.replace("\"result\"", "\"other\"")));
    assertTrue(e.getMessage().contains("runs[0].result"), e.getMessage());
  }

  @Test
  void bothJsonDocumentsParseAndCarryTheRun() throws Exception {
    JmhBenchmark b = new JmhBenchmark("p.C", "m", JmhMode.THROUGHPUT, Map.of("n", "3"), TimeUnit.SECONDS, 2,
        new IterationSpec(5, Duration.ofSeconds(10), 1), new IterationSpec(5, Duration.ofSeconds(10), 1), 5, List.of(),
        List.of(), List.of());
    JmhReport report = new JmhReport(List.of(new JmhResult(b, tenNanos()), new JmhResult(bench(JmhMode.AVERAGE_TIME,
        TimeUnit.NANOSECONDS, 1), tenNanos())), List.of(new JmhRefusal("p.C.g", "@Group", "threads")), "scan", 2, 2);
    ByteArrayOutputStream own = new ByteArrayOutputStream();
    JmhOutput.json(report, new PrintStream(own, true, StandardCharsets.UTF_8));
    Map<?, ?> doc = (Map<?, ?>) io.github.nanometer.json.JsonReader.parse(own.toString(StandardCharsets.UTF_8));
    assertEquals("nanometer-jmh", doc.get("schema"));
    Map<?, ?> run = (Map<?, ?>) ((List<?>) doc.get("runs")).get(0);
    assertEquals("thrpt", run.get("mode"));
    assertEquals("ops/s", run.get("scoreUnit"));
    assertEquals(2e8, ((Number) run.get("score")).doubleValue(), 1e-3);
    assertEquals("user-managed", run.get("regime"));
    assertEquals("3", ((Map<?, ?>) run.get("params")).get("n"));
    assertEquals("@Group", ((Map<?, ?>) ((List<?>) doc.get("notRun")).get(0)).get("feature"));
    ByteArrayOutputStream jmh = new ByteArrayOutputStream();
    JmhOutput.jmh(report, new PrintStream(jmh, true, StandardCharsets.UTF_8));
    List<?> array = (List<?>) io.github.nanometer.json.JsonReader.parse(jmh.toString(StandardCharsets.UTF_8));
    assertEquals(2, array.size());
    Map<?, ?> thrpt = (Map<?, ?>) array.get(0);
    assertEquals("p.C.m", thrpt.get("benchmark"), "JMH's own name: the mode is its own member");
    assertEquals("thrpt", thrpt.get("mode"));
    assertEquals(1L, ((Number) thrpt.get("forks")).longValue(), "one fresh JVM");
    assertEquals(1L, ((Number) thrpt.get("threads")).longValue());
    assertEquals(Map.of("n", "3"), thrpt.get("params"), "the benchmark's parameters alone");
    Map<?, ?> metric = (Map<?, ?>) thrpt.get("primaryMetric");
    assertEquals("ops/s", metric.get("scoreUnit"));
    assertEquals(2e8, ((Number) metric.get("score")).doubleValue(), 1e-3, "5 ns per operation");
    assertEquals(List.of(List.of(2e8, 2e8, 2e8, 2e8)), ((List<?>) metric.get("rawData")).stream()
        .map(row -> ((List<?>) row).stream().map(v -> ((Number) v).doubleValue()).toList()).toList());
    Map<?, ?> avgt = (Map<?, ?>) array.get(1);
    assertEquals("avgt", avgt.get("mode"));
    assertEquals("ns/op", ((Map<?, ?>) avgt.get("primaryMetric")).get("scoreUnit"));
    assertEquals(10.0, ((Number) ((Map<?, ?>) avgt.get("primaryMetric")).get("score")).doubleValue(), 1e-12);
  }

  @Test
  void sampleModeWritesJmhsHistogramAndPercentilesOfTheRawSamples() throws Exception {
    Options o = Options.builder().seed(1).build();
    Environment env = Environment.capture("test", ClockCalibration.calibrate(NanoTimeClock.INSTANCE), 1.0,
        Optional.empty());
    Result singles = FixedSchedule.result("r", o, new int[] {1, 1, 1, 1, 1}, new double[] {1000, 2000, 1000, 1000,
        9000}, new WarmupSummary(0, 0, Duration.ofNanos(0), Optional.empty(), false, "none", Double.NaN, List.of()),
        true, env);
    JmhReport report = new JmhReport(List.of(new JmhResult(bench(JmhMode.SAMPLE_TIME, TimeUnit.MICROSECONDS, 1),
        singles)), List.of(), "scan", 1, 1);
    ByteArrayOutputStream jmh = new ByteArrayOutputStream();
    JmhOutput.jmh(report, new PrintStream(jmh, true, StandardCharsets.UTF_8));
    Map<?, ?> run = (Map<?, ?>) ((List<?>) io.github.nanometer.json.JsonReader.parse(
        jmh.toString(StandardCharsets.UTF_8))).get(0);
    assertEquals("sample", run.get("mode"));
    Map<?, ?> metric = (Map<?, ?>) run.get("primaryMetric");
    assertEquals("us/op", metric.get("scoreUnit"));
    Map<?, ?> p = (Map<?, ?>) metric.get("scorePercentiles");
    assertEquals(1.0, ((Number) p.get("0.0")).doubleValue(), 1e-12);
    assertEquals(1.0, ((Number) p.get("50.0")).doubleValue(), 1e-12);
    assertEquals(9.0, ((Number) p.get("100.0")).doubleValue(), 1e-12);
    assertTrue(!metric.containsKey("rawData"), "sample mode has a histogram instead");
    List<?> histogram = (List<?>) ((List<?>) ((List<?>) metric.get("rawDataHistogram")).get(0)).get(0);
    assertEquals(List.of(List.of(1.0, 3L), List.of(2.0, 1L), List.of(9.0, 1L)), histogram.stream().map(bin -> List.of(
        ((Number) ((List<?>) bin).get(0)).doubleValue(), ((Number) ((List<?>) bin).get(1)).longValue())).toList(),
        "each distinct single-invocation time with its count, in microseconds");
  }

  @Test
  void theBenchmarkListGivesClassAndMethodPerLine() throws Exception {
    String list = "JMH S 7 p.Outer S 41 p.jmh_generated.Outer_measure_jmhTest_abc S 7 measure S 10 Throughput E A 1 1"
        + " 1 E E\n\nJMH S 13 p.Outer.Inner S 5 p.gen S 5 bench S 11 AverageTime E\n";
    List<Discovery.Found> found = Discovery.parseList(new ByteArrayInputStream(list.getBytes(StandardCharsets.UTF_8)));
    assertEquals(List.of(new Discovery.Found("p.Outer", "measure"), new Discovery.Found("p.Outer.Inner", "bench")),
        found);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Discovery.parseList(
        new ByteArrayInputStream("JMH S 99 short".getBytes(StandardCharsets.UTF_8))));
    assertTrue(e.getMessage().contains("line 1"), e.getMessage());
  }

  @Test
  void nestedClassNamesAsJmhWritesThemLoad() throws Exception {
    assertEquals(BenchmarkReaderTest.Plain.class, UserClasses.load("io.github.nanometer.jmh.BenchmarkReaderTest.Plain",
        getClass().getClassLoader()));
    assertThrows(ClassNotFoundException.class, () -> UserClasses.load("no.such.Type", getClass().getClassLoader()));
  }
}
