package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.stats.SkewedMeanCoverage.Method;
import org.junit.jupiter.api.Test;

/** Hall's skewness-corrected t interval and the simulated coverage stated beside skewed intervals. */
class SkewCorrectedMeanIntervalTest {

  @Test
  void reproducesHallsIntervalComputedIndependently() {
    // {1, 2, 3, 4, 10}: mean 4, se 1.5811388, moment skewness 1.13842, t(0.975, 4) = 2.7764451;
    // endpoints recomputed with numpy/scipy from Hall's inverse cubic: [0.89441168782303, 20.4920596669498].
    ConfidenceInterval i = SkewCorrectedMeanInterval.of(new double[] {1, 2, 3, 4, 10}, 0.95);
    assertEquals(0.8944116878230308, i.low(), 1e-9);
    assertEquals(20.49205966694978, i.high(), 1e-9);
    assertEquals(1.1384199576606164, Descriptive.skewness(new double[] {1, 2, 3, 4, 10}), 1e-12);
  }

  @Test
  void symmetricDataGiveTheTInterval() {
    double[] x = {1, 2, 3, 4, 5};
    assertEquals(MeanInterval.t(x, 0.95).low(), SkewCorrectedMeanInterval.of(x, 0.95).low(), 1e-12);
    assertEquals(MeanInterval.t(x, 0.95).high(), SkewCorrectedMeanInterval.of(x, 0.95).high(), 1e-12);
  }

  @Test
  void rightSkewExtendsTheIntervalUpward() {
    ConfidenceInterval i = SkewCorrectedMeanInterval.of(new double[] {1, 2, 3, 4, 10}, 0.95);
    assertTrue(i.high() - 4 > 4 - i.low(), i.toString());
    assertThrows(IllegalArgumentException.class, () -> SkewCorrectedMeanInterval.of(new double[] {1, 2}, 0.95));
  }

  @Test
  void statesTheSimulatedCoverageOfTheNearestScenario() {
    // Logs with sample sd 0.5055: the sigma 0.5 row; 10 units: its column.
    double[] logs = {0.1, -0.3, 0.5, 0.2, -0.1, 0.8, 0.0, -0.6, 0.3, 1.1};
    double[] x = new double[logs.length];
    for (int i = 0; i < x.length; i++) {
      x[i] = Math.exp(logs[i]);
    }
    double kj = SkewedMeanCoverage.tabulated(Method.KALIBERA_JONES_T, 1, 2);
    assertEquals(kj, SkewedMeanCoverage.coverage(Method.KALIBERA_JONES_T, x));
    ConfidenceInterval t = MeanInterval.t(x, 0.95);
    ConfidenceInterval stated = SkewedMeanCoverage.stated(t, Method.KALIBERA_JONES_T, x);
    if (kj < SkewedMeanCoverage.STATED_BELOW) {
      assertEquals(t.method() + "; " + String.format(java.util.Locale.ROOT, "simulated coverage %.1f%% (log-normal "
          + "unit means, sigma 0.5, 10 units)", 100 * kj), stated.method());
    } else {
      assertEquals(t, stated);
    }
    assertEquals(t, SkewedMeanCoverage.stated(t.described(t.covers(), t.method()), Method.KALIBERA_JONES_T,
        new double[] {1, 1.01, 0.99, 1.02, 0.98}), "nearly symmetric data: nothing to state");
    assertTrue(Double.isNaN(SkewedMeanCoverage.coverage(Method.BOOTSTRAP, new double[] {1, 2, 3, 4, 5})),
        "the bootstrap is not shown below 10 units");
  }
}
