package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Sweep ranges: the three forms, the last size always included, and the errors. */
class SweepSpecTest {

  @Test
  void parsesTheThreeForms() {
    assertArrayEquals(new int[] {0, 1, 2, 3}, SweepSpec.parse("0..3").sizes());
    assertArrayEquals(new int[] {0, 64, 128, 130}, SweepSpec.parse("0..130:64").sizes());
    assertArrayEquals(new int[] {0, 1, 2, 4, 8, 16, 20}, SweepSpec.parse("0..20:x2").sizes());
    assertArrayEquals(new int[] {7}, SweepSpec.parse("7..7").sizes());
    assertEquals("1..4096:x2", SweepSpec.parse("1..4096:x2").text());
    assertEquals("0..256:8", SweepSpec.parse(" 0..256:8 ").text());
  }

  @Test
  void rejectsMalformedRanges() {
    for (String bad : new String[] {"", "5", "3..1", "0..10:0", "0..10:x1", "a..b", "0..10:xq", "-1..4"}) {
      assertThrows(IllegalArgumentException.class, () -> SweepSpec.parse(bad), bad);
    }
    assertThrows(IllegalArgumentException.class, () -> SweepSpec.parse("0..2000000").sizes());
  }
}
