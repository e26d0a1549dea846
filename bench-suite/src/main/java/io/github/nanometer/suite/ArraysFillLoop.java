package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import java.util.Arrays;

/** memset as {@code Arrays.fill(byte[], from, to, value)} on a heap array ({@code java-fill}). */
public final class ArraysFillLoop extends HeapMemoryLoop {

  /** One array of the plan's buffer size. */
  public ArraysFillLoop(BufferPlan plan) {
    super(plan, 0);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    byte[] dst = buffers[0];
    byte value = (byte) FILL_VALUE;
    int[] dstOffsets = batch.dstOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      int from = dstOffsets[i];
      Arrays.fill(dst, from, from + sizes[i], value);
    }
    return System.nanoTime() - start;
  }
}
