package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * One benchmark's section stays under 1 MB however many samples it holds: a 1 s run of a cheap
 * body keeps 100,000+ samples, which one SVG circle each made a 6.6 MB page.
 */
class ResultSectionSizeTest {

  @Test
  void aResultOfManySamplesDrawsASectionUnderOneMegabyte() {
    int n = 250_000;
    int[] evals = new int[n];
    Arrays.fill(evals, 16);
    double[] nanos = new double[n];
    for (int i = 0; i < n; i++) {
      nanos[i] = 16 * (10 + (i * 7919 % 1000) / 1000.0);
    }
    Result r = TestResults.result(Estimator.MEDIAN, evals, nanos, List.of(),
        Optional.of(new Interval(1.5, 2.5, 0.95, "median time per evaluation (ns)", "order statistics")));
    String html = ResultSection.html(r, "r");
    assertTrue(html.getBytes(java.nio.charset.StandardCharsets.UTF_8).length < 1_000_000,
        "section of " + n + " samples: " + html.length() + " chars");
    assertTrue(html.contains("the median of about 500 samples"), "the page says points are binned");
  }
}
