package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The geometric mean of ratios and its log-scale interval. */
class GeometricMeanRatioTest {

  @Test
  void geometricMeanOfTwoAndAnEighthIsAHalf() {
    assertEquals(0.5, GeometricMeanRatio.of(new double[] {2, 0.125}), 1e-15);
  }

  private static ConfidenceInterval ratio(double low, double high) {
    return new ConfidenceInterval(low, high, 0.9, "new / base", "test");
  }

  @Test
  void oneRatioKeepsItsOwnIntervalWhenSymmetricOnTheLogScale() {
    // [r / f, r * f] is symmetric in log: se = ln f / z, and the mean of one log is that log.
    ConfidenceInterval ci = GeometricMeanRatio.interval(new double[] {2}, new ConfidenceInterval[] {ratio(2 / 1.1, 2 * 1.1)},
        0.9);
    assertEquals(2 / 1.1, ci.low(), 1e-12);
    assertEquals(2 * 1.1, ci.high(), 1e-12);
  }

  @Test
  void independentEqualErrorsShrinkBySquareRootOfCount() {
    // Four ratios of 1 with log half-width h each: the mean's half-width is h * sqrt(4) / 4 = h / 2.
    double h = Math.log(1.2);
    ConfidenceInterval one = ratio(Math.exp(-h), Math.exp(h));
    ConfidenceInterval ci =
        GeometricMeanRatio.interval(new double[] {1, 1, 1, 1}, new ConfidenceInterval[] {one, one, one, one}, 0.9);
    assertEquals(Math.exp(-h / 2), ci.low(), 1e-12);
    assertEquals(Math.exp(h / 2), ci.high(), 1e-12);
  }

  @Test
  void rejectsNonPositiveValuesAndMismatchedLengths() {
    ConfidenceInterval i = ratio(0.5, 2);
    assertThrows(IllegalArgumentException.class, () -> GeometricMeanRatio.of(new double[] {1, 0}));
    assertThrows(IllegalArgumentException.class,
        () -> GeometricMeanRatio.interval(new double[] {1, 1}, new ConfidenceInterval[] {i}, 0.9));
    assertThrows(IllegalArgumentException.class,
        () -> GeometricMeanRatio.interval(new double[] {1}, new ConfidenceInterval[] {ratio(-1, 2)}, 0.9));
    assertThrows(IllegalArgumentException.class,
        () -> GeometricMeanRatio.interval(new double[] {1}, new ConfidenceInterval[] {i}, 0.95));
  }
}
