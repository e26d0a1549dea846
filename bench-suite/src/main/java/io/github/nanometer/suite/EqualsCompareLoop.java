package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.NativeMemory;
import java.util.Arrays;

/**
 * memcmp's equality half (bcmp) as the range form of {@code Arrays.equals} over two heap arrays
 * ({@code java-equals}); its fold records 0 for equal ranges and 1 otherwise.
 */
public final class EqualsCompareLoop extends HeapMemoryLoop {

  private long fold;

  /** Two arrays of the plan's buffer size, both filled with {@link #COMPARE_FILL}. */
  public EqualsCompareLoop(BufferPlan plan) {
    super(plan, COMPARE_FILL);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    byte[] a = buffers[0];
    byte[] b = buffers[1];
    int[] aOffsets = batch.dstOffsets();
    int[] bOffsets = batch.srcOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long f = fold;
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      int aFrom = aOffsets[i];
      int bFrom = bOffsets[i];
      int n = sizes[i];
      f = NativeMemory.foldSign(f, Arrays.equals(a, aFrom, aFrom + n, b, bFrom, bFrom + n) ? 0 : 1);
    }
    long elapsed = System.nanoTime() - start;
    fold = f;
    return elapsed;
  }

  @Override
  public long comparisonFold() {
    return fold;
  }
}
