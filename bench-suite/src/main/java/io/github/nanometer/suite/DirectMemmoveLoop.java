package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import java.nio.ByteBuffer;

/**
 * memmove as the absolute bulk {@code ByteBuffer.put(int, ByteBuffer, int, int)} within one direct
 * buffer ({@code java-direct}); the JDK copies overlapping ranges of one buffer as if through a
 * temporary (checked by the suite's contract test).
 */
public final class DirectMemmoveLoop extends DirectMemoryLoop {

  /** One direct buffer of three buffer shares. */
  public DirectMemmoveLoop(BufferPlan plan) {
    super(plan, 0);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    ByteBuffer buffer = buffers[0];
    int[] dstOffsets = batch.dstOffsets();
    int[] srcOffsets = batch.srcOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      buffer.put(dstOffsets[i], buffer, srcOffsets[i], sizes[i]);
    }
    return System.nanoTime() - start;
  }
}
