package io.github.nanometer.cli;

import static io.github.nanometer.cli.MainTest.assertUsageError;
import static io.github.nanometer.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.json.JsonReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nanometer reference}: validation before any work, and a tiny real run. */
class ReferenceCommandTest {

  @TempDir
  static Path cacheDir;

  private static String savedCacheDir;

  /** Keeps the tuning cache out of the user's home directory. */
  @BeforeAll
  static void useTemporaryCache() {
    savedCacheDir = System.getProperty("nanometer.cacheDir");
    System.setProperty("nanometer.cacheDir", cacheDir.toString());
  }

  @AfterAll
  static void restoreCache() {
    if (savedCacheDir == null) {
      System.clearProperty("nanometer.cacheDir");
    } else {
      System.setProperty("nanometer.cacheDir", savedCacheDir);
    }
  }

  @Test
  void badValuesAreUsageErrors() {
    assertUsageError(run("reference", "--steps", "0"), "--steps: 0 is out of range (accepted: 1 to 10000000)");
    assertUsageError(run("reference", "--steps", "100,x"), "--steps: 'x' is not a whole number");
    assertUsageError(run("reference", "--budget", "-1s"), "--budget: budget must be in [1ms, 1h], got -1s");
    assertUsageError(run("reference", "--budget", "soon"),
        "--budget: budget must be a duration (e.g. 500ms, 2s, 5m) in [1ms, 1h], got 'soon'");
    assertUsageError(run("reference", "--max-warmup", "11m"), "--max-warmup: maxWarmup must be in [0s, 10m], got 11m");
    assertUsageError(run("reference", "--estimator", "fast"),
        "--estimator: estimator must be one of median, minimum, weighted-mean, both, all, got 'fast'");
    assertUsageError(run("reference", "--oracle", "magic"), "oracle must be one of logistic, table, got 'magic'");
    assertUsageError(run("reference", "--mode", "sideways"), "throughput, latency, both");
    assertUsageError(run("reference", "--format", "csv"), "text, json");
    assertUsageError(run("reference", "--seed", "abc"), "--seed: seed must be a whole number, got 'abc'");
    assertUsageError(run("reference", "--filter", "["), "--filter: '[' is not a regular expression");
    assertUsageError(run("reference", "--filter", "no such benchmark"), "matches no reference benchmark");
    assertUsageError(run("reference", "stray"), "unexpected argument 'stray'");
    assertUsageError(run("reference", "--forks", "0"), "--forks: forks must be in [1, 1000], got 0");
    assertUsageError(run("reference", "--forks", "2", "--max-wall", "5s"), "give one or the other");
    assertUsageError(run("reference", "--min-forks", "1"), "--min-forks: minForks must be in [2, 1000], got 1");
    assertUsageError(run("reference", "--max-wall", "0s"), "--max-wall: maxWall must be in [1s, 1h], got 0s");
    assertUsageError(run("reference", "--min-forks", "3", "--jfr", "x.jfr"),
        "--min-forks 3 measures each benchmark in fresh JVMs; it cannot be combined with --isolation shared-jvm, --jfr");
    assertUsageError(run("reference", "--forks", "3", "--isolation", "shared-jvm"),
        "--forks 3 measures each benchmark in fresh JVMs; it cannot be combined with --isolation shared-jvm");
    assertUsageError(run("reference", "--set", "all"), "chains, inputs");
    assertUsageError(run("reference", "--set", "inputs", "--mode", "latency"),
        "--mode applies to --set chains only, not to --set inputs");
    assertUsageError(run("reference", "--set", "inputs", "--steps", "100"),
        "--steps applies to --set chains only, not to --set inputs");
  }

  @Test
  void inputsSetRunsItsThreeBodiesWithBothEstimators() {
    CliRun r = run("reference", "--set", "inputs", "--budget", "5ms", "--max-warmup", "10ms",
        "--estimator", "median", "--forks", "1", "--format", "json");
    assertEquals(0, r.status(), r.err());
    List<?> results = (List<?>) JsonReader.parseObject(r.out()).get("results");
    assertEquals(List.of("sort 16 ints", "parseInt", "HashMap get"),
        results.stream().map(x -> ((Map<?, ?>) x).get("name")).toList());
    CliRun w = run("reference", "--set", "inputs", "--filter", "parseInt", "--budget", "5ms",
        "--max-warmup", "10ms", "--estimator", "weighted-mean", "--forks", "1", "--format", "json");
    assertEquals(0, w.status(), w.err());
    Map<?, ?> parse = (Map<?, ?>) ((List<?>) JsonReader.parseObject(w.out()).get("results")).get(0);
    assertEquals("weighted-mean", parse.get("estimator"));
    assertTrue(((Number) parse.get("estimateNanos")).doubleValue() > 0);
    CliRun jmh = run("reference", "--set", "inputs", "--filter", "HashMap", "--budget", "5ms",
        "--max-warmup", "10ms", "--forks", "1", "--format", "jmh");
    assertEquals(0, jmh.status(), jmh.err());
    assertTrue(jmh.out().contains("\"io.github.nanometer.reference.InputWorkloads.HashMap"), jmh.out());
  }

  @Test
  void outWritesTheDocumentToItsFileAndNothingToStdout(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path file = dir.resolve("reference.json");
    java.nio.file.Files.writeString(file, "the user's old file");
    CliRun r = run("reference", "--set", "inputs", "--filter", "parseInt", "--budget", "5ms",
        "--max-warmup", "10ms", "--forks", "1", "--format", "json", "--out", file.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.out());
    Map<?, ?> parse = (Map<?, ?>) ((List<?>) JsonReader.parseObject(java.nio.file.Files.readString(file))
        .get("results")).get(0);
    assertEquals("parseInt", parse.get("name"));
    try (java.util.stream.Stream<java.nio.file.Path> left = java.nio.file.Files.list(dir)) {
      assertEquals(List.of(file), left.toList(), "no temporary file is left beside it");
    }
    MainTest.assertUsageError(run("reference", "--out", dir.resolve("no/such/dir/x.json").toString()),
        "--out: cannot write");
  }

  @Test
  void ciFormatsPassParsersWrittenFromTheToolsDocumentation() {
    String[] run = {"reference", "--filter", "lcg k=100$", "--steps", "100", "--budget", "5ms", "--max-warmup",
        "10ms", "--mode", "throughput", "--forks", "1", "--format"};
    CliRun gh = run(with(run, "gh-action"));
    assertEquals(0, gh.status(), gh.err());
    Map<String, Map<String, Object>> benches = io.github.nanometer.report.CiFormatParsers.ghActionParse(gh.out());
    Map<String, Object> lcg = benches.values().iterator().next();
    assertEquals("ns/op", lcg.get("unit"));
    assertTrue(((String) lcg.get("name")).startsWith("lcg k=100 (throughput "), (String) lcg.get("name"));
    assertTrue(((Number) lcg.get("value")).doubleValue() > 0);
    CliRun bmf = run(with(run, "bmf"));
    assertEquals(0, bmf.status(), bmf.err());
    Map<String, Object> latency = io.github.nanometer.report.CiFormatParsers.bmfParse(bmf.out()).values().iterator()
        .next().get("latency");
    assertTrue(((Number) latency.get("value")).doubleValue() > 0, latency.toString());
  }

  private static String[] with(String[] head, String last) {
    String[] all = java.util.Arrays.copyOf(head, head.length + 1);
    all[head.length] = last;
    return all;
  }

  @Test
  void forksMeasureEachBenchmarkInFreshJvmsAndSummariseThem() {
    CliRun json = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s",
        "--forks", "2", "--no-cache", "--format", "json");
    assertEquals(0, json.status(), json.err());
    List<?> results = (List<?>) JsonReader.parseObject(json.out()).get("results");
    assertEquals(2, results.size(), "one result per fork");
    for (Object o : results) {
      Map<?, ?> r = (Map<?, ?>) o;
      assertEquals("empty", r.get("name"));
      assertEquals("own-jvm", ((Map<?, ?>) r.get("plan")).get("isolation"));
    }
    CliRun text = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s",
        "--forks", "2", "--no-cache");
    assertEquals(0, text.status(), text.err());
    assertTrue(text.out().contains("forks: empty (throughput median): mean of 2 forks"), text.out());
    assertTrue(text.out().contains("; steady state: "), text.out());
    assertTrue(text.out().contains("; stopped: max-forks"), "a fixed count stops at its count: " + text.out());
  }

  @Test
  void withoutForkFlagsEveryBenchmarkIsForkedAdaptively() {
    // --min-forks 2 and a short wall cap keep it cheap; the rule may stop at 2 (the minimum always runs) or go on
    CliRun r = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s",
        "--min-forks", "2", "--max-wall", "1s", "--no-cache");
    assertEquals(0, r.status(), r.err());
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("forks: empty \\(throughput median\\): mean of (\\d+) "
        + "forks .*; stopped: (precise|max-wall|max-forks)").matcher(r.out());
    assertTrue(m.find(), r.out());
    int forks = Integer.parseInt(m.group(1));
    assertTrue(forks >= 2 && forks <= 10, r.out());
    assertTrue(!r.out().contains("(one JVM)"), "forked results are not one JVM's: " + r.out());
  }

  @Test
  void tinyLatencyRunWritesParsableJson() {
    CliRun r = run("reference", "--filter", "lcg k=100$", "--steps", "100", "--budget", "5ms",
        "--max-warmup", "10ms", "--mode", "latency", "--forks", "1", "--format", "json");
    assertEquals(0, r.status(), r.err());
    Map<String, Object> doc = JsonReader.parseObject(r.out());
    assertEquals("nanometer-results", doc.get("schema"));
    List<?> results = (List<?>) doc.get("results");
    assertEquals(1, results.size());
    Map<?, ?> lcg = (Map<?, ?>) results.get(0);
    assertEquals("lcg k=100", lcg.get("name"));
    assertEquals("latency", lcg.get("mode"));
    assertEquals("median", lcg.get("estimator"));
    Map<?, ?> options = (Map<?, ?>) lcg.get("options");
    assertEquals(5_000_000L, options.get("budgetNanos"));
    assertEquals(10_000_000L, options.get("maxWarmupNanos"));
    assertEquals(((Number) lcg.get("sampleCount")).intValue(),
        ((List<?>) ((Map<?, ?>) lcg.get("samples")).get("evaluations")).size());
  }

  @Test
  void bothEstimatorsSeedAndNoCacheReachTheResults() {
    CliRun r = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s",
        "--estimator", "both", "--seed", "-42", "--no-cache", "--forks", "1", "--format", "json");
    assertEquals(0, r.status(), r.err());
    List<?> results = (List<?>) JsonReader.parseObject(r.out()).get("results");
    assertEquals(2, results.size());
    assertEquals(List.of("minimum", "weighted-mean"),
        results.stream().map(x -> ((Map<?, ?>) x).get("estimator")).toList());
    for (Object x : results) {
      Map<?, ?> options = (Map<?, ?>) ((Map<?, ?>) x).get("options");
      assertEquals(-42L, options.get("seed"));
      assertEquals(false, options.get("useTuningCache"));
    }
  }

  @Test
  void textOutputHasOneRowPerBenchmark() {
    CliRun r = run("reference", "--filter", "chase k=7$", "--steps", "7", "--budget", "2ms",
        "--max-warmup", "0s", "--mode", "both", "--forks", "1");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("chase k=7"), r.out());
    assertTrue(r.out().contains("throughput") && r.out().contains("latency"), r.out());
  }

  @Test
  void eachBenchmarkGetsAJvmOfItsOwnUnlessAskedOtherwise() {
    CliRun own = run("reference", "--filter", "^(empty|sum 1KiB)$", "--budget", "2ms", "--max-warmup", "0s",
        "--no-cache", "--forks", "1", "--format", "json");
    assertEquals(0, own.status(), own.err());
    for (Object x : (List<?>) JsonReader.parseObject(own.out()).get("results")) {
      Map<?, ?> plan = (Map<?, ?>) ((Map<?, ?>) x).get("plan");
      assertEquals("own-jvm", plan.get("isolation"), own.out());
      assertEquals(0L, ((Number) plan.get("benchmarksBefore")).longValue());
    }
    CliRun shared = run("reference", "--filter", "^(empty|sum 1KiB)$", "--budget", "2ms", "--max-warmup", "0s",
        "--no-cache", "--isolation", "shared-jvm", "--format", "json");
    assertEquals(0, shared.status(), shared.err());
    List<?> results = (List<?>) JsonReader.parseObject(shared.out()).get("results");
    Map<?, ?> second = (Map<?, ?>) ((Map<?, ?>) results.get(1)).get("plan");
    assertEquals("shared-jvm", second.get("isolation"));
    assertTrue(((Number) second.get("benchmarksBefore")).longValue() >= 1, second.toString());
  }

  @Test
  void forksInJmhFormatAreOneObjectWithARawRowPerFork() {
    CliRun r = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s", "--no-cache",
        "--forks", "2", "--format", "jmh");
    assertEquals(0, r.status(), r.err());
    List<?> doc = (List<?>) JsonReader.parse(r.out());
    assertEquals(1, doc.size(), r.out());
    Map<?, ?> b = (Map<?, ?>) doc.get(0);
    assertEquals(2L, b.get("forks"));
    assertEquals(2, ((List<?>) ((Map<?, ?>) b.get("primaryMetric")).get("rawData")).size());
    assertEquals(2, ((List<?>) b.get("nanometer")).size());
  }

  @Test
  void aRunRecordedWithJfrStatesWhatRecordingWasMeasuredToChange(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    CliRun r = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s", "--no-cache",
        "--format", "json", "--jfr", dir.resolve("run.jfr").toString());
    assertEquals(0, r.status(), r.err());
    Map<?, ?> result = (Map<?, ?>) ((List<?>) JsonReader.parseObject(r.out()).get("results")).get(0);
    List<?> observed = ((List<?>) result.get("notes")).stream()
        .filter(n -> "OBSERVED".equals(((Map<?, ?>) n).get("kind"))).toList();
    assertEquals(1, observed.size(), r.out());
    assertTrue(((String) ((Map<?, ?>) observed.get(0)).get("message")).contains("without --jfr"), observed.toString());
  }

  @Test
  void strictFailsARunWhoseWarmupDidNotSettle() {
    // No warm-up at all cannot reach steady state: exit 5 with a line naming the benchmark.
    CliRun r = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s", "--no-cache",
        "--strict", "--forks", "1", "--format", "json");
    assertEquals(5, r.status(), r.err());
    assertTrue(r.err().contains("--strict: warm-up did not reach steady state for 1 benchmark (empty); exit status 5"),
        r.err());
    assertEquals("nanometer-results", JsonReader.parseObject(r.out()).get("schema"), "the results are still printed");
    CliRun lenient = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s",
        "--no-cache", "--forks", "1");
    assertEquals(0, lenient.status(), lenient.err());
    assertTrue(lenient.out().contains("WARNING: warm-up did not reach steady state for 1 of 1 benchmark"),
        lenient.out());
  }

  @Test
  void stepsParsing() throws UsageException {
    assertEquals(List.of(100, 1000, 7), ReferenceCommand.parseSteps("100, 1000,7"));
    assertEquals(List.of(10_000_000), ReferenceCommand.parseSteps("10000000"));
    assertThrows(UsageException.class, () -> ReferenceCommand.parseSteps("10000001"));
    assertThrows(UsageException.class, () -> ReferenceCommand.parseSteps(""));
    assertThrows(UsageException.class, () -> ReferenceCommand.parseSteps("1,,2"));
  }
}
