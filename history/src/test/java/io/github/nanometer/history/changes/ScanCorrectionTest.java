package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The search correction's bounds and shape; its accuracy on segments without a change is measured by
 * {@code ScanCorrectionSimulationTest}.
 */
class ScanCorrectionTest {

  @Test
  void aSingleAllowedSplitOrStretchNeedsNoCorrection() {
    // 6 values, 3 a side: only the split at 3. 9 values, 3 a part: only the stretch [3, 6).
    assertEquals(0.02, ScanCorrection.corrected(0.02, 6, 3), 0);
    assertEquals(0.02, ScanCorrection.correctedStretch(0.02, 9, 3), 0);
  }

  @Test
  void theCorrectionLiesBetweenThePValueAndBonferroni() {
    for (int length : new int[] {8, 20, 50, 200, 2000}) {
      int splits = length - 2 * 3 + 1;
      long stretches = 0;
      for (int w = 3; w <= length - 6; w++) {
        stretches += length - 6 - w + 1;
      }
      for (double p = 1e-12; p < 1; p *= 3) {
        double single = ScanCorrection.corrected(p, length, 3);
        assertTrue(single >= p && single <= Math.min(1, splits * p) * (1 + 1e-12), length + " " + p + " " + single);
        double stretch = ScanCorrection.correctedStretch(p, length, 3);
        // Below 3 minimum parts (8 values) there is no stretch, and the p-value is returned as it is.
        long bound = Math.max(1, stretches);
        assertTrue(stretch >= p && stretch <= Math.min(1, bound * p) * (1 + 1e-12), length + " " + p + " " + stretch);
      }
    }
  }

  @Test
  void aSmallerPValueStaysSmallerAndALongerSegmentCostsMore() {
    double previous = 0;
    for (double p = 1e-15; p < 0.5; p *= 1.5) {
      double c = ScanCorrection.corrected(p, 50, 3);
      assertTrue(c >= previous, p + ": " + c + " after " + previous);
      previous = c;
    }
    assertTrue(ScanCorrection.corrected(1e-4, 200, 3) > ScanCorrection.corrected(1e-4, 50, 3));
    assertTrue(ScanCorrection.correctedStretch(1e-4, 50, 3) > ScanCorrection.corrected(1e-4, 50, 3));
  }

  /**
   * Siegmund's nu is 1 at 0 and close to his simpler approximation {@code exp(-0.583 x)} for small
   * x (Siegmund 1985, Sequential Analysis, problem 10.2; Siegmund and Yakir 2007, section 4.5).
   */
  @Test
  void nuStartsAtOneAndFollowsItsExponentialApproximation() {
    assertEquals(1, ScanCorrection.nu(0), 0);
    for (double x = 0.1; x <= 1; x += 0.1) {
      assertEquals(Math.exp(-0.583 * x), ScanCorrection.nu(x), 0.02, "x = " + x);
    }
  }

  @Test
  void extremePValuesStayFractions() {
    assertEquals(0, ScanCorrection.corrected(0, 50, 3), 0);
    assertEquals(1, ScanCorrection.corrected(1, 50, 3), 0);
    double tiny = ScanCorrection.corrected(1e-300, 50, 3);
    assertTrue(tiny > 0 && tiny < 1e-295, "" + tiny);
  }
}
