package io.github.nanometer.toolstats;

import static io.github.nanometer.stats.RelativeAssertions.assertRelative;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Sides;
import org.junit.jupiter.api.Test;

/** Source: testvectors.md section 1 (cbdr METHOD.md example); tolerance 1e-9 relative. */
class WelchIntervalTest {
  static final double[] BASE = {15.720428923, 15.488631299, 15.992080634};
  static final double[] FEATURE = {16.173336192, 16.654012064, 16.37941706, 16.512443378};

  @Test
  void degreesOfFreedomMatchWelchSatterthwaite() {
    assertRelative(3.8387516509051305, WelchInterval.degreesOfFreedom(BASE, FEATURE));
  }

  /** testvectors.md section 1 gives the interval in percent; the API is on fractions. */
  @Test
  void cbdrIntervalsReproduceTheVectors() {
    double[][] expected = {
        {0.999, -5.797958721114008, 14.646328174178013},
        {0.99, -0.9313616430885616, 9.779731096152569},
        {0.95, 1.2337666807031384, 7.614602772360868},
        {0.90, 1.9855438969762509, 6.862825556087754}};
    for (double[] row : expected) {
      Interval i = WelchInterval.differenceOverBaseMean(BASE, FEATURE, row[0], Sides.TWO_SIDED);
      assertRelative(row[1] / 100, i.low());
      assertRelative(row[2] / 100, i.high());
    }
  }

  @Test
  void cbdrFractionIsThePercentIntervalOverOneHundred() {
    Interval f = WelchInterval.differenceOverBaseMean(BASE, FEATURE, 0.999, Sides.TWO_SIDED);
    assertRelative(-0.05797958721114008, f.low());
    assertRelative(0.14646328174178013, f.high());
  }

  @Test
  void relativeChangeIsFiellerWithWelchSatterthwaiteDegreesOfFreedom() {
    // Reference: numpy/scipy; df of mean(f) - q mean(b) at q = 1.04424... is 3.713708131923438.
    Interval i = WelchInterval.relativeChange(BASE, FEATURE, 0.95);
    assertRelative(0.011634501742508352, i.low());
    assertRelative(0.07831383250038448, i.high());
    assertThrows(IllegalArgumentException.class,
        () -> WelchInterval.relativeChange(new double[] {-1, -2}, FEATURE, 0.95));
  }

  @Test
  void oneSidedBoundsAtConfidenceAreTheTwoSidedIntervalAtTwiceTheError() {
    // One-sided 95% endpoints = two-sided 90% interval (testvectors.md section 1, 90% row).
    Interval i = WelchInterval.differenceOverBaseMean(BASE, FEATURE, 0.95, Sides.ONE_SIDED);
    assertRelative(0.019855438969762509, i.low());
    assertRelative(0.06862825556087754, i.high());
  }

  @Test
  void differenceIsThePercentIntervalTimesTheBaseMean() {
    double baseMean = Descriptive.mean(BASE);
    Interval d = WelchInterval.difference(BASE, FEATURE, 0.95, Sides.TWO_SIDED);
    assertRelative(1.2337666807031384 * baseMean / 100, d.low());
    assertRelative(7.614602772360868 * baseMean / 100, d.high());
  }

  @Test
  void zeroVarianceGivesThePointDifference() {
    Interval d = WelchInterval.difference(new double[] {2, 2}, new double[] {3, 3, 3}, 0.95, Sides.TWO_SIDED);
    assertEquals(1, d.low());
    assertEquals(1, d.high());
  }

  @Test
  void rejectsBadArguments() {
    assertThrows(IllegalArgumentException.class, () -> WelchInterval.difference(new double[] {1}, FEATURE, 0.95, Sides.TWO_SIDED));
    assertThrows(IllegalArgumentException.class, () -> WelchInterval.difference(BASE, FEATURE, 95, Sides.TWO_SIDED));
    assertThrows(IllegalArgumentException.class, () -> WelchInterval.difference(BASE, FEATURE, 0.95, null));
    assertThrows(IllegalArgumentException.class,
        () -> WelchInterval.difference(BASE, new double[] {1, Double.NaN}, 0.95, Sides.TWO_SIDED));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> WelchInterval.differenceOverBaseMean(new double[] {-1, -2}, FEATURE, 0.95, Sides.TWO_SIDED));
    assertEquals("base mean must be positive for a relative change, got -1.5", e.getMessage());
  }
}
