package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The run-to-run noise scale from successive differences. */
class NoiseScaleTest {

  /**
   * 0, 1, 0, 1, ...: the differences are +1 and -1 (median 0), each 1 from it, so the MAD is 1 and
   * the scale 1.4826 / sqrt(2).
   */
  @Test
  void alternatingValuesHaveTheMadOfTheirDifferences() {
    double[] x = new double[11];
    for (int i = 0; i < x.length; i++) {
      x[i] = i % 2;
    }
    assertEquals(NoiseScale.MAD_TO_SD / Math.sqrt(2), NoiseScale.of(x), 1e-15);
  }

  /** A step of 100 moves one difference of ten, and the median ignores it. */
  @Test
  void aStepDoesNotInflateTheScale() {
    double[] x = new double[11];
    for (int i = 0; i < x.length; i++) {
      x[i] = i % 2 + (i >= 6 ? 100 : 0);
    }
    assertEquals(NoiseScale.MAD_TO_SD / Math.sqrt(2), NoiseScale.of(x), 1e-15);
  }

  /** A steady drift moves every difference alike, and the MAD is taken around their median. */
  @Test
  void aSteadyDriftIsNotNoise() {
    assertEquals(0, NoiseScale.of(new double[] {10, 11, 12, 13, 14, 15}), 0);
  }

  @Test
  void oneValueHasNoScale() {
    assertTrue(Double.isNaN(NoiseScale.of(new double[] {3})));
    assertTrue(Double.isNaN(NoiseScale.of(new double[0])));
    // One difference: it is its own median, 0 away from it.
    assertEquals(0, NoiseScale.of(new double[] {3, 5}), 0);
  }

  @Test
  void theConstantIsTheReciprocalOfTheNormalQuartile() {
    assertEquals(1 / 0.6744897501960817, NoiseScale.MAD_TO_SD, 1e-12);
  }
}
