package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;

/** memmove as {@code System.arraycopy} within one heap array, ranges possibly overlapping ({@code java-arraycopy}). */
public final class ArraycopyMemmoveLoop extends HeapMemoryLoop {

  /** One array of three buffer shares. */
  public ArraycopyMemmoveLoop(BufferPlan plan) {
    super(plan, 0);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    byte[] buffer = buffers[0];
    int[] dstOffsets = batch.dstOffsets();
    int[] srcOffsets = batch.srcOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      System.arraycopy(buffer, srcOffsets[i], buffer, dstOffsets[i], sizes[i]);
    }
    return System.nanoTime() - start;
  }
}
