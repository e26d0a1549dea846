package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The inner stretch that differs most from the rest of its segment, and its confirmation. */
class CircularScanTest {

  /** 30 values with the 10 in [10, 20) much higher: the stretch is exactly those. */
  @Test
  void findsTheRaisedStretch() {
    double[] x = upThenDown(30, 10, 20, 1.2);
    assertArrayEquals(new int[] {10, 20}, CircularScan.bestStretch(x, 0, 30, 3));
    assertTrue(CircularScan.confirmed(x, 0, 10, 20, 30, 0.0025, ChangeSettings.defaults(), NoiseScale.of(x)));
  }

  /**
   * The same with the segment inside a longer array, and the limit of ranks: a value next to the
   * stretch whose rank is the most extreme of the rest joins the stretch, since it moves the rank
   * sum further than it widens the variance (the detector places the ends again by E-divisive).
   */
  @Test
  void worksAtAnOffsetAndMayTakeInAnExtremeNeighbour() {
    double[] x = new double[40];
    for (int i = 0; i < x.length; i++) {
      x[i] = i >= 15 && i < 24 ? 80 + i % 3 : 100 + i % 4;
    }
    x[14] = 103;
    x[24] = 103;
    assertArrayEquals(new int[] {15, 24}, CircularScan.bestStretch(x, 5, 35, 3));
    x[14] = 90;
    assertArrayEquals(new int[] {14, 24}, CircularScan.bestStretch(x, 5, 35, 3));
  }

  @Test
  void aSegmentShorterThanThreeMinimumPartsHasNoStretch() {
    assertNull(CircularScan.bestStretch(new double[8], 0, 8, 3));
  }

  /** A stretch that is significant but whose median moves by less than the minimum shift is refused. */
  @Test
  void theMinimumShiftAppliesToTheStretch() {
    double[] x = upThenDown(30, 10, 20, 1.2);
    ChangeSettings huge = ChangeSettings.defaults().withMinimumShiftNoiseScales(100);
    assertFalse(CircularScan.confirmed(x, 0, 10, 20, 30, 0.0025, huge, NoiseScale.of(x)));
  }

  /** Values near 100 with a small deterministic wobble, times {@code factor} inside {@code [from, to)}. */
  static double[] upThenDown(int n, int from, int to, double factor) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = (100 + Math.sin(i * 1.7)) * (i >= from && i < to ? factor : 1);
    }
    return x;
  }
}
