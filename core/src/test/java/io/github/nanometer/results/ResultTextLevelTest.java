package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The text table's interval column names the level the intervals have ({@code --confidence}), not
 * a fixed 95% (issue 42, item 4); results at different levels say each cell's own.
 */
class ResultTextLevelTest {

  private static Result at(double level) {
    int[] evals = {1, 1, 1, 1};
    double[] nanos = {10, 11, 12, 13};
    return TestResults.result(Estimator.MEDIAN, evals, nanos, List.of(),
        Optional.of(new Interval(1, 3, level, "median time per evaluation (ns)", "test")));
  }

  private static String text(List<Result> results) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ResultWriter.text(results, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theHeaderSaysTheLevelAskedFor() {
    String text = text(List.of(at(0.99)));
    String header = text.lines().filter(l -> l.startsWith("benchmark")).findFirst().orElseThrow();
    assertTrue(header.contains("99% interval"), header);
    assertFalse(header.contains("95%"), header);
    assertTrue(text(List.of(at(0.95))).contains("95% interval"));
  }

  @Test
  void resultsAtDifferentLevelsSayEachCellsOwn() {
    String text = text(List.of(at(0.99), at(0.9)));
    String header = text.lines().filter(l -> l.startsWith("benchmark")).findFirst().orElseThrow();
    assertTrue(header.contains(" interval ") && !header.contains("% interval"), header);
    assertTrue(text.contains("99% [") && text.contains("90% ["), text);
  }
}
