package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.judge.Change;
import io.github.nanometer.judge.Judge;
import io.github.nanometer.judge.JudgeReader;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.JudgeWriter;
import io.github.nanometer.judge.Judgement;
import io.github.nanometer.report.SavedResultReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/**
 * {@code judge} over two {@code nanometer-jmh} documents with forks: each fork's value is its
 * steady-state estimate from the documents' {@code forkSummaries} (the number each fork's answer
 * is), not a summary of all its samples. The base's forks spend 60% of their samples in a warm-up
 * at 20 ns and then settle at 10 ns; the new forks are flat at 10 ns. Over steady states the two
 * agree; the median of all samples (what judge used before version 3, and still uses without fork
 * summaries) says the base took 20 ns, and the new file would look twice as fast.
 */
class JmhJudgeSteadyStatesTest {

  /** A run with a parameter and 2 operations per invocation, so the run's name and the per-operation scale are exercised. */
  private static final JmhBenchmark RUN = new JmhBenchmark("p.C", "m", JmhMode.AVERAGE_TIME, Map.of("n", "16"),
      TimeUnit.NANOSECONDS, 2, new IterationSpec(5, Duration.ofSeconds(10), 1),
      new IterationSpec(5, Duration.ofSeconds(10), 1), 5, List.of(), List.of(), List.of());

  /** 500 samples of 100,000 evaluations: the first 300 at 20 ns per evaluation, the rest at 10 ns, each +-0.5%. */
  private static Result warmingFork(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] evals = new int[500];
    double[] nanos = new double[500];
    for (int i = 0; i < 500; i++) {
      evals[i] = 100_000;
      nanos[i] = (i < 300 ? 20 : 10) * (1 + 0.01 * (r.nextDouble() - 0.5)) * evals[i];
    }
    return TestResults.result(Estimator.MEDIAN, evals, nanos, List.of(), Optional.empty());
  }

  private static String document(LongFunction<Result> fork) {
    List<JmhResult> results = new ArrayList<>();
    for (int f = 1; f <= 5; f++) {
      results.add(new JmhResult(RUN, fork.apply(f), f));
    }
    JmhReport report = new JmhReport(results, List.of(), "test", 1, 1,
        List.of(new JmhForks(RUN.runName(), 5, "max-forks", 5_000_000_000L)));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    JmhOutput.json(report, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** The same document as versions 1 and 2 wrote it: without {@code forkSummaries}. */
  private static String withoutForkSummaries(String document) {
    int from = document.indexOf("\"forkSummaries\"");
    int to = document.indexOf("\"notRun\"");
    assertTrue(from > 0 && to > from, document);
    return document.substring(0, from) + document.substring(to);
  }

  private static SavedBenchmark read(String document) {
    List<SavedBenchmark> benchmarks = SavedResultReader.parse(document).benchmarks();
    assertEquals(1, benchmarks.size());
    return benchmarks.get(0);
  }

  @Test
  void forksAreJudgedOnTheirSteadyStatesWhenBothDocumentsKeepThem() {
    String base = document(JmhJudgeSteadyStatesTest::warmingFork);
    String flat = document(seed -> TestResults.fork(10, 0.01, 100 + seed));
    SavedBenchmark b = read(base);
    assertEquals(5, b.forkEstimates().length, "one steady state per fork");
    for (double e : b.forkEstimates()) {
      assertEquals(5.0, e, 0.05, "each fork's steady state, 10 ns per invocation of 2 operations");
    }
    SavedBenchmark n = read(flat);
    JudgeResult result = Judge.judge(List.of(b), List.of(n), 0.02, 0.95);
    Judgement j = result.judgements().get(0);
    assertTrue(j.method().startsWith("Kalibera-Jones: Fieller over fork steady-state estimates (5 base, 5 new forks;"),
        j.method());
    assertTrue(j.method().contains("after its last changepoint"), j.method());
    assertTrue(j.jvmVariationIncluded());
    assertEquals(1.0, j.ratio(), 0.01, "steady state against steady state: 10 ns both");
    assertEquals(Change.NO_CHANGE, j.verdict());

    // the judge document keeps each side's fork estimates, so its reader rebuilds the same judgement
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    JudgeWriter.json(result, new JudgeWriter.Sources("base.json", new SavedResultReader.SavedFile("nanometer-jmh",
        List.of(b)), "new.json", new SavedResultReader.SavedFile("nanometer-jmh", List.of(n))),
        new PrintStream(bytes, true, StandardCharsets.UTF_8));
    Judgement back = JudgeReader.parse(bytes.toString(StandardCharsets.UTF_8)).result().judgements().get(0);
    assertArrayEquals(b.forkEstimates(), back.base().forkEstimates());
    assertArrayEquals(n.forkEstimates(), back.candidate().forkEstimates());
    assertEquals(j.method(), back.method());
  }

  @Test
  void withoutForkSummariesOnEitherSideForksAreJudgedOnTheirMedians() {
    String base = document(JmhJudgeSteadyStatesTest::warmingFork);
    String flat = document(seed -> TestResults.fork(10, 0.01, 100 + seed));
    SavedBenchmark old = read(withoutForkSummaries(base));
    assertArrayEquals(new double[0], old.forkEstimates());
    for (String[] pair : List.of(new String[] {withoutForkSummaries(base), flat},
        new String[] {base, withoutForkSummaries(flat)})) {
      Judgement j = Judge.judge(List.of(read(pair[0])), List.of(read(pair[1])), 0.02, 0.95).judgements().get(0);
      assertTrue(j.method().startsWith("Kalibera-Jones: Fieller over fork medians (5 base, 5 new forks)"),
          j.method());
      assertEquals(0.5, j.ratio(), 0.01, "the warm-up's 20 ns is the base forks' median");
      assertEquals(Change.FASTER, j.verdict());
    }
  }
}
