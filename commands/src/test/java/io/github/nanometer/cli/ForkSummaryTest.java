package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.compare.SavedBenchmark;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code reference}'s answer per benchmark over its forks: grouped by the identity {@code judge}
 * gives them, with the modes and whether there was one, the steady-state classes and why forking stopped.
 */
class ForkSummaryTest {

  @Test
  void forksWithTheSameParametersInAnotherOrderAreOneBenchmarkNamedAsJudgeNamesIt() {
    Result first = fork(Estimator.MINIMUM).withParameters(ordered("b", "2", "a", "1"));
    Result second = fork(Estimator.MINIMUM).withParameters(ordered("a", "1", "b", "2"));
    List<String> lines = ForkSummary.lines(List.of(first, second), 0.95);
    assertEquals(2, lines.size(), "one benchmark line and the closing note: " + lines);
    String key = SavedBenchmark.key("r", Map.of("a", "1", "b", "2"), "throughput minimum");
    assertEquals("r {a=1, b=2} (throughput minimum)", key);
    assertTrue(lines.get(0).startsWith("forks: " + key + ": mean of 2 forks"), lines.get(0));
  }

  @Test
  void anotherEstimatorIsAnotherBenchmarkAndASingleForkGetsNoLine() {
    List<String> lines = ForkSummary.lines(List.of(fork(Estimator.MINIMUM), fork(Estimator.MEDIAN)), 0.95);
    assertEquals(List.of(), lines);
  }

  @Test
  void theLineIsTheEnginesAnswerOverForksWithModesAndBothComponents() {
    List<Result> forks = List.of(TestResults.fork(10, 0.01, 1), TestResults.fork(10, 0.01, 2),
        TestResults.fork(18, 0.01, 3));
    String line = ForkSummary.lines(forks, 0.95).get(0);
    assertTrue(line.matches(".*: mean of 3 forks 12\\.6\\d ns, 95\\.0% interval .*"), line);
    assertTrue(line.matches(".*modes (9\\.9|10\\.0)\\d+ ns x2, 18\\.\\d+ ns x1 \\(inconsistent across JVMs\\); "
        + "steady state: 3 flat; sd between JVMs 36\\.\\d%.*"), line);
    assertTrue(!line.contains("stopped"), "no stop reason given, none said: " + line);
    String flat = ForkSummary.lines(List.of(TestResults.fork(10, 0.01, 1), TestResults.fork(10, 0.01, 2)), 0.95,
        Map.of("r (throughput median)", "precise")).get(0);
    assertTrue(flat.matches(".*modes (9\\.99\\d|10\\.0\\d) ns x2 \\(consistent\\); steady state: 2 flat; .*; stopped: precise"),
        flat);
  }

  private static Result fork(Estimator e) {
    return TestResults.result(e, new int[] {10, 10}, new double[] {100, 120}, List.of(), Optional.empty());
  }

  private static Map<String, String> ordered(String... keysAndValues) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      m.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return m;
  }
}
