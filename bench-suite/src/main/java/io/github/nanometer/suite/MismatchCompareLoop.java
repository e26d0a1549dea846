package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.NativeMemory;
import java.util.Arrays;

/**
 * memcmp as {@code Arrays.mismatch} over two heap arrays, then the unsigned comparison of the first
 * differing byte, as memcmp defines its sign ({@code java-mismatch}).
 */
public final class MismatchCompareLoop extends HeapMemoryLoop {

  private long fold;

  /** Two arrays of the plan's buffer size, both filled with {@link #COMPARE_FILL}. */
  public MismatchCompareLoop(BufferPlan plan) {
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
      int m = Arrays.mismatch(a, aFrom, aFrom + n, b, bFrom, bFrom + n);
      f = NativeMemory.foldSign(f, compareAt(a, aFrom, b, bFrom, m));
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
