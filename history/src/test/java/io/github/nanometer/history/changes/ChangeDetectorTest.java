package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The detector on small series built by hand (a deterministic wobble of about 1% around a level):
 * where it finds change points, what it reports about them, and what it refuses.
 */
class ChangeDetectorTest {

  private final ChangeDetector detector = ChangeDetector.withDefaults();

  @Test
  void aStepIsFoundAtItsCommitWithItsSize() {
    double[] x = series(40, 20, 40, 1.10);
    SeriesChanges changes = detector.detect(x);
    assertEquals(1, changes.changePoints().size(), changes.toString());
    ChangePoint c = changes.changePoints().get(0);
    assertEquals(19, c.lastGoodIndex());
    assertEquals(20, c.firstBadIndex());
    assertEquals(0, c.segmentStartIndex());
    assertEquals(40, c.segmentEndIndex());
    assertEquals(20, c.valuesBefore());
    assertEquals(20, c.valuesAfter());
    assertEquals(Medians.of(x, 0, 20), c.medianBefore());
    assertEquals(Medians.of(x, 20, 40), c.medianAfter());
    assertEquals(c.medianAfter() / c.medianBefore() - 1, c.relativeChange(), 1e-15);
    assertEquals(0.10, c.relativeChange(), 0.01);
    assertTrue(c.relativeChangeInterval().contains(0.10), c.relativeChangeInterval().toString());
    assertEquals(0.95, c.relativeChangeInterval().confidence());
    assertTrue(c.pValue() <= 0.01 && c.rankSumPValue() <= c.pValue(), c.toString());
    assertEquals(Math.abs(c.medianAfter() - c.medianBefore()) / changes.noiseScale(), c.shiftNoiseScales(), 1e-12);
    assertEquals(ChangeSettings.defaults().method(), c.method());
    assertEquals(ChangeSettings.defaults(), changes.settings());
    assertEquals(40, changes.length());
    assertTrue(changes.searched());
  }

  @Test
  void anImprovementIsANegativeChange() {
    ChangePoint c = detector.detect(series(40, 25, 40, 0.9)).changePoints().get(0);
    assertEquals(25, c.firstBadIndex());
    assertEquals(-0.1, c.relativeChange(), 0.01);
    assertTrue(c.relativeChangeInterval().isWhollyBelow(0), c.relativeChangeInterval().toString());
  }

  @Test
  void aFlatSeriesHasNoChangeButANoiseScale() {
    SeriesChanges changes = detector.detect(series(60, 0, 0, 1));
    assertEquals(List.of(), changes.changePoints());
    assertTrue(changes.noiseScale() > 0.1 && changes.noiseScale() < 2, "" + changes.noiseScale());
  }

  /** Two outlier runs 50% slower, apart: each is one rank, not a level. */
  @Test
  void outlierRunsAreNotChanges() {
    double[] x = series(50, 0, 0, 1);
    x[17] *= 1.5;
    x[33] *= 1.5;
    assertEquals(List.of(), detector.detect(x).changePoints());
  }

  /** A regression fixed ten runs later: both ends, in order. */
  @Test
  void aRegressionAndItsFixAreTwoChanges() {
    List<ChangePoint> points = detector.detect(series(50, 20, 30, 1.08)).changePoints();
    assertEquals(2, points.size(), points.toString());
    assertEquals(20, points.get(0).firstBadIndex());
    assertEquals(30, points.get(1).firstBadIndex());
    assertEquals(20, points.get(1).segmentStartIndex());
    assertEquals(30, points.get(0).segmentEndIndex());
    assertTrue(points.get(0).relativeChange() > 0.06 && points.get(1).relativeChange() < -0.05, points.toString());
  }

  @Test
  void aStepThreeRunsBeforeTheEndIsFound() {
    List<ChangePoint> points = detector.detect(series(50, 47, 50, 1.15)).changePoints();
    assertEquals(1, points.size(), points.toString());
    assertEquals(46, points.get(0).lastGoodIndex());
    assertEquals(3, points.get(0).valuesAfter());
  }

  /** Whole nanoseconds: half the differences are 0, the noise scale is 0, a step is infinitely many scales. */
  @Test
  void aStepOnASeriesWithoutNoise() {
    double[] x = new double[20];
    for (int i = 0; i < x.length; i++) {
      x[i] = i < 10 ? 5 : 6;
    }
    SeriesChanges changes = detector.detect(x);
    assertEquals(0, changes.noiseScale());
    assertEquals(1, changes.changePoints().size());
    assertEquals(10, changes.changePoints().get(0).firstBadIndex());
    assertEquals(Double.POSITIVE_INFINITY, changes.changePoints().get(0).shiftNoiseScales());
    assertEquals(List.of(), detector.detect(new double[] {7, 7, 7, 7, 7, 7, 7, 7}).changePoints());
  }

  /** A step of 0.8 noise scales is real on 400 runs, but below the default minimum shift of 1. */
  @Test
  void theMinimumShiftRefusesSmallSteps() {
    java.util.Random random = new java.util.Random(1);
    double[] x = new double[400];
    for (int i = 0; i < x.length; i++) {
      x[i] = 100 + random.nextGaussian() + (i >= 200 ? 0.8 : 0);
    }
    assertEquals(List.of(), detector.detect(x).changePoints());
    ChangeDetector anyShift = new ChangeDetector(ChangeSettings.defaults().withMinimumShiftNoiseScales(0));
    List<ChangePoint> points = anyShift.detect(x).changePoints();
    assertEquals(1, points.size(), points.toString());
    assertEquals(200, points.get(0).firstBadIndex(), 10);
    assertTrue(points.get(0).shiftNoiseScales() < 1, points.toString());
  }

  @Test
  void theSameSeriesGivesTheSameAnswerAndIsNotChanged() {
    double[] x = series(80, 30, 55, 1.05);
    double[] copy = x.clone();
    assertEquals(detector.detect(x), detector.detect(x));
    assertArrayEquals(copy, x);
  }

  @Test
  void aSeriesTooShortToSearchSaysSo() {
    SeriesChanges changes = detector.detect(new double[] {1, 2, 3, 4, 5});
    assertFalse(changes.searched());
    assertEquals(List.of(), changes.changePoints());
    assertTrue(Double.isNaN(detector.detect(new double[] {1}).noiseScale()));
    assertTrue(detector.detect(new double[] {1, 2, 3, 4, 5, 6}).searched());
  }

  @Test
  void badSeriesAreRefusedByIndexAndRange() {
    assertEquals("series must not be null",
        assertThrows(IllegalArgumentException.class, () -> detector.detect(null)).getMessage());
    assertEquals("series[2] must be finite and > 0, got NaN",
        assertThrows(IllegalArgumentException.class, () -> detector.detect(new double[] {1, 2, Double.NaN})).getMessage());
    assertEquals("series[0] must be finite and > 0, got 0.0",
        assertThrows(IllegalArgumentException.class, () -> detector.detect(new double[] {0, 2})).getMessage());
    assertEquals("series[1] must be finite and > 0, got Infinity", assertThrows(IllegalArgumentException.class,
        () -> detector.detect(new double[] {1, Double.POSITIVE_INFINITY})).getMessage());
    assertEquals("series must hold at most 20000 values, got 20001",
        assertThrows(IllegalArgumentException.class, () -> detector.detect(new double[20_001])).getMessage());
    assertEquals("settings must be given, got null",
        assertThrows(IllegalArgumentException.class, () -> new ChangeDetector(null)).getMessage());
  }

  @Test
  void aChangePointChecksItsIndices() {
    io.github.nanometer.Interval ci = io.github.nanometer.Interval.unbounded(0.95, "x", "y");
    assertThrows(IllegalArgumentException.class, () -> new ChangePoint(4, 6, 0, 10, 1, 2, 1, ci, 0.001, 0.001, 3, "m"));
    assertThrows(IllegalArgumentException.class, () -> new ChangePoint(9, 10, 0, 10, 1, 2, 1, ci, 0.001, 0.001, 3, "m"));
    assertThrows(IllegalArgumentException.class, () -> new ChangePoint(4, 5, 0, 10, 1, 2, 1, ci, 1.5, 0.001, 3, "m"));
    assertThrows(IllegalArgumentException.class, () -> new ChangePoint(4, 5, 0, 10, 1, 2, 1, ci, 0.001, 0.001, 3, " "));
  }

  /** {@code n} values about 100 (a wobble of about 1%), times {@code factor} in {@code [from, to)}. */
  static double[] series(int n, int from, int to, double factor) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = (100 + Math.sin(i * 2.3) + 0.5 * Math.cos(i * 0.9)) * (i >= from && i < to ? factor : 1);
    }
    return x;
  }
}
