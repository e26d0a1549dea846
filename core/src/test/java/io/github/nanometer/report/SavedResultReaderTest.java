package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.SavedBenchmark;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The layouts judge reads: nanometer-results, nanometer-suite and JMH JSON, with unit conversion. */
class SavedResultReaderTest {

  static String result(String name, String estimator, double estimate, String evaluations, String elapsed) {
    return """
        {"name": "%s", "mode": "throughput", "estimator": "%s", "estimateNanos": %s,
         "samples": {"evaluations": [%s], "elapsedNanos": [%s]}}""".formatted(name, estimator, estimate, evaluations,
        elapsed);
  }

  @Test
  void nanometerResultsGiveOneRowOfPerEvaluationTimes() {
    SavedResultReader.SavedFile f = SavedResultReader.parse("{\"schema\": \"nanometer-results\", \"version\": 1, "
        + "\"results\": [" + result("lcg k=100", "minimum", 10, "10, 20", "100, 300") + "]}");
    assertEquals("nanometer-results", f.format());
    SavedBenchmark b = f.benchmarks().get(0);
    assertEquals("lcg k=100", b.name());
    assertEquals("throughput minimum", b.variant());
    assertEquals(Map.of(), b.params());
    assertEquals("ns/op", b.unit());
    assertFalse(b.higherIsBetter());
    assertEquals(10, b.estimate());
    assertArrayEquals(new double[][] {{10, 15}}, b.values());
    assertFalse(b.forked());
    assertTrue(b.shortSamples());
  }

  @Test
  void samplesOfSeveralCompiledCopiesAreSplitIntoOneRowPerCopyInTurn() {
    String r = "{\"name\": \"x\", \"mode\": \"throughput\", \"estimator\": \"median\", \"estimateNanos\": 2, "
        + "\"options\": {\"compilations\": 3}, \"samples\": {\"evaluations\": [1, 1, 1, 1, 1, 1, 1], "
        + "\"elapsedNanos\": [1, 2, 3, 4, 5, 6, 7]}}";
    SavedBenchmark b = SavedResultReader.parse("{\"schema\": \"nanometer-results\", \"version\": 1, \"results\": ["
        + r + "]}").benchmarks().get(0);
    assertArrayEquals(new double[][] {{1, 4, 7}, {2, 5}, {3, 6}}, b.values());
    assertArrayEquals(new double[][] {{1}, {2}}, SavedResultReader.byCopy(new double[] {1, 2}, 3, 1));
    // A document that records its block: consecutive samples of one copy.
    SavedBenchmark blocked = SavedResultReader.parse("{\"schema\": \"nanometer-results\", \"version\": 1, \"results\": ["
        + r.replace("\"options\"", "\"compilationBlock\": 2, \"options\"") + "]}").benchmarks().get(0);
    assertArrayEquals(new double[][] {{1, 2, 7}, {3, 4}, {5, 6}}, blocked.values());
    assertArrayEquals(new double[][] {{1, 2}}, SavedResultReader.byCopy(new double[] {1, 2}, 3, 64),
        "fewer samples than one block: one copy's row");
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> SavedResultReader.parse(
        "{\"schema\": \"nanometer-results\", \"version\": 1, \"results\": ["
            + r.replace("\"options\"", "\"compilationBlock\": 0, \"options\"") + "]}"));
    assertEquals("results[0]: member 'compilationBlock' must be a whole number of at least 1, got 0", bad.getMessage());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedResultReader.parse(
        "{\"schema\": \"nanometer-results\", \"version\": 1, \"results\": [" + r.replace("\"compilations\": 3",
            "\"compilations\": 0") + "]}"));
    assertEquals("results[0].options: member 'compilations' must be a whole number in [1, 1000], got 0",
        e.getMessage());
  }

  @Test
  void resultsOfOneBenchmarkEachInItsOwnJvmAreForks() {
    String fork = "{\"name\": \"x\", \"mode\": \"throughput\", \"estimator\": \"median\", \"estimateNanos\": E, "
        + "\"plan\": {\"isolation\": \"ISO\"}, \"samples\": {\"evaluations\": [1, 1, 1], "
        + "\"elapsedNanos\": [E, E, 100]}}";
    String own = String.join(", ", fork.replace("E", "2").replace("ISO", "own-jvm"),
        fork.replace("E", "4").replace("ISO", "own-jvm"), fork.replace("E", "3").replace("ISO", "own-jvm"));
    SavedResultReader.SavedFile f = SavedResultReader.parse("{\"schema\": \"nanometer-results\", \"version\": 1, "
        + "\"results\": [" + own + "]}");
    assertEquals(1, f.benchmarks().size());
    SavedBenchmark b = f.benchmarks().get(0);
    assertTrue(b.forked());
    assertEquals(3, b.estimate(), "the median of the forks' estimates");
    assertArrayEquals(new double[][] {{2, 2, 100}, {4, 4, 100}, {3, 3, 100}}, b.values());
    // Repeated results of one JVM are not forks: each stays a benchmark of its own, as before.
    String shared = String.join(", ", fork.replace("E", "2").replace("ISO", "shared-jvm"),
        fork.replace("E", "4").replace("ISO", "own-jvm"));
    SavedResultReader.SavedFile g = SavedResultReader.parse("{\"schema\": \"nanometer-results\", \"version\": 1, "
        + "\"results\": [" + shared + "]}");
    assertEquals(2, g.benchmarks().size());
    assertFalse(g.benchmarks().get(0).forked());
  }

  @Test
  void suiteTrialsBecomeRowsOfTimesPerCall() {
    String m1 = "{\"function\": \"memcpy\", \"implementation\": \"libc\", \"kind\": \"libc\", \"workload\": \"A\", "
        + "\"trial\": 1, \"callsPerEvaluation\": 4, \"result\": " + result("x", "minimum", 40, "1, 1", "40, 80") + "}";
    String m2 = m1.replace("\"trial\": 1", "\"trial\": 2").replace("\"estimateNanos\": 40.0", "\"estimateNanos\": 48.0")
        .replace("40, 80", "48, 48");
    String other = m1.replace("\"libc\", \"kind\"", "\"java-direct\", \"kind\"");
    SavedResultReader.SavedFile f = SavedResultReader.parse("{\"schema\": \"nanometer-suite\", \"version\": 1, "
        + "\"measurements\": [" + m1 + ", " + m2 + ", " + other + "]}");
    assertEquals(2, f.benchmarks().size());
    SavedBenchmark b = f.benchmarks().get(0);
    assertEquals("memcpy libc", b.name());
    assertEquals(Map.of("workload", "A"), b.params());
    assertArrayEquals(new double[][] {{10, 20}, {12, 12}}, b.values());
    assertEquals(10, b.estimate(), "the median trial's estimate per call (lower middle of two)");
    assertEquals("memcpy java-direct", f.benchmarks().get(1).name());
  }

  @Test
  void jmhUnitsAreConvertedAndNaNIsDropped() {
    String jmh = """
        [{"benchmark": "p.C.a", "mode": "avgt", "forks": 2, "params": {"n": "8"},
          "primaryMetric": {"score": 2.5, "scoreUnit": "us/op", "rawData": [[2, "NaN"], [3, 2.5]]}},
         {"benchmark": "p.C.b", "mode": "thrpt", "forks": 0,
          "primaryMetric": {"score": 4, "scoreUnit": "ops/ms", "rawData": [[4, 5]]}},
         {"benchmark": "p.C.c", "mode": "sample", "forks": 1,
          "primaryMetric": {"score": 7, "scoreUnit": "ns/op", "rawDataHistogram": []}}]""";
    List<SavedBenchmark> list = SavedResultReader.parse(jmh).benchmarks();
    SavedBenchmark a = list.get(0);
    assertEquals("ns/op", a.unit());
    assertEquals(2500, a.estimate());
    assertArrayEquals(new double[][] {{2000}, {3000, 2500}}, a.values());
    assertTrue(a.forked());
    assertEquals(Map.of("n", "8"), a.params());
    SavedBenchmark b = list.get(1);
    assertEquals("ops/s", b.unit());
    assertTrue(b.higherIsBetter());
    assertArrayEquals(new double[][] {{4000, 5000}}, b.values());
    assertFalse(b.forked(), "forks 0: measured in JMH's own JVM");
    assertEquals(0, list.get(2).values().length, "sample mode keeps a histogram, not raw data");
  }

  @Test
  void otherDocumentsAreRejectedWithTheReason() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SavedResultReader.parse("{\"schema\": \"nanometer-doctor\"}"));
    assertTrue(e.getMessage().contains("'nanometer-doctor'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> SavedResultReader.parse("[{\"benchmark\": \"p.C.m\"}]"));
    assertTrue(e.getMessage().contains("benchmark [0]") && e.getMessage().contains("'mode'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> SavedResultReader.parse("{\"schema\": \"nanometer-results\", "
        + "\"version\": 2, \"results\": [" + result("x", "minimum", 1, "1, 0", "1, 1") + "]}"));
    assertTrue(e.getMessage().contains("results[0].samples.evaluations[1]"), e.getMessage());
    // A fractional count is refused as results.ResultReader refuses it, never divided by (issue 42, item 8).
    e = assertThrows(IllegalArgumentException.class, () -> SavedResultReader.parse("{\"schema\": \"nanometer-results\", "
        + "\"version\": 2, \"results\": [" + result("x", "minimum", 1, "1, 1.5", "1, 1") + "]}"));
    assertTrue(e.getMessage().contains("results[0].samples.evaluations[1]: the evaluations of a sample must be a whole "
        + "number"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> SavedResultReader.parse("{\"schema\": \"nanometer-suite\", \"version\": 5, \"measurements\": []}"));
    assertTrue(e.getMessage().startsWith("nanometer-suite version 5 is newer than this nanometer reads"), e.getMessage());
  }
}
