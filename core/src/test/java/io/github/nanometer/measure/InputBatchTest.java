package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Seeded, redrawable input batches. */
class InputBatchTest {

  @Test
  void startAtMovesTheCursorWithinTheBatchAndARedrawResetsIt() {
    InputBatch b = InputBatch.ofLongs(r -> r.nextLong(), 8, 1);
    assertEquals(0, b.cursor());
    b.startAt(7);
    assertEquals(7, b.cursor());
    b.redraw(1);
    assertEquals(0, b.cursor());
    b.startAt(3);
    b.grow(16);
    assertEquals(0, b.cursor(), "a grown batch is redrawn and read from its start");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.startAt(16));
    assertEquals("cursor must be in [0, 16), got 16", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> b.startAt(-1));
  }

  @Test
  void sameSeedGivesSameInputs() {
    InputBatch a = InputBatch.ofLongs(SplittableRandom::nextLong, 64, 42);
    InputBatch b = InputBatch.ofLongs(SplittableRandom::nextLong, 64, 42);
    assertArrayEquals(a.longsSnapshot(), b.longsSnapshot());
    a.redraw();
    b.redraw();
    assertArrayEquals(a.longsSnapshot(), b.longsSnapshot(), "the same seed gives the same sequence of batches");
    InputBatch c = InputBatch.ofObjects(r -> r.nextInt(1000), 64, 42);
    InputBatch d = InputBatch.ofObjects(r -> r.nextInt(1000), 64, 42);
    assertArrayEquals(c.objectsSnapshot(), d.objectsSnapshot());
    assertEquals(42, c.seed());
  }

  @Test
  void inputsComeFromASplittableRandomWithThatSeed() {
    SplittableRandom r = new SplittableRandom(7);
    long[] expected = new long[8];
    for (int i = 0; i < expected.length; i++) {
      expected[i] = r.nextLong();
    }
    assertArrayEquals(expected, InputBatch.ofLongs(SplittableRandom::nextLong, 8, 7).longsSnapshot());
  }

  @Test
  void differentSeedsGiveDifferentInputs() {
    assertFalse(Arrays.equals(InputBatch.ofLongs(SplittableRandom::nextLong, 64, 1).longsSnapshot(),
        InputBatch.ofLongs(SplittableRandom::nextLong, 64, 2).longsSnapshot()));
  }

  @Test
  void aPartialRedrawRenewsOnlyWhatTheSampleReads() {
    InputBatch b = InputBatch.ofObjects(r -> r.nextInt(), 8, 5);
    Object[] before = b.objectsSnapshot();
    b.redraw(3);
    Object[] after = b.objectsSnapshot();
    for (int i = 0; i < 8; i++) {
      if (i < 3) {
        assertTrue(before[i] != after[i], "input " + i + " redrawn");
      } else {
        assertTrue(before[i] == after[i], "input " + i + " kept");
      }
    }
    b.redraw(100);
    Object[] all = b.objectsSnapshot();
    for (int i = 0; i < 8; i++) {
      assertTrue(all[i] != after[i], "input " + i + " redrawn by a count past the size");
    }
  }

  @Test
  void growingARandomizedBatchDrawsTheNewSize() {
    InputBatch b = InputBatch.ofLongs(SplittableRandom::nextLong, 4, 6);
    b.grow(16);
    assertEquals(16, b.size());
    b.grow(8);
    assertEquals(16, b.size(), "never shrinks");
    InputBatch fixed = InputBatch.fixed("x");
    fixed.grow(16);
    assertEquals(1, fixed.size(), "a fixed batch stays as it is");
  }

  @Test
  void redrawChangesTheInputsInPlace() {
    InputBatch b = InputBatch.ofLongs(SplittableRandom::nextLong, 64, 3);
    long[] backing = b.longs;
    long[] before = b.longsSnapshot();
    b.redraw();
    assertSame(backing, b.longs, "the loop holds the array, so redraw must fill it in place");
    assertFalse(Arrays.equals(before, b.longsSnapshot()));
    InputBatch o = InputBatch.ofObjects(SplittableRandom::nextLong, 64, 3);
    Object[] objects = o.objects;
    Object[] first = o.objectsSnapshot();
    o.redraw();
    assertSame(objects, o.objects);
    assertFalse(Arrays.equals(first, o.objectsSnapshot()));
    assertTrue(b.randomized());
    assertTrue(o.randomized());
  }

  @Test
  void fixedBatchNeverChanges() {
    Object input = new Object();
    InputBatch f = InputBatch.fixed(input);
    assertFalse(f.randomized());
    assertEquals(1, f.size());
    f.redraw();
    f.redraw();
    assertSame(input, f.objectsSnapshot()[0]);
    InputBatch none = InputBatch.fixed(null);
    none.redraw();
    assertNull(none.objectsSnapshot()[0]);
    assertEquals(1, none.size());
  }

  @Test
  void sizeIsTheBatchSize() {
    assertEquals(1, InputBatch.ofLongs(SplittableRandom::nextLong, 1, 0).size());
    assertEquals(1 << 20, InputBatch.ofLongs(r -> 0, 1 << 20, 0).size());
    assertEquals(256, InputBatch.ofObjects(r -> "x", 256, 0).size());
    assertEquals(0, InputBatch.ofObjects(r -> "x", 256, 0).longsSnapshot().length);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, -4, 3, 1000, 1 << 21})
  void sizeMustBeAPowerOfTwo(int size) {
    GeometricLoopTest.assertMessage(() -> InputBatch.ofLongs(SplittableRandom::nextLong, size, 0),
        "power of two", "got " + size);
    GeometricLoopTest.assertMessage(() -> InputBatch.ofObjects(r -> 1, size, 0), "power of two", "got " + size);
  }

  @Test
  void generatorSeesOneRandomAcrossRedraws() {
    // If redraw restarted the generator from the seed, every batch would repeat.
    InputBatch b = InputBatch.ofLongs(SplittableRandom::nextLong, 4, 9);
    long[] first = b.longsSnapshot();
    b.redraw();
    assertNotEquals(first[0], b.longsSnapshot()[0]);
    SplittableRandom r = new SplittableRandom(9);
    for (int i = 0; i < 4; i++) {
      r.nextLong();
    }
    assertEquals(r.nextLong(), b.longsSnapshot()[0]);
  }
}
