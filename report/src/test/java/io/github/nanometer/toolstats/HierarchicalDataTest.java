package io.github.nanometer.toolstats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Unit means and level removal, checked by hand on small layouts. */
class HierarchicalDataTest {

  @Test
  void unitMeansAtEveryLevel() {
    HierarchicalData d = RandomEffectsTest.THREE_LEVELS;
    assertArrayEquals(new double[] {6.25, 8.5, 4.75}, d.unitMeans(0), 1e-12);
    assertArrayEquals(new double[] {7, 5.5, 8, 9, 6.5, 3}, d.unitMeans(1), 1e-12);
    assertArrayEquals(d.values(), d.unitMeans(2), 0);
    assertEquals(6.5, d.grandMean(), 1e-12);
  }

  @Test
  void removingTheTopLevelMakesItsChildrenTheTop() {
    HierarchicalData d = RandomEffectsTest.THREE_LEVELS.withoutLevel(0);
    assertArrayEquals(new int[] {6, 2}, d.repetitions());
    assertArrayEquals(new double[] {7, 5.5, 8, 9, 6.5, 3}, d.unitMeans(0), 1e-12);
  }

  @Test
  void isImmutable() {
    double[] values = {1, 2, 3, 4};
    HierarchicalData d = HierarchicalData.of(new int[] {2, 2}, values);
    values[0] = 100;
    d.values()[1] = 100;
    assertArrayEquals(new double[] {1, 2, 3, 4}, d.values(), 0);
  }

  @Test
  void rejectsInconsistentShapes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> HierarchicalData.of(new int[] {2, 3}, new double[] {1, 2, 3}));
    assertEquals("values must number the product of repetitions [2, 3] = 6, got 3", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> HierarchicalData.of(new int[] {0}, new double[] {}));
    assertThrows(IllegalArgumentException.class, () -> HierarchicalData.twoLevels(new double[][] {{1, 2}, {3}}));
    assertThrows(IllegalArgumentException.class, () -> RandomEffectsTest.THREE_LEVELS.withoutLevel(2));
    assertThrows(IllegalArgumentException.class, () -> RandomEffectsTest.THREE_LEVELS.unitMeans(3));
  }
}
