package io.github.nanometer.stats;

import static io.github.nanometer.stats.RelativeAssertions.assertRelative;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import org.junit.jupiter.api.Test;

/** Source: testvectors.md section 3 (Kalibera and Jones, Table V); tolerance 1e-9 relative. */
class MeanAndFiellerIntervalTest {
  static final double[] OLD = {7.75, 12.25, 11.5};
  static final double[] NEW = {8.75, 6.25, 4.5};

  @Test
  void tCriticalValueWithTwoDegreesOfFreedom() {
    assertRelative(4.302652729749462, StudentT.critical(0.95, 2, Sides.TWO_SIDED));
  }

  @Test
  void meanIntervalOfTheOldSystem() {
    Interval i = MeanInterval.t(OLD, 0.95);
    assertRelative(10.5 - 5.989039133583091, i.low());
    assertRelative(10.5 + 5.989039133583091, i.high());
  }

  @Test
  void fiellerIntervalForNewOverOld() {
    // Kalibera and Jones's Table V uses n - 1 = 2 df; the formula with those df reproduces it.
    Interval i = FiellerInterval.fromEstimates(Descriptive.mean(NEW), Descriptive.mean(OLD),
        Descriptive.variance(NEW) / 3, Descriptive.variance(OLD) / 3, 0, 2, 0.95);
    assertRelative(0.10983437595252381, i.low());
    assertRelative(1.7253015744072808, i.high());
  }

  @Test
  void endpointsSolveFiellersQuadraticWithCovariance() {
    // Independent check of the covariance term: each endpoint q satisfies
    // (a - q b)^2 = t^2 (vaa - 2 q vab + q^2 vbb) (Fieller's defining equation).
    double a = 11;
    double b = 10;
    double vaa = 0.3;
    double vbb = 0.2;
    double vab = 0.15;
    double t = StudentT.critical(0.95, 9, Sides.TWO_SIDED);
    Interval i = FiellerInterval.fromEstimates(a, b, vaa, vbb, vab, 9, 0.95);
    for (double q : new double[] {i.low(), i.high()}) {
      double lhs = (a - q * b) * (a - q * b);
      double rhs = t * t * (vaa - 2 * q * vab + q * q * vbb);
      assertEquals(lhs, rhs, 1e-9 * lhs);
    }
    assertTrue(i.contains(a / b));
    Interval independent = FiellerInterval.fromEstimates(a, b, vaa, vbb, 0, 9, 0.95);
    assertTrue(i.width() < independent.width(), "positive covariance narrows the ratio interval");
  }

  @Test
  void pairedUsesTheSampleCovariance() {
    double[] x = {10, 12, 9, 11, 13};
    double[] y = {9, 11, 9, 10, 12};
    Interval paired = FiellerInterval.paired(x, y, 0.95);
    Interval expected = FiellerInterval.fromEstimates(Descriptive.mean(x), Descriptive.mean(y),
        Descriptive.variance(x) / 5, Descriptive.variance(y) / 5, Descriptive.covariance(x, y) / 5, 4, 0.95);
    assertEquals(expected.low(), paired.low(), 0);
    assertEquals(expected.high(), paired.high(), 0);
    assertEquals("paired Fieller, n - 1 = 4 df", paired.method());
    // covariance by hand: deviations x (-1,1,-2,0,2), y (-1.2,0.8,-1.2,-0.2,1.8) -> sum 1.2+0.8+2.4+0+3.6 = 8 -> 2.0
    assertEquals(2.0, Descriptive.covariance(x, y), 1e-12);
  }

  @Test
  void denominatorIndistinguishableFromZeroIsUnbounded() {
    Interval i = FiellerInterval.independent(new double[] {1, 2, 3}, new double[] {-1, 0.5, 1}, 0.95);
    assertFalse(i.isBounded());
    assertEquals(Double.NEGATIVE_INFINITY, i.low());
  }

  @Test
  void rejectsBadArguments() {
    assertThrows(IllegalArgumentException.class, () -> MeanInterval.t(new double[] {1}, 0.95));
    assertThrows(IllegalArgumentException.class, () -> MeanInterval.t(OLD, 1.0));
    assertThrows(IllegalArgumentException.class, () -> FiellerInterval.paired(OLD, new double[] {1, 2}, 0.95));
    assertThrows(IllegalArgumentException.class, () -> FiellerInterval.fromEstimates(1, 1, -1, 1, 0, 3, 0.95));
    assertThrows(IllegalArgumentException.class, () -> StudentT.critical(0.95, 0, Sides.TWO_SIDED));
  }
}
