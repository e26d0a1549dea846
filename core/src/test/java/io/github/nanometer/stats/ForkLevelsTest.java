package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two-level model over forks. Expected values computed by hand from the definitions (sample
 * variance with n - 1; Student t quantile t(0.975, 4) = 2.776445, t(0.975, 2) = 4.302653 from
 * standard tables).
 */
class ForkLevelsTest {

  @Test
  void meanIntervalAndComponentsOfTwoModes() {
    double[] e = {4.7, 8.4, 4.8, 8.3, 4.6};
    double[] se = {0.05, 0.05, 0.05, 0.05, 0.05};
    ForkLevels l = ForkLevels.of(e, se, 0.95);
    double mean = 30.8 / 5; // 6.16
    double var = 0;
    for (double x : e) {
      var += (x - mean) * (x - mean);
    }
    var /= 4;
    assertEquals(mean, l.mean(), 1e-12);
    assertEquals(2.776445 * Math.sqrt(var / 5), l.interval().halfWidth(), 1e-5);
    assertEquals(0.0025, l.withinVariance(), 1e-12);
    assertEquals(var - 0.0025, l.betweenVariance(), 1e-12);
    List<ForkLevels.ForkMode> modes = l.modes();
    assertEquals(2, modes.size());
    assertEquals(4.7, modes.get(0).centre(), 1e-12);
    assertEquals(3, modes.get(0).forks());
    assertEquals(8.35, modes.get(1).centre(), 1e-12);
    assertEquals(2, modes.get(1).forks());
    assertTrue(l.inconsistent());
    assertEquals(1.959964 * 0.05, l.withinHalfWidth(), 1e-6);
  }

  @Test
  void forksThatAgreeWithinTheirNoiseAreOneModeAndAddNoBetweenVariance() {
    ForkLevels l = ForkLevels.of(new double[] {10.0, 10.1, 9.95}, new double[] {0.2, 0.2, 0.2}, 0.95);
    assertEquals(1, l.modes().size());
    assertFalse(l.inconsistent());
    assertEquals(0, l.betweenVariance(), 0); // variance 0.0058 < within 0.04: clamped at 0
    assertEquals(4.302653 * Math.sqrt(Descriptive.variance(new double[] {10.0, 10.1, 9.95}) / 3),
        l.interval().halfWidth(), 1e-5);
  }

  @Test
  void aGapSmallerThanFourStandardErrorsIsNoNewMode() {
    // 10% apart, but each fork's own error is 1.5: the gap is within 4 * hypot(1.5, 1.5) = 8.5
    ForkLevels l = ForkLevels.of(new double[] {10, 11}, new double[] {1.5, 1.5}, 0.95);
    assertEquals(1, l.modes().size());
  }

  @Test
  void refusesBadInput() {
    assertThrows(IllegalArgumentException.class, () -> ForkLevels.of(new double[] {1}, new double[] {0}, 0.95));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ForkLevels.of(new double[] {1, 2}, new double[] {0}, 0.95));
    assertTrue(e.getMessage().contains("one value per fork (2), got 1"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ForkLevels.of(new double[] {1, 2}, new double[] {0, -1},
        0.95));
    assertTrue(e.getMessage().contains("got -1.0"), e.getMessage());
  }

  @Test
  void stoppingNeedsTheMinimumAndAPreciseInterval() {
    ForkLevels agree = ForkLevels.of(new double[] {10.0, 10.02, 9.99}, new double[] {0.05, 0.05, 0.05}, 0.95);
    assertTrue(ForkStopping.enough(agree, 3));
    assertFalse(ForkStopping.enough(agree, 4));
    ForkLevels spread = ForkLevels.of(new double[] {10, 11, 9}, new double[] {0.05, 0.05, 0.05}, 0.95);
    assertFalse(ForkStopping.enough(spread, 3)); // half-width 24.8% of the mean
    // noisy forks that agree within twice their own half-width stop although above 1%
    ForkLevels noisy = ForkLevels.of(new double[] {10, 10.3, 9.8}, new double[] {0.5, 0.5, 0.5}, 0.95);
    assertTrue(noisy.interval().halfWidth() > 0.01 * noisy.mean());
    assertTrue(ForkStopping.enough(noisy, 3));
    assertThrows(IllegalArgumentException.class, () -> ForkStopping.enough(agree, 1));
  }
}
