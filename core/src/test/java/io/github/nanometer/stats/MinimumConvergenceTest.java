package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The minimum's convergence check on synthetic sample sets: clean, fast-tail, drifting, too few. */
class MinimumConvergenceTest {

  private static double[] clean(int n, long seed) {
    Random r = new Random(seed);
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = 100 + Math.abs(r.nextGaussian()) * 2; // noise only adds delay; the floor is 100
    }
    return x;
  }

  private static MinimumConvergence.ConvergenceCheck check(double[] x) {
    return MinimumConvergence.of(x, 0.01, 0.01, 0.05, 0.03);
  }

  @Test
  void cleanSamplesConverge() {
    MinimumConvergence.ConvergenceCheck c = check(clean(400, 1));
    assertEquals(MinimumConvergence.ConvergenceStatus.CONVERGED, c.status());
    assertTrue(c.converged());
    assertTrue(Math.abs(c.firstHalfMinimum() - c.secondHalfMinimum()) < 1);
  }

  @Test
  void aFewFastExcursionsInBothHalvesAreAFastTail() {
    double[] x = clean(400, 2);
    x[37] = 91; // a moment of higher boost in each half: the halves agree, but far below the 5th percentile
    x[301] = 91.5;
    MinimumConvergence.ConvergenceCheck c = check(x);
    assertEquals(MinimumConvergence.ConvergenceStatus.FAST_TAIL, c.status());
    assertFalse(c.converged());
    assertTrue(c.lowQuantile() > 100);
  }

  @Test
  void aMinimumThatKeepsFallingHasDisagreeingHalves() {
    double[] x = clean(400, 3);
    for (int i = 200; i < 400; i++) {
      x[i] -= 5; // the machine sped up in the second half
    }
    MinimumConvergence.ConvergenceCheck c = check(x);
    assertEquals(MinimumConvergence.ConvergenceStatus.HALVES_DISAGREE, c.status());
    assertFalse(c.converged());
  }

  @Test
  void differencesWithinTheResolutionNeverCount() {
    double[] x = clean(400, 4);
    x[10] = 91;
    assertEquals(MinimumConvergence.ConvergenceStatus.CONVERGED,
        MinimumConvergence.of(x, 20, 0.01, 0.05, 0.03).status());
  }

  @Test
  void tooFewSamplesAreUnchecked() {
    MinimumConvergence.ConvergenceCheck c = check(clean(MinimumConvergence.MIN_SAMPLES - 1, 5));
    assertEquals(MinimumConvergence.ConvergenceStatus.UNCHECKED, c.status());
    assertTrue(c.converged());
  }

  @Test
  void rejectsBadSettings() {
    double[] x = clean(20, 6);
    assertThrows(IllegalArgumentException.class, () -> MinimumConvergence.of(x, -1, 0.01, 0.05, 0.03));
    assertThrows(IllegalArgumentException.class, () -> MinimumConvergence.of(x, 0, 1, 0.05, 0.03));
    assertThrows(IllegalArgumentException.class, () -> MinimumConvergence.of(x, 0, 0.01, 0.5, 0.03));
  }
}
