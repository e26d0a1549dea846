package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.engine.OneJvm;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A result measured in one JVM says so in its section: beside the interval, and in its note. */
class ResultSectionOneJvmTest {

  private static Result result() {
    return TestResults.result(Estimator.MEDIAN, new int[] {10, 10, 10}, new double[] {20, 21, 19}, List.of(),
        Optional.of(new Interval(1.5, 2.5, 0.95, "median time per evaluation (ns)", "order statistics")));
  }

  @Test
  void theIntervalCarriesTheLabelAndTheNoteSaysWhatIsMissing() {
    String html = ResultSection.html(result().withNote(OneJvm.note("r")), "r");
    assertTrue(html.contains("[1.500 ns, 2.500 ns] at 95% (one JVM)"), html);
    assertTrue(html.contains("<p class=\"note\">one JVM: the spread between JVMs was not measured; a forked run "
        + "measures it (Nanometer.forked, nanometer jmh, or --forks N)</p>"), html);
  }

  @Test
  void aResultWithoutTheNoteClaimsNothing() {
    String html = ResultSection.html(result(), "r");
    assertTrue(html.contains("[1.500 ns, 2.500 ns] at 95%;"), html);
    assertFalse(html.contains("one JVM"), html);
  }
}
