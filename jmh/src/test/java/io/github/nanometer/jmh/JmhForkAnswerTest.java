package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A run's answer over its forks in every output of {@code nanometer jmh}: the text table, the
 * {@code nanometer-jmh} document's {@code forkSummaries}, JMH's export and the API's {@link
 * JmhAnswer}, from made-up forks whose steady states are known (flat series at 10, 18 and 10.05 ns).
 */
class JmhForkAnswerTest {

  private static JmhReport report(double... levels) {
    JmhBenchmark b = JmhResultTest.bench(JmhMode.AVERAGE_TIME, TimeUnit.NANOSECONDS, 1);
    List<JmhResult> results = new java.util.ArrayList<>();
    for (int i = 0; i < levels.length; i++) {
      results.add(new JmhResult(b, TestResults.fork(levels[i], 0.01, i), i + 1));
    }
    return new JmhReport(results, List.of(), "test", 1, 1,
        List.of(new JmhForks(b.runName(), levels.length, "max-wall", 9_500_000_000L)));
  }

  private static String out(java.util.function.Consumer<PrintStream> writer) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    writer.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void threeForksInTwoModesAreOneRowWithTheSpreadBetweenJvms() {
    JmhReport report = report(10, 18, 10.05);
    JmhAnswer a = report.answers().get(0);
    assertEquals(3, a.forks());
    assertEquals((10 + 18 + 10.05) / 3, a.score(), 0.02);
    assertTrue(a.scoreLow() < 10 && a.scoreHigh() > 18, a.toString());
    assertFalse(a.consistent());
    // the modes' medians: the two forks near 10 ns together, the one at 18 ns (each within its 1% noise)
    assertTrue(a.modes().matches("10\\.0\\d\\d x2, 1[78]\\.\\d{3} x1"), a.modes());
    assertEquals("3 flat", a.steadyStates());

    String text = out(ps -> JmhOutput.text(report, ps));
    List<String> lines = text.lines().toList();
    assertTrue(lines.get(0).matches("Benchmark +Mode +Forks +Score +Error +Units"), lines.get(0));
    assertTrue(lines.get(1).matches("C\\.m +avgt +3 +12\\.\\d{3} +± +\\d+\\.\\d{3} +ns/op"), lines.get(1));
    assertTrue(text.contains("p.C.m avgt: 3 forks in 9.5 s (stopped: max-wall); modes 10.0"), text);
    assertTrue(text.contains("(inconsistent across JVMs); steady state: 3 flat; sd between JVMs "), text);
    assertTrue(text.contains("1 runs measured in 3 JVMs;"), text);

    String json = out(ps -> JmhOutput.json(report, ps));
    Map<?, ?> doc = (Map<?, ?>) JsonReader.parse(json);
    assertEquals(4L, doc.get("version"));
    Map<?, ?> run = (Map<?, ?>) doc.get("run");
    assertEquals(io.github.nanometer.RunIdentity.ofThisJvm().id(), run.get("id"), "written by this JVM's run");
    assertEquals(io.github.nanometer.RunIdentity.ofThisJvm().startTime().toString(), run.get("startTime"));
    assertEquals(io.github.nanometer.results.JmhDocument.parse(json).runs().run().orElseThrow().id(), run.get("id"),
        "the document's reader reads the run back");
    Map<?, ?> firstResult = (Map<?, ?>) ((Map<?, ?>) ((List<?>) doc.get("runs")).get(0)).get("result");
    assertTrue(firstResult.containsKey("bodyFingerprint"), "each run's result names its body's fingerprint");
    Map<?, ?> summary = (Map<?, ?>) ((List<?>) doc.get("forkSummaries")).get(0);
    assertEquals(3L, summary.get("forks"));
    assertEquals(false, summary.get("oneJvm"));
    assertEquals(false, summary.get("consistent"));
    assertEquals("max-wall", summary.get("stop"));
    assertEquals(2, ((List<?>) summary.get("modes")).size());
    assertTrue((Double) summary.get("betweenJvmVariance") > 10, summary.toString());
    List<?> forks = (List<?>) summary.get("forkSteadyStates");
    assertEquals(3, forks.size());
    assertEquals("flat", ((Map<?, ?>) forks.get(0)).get("class"));
    // 500 samples of about 1 ms (10 ns x 100,000, +-0.5%): a block closes at the sample that reaches 10 ms, the
    // 10th or 11th, so 45 to 50 blocks
    int blocks = ((List<?>) ((Map<?, ?>) forks.get(0)).get("blockNanos")).size();
    assertTrue(blocks >= 45 && blocks <= 50, "500 ms in blocks of at least 10 ms: " + blocks);

    List<?> export = (List<?>) JsonReader.parse(out(ps -> JmhOutput.jmh(report, ps)));
    Map<?, ?> metric = (Map<?, ?>) ((Map<?, ?>) export.get(0)).get("primaryMetric");
    assertEquals(a.score(), ((Number) metric.get("score")).doubleValue(), 1e-9, "JMH's export scores the same mean");
  }

  @Test
  void oneForkSaysItIsOneJvm() {
    JmhReport report = report(10);
    JmhAnswer a = report.answers().get(0);
    assertTrue(a.oneJvm());
    assertTrue(a.consistent());
    String text = out(ps -> JmhOutput.text(report, ps));
    assertTrue(text.lines().findFirst().orElseThrow().contains("Cnt"), text);
    assertTrue(text.contains("one JVM: the spread between JVMs was not measured"), text);
    Map<?, ?> doc = (Map<?, ?>) JsonReader.parse(out(ps -> JmhOutput.json(report, ps)));
    Map<?, ?> summary = (Map<?, ?>) ((List<?>) doc.get("forkSummaries")).get(0);
    assertEquals(true, summary.get("oneJvm"));
    assertEquals(null, summary.get("betweenJvmVariance"));
  }

  @Test
  void strictFailsAnInconsistentRunAndPassesAConsistentOne() {
    assertEquals(5, JmhOutput.strictStatus(report(10, 18, 10.05), 0, new PrintStream(new ByteArrayOutputStream())));
    assertEquals(0, JmhOutput.strictStatus(report(10, 10.02, 10.01), 0, new PrintStream(new ByteArrayOutputStream())));
  }
}
