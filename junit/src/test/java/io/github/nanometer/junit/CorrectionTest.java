package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CorrectionTest {

  @Test
  void bonferroniSplitsTheMissProbabilityEvenly() {
    // 5 comparisons at family confidence 95%: each at 1 - 0.05 / 5 = 99%.
    assertEquals(0.99, Correction.BONFERRONI.perComparison(0.95, 5), 1e-12);
    assertEquals(0.95, Correction.BONFERRONI.perComparison(0.95, 1), 1e-12);
    assertEquals(0.95, Correction.NONE.perComparison(0.95, 5), 0);
  }

  @Test
  void rejectsOutOfRangeArguments() {
    assertThrows(IllegalArgumentException.class, () -> Correction.BONFERRONI.perComparison(1.0, 3));
    assertThrows(IllegalArgumentException.class, () -> Correction.NONE.perComparison(0.95, 0));
  }
}
