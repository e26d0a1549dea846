package io.github.nanometer.toolstats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.StudentT;
import io.github.nanometer.toolstats.GeometricMeanRatio.LogRatio;
import org.junit.jupiter.api.Test;

/** The geometric mean of ratios and its log-scale t interval. */
class GeometricMeanRatioTest {

  @Test
  void geometricMeanOfTwoAndAnEighthIsAHalf() {
    assertEquals(0.5, GeometricMeanRatio.of(new double[] {2, 0.125}), 1e-15);
  }

  @Test
  void logRatioOfMeansIsTheDeltaMethodWithWelchSatterthwaiteDf() {
    // numerator {9, 10, 11}: mean 10, s^2 1 -> va = 1 / (3 * 100) = 1/300;
    // denominator {4, 5, 6, 5}: mean 5, s^2 2/3 -> vb = (2/3) / (4 * 25) = 1/150.
    // df = (1/300 + 1/150)^2 / ((1/300)^2 / 2 + (1/150)^2 / 3) = 9e-4... by hand: 0.01^2 / (5.5556e-6 + 1.4815e-5).
    LogRatio r = GeometricMeanRatio.ofMeans(new double[] {9, 10, 11}, new double[] {4, 5, 6, 5});
    assertEquals(Math.log(2), r.log(), 1e-15);
    assertEquals(1.0 / 300 + 1.0 / 150, r.variance(), 1e-15);
    double expectedDf = 1e-4 / (1.0 / 90000 / 2 + 1.0 / 22500 / 3);
    assertEquals(expectedDf, r.degreesOfFreedom(), 1e-9);
  }

  @Test
  void oneRatioGivesTheTIntervalOfItsLog() {
    LogRatio r = new LogRatio(Math.log(2), 0.01, 4);
    Interval ci = GeometricMeanRatio.interval(new LogRatio[] {r}, 0.95);
    double t = StudentT.critical(0.95, 4, Sides.TWO_SIDED); // 2.776445105
    assertEquals(2 * Math.exp(-t * 0.1), ci.low(), 1e-12);
    assertEquals(2 * Math.exp(t * 0.1), ci.high(), 1e-12);
  }

  @Test
  void independentEqualErrorsShrinkBySquareRootOfCountAndPoolTheirDf() {
    // Four logs of 0 with variance v and 4 df each: V = 4v / 16, df = (4v)^2 / (4 v^2 / 4) = 16.
    LogRatio one = new LogRatio(0, 0.04, 4);
    Interval ci = GeometricMeanRatio.interval(new LogRatio[] {one, one, one, one}, 0.9);
    double t16 = StudentT.critical(0.9, 16, Sides.TWO_SIDED);
    assertEquals(Math.exp(-t16 * 0.1), ci.low(), 1e-12);
    assertEquals(Math.exp(t16 * 0.1), ci.high(), 1e-12);
    assertTrue(ci.method().contains("16.00 df"), ci.method());
  }

  @Test
  void aRatioWithInfiniteDfGetsTheNormalQuantile() {
    // se = ln 1.1 / 1.6448536 (the normal 95th percentile): at 90% the interval is [2 / 1.1, 2 * 1.1].
    double se = Math.log(1.1) / StudentT.normalQuantile(0.95);
    LogRatio r = new LogRatio(Math.log(2), se * se, Double.POSITIVE_INFINITY);
    Interval ci = GeometricMeanRatio.interval(new LogRatio[] {r}, 0.9);
    assertEquals(2 / 1.1, ci.low(), 1e-12);
    assertEquals(2 * 1.1, ci.high(), 1e-12);
  }

  @Test
  void rejectsNonPositiveValuesAndEmptyInput() {
    assertThrows(IllegalArgumentException.class, () -> GeometricMeanRatio.of(new double[] {1, 0}));
    assertThrows(IllegalArgumentException.class, () -> GeometricMeanRatio.interval(new LogRatio[0], 0.9));
    assertThrows(IllegalArgumentException.class, () -> new LogRatio(0, -1, 3));
    assertThrows(IllegalArgumentException.class,
        () -> GeometricMeanRatio.ofMeans(new double[] {-1, -2}, new double[] {1, 2}));
  }
}
