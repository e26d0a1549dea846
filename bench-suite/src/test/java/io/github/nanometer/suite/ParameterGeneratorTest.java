package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.nativelib.ParameterBatch;
import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.SpiSeams;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every batch stays within its buffers and respects the alignment and offset rules. */
class ParameterGeneratorTest {

  private static final long[] L1_SIZES = {32 * 1024, 48 * 1024, 64 * 1024};
  private static final int[] ALIGNMENTS = {1, 2, 8, 64, 512, 4096};

  @Test
  void everyBatchRespectsBoundsAndAlignment() {
    for (MemoryFunction f : MemoryFunction.values()) {
      for (long l1 : L1_SIZES) {
        for (int align : ALIGNMENTS) {
          for (boolean independent : new boolean[] {false, true}) {
            BufferPlan plan = BufferPlan.forL1(f, l1, 1024, align, independent);
            for (SizeSource s : java.util.List.<SizeSource>of(SizeDistributions.forFunction(f).get(0),
                SizeDistributions.forFunction(f).get(9), new FixedSize(plan.maxSizeBytes()), new FixedSize(0))) {
              for (SizeDrawing drawing : SizeDrawing.values()) {
                ParameterGenerator g = new ParameterGenerator(s, plan, l1 * 31 + align, drawing);
                CallBatch b = g.newBatch(1024);
                for (int redraw = 0; redraw < 5; redraw++) {
                  checkBatch(plan, b, f + " l1=" + l1 + " align=" + align + " " + s.label());
                  g.fill(b);
                }
              }
            }
          }
        }
      }
    }
  }

  @Test
  void theNativeLoopsBatchIsCopiedOncePerDrawAndFollowsEveryRedraw() {
    BufferPlan plan = BufferPlan.forL1(MemoryFunction.MEMCPY, 32 * 1024, 1024, 1, false);
    ParameterGenerator g = new ParameterGenerator(SizeDistributions.forFunction(MemoryFunction.MEMCPY).get(0), plan, 7,
        SizeDrawing.STRATIFIED_SHUFFLED);
    CallBatch b = g.newBatch(1024);
    ParameterBatch first = SpiSeams.checked(b);
    assertSame(first, SpiSeams.checked(b), "no new copy per pass while the draw is unchanged");
    for (int redraw = 0; redraw < 3; redraw++) {
      g.fill(b);
      ParameterBatch next = SpiSeams.checked(b);
      assertNotSame(first, next, "a redraw must reach the native loops");
      for (int i = 0; i < b.length(); i++) {
        assertEquals(b.sizes()[i], next.size(i));
        assertEquals(b.dstOffsets()[i], next.dstOffset(i));
      }
      first = next;
    }
  }

  private static void checkBatch(BufferPlan plan, CallBatch b, String what) {
    assertEquals(plan.independentOffsets() || plan.function() == MemoryFunction.MEMMOVE, !b.sharedOffsets(), what);
    for (int i = 0; i < b.length(); i++) {
      int size = b.sizes()[i];
      int dst = b.dstOffsets()[i];
      int src = b.srcOffsets()[i];
      assertTrue(size >= 0 && dst >= 0 && src >= 0, what);
      assertTrue((long) dst + size <= plan.bufferBytes(), what + ": dst " + dst + " + " + size);
      assertTrue((long) src + size <= plan.bufferBytes(), what + ": src " + src + " + " + size);
      assertEquals(0, dst % plan.alignment(), what);
      assertEquals(0, src % plan.alignment(), what);
      if (plan.function() == MemoryFunction.MEMMOVE) {
        assertEquals(plan.fixedDestinationOffset(), dst, what);
        assertTrue((long) src + size <= plan.shareBytes(), what);
      } else {
        assertTrue((long) dst + size <= plan.shareBytes(), what);
      }
    }
  }

  @Test
  void l1PlanFollowsLlvmLibcBudget() {
    // 48 KiB - 1 KiB - 1024 x 2 int arrays (8 KiB) = 39 KiB; memcpy has two shares.
    BufferPlan memcpy = BufferPlan.forL1(MemoryFunction.MEMCPY, 48 * 1024, 1024, 1, false);
    assertEquals((48 * 1024 - 1024 - 8192) / 2, memcpy.shareBytes());
    assertEquals(2, memcpy.buffers());
    BufferPlan memmove = BufferPlan.forL1(MemoryFunction.MEMMOVE, 48 * 1024, 1024, 1, false);
    assertEquals((48 * 1024 - 1024 - 12288) / 3, memmove.shareBytes());
    assertEquals(3 * memmove.shareBytes(), memmove.bufferBytes());
    assertEquals(1, memmove.buffers());
    assertTrue(BufferPlan.forL1(MemoryFunction.MEMCPY, 48 * 1024, 1024, 1, true).independentOffsets());
    assertTrue(!BufferPlan.forL1(MemoryFunction.MEMSET, 48 * 1024, 1024, 1, true).independentOffsets());
  }

  @Test
  void sameSeedSameBatchesAndSharedOffsetsAreOneArray() {
    BufferPlan plan = BufferPlan.forL1(MemoryFunction.MEMCPY, 48 * 1024, 1024, 1, false);
    SizeSource s = SizeDistributions.forFunction(MemoryFunction.MEMCPY).get(0);
    CallBatch a = new ParameterGenerator(s, plan, 7).newBatch(1024);
    CallBatch b = new ParameterGenerator(s, plan, 7).newBatch(1024);
    assertArrayEquals(a.sizes(), b.sizes());
    assertArrayEquals(a.dstOffsets(), b.dstOffsets());
    assertSame(a.dstOffsets(), a.srcOffsets());
    BufferPlan independent = BufferPlan.forL1(MemoryFunction.MEMCPY, 48 * 1024, 1024, 1, true);
    CallBatch c = new ParameterGenerator(s, independent, 7).newBatch(1024);
    assertNotSame(c.dstOffsets(), c.srcOffsets());
  }

  @Test
  void stratifiedBatchesAreReshuffledQuantiles() {
    BufferPlan plan = BufferPlan.forL1(MemoryFunction.MEMCPY, 48 * 1024, 1024, 1, false);
    SizeSource s = SizeDistributions.forFunction(MemoryFunction.MEMCPY).get(0);
    ParameterGenerator g = new ParameterGenerator(s, plan, 3, SizeDrawing.STRATIFIED_SHUFFLED);
    CallBatch b = g.newBatch(1024);
    int[] first = b.sizes().clone();
    int[] sorted = first.clone();
    Arrays.sort(sorted);
    g.fill(b);
    int[] second = b.sizes().clone();
    assertTrue(!Arrays.equals(first, second), "order must change between samples");
    Arrays.sort(second);
    assertArrayEquals(sorted, second);
    assertEquals(b.totalBytes(), Arrays.stream(sorted).asLongStream().sum());
  }

  @Test
  void sizesBeyondTheBufferAreRefusedWithTheLargestAllowedSize() {
    BufferPlan plan = BufferPlan.forL1(MemoryFunction.MEMSET, 32 * 1024, 1024, 1, false);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ParameterGenerator(new FixedSize(plan.maxSizeBytes() + 1), plan, 1));
    assertTrue(e.getMessage().contains("largest allowed size is " + plan.maxSizeBytes()), e.getMessage());
  }
}
