package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The API's interval: its checks are the statistics' (same messages), its questions answer alike. */
class IntervalTest {

  private static final String COVERS = "median time per evaluation (ns)";

  private static String rejected(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void refusesWhatTheStatisticsIntervalRefusesWithTheSameMessage() {
    double[][] ends = {{2, 1}, {Double.NaN, 1}, {1, Double.NaN}};
    for (double[] e : ends) {
      assertEquals(rejected(() -> new Interval(e[0], e[1], 0.95, COVERS, "m")),
          rejected(() -> new Interval(e[0], e[1], 0.95, COVERS, "m")));
    }
    for (double level : new double[] {0, 1, -0.5, Double.NaN}) {
      assertEquals(rejected(() -> new Interval(1, 2, level, COVERS, "m")),
          rejected(() -> new Interval(1, 2, level, COVERS, "m")));
    }
    assertTrue(rejected(() -> new Interval(1, 2, 0.95, " ", "m")).contains("covers"));
    assertTrue(rejected(() -> new Interval(1, 2, 0.95, COVERS, null)).contains("method"));
  }

  @Test
  void answersAsTheStatisticsIntervalDoes() {
    Interval i = new Interval(1, 3, 0.95, COVERS, "order statistics");
    Interval c = new Interval(1, 3, 0.95, COVERS, "order statistics");
    for (double v : new double[] {0.9999999, 1, 2, 3, 3.0000001}) {
      assertEquals(c.contains(v), i.contains(v), "contains " + v);
      assertEquals(c.isWhollyBelow(v), i.isWhollyBelow(v), "below " + v);
      assertEquals(c.isWhollyAbove(v), i.isWhollyAbove(v), "above " + v);
    }
    assertTrue(i.contains(1) && i.contains(3) && !i.contains(3.0000001));
    assertEquals(2, i.width(), 0);
    assertEquals(2, i.centre(), 0);
    assertTrue(i.isBounded());
  }

  @Test
  void anInfiniteEndIsAllowedAndUnbounded() {
    Interval fieller = new Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 0.95,
        "candidate mean / baseline mean - 1", "paired Fieller");
    assertFalse(fieller.isBounded());
    assertTrue(fieller.contains(1e300));
    assertFalse(fieller.isWhollyAbove(-1e300));
    assertFalse(new Interval(0, Double.POSITIVE_INFINITY, 0.95, COVERS, "m").isBounded());
  }
}
