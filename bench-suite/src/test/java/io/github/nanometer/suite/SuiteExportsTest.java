package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import io.github.nanometer.report.CiFormatParsers;
import io.github.nanometer.results.JmhJsonWriterTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The suite's jmh, gh-action and bmf documents, each read by a parser written from the tool's
 * documented format (the core's parsers for github-action-benchmark, Bencher's metric format and
 * Bencher's JMH adapter), and every figure per call as the table prints it.
 */
class SuiteExportsTest {
  private static final SuiteReport REPORT = SuiteFixture.report();
  /** A minimum-estimator measurement of 200 samples (its median has an interval) and a weighted mean with one. */
  private static final SuiteReport WITH_INTERVALS = withIntervals();

  private static SuiteReport withIntervals() {
    double[] elapsed = new double[200];
    for (int i = 0; i < elapsed.length; i++) {
      elapsed[i] = 1000 + (i * 37 % 101);
    }
    Measurement min = SuiteFixture.scripted("libc", 1, io.github.nanometer.Estimator.MINIMUM, 100, elapsed,
        java.util.Optional.empty(), io.github.nanometer.GcActivity.UNKNOWN);
    Measurement wmean = SuiteFixture.scripted("libc", 1, io.github.nanometer.Estimator.WEIGHTED_MEAN, 100, elapsed,
        java.util.Optional.of(new io.github.nanometer.Interval(10.2, 10.8, 0.95,
            "weighted mean time per evaluation", "t interval")), io.github.nanometer.GcActivity.UNKNOWN);
    return new SuiteReport(REPORT.config(), REPORT.machine(), List.of(min, wmean), REPORT.buffers(), List.of(),
        List.of(), 1);
  }

  private static String written(BiConsumer<SuiteReport, PrintStream> writer) {
    return written(REPORT, writer);
  }

  private static String written(SuiteReport report, BiConsumer<SuiteReport, PrintStream> writer) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      writer.accept(report, ps);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aMinimumMeasurementGivesItsMedianAndMinimumAWeightedMeanItsMeanEachPerCall() {
    List<SuiteExports.Figure> figures = SuiteExports.figures(REPORT);
    assertEquals(List.of("median", "minimum", "weighted-mean"), figures.stream().map(SuiteExports.Figure::estimate)
        .toList());
    Measurement min = REPORT.measurements().get(0);
    assertEquals(min.quantileNanosPerCall(0.5), figures.get(0).nanosPerCall(), 0);
    assertEquals(min.medianIntervalPerCall(), figures.get(0).interval());
    assertEquals(min.nanosPerCall(), figures.get(1).nanosPerCall(), 0);
    assertTrue(figures.get(1).interval().isEmpty(), "a minimum has no interval");
    assertEquals("memcpy size 64 libc (median)", figures.get(0).label());
    assertEquals("memset size 4096 arraycopy (weighted-mean, trial 2)", figures.get(2).label());
  }

  @Test
  void githubActionBenchmarkAndBencherReadTheFiguresWithTheirIntervals() {
    Map<String, Map<String, Object>> gh = CiFormatParsers.ghActionParse(written(SuiteExports::ghAction));
    assertEquals(3, gh.size());
    assertEquals("ns/call", gh.get("memcpy size 64 libc (median)").get("unit"));
    assertFalse(gh.get("memcpy size 64 libc (minimum)").containsKey("range"), "no interval, no range");
    var bmf = CiFormatParsers.bmfParse(written(SuiteExports::bmf));
    Map<String, Object> wmean = bmf.get("memset size 4096 arraycopy (weighted-mean, trial 2)").get("latency");
    assertEquals(REPORT.measurements().get(1).nanosPerCall(), ((Number) wmean.get("value")).doubleValue(), 1e-9);
    var ghWith = CiFormatParsers.ghActionParse(written(WITH_INTERVALS, SuiteExports::ghAction));
    var bmfWith = CiFormatParsers.bmfParse(written(WITH_INTERVALS, SuiteExports::bmf));
    for (SuiteReport report : List.of(REPORT, WITH_INTERVALS)) {
      var ghOf = report == REPORT ? gh : ghWith;
      var bmfOf = report == REPORT ? bmf : bmfWith;
      for (SuiteExports.Figure f : SuiteExports.figures(report)) {
        Map<String, Object> metric = bmfOf.get(f.label()).get("latency");
        boolean usable = f.interval().filter(ci -> ci.isBounded() && ci.high() > ci.low()).isPresent();
        assertEquals(usable, metric.containsKey("lower_value") && metric.containsKey("upper_value"), f.label());
        assertEquals(usable, ghOf.get(f.label()).containsKey("range"), f.label());
      }
    }
    assertTrue(ghWith.get("memcpy Google A libc (median)").containsKey("range"), "the median's interval is written");
    Map<String, Object> wm = bmfWith.get("memcpy Google A libc (weighted-mean)").get("latency");
    Measurement weighted = WITH_INTERVALS.measurements().get(1);
    assertEquals(10.2 / weighted.callsPerEvaluation(), ((Number) wm.get("lower_value")).doubleValue(), 1e-12,
        "per call: the interval per evaluation over the calls per evaluation");
  }

  @Test
  @SuppressWarnings("unchecked")
  void jmhReadersTakeTheJmhDocumentWithOneIdentityPerFigure() {
    String text = written(SuiteExports::jmh);
    List<Object> doc = (List<Object>) JsonReader.parse(text);
    assertNull(JmhJsonWriterTest.bencherRejects(doc));
    assertEquals(3, doc.size());
    Map<String, Object> first = (Map<String, Object>) doc.get(0);
    assertEquals(SuiteExports.JMH_CLASS + ".memcpy", first.get("benchmark"));
    assertEquals("avgt", first.get("mode"));
    Map<String, Object> params = (Map<String, Object>) first.get("params");
    assertEquals(Map.of("implementation", "libc", "workload", "size 64", "estimate", "median", "trial", "1"), params);
    Map<String, Object> metric = (Map<String, Object>) first.get("primaryMetric");
    assertEquals("ns/op", metric.get("scoreUnit"));
    assertEquals(REPORT.measurements().get(0).quantileNanosPerCall(0.5), ((Number) metric.get("score")).doubleValue(),
        1e-9);
    List<List<Object>> raw = (List<List<Object>>) metric.get("rawData");
    assertEquals(REPORT.measurements().get(0).samplesNanosPerCall().length, raw.get(0).size());
  }

  @Test
  void theCommandOffersTheFormatsAndTheBaselineFlags() {
    assertEquals(List.of("text", "json", "csv", "jmh", "gh-action", "bmf"), SuiteCommand.FORMATS);
    List<String> names = new SuiteCommand().options().stream().map(o -> o.name()).toList();
    assertTrue(names.containsAll(List.of("save-baseline", "baseline", "baseline-dir")), names.toString());
  }
}
