package io.github.nanometer.results;

import io.github.nanometer.TestNanometers;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.JmhNames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JMH JSON out, checked against a real JMH 1.37 {@code -rf json} file (the fixture {@code
 * jmh/jmh-1.37-sumbench.json}: 2 forks, 2 x 100 ms warm-up, 3 x 100 ms measurement, an avgt and
 * a thrpt benchmark with one parameter) and against what two JMH consumers read:
 *
 * <ul>
 *   <li>github-action-benchmark ({@code tool: jmh}, src/extract.ts {@code extractJmhResult}): a
 *       top-level array; per element {@code benchmark} (string, the name), {@code
 *       primaryMetric.score} (number, the value), {@code primaryMetric.scoreUnit} (string), and for
 *       its "extra" text {@code measurementIterations}, {@code forks}, {@code threads} (numbers);
 *   <li>jmh-visualizer (models/MetricExtractor, PrimaryMetricExtractor): {@code benchmark} split at
 *       dots into package, class and method; {@code mode}; {@code params} (string values); {@code
 *       primaryMetric.score}, {@code scoreError}, {@code scoreConfidence}, {@code scoreUnit},
 *       {@code rawData} (rows of numbers); {@code secondaryMetrics} (an object of metrics).
 * </ul>
 */
public class JmhJsonWriterTest {

  @TempDir
  static Path cacheDir;

  static List<Result> results;

  @BeforeAll
  static void run() {
    Options o = Options.builder().budget(Duration.ofMillis(10)).maxWarmup(Duration.ofMillis(20)).seed(3).build();
    Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
    Options wm = o.toBuilder().estimator(Estimator.WEIGHTED_MEAN).build();
    results = List.of(
        nm.run(Benchmark.ofLong("lcg k=100", SplittableRandom::nextLong, x -> x * 31 + 7)),
        nm.run(Benchmark.ofLong("lcg k=100", SplittableRandom::nextLong, x -> x * 31 + 7).latency()),
        nm.run(Benchmark.of("sum 1KiB", () -> 42), wm));
  }

  @org.junit.jupiter.api.Test
  void aNonDefaultRegimeIsAParamAndTheDefaultChangesNoIdentity() {
    Options o = Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(5)).seed(4).build();
    Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
    Benchmark<?> b = Benchmark.withInputs("hash", r -> r.nextInt(), (Integer i) -> i * 31);
    Result fresh = nm.run(b);
    Result replayed = nm.run(b, o.toBuilder().regime(io.github.nanometer.Regime.REPLAYED).build());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    JmhJsonWriter.write(List.of(fresh, replayed), "x.Y", new PrintStream(bytes, true, StandardCharsets.UTF_8));
    List<?> doc = (List<?>) JsonReader.parse(bytes.toString(StandardCharsets.UTF_8));
    assertEquals(null, map(doc.get(0)).get("params"), "the default regime adds no param");
    assertEquals(Map.of("regime", "replayed"), map(doc.get(1)).get("params"));
  }

  static String text(Locale locale) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      JmhJsonWriter.write(results, "io.github.nanometer.reference.ReferenceWorkloads",
          new PrintStream(bytes, true, StandardCharsets.UTF_8));
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @SuppressWarnings("unchecked")
  static List<Object> written(Locale locale) {
    return (List<Object>) JsonReader.parse(text(locale));
  }

  static List<Object> fixture() throws IOException {
    try (InputStream in = JmhJsonWriterTest.class.getResourceAsStream("jmh/jmh-1.37-sumbench.json")) {
      @SuppressWarnings("unchecked")
      List<Object> doc = (List<Object>) JsonReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      return doc;
    }
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object o) {
    assertInstanceOf(Map.class, o);
    return (Map<String, Object>) o;
  }

  /** JSON type names; JMH's "NaN" strings stand for numbers. */
  static String type(Object v) {
    if (v instanceof Long || v instanceof Double || "NaN".equals(v)) {
      return "number";
    }
    return v == null ? "null" : v instanceof String ? "string" : v instanceof List ? "array"
        : v instanceof Map ? "object" : "boolean";
  }

  @Test
  void membersComeInJmhOrderWithJmhTypes() throws IOException {
    Map<String, Object> jmh = map(fixture().get(0));
    Map<String, Object> jmhPrimary = map(jmh.get("primaryMetric"));
    for (Object o : written(Locale.ROOT)) {
      Map<String, Object> ours = map(o);
      List<String> expected = new ArrayList<>(jmh.keySet());
      if (!ours.containsKey("params")) {
        expected.remove("params");
      }
      expected.add(JmhJsonWriter.INTERVAL_KEY);
      expected.add(JmhNames.EXTRA_KEY);
      assertEquals(expected, new ArrayList<>(ours.keySet()));
      assertTrue(((String) ours.get("jmhVersion")).startsWith("1.37 ") && ours.get("jmhVersion").toString()
          .contains("nanometer"), "honest: " + ours.get("jmhVersion"));
      for (String k : jmh.keySet()) {
        if (ours.containsKey(k)) {
          assertEquals(type(jmh.get(k)), type(ours.get(k)), k);
        }
      }
      Map<String, Object> primary = map(ours.get("primaryMetric"));
      assertEquals(new ArrayList<>(jmhPrimary.keySet()), new ArrayList<>(primary.keySet()));
      for (String k : jmhPrimary.keySet()) {
        assertEquals(type(jmhPrimary.get(k)), type(primary.get(k)), "primaryMetric." + k);
      }
      assertEquals(map(jmhPrimary.get("scorePercentiles")).keySet(), map(primary.get("scorePercentiles")).keySet());
      assertEquals(2, ((List<?>) primary.get("scoreConfidence")).size());
      for (Object metric : map(ours.get("secondaryMetrics")).values()) {
        assertEquals(new ArrayList<>(jmhPrimary.keySet()), new ArrayList<>(map(metric).keySet()));
      }
    }
  }

  /**
   * What Bencher's JMH adapter deserializes (its documented JMH support, and its source: {@code
   * benchmark}, {@code mode}, {@code primaryMetric.score}, {@code scoreError}, {@code
   * scoreConfidence} as two decimals, {@code scoreUnit}): any of those numbers written as a string
   * ({@code "NaN"}) makes the whole file fail to parse. Returns the reason, or null when accepted.
   */
  public static String bencherRejects(List<Object> doc) {
    for (Object o : doc) {
      Map<String, Object> b = map(o);
      if (!(b.get("benchmark") instanceof String) || !(b.get("mode") instanceof String)) {
        return "benchmark and mode must be strings";
      }
      Map<String, Object> primary = map(b.get("primaryMetric"));
      if (!(primary.get("score") instanceof Number) || !(primary.get("scoreError") instanceof Number)) {
        return "score and scoreError must be decimals, got " + primary.get("score") + ", " + primary.get("scoreError");
      }
      List<?> confidence = (List<?>) primary.get("scoreConfidence");
      if (confidence.size() != 2 || !(confidence.get(0) instanceof Number) || !(confidence.get(1) instanceof Number)) {
        return "scoreConfidence must be two decimals, got " + confidence;
      }
      if (!(primary.get("scoreUnit") instanceof String)) {
        return "scoreUnit must be a string";
      }
    }
    return null;
  }

  @Test
  void bencherAcceptsOurOutputAndRejectsNaNConfidence() throws IOException {
    assertEquals(null, bencherRejects(fixture()));
    assertEquals(null, bencherRejects(written(Locale.ROOT)));
    List<Object> minimum = written(Locale.ROOT);
    Map<String, Object> primary = map(map(minimum.get(0)).get("primaryMetric"));
    primary.put("scoreConfidence", List.of("NaN", "NaN"));
    assertTrue(bencherRejects(minimum).startsWith("scoreConfidence must be two decimals"), bencherRejects(minimum));
  }

  @Test
  void nonFiniteNumbersAreSpelledAsJmhSpellsThem() {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, false);
    w.beginArray();
    JmhJsonWriter.jmhNumber(w, Double.POSITIVE_INFINITY);
    JmhJsonWriter.jmhNumber(w, Double.NEGATIVE_INFINITY);
    JmhJsonWriter.jmhNumber(w, Double.NaN);
    JmhJsonWriter.jmhNumber(w, 1.5);
    w.endArray().finish();
    assertEquals("[\"+INF\",\"-INF\",\"NaN\",1.5]", sb.toString().replace(" ", "").trim());
  }

  /** The expectations of github-action-benchmark's jmh parser, on the fixture and on our output. */
  static void githubActionBenchmarkReads(List<Object> doc) {
    assertFalse(doc.isEmpty());
    for (Object o : doc) {
      Map<String, Object> b = map(o);
      assertInstanceOf(String.class, b.get("benchmark"));
      Map<String, Object> primary = map(b.get("primaryMetric"));
      assertTrue(primary.get("score") instanceof Number, "score must be a JSON number");
      assertInstanceOf(String.class, primary.get("scoreUnit"));
      for (String k : List.of("measurementIterations", "forks", "threads")) {
        assertInstanceOf(Long.class, b.get(k), k);
      }
    }
  }

  /** The expectations of jmh-visualizer, on the fixture and on our output. */
  static void jmhVisualizerReads(List<Object> doc) {
    for (Object o : doc) {
      Map<String, Object> b = map(o);
      String name = (String) b.get("benchmark");
      String[] parts = name.split("\\.");
      assertTrue(parts.length >= 3, "package.Class.method: " + name);
      for (String part : parts) {
        assertTrue(part.matches("[A-Za-z_$][A-Za-z0-9_$]*"), "identifier: " + part + " in " + name);
      }
      assertTrue(Set.of("thrpt", "avgt", "sample", "ss").contains(b.get("mode")));
      if (b.containsKey("params")) {
        map(b.get("params")).values().forEach(v -> assertInstanceOf(String.class, v));
      }
      Map<String, Object> primary = map(b.get("primaryMetric"));
      assertEquals("number", type(primary.get("score")));
      assertEquals("number", type(primary.get("scoreError")));
      ((List<?>) primary.get("scoreConfidence")).forEach(v -> assertEquals("number", type(v)));
      assertInstanceOf(String.class, primary.get("scoreUnit"));
      for (Object row : (List<?>) primary.get("rawData")) {
        assertFalse(((List<?>) row).isEmpty());
        ((List<?>) row).forEach(v -> assertInstanceOf(Number.class, v));
      }
      map(b.get("secondaryMetrics"));
    }
  }

  @Test
  void consumersReadTheFixtureAndOurOutputAlike() throws IOException {
    githubActionBenchmarkReads(fixture());
    jmhVisualizerReads(fixture());
    githubActionBenchmarkReads(written(Locale.ROOT));
    jmhVisualizerReads(written(Locale.ROOT));
  }

  @Test
  void scoreRawDataAndExtraComeFromTheResult() {
    List<Object> doc = written(Locale.ROOT);
    assertEquals(results.size(), doc.size());
    for (int i = 0; i < doc.size(); i++) {
      Result r = results.get(i);
      Map<String, Object> b = map(doc.get(i));
      Map<String, Object> primary = map(b.get("primaryMetric"));
      assertEquals(r.estimateNanos(), ((Number) primary.get("score")).doubleValue(), 0.0);
      assertEquals("ns/op", primary.get("scoreUnit"));
      assertEquals("avgt", b.get("mode"));
      assertEquals((long) r.sampleCount(), b.get("measurementIterations"));
      List<?> rows = (List<?>) primary.get("rawData");
      assertEquals(1, rows.size());
      List<?> raw = (List<?>) rows.get(0);
      int[] evals = r.evaluations();
      double[] nanos = r.elapsedNanos();
      assertEquals(evals.length, raw.size());
      for (int s = 0; s < evals.length; s++) {
        assertEquals(nanos[s] / evals[s], ((Number) raw.get(s)).doubleValue(), 1e-9 * nanos[s] / evals[s]);
      }
      List<?> confidence = (List<?>) primary.get("scoreConfidence");
      Map<String, Object> stated = map(b.get(JmhJsonWriter.INTERVAL_KEY));
      if (JmhJsonWriter.claimedInterval(r).isPresent()) {
        var ci = r.interval().get();
        assertEquals((ci.high() - ci.low()) / 2, ((Number) primary.get("scoreError")).doubleValue(), 1e-9);
        assertEquals(ci.low(), ((Number) confidence.get(0)).doubleValue(), 0.0);
        assertTrue(((Number) confidence.get(1)).doubleValue() > ((Number) confidence.get(0)).doubleValue());
        assertEquals(ci.confidence(), ((Number) stated.get("confidence")).doubleValue(), 0.0);
      } else {
        assertEquals(0L, primary.get("scoreError"));
        assertEquals(List.of(primary.get("score"), primary.get("score")), confidence);
        assertEquals(null, stated.get("confidence"));
        assertTrue(((String) stated.get("note")).contains("no confidence interval"), (String) stated.get("note"));
      }
      if (r.allocation().isMeasured()) {
        Map<String, Object> alloc = map(map(b.get("secondaryMetrics")).get(JmhJsonWriter.ALLOCATION_METRIC));
        assertEquals(r.allocation().bytesPerEvaluation(), ((Number) alloc.get("score")).doubleValue(), 1e-9);
        assertEquals("B/op", alloc.get("scoreUnit"));
      }
      Map<String, Object> extra = map(b.get(JmhNames.EXTRA_KEY));
      assertEquals(r.name(), extra.get("name"));
      assertEquals(r.estimator().cliName(), extra.get("estimator"));
      assertEquals((long) evals.length, ((List<?>) map(extra.get("samples")).get("evaluations")).size());
    }
  }

  @Test
  void aRunOfSeveralForksIsOneObjectWithARowPerForkAndTheTIntervalOverTheForks() {
    Result r = results.get(0);
    JmhJsonWriter.JmhRun fork1 = new JmhJsonWriter.JmhRun("a.B.c", "avgt", 1, 1, Map.of("n", "1"), "ns/op", 10.0,
        Optional.of(new double[] {9.5, 10.5}), new double[] {9, 10, 11}, false);
    JmhJsonWriter.JmhRun fork2 = new JmhJsonWriter.JmhRun("a.B.c", "avgt", 1, 1, Map.of("n", "1"), "ns/op", 14.0,
        Optional.of(new double[] {13.5, 14.5}), new double[] {13, 14, 15}, false);
    JmhJsonWriter.JmhRun single = new JmhJsonWriter.JmhRun("a.B.d", "avgt", 1, 1, Map.of(), "ns/op", 7.0,
        Optional.empty(), new double[] {7}, false);
    StringBuilder sb = new StringBuilder();
    JmhJsonWriter.writeForkedRuns(List.of(List.of(fork1, fork2), List.of(single)),
        List.of(List.of(r, r), List.of(r)), sb);
    @SuppressWarnings("unchecked")
    List<Object> doc = (List<Object>) JsonReader.parse(sb.toString());
    assertEquals(2, doc.size());
    githubActionBenchmarkReads(doc);
    jmhVisualizerReads(doc);
    Map<String, Object> forked = map(doc.get(0));
    assertEquals(2L, forked.get("forks"));
    Map<String, Object> primary = map(forked.get("primaryMetric"));
    assertEquals(12.0, ((Number) primary.get("score")).doubleValue(), 1e-12);
    assertEquals(List.of(List.of(9.0, 10.0, 11.0), List.of(13.0, 14.0, 15.0)), doubles(primary.get("rawData")));
    // two fork scores 10 and 14: sd 2 * sqrt(2), standard error 2, t with 1 degree of freedom
    double half = io.github.nanometer.stats.StudentT.critical(r.options().confidence(), 1,
        io.github.nanometer.stats.Sides.TWO_SIDED) * 2;
    assertEquals(half, ((Number) primary.get("scoreError")).doubleValue(), 1e-9);
    List<?> ci = (List<?>) primary.get("scoreConfidence");
    assertEquals(12 - half, ((Number) ci.get(0)).doubleValue(), 1e-9);
    assertEquals(12 + half, ((Number) ci.get(1)).doubleValue(), 1e-9);
    Map<String, Object> percentiles = map(primary.get("scorePercentiles"));
    assertEquals(9.0, ((Number) percentiles.get("0.0")).doubleValue(), 0.0);
    assertEquals(15.0, ((Number) percentiles.get("100.0")).doubleValue(), 0.0);
    Map<String, Object> stated = map(forked.get(JmhJsonWriter.INTERVAL_KEY));
    assertEquals("student-t over fork scores", stated.get("method"));
    assertEquals(r.options().confidence(), ((Number) stated.get("confidence")).doubleValue(), 0.0);
    List<?> extra = (List<?>) forked.get(JmhNames.EXTRA_KEY);
    assertEquals(2, extra.size());
    assertEquals(r.name(), map(extra.get(0)).get("name"));
    if (r.allocation().isMeasured()) {
      Map<String, Object> alloc = map(map(forked.get("secondaryMetrics")).get(JmhJsonWriter.ALLOCATION_METRIC));
      assertEquals(2, ((List<?>) alloc.get("rawData")).size());
    }
    Map<String, Object> one = map(doc.get(1));
    assertEquals(1L, one.get("forks"));
    assertInstanceOf(Map.class, one.get(JmhNames.EXTRA_KEY));
    assertEquals(List.of(List.of(7.0)), doubles(map(one.get("primaryMetric")).get("rawData")));

    List<io.github.nanometer.compare.SavedBenchmark> read = io.github.nanometer.report.JmhJsonReader.read(doc);
    assertEquals(2, read.size());
    assertTrue(read.get(0).forked(), "the forks read back as forks");
    assertEquals(2, read.get(0).values().length);
    assertEquals(r.sampleCount(), read.get(0).values()[1].length);
    assertThrows(IllegalArgumentException.class, () -> JmhJsonWriter.writeForkedRuns(List.of(List.of()), List.of(
        List.of()), new StringBuilder()));
    assertThrows(IllegalArgumentException.class, () -> JmhJsonWriter.writeForkedRuns(List.of(List.of(fork1, fork2)),
        List.of(List.of(r)), new StringBuilder()));
  }

  /** Results of one benchmark are written as its forks, but the median and the minimum stay two objects. */
  @Test
  void resultsOfOneBenchmarkAreItsForksButOtherEstimatorsStayApart() {
    Options o = Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(5)).seed(5).build();
    Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
    Benchmark<?> b = Benchmark.ofInt("answer", () -> 42);
    Result median = nm.run(b);
    Result minimum = nm.run(b, o.toBuilder().estimator(Estimator.MINIMUM).build());
    Result again = nm.run(b);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    JmhJsonWriter.write(List.of(median, minimum, again), "x.Y", new PrintStream(bytes, true, StandardCharsets.UTF_8));
    List<?> doc = (List<?>) JsonReader.parse(bytes.toString(StandardCharsets.UTF_8));
    assertEquals(2, doc.size(), "the two medians are one benchmark's forks; the minimum is its own object");
    assertEquals(2L, map(doc.get(0)).get("forks"));
    assertEquals("minimum", map(map(doc.get(1)).get(JmhNames.EXTRA_KEY)).get("estimator"));
  }

  /** Rows of JSON numbers as doubles, whichever way the writer spelled them. */
  static List<List<Double>> doubles(Object rows) {
    return ((List<?>) rows).stream().map(row -> ((List<?>) row).stream().map(v -> ((Number) v).doubleValue())
        .toList()).toList();
  }

  @Test
  void namesBecomeMethodsWithParamsAndVariantSuffixes() {
    List<Object> doc = written(Locale.ROOT);
    String cls = "io.github.nanometer.reference.ReferenceWorkloads.";
    assertEquals(cls + "lcg", map(doc.get(0)).get("benchmark"));
    assertEquals(Map.of("k", "100"), map(doc.get(0)).get("params"));
    assertEquals(cls + "lcg_latency", map(doc.get(1)).get("benchmark"));
    assertEquals(cls + "sum_1KiB_weighted_mean", map(doc.get(2)).get("benchmark"));
    assertFalse(map(doc.get(2)).containsKey("params"));
  }

  @Test
  void outputDoesNotDependOnTheLocale() {
    assertEquals(text(Locale.ROOT), text(Locale.GERMANY));
  }

  @Test
  void namesAreSanitizedToIdentifiers() {
    assertEquals("a_b_c", JmhNames.identifier("a b-c"));
    assertEquals("_64_ints", JmhNames.identifier("64 ints"));
    assertEquals("benchmark", JmhNames.identifier("!!!"));
    JmhNames.Split s = JmhNames.split("p.C", "sort 64 ints n=8 seed=1");
    assertEquals("p.C.sort_64_ints", s.benchmark());
    assertEquals(List.of("n", "seed"), new ArrayList<>(s.params().keySet()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JmhNames.split("NoPackage", "x"));
    assertTrue(e.getMessage().contains("classPrefix") && e.getMessage().contains("'NoPackage'"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> JmhNames.requireClassPrefix("a..B"));
  }
}
