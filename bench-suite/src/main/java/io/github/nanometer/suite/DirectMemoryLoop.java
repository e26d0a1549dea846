package io.github.nanometer.suite;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A {@link MemoryLoop} over direct (off-heap) byte buffers, one or two of the plan's size, each
 * starting on a page boundary so the plan's alignment holds for absolute addresses.
 */
public abstract class DirectMemoryLoop extends MemoryLoop {

  /** The buffers: {@code [0]} destination (memcmp: left), {@code [1]} source (memcmp: right), if any. */
  protected final ByteBuffer[] buffers;

  /** Allocates the plan's buffers, page-aligned, each filled with {@code fill}. */
  protected DirectMemoryLoop(BufferPlan plan, int fill) {
    buffers = new ByteBuffer[plan.buffers()];
    for (int i = 0; i < buffers.length; i++) {
      buffers[i] = allocateAligned(plan.bufferBytes());
      fillAll(buffers[i], fill);
    }
  }

  /** A direct buffer of exactly {@code bytes} bytes whose first byte is page-aligned (4096), little-endian. */
  public static ByteBuffer allocateAligned(int bytes) {
    int page = BufferPlan.MAX_ALIGNMENT;
    // alignedSlice rounds its capacity down to whole pages: allocate whole pages plus one for the shift.
    long pages = ((long) bytes + page - 1) / page;
    ByteBuffer raw = ByteBuffer.allocateDirect((int) Math.min(Integer.MAX_VALUE, (pages + 1) * page));
    ByteBuffer aligned = raw.alignedSlice(page);
    aligned.limit(bytes);
    return aligned.slice().order(ByteOrder.LITTLE_ENDIAN);
  }

  private static void fillAll(ByteBuffer b, int fill) {
    byte[] chunk = new byte[Math.min(b.capacity(), 1 << 16)];
    java.util.Arrays.fill(chunk, (byte) fill);
    for (int at = 0; at < b.capacity(); at += chunk.length) {
      b.put(at, chunk, 0, Math.min(chunk.length, b.capacity() - at));
    }
  }

  @Override
  public int bufferCount() {
    return buffers.length;
  }

  @Override
  public void load(int index, byte[] content) {
    buffers[index].put(0, content);
  }

  @Override
  public byte[] contents(int index) {
    byte[] copy = new byte[buffers[index].capacity()];
    buffers[index].get(0, copy);
    return copy;
  }
}
