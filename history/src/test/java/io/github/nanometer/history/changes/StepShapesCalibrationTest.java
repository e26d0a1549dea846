package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shapes a single step in the middle does not test, on 50 runs of normal noise (CV 2%), steps of
 * 3 and 5 noise scales: a regression and its fix (up at run 17, down at run 34; and a short one, up
 * at 22, down at 28), and a step three runs from either end (the first three runs differ, or the
 * last three). A change counts as found when a change point lies within one run of it; the rows
 * also say how often exactly the true number of change points was reported. {@value
 * FalseAlarmCalibrationTest#DEFAULT_SERIES} series per cell (system property {@code
 * nanometer.changes.series}).
 */
@Simulation
class StepShapesCalibrationTest {

  private static final int RUNS = 50;

  @Test
  void aRegressionWithItsFixAndStepsThreeRunsFromAnEndAreFound() {
    int series = Integer.getInteger("nanometer.changes.series", FalseAlarmCalibrationTest.DEFAULT_SERIES);
    System.out.println("| shape | step (noise scales) | every change within 1 | true count of change points |");
    System.out.println("|---|---|---|---|");
    for (int scales : new int[] {3, 5}) {
      double step = scales * 0.02;
      double upDown = rate("up at 17, down at 34", scales, series, 17, 34, step, new int[] {17, 34});
      rate("up at 22, down at 28", scales, series, 22, 28, step, new int[] {22, 28});
      double first = rate("first 3 runs differ", scales, series, 0, 3, step, new int[] {3});
      double last = rate("last 3 runs differ", scales, series, 47, RUNS, step, new int[] {47});
      if (scales == 5) {
        // Measured over 4,000 series (docs/lab/history-changes.md): 99.9%, 99.1% and 99.0%.
        assertTrue(upDown >= 0.95, "up and down: " + upDown);
        assertTrue(first >= 0.95, "first three: " + first);
        assertTrue(last >= 0.95, "last three: " + last);
      }
    }
  }

  /**
   * The share of series in which every one of {@code changes} (first indices after a change) has a
   * change point within one run; the runs in {@code [from, to)} are {@code 1 + step} times slower.
   */
  private static double rate(String shape, int scales, int series, int from, int to, double step, int[] changes) {
    ChangeDetector detector = ChangeDetector.withDefaults();
    Random random = new Random(31L * scales + from * 7L + to);
    int all = 0;
    int trueCount = 0;
    for (int s = 0; s < series; s++) {
      List<ChangePoint> points =
          detector.detect(SimulatedNoise.NORMAL.series(random, RUNS, from, to, step)).changePoints();
      boolean every = true;
      for (int change : changes) {
        every &= points.stream().anyMatch(p -> Math.abs(p.firstBadIndex() - change) <= 1);
      }
      all += every ? 1 : 0;
      trueCount += points.size() == changes.length ? 1 : 0;
    }
    double rate = (double) all / series;
    System.out.println(String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f |", shape, scales, rate,
        (double) trueCount / series));
    return rate;
  }
}
