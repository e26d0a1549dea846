package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Raw samples: their parts, their checks, and the stored encoding (little-endian doubles, part sizes as words). */
class RawSamplesTest {

  private static final RawSamples TWO_FORKS = RawSamples.of("ns/op", List.of(new double[] {1.0, 2.5},
      new double[] {-0.0, 1e300, 3}));

  @Test
  void partsAreKeptInOrderAndCopiedBothWays() {
    double[] first = {1.0, 2.5};
    RawSamples s = RawSamples.of("ns/op", List.of(first, new double[] {7}));
    first[0] = 99;
    assertArrayEquals(new double[] {1.0, 2.5, 7}, s.values());
    assertEquals(List.of(2, 1), s.partSizes());
    assertEquals(3, s.count());
    assertEquals(24, s.storedBytes());
    s.values()[0] = 99;
    s.part(0)[0] = 99;
    assertArrayEquals(new double[] {1.0, 2.5}, s.part(0));
    assertArrayEquals(new double[] {7}, s.part(1));
    assertThrows(IndexOutOfBoundsException.class, () -> s.part(2));
  }

  @Test
  void theStoredFormIsLittleEndianDoublesWithThePartSizesAsWords() {
    RawSamples one = RawSamples.of("ns/op", List.of(new double[] {1.0}, new double[] {-2.0}));
    assertEquals("000000000000f03f" + "00000000000000c0", HexFormat.of().formatHex(one.encoded()));
    assertEquals("1 1", one.encodedPartSizes());
    assertEquals("2 3", TWO_FORKS.encodedPartSizes());
    RawSamples back = RawSamples.decode("ns/op", TWO_FORKS.encodedPartSizes(), TWO_FORKS.encoded());
    assertEquals(TWO_FORKS, back);
    assertEquals(TWO_FORKS.hashCode(), back.hashCode());
    assertEquals("RawSamples[5 samples in 2 parts, ns/op]", back.toString());
  }

  @Test
  void equalityTellsUnitsPartsAndValuesApart() {
    assertNotEquals(TWO_FORKS, RawSamples.of("ops/s", List.of(TWO_FORKS.part(0), TWO_FORKS.part(1))));
    assertNotEquals(TWO_FORKS, RawSamples.of("ns/op", List.of(TWO_FORKS.values())));
    assertNotEquals(RawSamples.of("ns/op", List.of(new double[] {0.0})),
        RawSamples.of("ns/op", List.of(new double[] {-0.0})));
  }

  @Test
  void concatenatingResultsKeepsEachOnesParts() {
    RawSamples a = RawSamples.of("ns/op", List.of(new double[] {1, 2}));
    RawSamples b = RawSamples.of("ns/op", List.of(new double[] {3}, new double[] {4, 5}));
    RawSamples both = RawSamples.concat(List.of(a, b));
    assertEquals(List.of(2, 1, 2), both.partSizes());
    assertArrayEquals(new double[] {1, 2, 3, 4, 5}, both.values());
    assertEquals("samples must share one unit, got ns/op and ops/s", assertThrows(IllegalArgumentException.class,
        () -> RawSamples.concat(List.of(a, RawSamples.of("ops/s", List.of(new double[] {1}))))).getMessage());
  }

  @Test
  void refusalsNameThePartAndSample() {
    assertEquals("sample 1 of part 1 must be finite, got NaN", assertThrows(IllegalArgumentException.class,
        () -> RawSamples.of("ns/op", List.of(new double[] {1}, new double[] {2, Double.NaN}))).getMessage());
    assertEquals("part 0 must hold at least one sample, got none", assertThrows(IllegalArgumentException.class,
        () -> RawSamples.of("ns/op", List.of(new double[0]))).getMessage());
    assertEquals("parts must hold at least one part, got none", assertThrows(IllegalArgumentException.class,
        () -> RawSamples.of("ns/op", List.of())).getMessage());
    assertThrows(IllegalArgumentException.class, () -> RawSamples.of(" ", List.of(new double[] {1})));
    assertEquals("stored part sizes 2 2 exceed the 3 stored samples", assertThrows(IllegalArgumentException.class,
        () -> RawSamples.decode("ns/op", "2 2", new byte[24])).getMessage());
    assertEquals("stored part sizes 1 add up to 1, not the 3 stored samples",
        assertThrows(IllegalArgumentException.class, () -> RawSamples.decode("ns/op", "1", new byte[24])).getMessage());
    assertEquals("stored raw samples must be whole doubles, got 7 bytes", assertThrows(IllegalArgumentException.class,
        () -> RawSamples.decode("ns/op", "1", new byte[7])).getMessage());
  }
}
