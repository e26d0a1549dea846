package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import java.nio.ByteBuffer;

/** memcpy as the absolute bulk {@code ByteBuffer.put(int, ByteBuffer, int, int)} between two direct buffers ({@code java-direct}). */
public final class DirectMemcpyLoop extends DirectMemoryLoop {

  /** Two direct buffers of the plan's buffer size. */
  public DirectMemcpyLoop(BufferPlan plan) {
    super(plan, 0);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    ByteBuffer dst = buffers[0];
    ByteBuffer src = buffers[1];
    int[] dstOffsets = batch.dstOffsets();
    int[] srcOffsets = batch.srcOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      dst.put(dstOffsets[i], src, srcOffsets[i], sizes[i]);
    }
    return System.nanoTime() - start;
  }
}
