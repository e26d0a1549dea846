package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;
import java.nio.ByteBuffer;

/**
 * memset on a direct buffer ({@code java-direct-fill}): {@code putLong} of the replicated byte over
 * the range, then single bytes for the tail. This is the fill a Java 17 program has for a direct
 * buffer: {@code ByteBuffer} has no bulk fill ({@code MemorySegment.fill} is final only in JDK 22).
 */
public final class DirectFillLoop extends DirectMemoryLoop {

  private static final long PATTERN = 0x0101010101010101L * FILL_VALUE;

  /** One direct buffer of the plan's buffer size. */
  public DirectFillLoop(BufferPlan plan) {
    super(plan, 0);
  }

  @Override
  public long timedNanos(CallBatch batch, int calls) {
    ByteBuffer dst = buffers[0];
    int[] dstOffsets = batch.dstOffsets();
    int[] sizes = batch.sizes();
    int mask = batch.mask();
    long start = System.nanoTime();
    for (int c = 0; c < calls; c++) {
      int i = c & mask;
      fill(dst, dstOffsets[i], sizes[i]);
    }
    return System.nanoTime() - start;
  }

  private static void fill(ByteBuffer dst, int from, int size) {
    int end = from + size;
    int at = from;
    for (; at <= end - Long.BYTES; at += Long.BYTES) {
      dst.putLong(at, PATTERN);
    }
    for (; at < end; at++) {
      dst.put(at, (byte) FILL_VALUE);
    }
  }
}
