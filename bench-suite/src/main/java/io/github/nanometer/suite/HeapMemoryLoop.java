package io.github.nanometer.suite;

import java.util.Arrays;

/** A {@link MemoryLoop} over Java heap arrays ({@code byte[]}), one or two of the plan's size. */
public abstract class HeapMemoryLoop extends MemoryLoop {

  /** The buffers: {@code [0]} destination (memcmp: left), {@code [1]} source (memcmp: right), if any. */
  protected final byte[][] buffers;

  /**
   * Allocates the plan's buffers, each filled with {@code fill}.
   *
   * <p>Heap arrays start 16 bytes into their object and objects are 8-byte aligned, so an offset
   * that is a multiple of the plan's alignment is aligned relative to the array, and absolutely
   * only up to 8 bytes; the GC may move the arrays.
   */
  protected HeapMemoryLoop(BufferPlan plan, int fill) {
    buffers = new byte[plan.buffers()][];
    for (int i = 0; i < buffers.length; i++) {
      buffers[i] = new byte[plan.bufferBytes()];
      Arrays.fill(buffers[i], (byte) fill);
    }
  }

  @Override
  public int bufferCount() {
    return buffers.length;
  }

  @Override
  public void load(int index, byte[] content) {
    System.arraycopy(content, 0, buffers[index], 0, content.length);
  }

  @Override
  public byte[] contents(int index) {
    return buffers[index].clone();
  }
}
