package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import org.junit.jupiter.api.Test;

/** The one interval type: validation, bound arithmetic, and that level and description travel with it. */
class ConfidenceIntervalTest {

  private static final String RATIO = "candidate mean / baseline mean";

  private static Interval ratio(double low, double high) {
    return new Interval(low, high, 0.95, RATIO, "paired Fieller, 9 df");
  }

  private static String rejected(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void containsIsInclusiveAndTheSidesAreStrict() {
    Interval c = ratio(1, 3);
    assertTrue(c.contains(1));
    assertTrue(c.contains(3));
    assertFalse(c.contains(3.0000001));
    assertFalse(c.contains(0.9999999));
    assertTrue(c.isWhollyBelow(3.0000001));
    assertFalse(c.isWhollyBelow(3));
    assertTrue(c.isWhollyAbove(0.9999999));
    assertFalse(c.isWhollyAbove(1));
    assertEquals(2, c.width(), 0);
    assertEquals(1, c.halfWidth(), 0);
    assertEquals(2, c.centre(), 0);
    assertTrue(c.isBounded());
  }

  @Test
  void shiftingAndScalingKeepTheLevelAndMethodAndTakeTheNewDescription() {
    Interval c = ratio(0.98, 1.06);
    Interval change = c.shifted(-1, RATIO + " - 1");
    assertEquals(-0.02, change.low(), 1e-15);
    assertEquals(0.06, change.high(), 1e-15);
    assertEquals(0.95, change.confidence(), 0);
    assertEquals(RATIO + " - 1", change.covers());
    assertEquals("paired Fieller, 9 df", change.method());
    Interval percentOfTwo = c.scaled(2, "twice the ratio");
    assertEquals(1.96, percentOfTwo.low(), 1e-15);
    assertEquals(2.12, percentOfTwo.high(), 1e-15);
    assertEquals(0.95, percentOfTwo.confidence(), 0);
    assertEquals("twice the ratio", percentOfTwo.covers());
    Interval renamed = c.described("new / base", "Fieller over fork means");
    assertEquals(c.low(), renamed.low(), 0);
    assertEquals(c.high(), renamed.high(), 0);
    assertEquals(0.95, renamed.confidence(), 0);
    assertEquals("Fieller over fork means", renamed.method());
  }

  @Test
  void unboundedEndsAreInfiniteAndSurviveShifting() {
    Interval u = Interval.unbounded(0.9, RATIO, "Fieller, unbounded");
    assertFalse(u.isBounded());
    assertEquals(Double.NEGATIVE_INFINITY, u.low(), 0);
    assertEquals(Double.POSITIVE_INFINITY, u.high(), 0);
    assertTrue(u.contains(1e300));
    assertFalse(u.isWhollyAbove(-1e300));
    Interval shifted = u.shifted(-1, RATIO + " - 1");
    assertFalse(shifted.isBounded());
    assertEquals(Double.POSITIVE_INFINITY, shifted.width(), 0);
    Interval halfOpen = new Interval(0, Double.POSITIVE_INFINITY, 0.95, "x", "y");
    assertFalse(halfOpen.isBounded());
    assertTrue(halfOpen.isWhollyAbove(-1));
  }

  @Test
  void aroundIsSymmetric() {
    Interval a = Interval.around(10, 2, 0.99, "mean", "Student t, 4 df");
    assertEquals(8, a.low(), 0);
    assertEquals(12, a.high(), 0);
    assertEquals(0.99, a.confidence(), 0);
    assertTrue(rejected(() -> Interval.around(10, -1, 0.99, "mean", "t")).contains("halfWidth"));
    assertTrue(rejected(() -> Interval.around(10, Double.NaN, 0.99, "mean", "t")).contains("NaN"));
  }

  @Test
  void badInputIsRejectedWithTheParameterAndValue() {
    assertTrue(rejected(() -> ratio(4, 3)).contains("[4.0, 3.0]"));
    assertTrue(rejected(() -> ratio(Double.NaN, 3)).contains("NaN"));
    assertTrue(rejected(() -> ratio(1, Double.NaN)).contains("NaN"));
    String level = rejected(() -> new Interval(1, 3, 95, RATIO, "t"));
    assertTrue(level.contains("confidence") && level.contains("95.0"), level);
    assertTrue(rejected(() -> new Interval(1, 3, 1, RATIO, "t")).contains("1.0"));
    assertTrue(rejected(() -> new Interval(1, 3, 0.95, " ", "t")).contains("covers"));
    assertTrue(rejected(() -> new Interval(1, 3, 0.95, null, "t")).contains("covers"));
    assertTrue(rejected(() -> new Interval(1, 3, 0.95, RATIO, "")).contains("method"));
    assertTrue(rejected(() -> ratio(1, 3).shifted(Double.POSITIVE_INFINITY, RATIO)).contains("offset"));
    assertTrue(rejected(() -> ratio(1, 3).scaled(0, RATIO)).contains("factor"));
    assertTrue(rejected(() -> ratio(1, 3).scaled(-2, RATIO)).contains("factor"));
  }

  @Test
  void aPointEstimateKeepsOnlyTheEstimateBesideItsInterval() {
    IntervalEstimate e = new IntervalEstimate(1.02, ratio(0.98, 1.06));
    assertEquals(RATIO, e.covers());
    assertEquals(0.95, e.interval().confidence(), 0);
    assertTrue(rejected(() -> new IntervalEstimate(Double.NaN, ratio(1, 2))).contains(RATIO));
    assertTrue(rejected(() -> new IntervalEstimate(1, null)).contains("interval"));
  }
}
