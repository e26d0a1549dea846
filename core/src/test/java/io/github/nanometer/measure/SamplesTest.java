package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The raw sample record: order, totals, copies, and growth past its initial capacity. */
class SamplesTest {

  @Test
  void emptyRecord() {
    Samples s = new Samples();
    assertEquals(0, s.size());
    assertTrue(Double.isNaN(s.weightedMeanNanos()));
    assertEquals(0, s.evaluations().length);
    assertEquals(0, s.nanosPerEvaluation().length);
  }

  @Test
  void keepsEverySampleInOrderPastInitialCapacity() {
    Samples s = new Samples();
    long evals = 0;
    double nanos = 0;
    for (int i = 1; i <= 1000; i++) {
      s.add(i, 3.0 * i + 1);
      evals += i;
      nanos += 3.0 * i + 1;
    }
    assertEquals(1000, s.size());
    assertEquals(evals, s.totalEvaluations());
    assertEquals(nanos, s.totalNanos(), 0);
    assertEquals(nanos / evals, s.weightedMeanNanos(), 0);
    int[] e = s.evaluations();
    double[] t = s.elapsedNanos();
    double[] per = s.nanosPerEvaluation();
    for (int i = 0; i < 1000; i++) {
      assertEquals(i + 1, e[i]);
      assertEquals(3.0 * (i + 1) + 1, t[i], 0);
      assertEquals(t[i] / e[i], per[i], 0);
    }
  }

  @Test
  void accessorsReturnCopies() {
    Samples s = new Samples();
    s.add(2, 10);
    s.evaluations()[0] = 99;
    s.elapsedNanos()[0] = 99;
    assertArrayEquals(new int[] {2}, s.evaluations());
    assertArrayEquals(new double[] {10}, s.elapsedNanos(), 0);
  }
}
