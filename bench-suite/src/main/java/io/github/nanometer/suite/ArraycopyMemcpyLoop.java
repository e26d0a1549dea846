package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;

/** memcpy as {@code System.arraycopy} between two heap arrays ({@code java-arraycopy}). */
public final class ArraycopyMemcpyLoop extends HeapMemoryLoop {

  /** Two arrays of the plan's buffer size. */
  public ArraycopyMemcpyLoop(BufferPlan plan) {
    super(plan, 0);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    byte[] dst = buffers[0];
    byte[] src = buffers[1];
    int[] dstOffsets = batch.dstOffsets();
    int[] srcOffsets = batch.srcOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      System.arraycopy(src, srcOffsets[i], dst, dstOffsets[i], sizes[i]);
    }
    return System.nanoTime() - start;
  }
}
