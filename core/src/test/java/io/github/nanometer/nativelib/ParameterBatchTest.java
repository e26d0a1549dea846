package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ParameterBatchTest {

  @Test
  void sharedOffsetsServeBothSides() {
    ParameterBatch b = ParameterBatch.of(new int[] {0, 8, 16}, new int[] {4, 8, 0});
    assertEquals(3, b.length());
    assertEquals(8, b.dstOffset(1));
    assertEquals(8, b.srcOffset(1));
    assertEquals(12, b.totalBytes());
  }

  @Test
  void arraysAreCopiedSoLaterWritesCannotEscapeTheCheck() {
    int[] offsets = {0};
    int[] sizes = {16};
    ParameterBatch b = ParameterBatch.of(offsets, sizes);
    b.checkDst("dst", 16);
    offsets[0] = 1_000_000;
    sizes[0] = 1_000_000;
    b.checkDst("dst", 16);
    assertEquals(0, b.dstOffset(0));
    assertEquals(16, b.size(0));
  }

  @Test
  void outOfBoundsNamesTheFirstOffendingEntry() {
    ParameterBatch b = ParameterBatch.of(new int[] {0, 100, 4000, 4090}, new int[] {0, 0, 0, 0}, new int[] {64, 64, 96, 64});
    b.checkSrc("src", 96);
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> b.checkDst("dst", 4096));
    assertEquals("batch entry 3 out of bounds: dstOffset 4090 + size 64 = 4154 > dst capacity 4096", e.getMessage());
    IndexOutOfBoundsException s = assertThrows(IndexOutOfBoundsException.class, () -> b.checkSrc("src", 63));
    assertTrue(s.getMessage().startsWith("batch entry 0 out of bounds: srcOffset 0 + size 64"), s.getMessage());
  }

  @Test
  void endExactlyAtCapacityFits() {
    ParameterBatch b = ParameterBatch.of(new int[] {Integer.MAX_VALUE - 1}, new int[] {1});
    b.checkDst("dst", Integer.MAX_VALUE);
  }

  @Test
  void endsAreComputedWithoutIntOverflow() {
    ParameterBatch b = ParameterBatch.of(new int[] {Integer.MAX_VALUE}, new int[] {Integer.MAX_VALUE});
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> b.checkDst("dst", 1024));
    assertTrue(e.getMessage().contains("= 4294967294 >"), e.getMessage());
  }

  @Test
  void rejectsMalformedArraysNamingTheProblem() {
    IllegalArgumentException neg = assertThrows(IllegalArgumentException.class,
        () -> ParameterBatch.of(new int[] {0, -3}, new int[] {1, 1}));
    assertEquals("dstOffsets[1] must be in [0, 2147483647], got -3", neg.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ParameterBatch.of(new int[] {0}, new int[] {-1}));
    assertThrows(IllegalArgumentException.class, () -> ParameterBatch.of(new int[0], new int[0]));
    assertThrows(IllegalArgumentException.class, () -> ParameterBatch.of(new int[] {0}, new int[] {1, 2}));
    assertThrows(IllegalArgumentException.class, () -> ParameterBatch.of(null, new int[] {1}));
    assertThrows(IllegalArgumentException.class, () -> ParameterBatch.of(new int[] {0}, new int[] {0}, null));
  }
}
