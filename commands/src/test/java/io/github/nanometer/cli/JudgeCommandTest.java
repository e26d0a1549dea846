package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import io.github.nanometer.judge.JudgeWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nanometer judge} end to end over the fixtures in compare/judge (see its README.md for how
 * they were made and what changed between base and new): verdicts, exit codes, formats, errors.
 */
class JudgeCommandTest {
  @TempDir
  Path dir;

  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  static String fixture(String name) {
    return io.github.nanometer.TestResources.path("/io/github/nanometer/compare/judge/" + name).toString();
  }

  /** Verdict words by "name params (variant)" from the JSON output. */
  static Map<String, Map<String, Object>> comparisons(Map<String, Object> doc) {
    Map<String, Map<String, Object>> byName = new HashMap<>();
    for (Object o : (List<?>) doc.get("comparisons")) {
      @SuppressWarnings("unchecked")
      Map<String, Object> c = (Map<String, Object>) o;
      byName.put(c.get("name") + " " + c.get("params") + " (" + c.get("variant") + ")", c);
    }
    return byName;
  }

  static double ratio(Map<String, Object> c) {
    return ((Number) c.get("ratio")).doubleValue();
  }

  @Test
  void referenceRunsOfOneCompiledCopyGetRatiosButNoVerdict() {
    // Truth (README): k=100 chains do 2x the work in NEW, lcg k=1000 half, sum 1KiB is unchanged.
    // Each side is one JVM that measured one compiled copy (a run's default), so the spread between
    // compilations and JVMs is unknown and no verdict is given (exit 3).
    CliRun o = run("judge", fixture("reference-base.json"), fixture("reference-new.json"), "--threshold", "30%",
        "--format", "json");
    Map<String, Object> doc = JsonReader.parseObject(o.out());
    Map<String, Map<String, Object>> c = comparisons(doc);
    Map<String, Object> lcg100 = c.get("lcg k=100 {} (throughput median)");
    assertTrue(ratio(lcg100) > 1.8 && ratio(lcg100) < 2.6, "about 2x: " + ratio(lcg100));
    Map<String, Object> lcg1000 = c.get("lcg k=1000 {} (throughput median)");
    assertTrue(ratio(lcg1000) > 0.4 && ratio(lcg1000) < 0.6, "about 0.5x: " + ratio(lcg1000));
    for (Map<String, Object> one : c.values()) {
      assertEquals("inconclusive (one JVM)", one.get("verdict"));
      assertEquals(false, one.get("jvmVariationIncluded"));
      assertTrue(((String) one.get("method")).contains("one JVM"));
      assertTrue(((String) one.get("toDecide")).contains("2 or more JVMs"), (String) one.get("toDecide"));
    }
    assertEquals(3, o.status(), "one JVM per side decides nothing");
    assertEquals(3L, doc.get("exitCode"));
    assertEquals("chase k=1000", ((Map<?, ?>) ((List<?>) doc.get("onlyInBase")).get(0)).get("name"));
    assertEquals("chase k=500", ((Map<?, ?>) ((List<?>) doc.get("onlyInNew")).get(0)).get("name"));
    assertTrue(doc.get("notes").toString().contains("JVM-to-JVM variation is not included"));
  }

  @Test
  void theSameCodeInAnotherJvmIsNoLongerAFalseRegression() {
    // sum 1KiB is the same code in both files, yet its one-JVM intervals exclude +-2%: before issue
    // 20 this was "faster" and exit 1; now the verdict waits for a spread between JVMs or copies.
    CliRun o = run("judge", fixture("reference-base.json"), fixture("reference-new.json"));
    assertEquals(3, o.status());
    assertTrue(o.out().matches("(?s).*sum 1KiB \\(throughput median\\).*inconclusive \\(one JVM\\).*"), o.out());
    assertTrue(o.out().contains("to decide sum 1KiB (throughput median): measure each side in 2 or more JVMs"),
        o.out());
    assertTrue(o.out().contains("JVM-to-JVM variation is not included"), o.out());
    assertTrue(o.out().contains("only in base: chase k=1000 (throughput median)"), o.out());
    assertTrue(o.out().contains("only in new:  chase k=500 (throughput median)"), o.out());
    assertTrue(o.out().contains("geometric mean (0)"), o.out());
  }

  @Test
  void jmhFilesWithForksAreJudgedOverForkMeans() {
    CliRun o = run("judge", fixture("jmh-base.json"), fixture("jmh-new.json"), "--format", "json");
    Map<String, Object> doc = JsonReader.parseObject(o.out());
    Map<String, Map<String, Object>> c = comparisons(doc);
    String cls = "org.example.jmh.SumBench.";
    // first(): O(n) scan in base, two loads in new: higher throughput, time ratio far below 1.
    assertEquals("faster", c.get(cls + "first {size=16} (thrpt)").get("verdict"));
    assertEquals("faster", c.get(cls + "first {size=256} (thrpt)").get("verdict"));
    assertTrue(ratio(c.get(cls + "first {size=256} (thrpt)")) < 0.1);
    // sum(): three dependent passes in new; size 256's forks scatter so much (load) that 3 fork
    // means leave Fieller's interval unbounded: inconclusive rather than a guess.
    assertEquals("slower", c.get(cls + "sum {size=16} (avgt)").get("verdict"));
    Map<String, Object> sum256 = c.get(cls + "sum {size=256} (avgt)");
    assertTrue(ratio(sum256) > 2);
    assertTrue(sum256.get("verdict").equals("slower") || sum256.get("verdict").equals("inconclusive"));
    for (Map<String, Object> one : c.values()) {
      assertEquals(true, one.get("jvmVariationIncluded"));
      assertTrue(((String) one.get("method")).contains("3 base, 3 new forks"), (String) one.get("method"));
    }
    assertEquals(2, ((List<?>) doc.get("onlyInBase")).size());
    assertEquals(2, ((List<?>) doc.get("onlyInNew")).size());
    assertEquals(1, o.status());
  }

  @Test
  void aOneCopyFileAgainstItselfIsInconclusiveAndExitsThree() {
    String f = fixture("reference-base.json");
    CliRun o = run("judge", f, f, "--threshold", "10%", "--format", "csv");
    assertEquals(3, o.status(), o.out());
    String[] lines = o.out().split("\n");
    assertEquals(JudgeWriter.CSV_HEADER, lines[0]);
    assertEquals(1 + 5 + 1, lines.length);
    for (int i = 1; i <= 5; i++) {
      // estimates, then the values the ratio divides (equal: the same file), ratio 1 and its interval
      assertTrue(lines[i].matches("[^,]+,,throughput median,ns/op,([^,]+),\\1,([^,]+),\\2,1,"
          + "0\\.9[0-9.]+,1\\.0[0-9.]+,inconclusive \\(one JVM\\),.*"), lines[i]);
    }
    assertTrue(lines[6].startsWith("geometric mean,,,,,,,"), lines[6]);
  }

  @Test
  void threeForksAgainstThemselvesAreTooFewToRuleOutTenPercent() {
    // The same JMH file twice: ratio 1 exactly, but 3 noisy fork means per side (t with 2 degrees
    // of freedom) cannot bound the change within 10%: inconclusive, exit 3, never a verdict.
    String f = fixture("jmh-base.json");
    CliRun o = run("judge", f, f, "--threshold", "10%", "--format", "json");
    assertEquals(3, o.status(), o.out());
    for (Map<String, Object> c : comparisons(JsonReader.parseObject(o.out())).values()) {
      assertEquals(1.0, ratio(c), 1e-12);
      assertEquals("inconclusive", c.get("verdict"));
    }
  }

  @Test
  void aNanometerDocumentMatchesItsOwnJmhExport() throws Exception {
    String[] run = {"reference", "--filter", "^lcg k=100$", "--mode", "throughput", "--steps", "100", "--budget",
        "5ms", "--max-warmup", "10ms", "--no-cache", "--cpu", "none", "--forks", "1", "--format"};
    CliRun json = run(concat(run, "json"));
    CliRun jmh = run(concat(run, "jmh"));
    assertEquals(0, json.status(), json.err());
    assertEquals(0, jmh.status(), jmh.err());
    Path nm = Files.writeString(dir.resolve("nm.json"), json.out());
    Path export = Files.writeString(dir.resolve("nm-jmh.json"), jmh.out());
    CliRun o = run("judge", nm.toString(), export.toString(), "--format", "json", "--threshold", "1000%");
    Map<String, Object> doc = JsonReader.parseObject(o.out());
    assertEquals("jmh", ((Map<?, ?>) doc.get("new")).get("format"));
    Map<String, Object> only = comparisons(doc).values().stream().filter(c -> c.get("name").equals("lcg k=100"))
        .findFirst().orElse(null);
    assertTrue(only != null, "the export matches by the nanometer name: " + o.out());
    assertEquals(List.of(), doc.get("onlyInBase"));
    assertEquals(false, only.get("jvmVariationIncluded"), "one JVM");
    assertTrue(o.status() == 0 || o.status() == 3, "no regression: " + o.status());
  }

  @Test
  void matchMethodPairsJmhMethodNamesWithNanometerNames() throws Exception {
    // A whole results document (judge reads through the strict reader report uses), renamed.
    String doc = resultsDocument(60).replace("\"name\": \"r\"", "\"name\": \"sum size=16\"");
    assertTrue(doc.contains("\"sum size=16\""), doc);
    Path nm = Files.writeString(dir.resolve("sum.json"), doc);
    String jmh = fixture("jmh-base.json");
    CliRun exact = run("judge", jmh, nm.toString());
    assertEquals(2, exact.status(), exact.out() + exact.err());
    assertTrue(exact.err().contains("--match method"), exact.err());
    CliRun o = run("judge", jmh, nm.toString(), "--match", "method", "--format", "json");
    Map<String, Object> c = comparisons(JsonReader.parseObject(o.out())).get("sum {size=16} (any mode)");
    assertTrue(c != null, o.out());
    assertEquals("ns/op", c.get("unit"));
  }

  /** A {@code nanometer-results} document of one result named {@code r}: {@code n} samples of 1 evaluation. */
  static String resultsDocument(int n) {
    int[] evals = new int[n];
    double[] nanos = new double[n];
    for (int i = 0; i < n; i++) {
      evals[i] = 1;
      nanos[i] = 100 + i % 7;
    }
    io.github.nanometer.Result r = io.github.nanometer.TestResults.result(io.github.nanometer.Estimator.MEDIAN, evals,
        nanos, List.of(), java.util.Optional.empty());
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    io.github.nanometer.results.ResultWriter.json(List.of(r),
        new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
    return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
  }

  @Test
  void judgeRefusesWhatReportRefusesWithTheSameMessage() throws Exception {
    // Issue 42, item 8: a fractional evaluation count was read by judge (ratio 0.000) and refused by
    // report; both now read documents through the same strict reader.
    String good = resultsDocument(40);
    String fractional = good.replaceFirst("\"evaluations\": \\[1,", "\"evaluations\": [1.5,");
    assertTrue(!fractional.equals(good), "the case needs a fractional count: " + good);
    Path ok = Files.writeString(dir.resolve("ok.json"), good);
    Path bad = Files.writeString(dir.resolve("bad.json"), fractional);
    CliRun judged = run("judge", ok.toString(), bad.toString());
    assertEquals(2, judged.status(), judged.out() + judged.err());
    assertEquals(1, judged.err().lines().count(), judged.err());
    assertTrue(judged.err().contains("results[0].samples.evaluations[0]"), judged.err());
    CliRun report = run("report", bad.toString(), "--out", dir.resolve("r.html").toString());
    assertEquals(2, report.status(), report.err());
    String member = judged.err().substring(judged.err().indexOf("results[0]")).strip();
    assertTrue(report.err().contains(member), "the same refusal: " + judged.err() + " / " + report.err());
    CliRun same = run("judge", ok.toString(), ok.toString());
    assertTrue(same.status() == 0 || same.status() == 3, same.err());
  }

  private static String[] concat(String[] head, String last) {
    String[] all = java.util.Arrays.copyOf(head, head.length + 1);
    all[head.length] = last;
    return all;
  }

  @Test
  void badInputExitsTwoWithOneLine() throws Exception {
    Path notJson = Files.writeString(dir.resolve("x.json"), "{\"schema\": \"something-else\"}");
    Path broken = Files.writeString(dir.resolve("b.json"), "[{\"benchmark\": 3}]");
    String ok = fixture("jmh-base.json");
    String[][] bad = {
        {"judge", ok},
        {"judge", ok, dir.resolve("missing.json").toString()},
        {"judge", ok, notJson.toString()},
        {"judge", ok, broken.toString()},
        {"judge", ok, ok, "--threshold", "-1%"},
        {"judge", ok, ok, "--confidence", "100"},
        {"judge", ok, ok, "--format", "xml"},
        {"judge", ok, fixture("reference-base.json")},
    };
    for (String[] args : bad) {
      CliRun o = run(args);
      assertEquals(2, o.status(), String.join(" ", args) + ": " + o.err());
      assertEquals(1, o.err().lines().count(), o.err());
      assertTrue(o.err().startsWith("nanometer judge: "), o.err());
    }
    assertTrue(run("judge", ok, notJson.toString()).err().contains("something-else"));
    assertTrue(run("judge", ok, broken.toString()).err().contains("'benchmark' must be a string"));
    assertTrue(run("judge", ok, fixture("reference-base.json")).err().contains("no benchmark is in both files"));
  }
}
