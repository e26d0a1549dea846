package io.github.nanometer.spi;

import io.github.nanometer.nativelib.ParameterBatch;

/**
 * One batch of memory-function call parameters, redrawn in place by its owner: call {@code c} of a
 * timed loop uses entry {@code c & mask()}, i.e. destination offset {@code dstOffsets()[i]}, source
 * offset {@code srcOffsets()[i]} and size {@code sizes()[i]}, in bytes from the start of the
 * loop's buffers. The arrays are the batch's own, handed out on purpose (a Java loop reads them in
 * its timed region and must not copy them there); whoever writes them calls {@link #changed()}
 * afterwards.
 *
 * <p>The {@link NativeMemory} loops never read these arrays: they take a checked copy (no negative
 * entry; each entry's range within its buffer is checked when it meets one), made on the first
 * native loop or {@link #totalBytes()} after a {@link #changed()} and reused until the next, so
 * passes that replay one draw copy nothing.
 *
 * <p>When source and destination offsets are the same (memcpy's default, as llvm-libc), {@link
 * #srcOffsets()} and {@link #dstOffsets()} are the same array, so the batch takes less L1. Not
 * thread-safe.
 */
public final class CallBatch {

  private final int[] dstOffsets;
  private final int[] srcOffsets;
  private final int[] sizes;
  /** The checked copy the native loops take, until {@link #changed()} drops it. */
  private ParameterBatch checked;

  /**
   * An empty batch of {@code entries} calls (every offset and size 0).
   *
   * @param entries a power of two in [1, 2^20]
   * @param sharedOffsets true when source and destination share one offset per call
   * @throws IllegalArgumentException when {@code entries} is out of range or not a power of two
   */
  public CallBatch(int entries, boolean sharedOffsets) {
    if (entries < 1 || entries > (1 << 20) || Integer.bitCount(entries) != 1) {
      throw new IllegalArgumentException("entries must be a power of two in [1, 1048576], got " + entries);
    }
    this.dstOffsets = new int[entries];
    this.srcOffsets = sharedOffsets ? dstOffsets : new int[entries];
    this.sizes = new int[entries];
  }

  /** The number of entries. */
  public int length() {
    return sizes.length;
  }

  /** {@code length() - 1}: call {@code c} uses entry {@code c & mask()}. */
  public int mask() {
    return sizes.length - 1;
  }

  /** True when source and destination offsets are one array. */
  public boolean sharedOffsets() {
    return srcOffsets == dstOffsets;
  }

  /** The destination offsets, in bytes (for memcmp: into the first buffer); the batch's own array. */
  public int[] dstOffsets() {
    return dstOffsets;
  }

  /**
   * The source offsets, in bytes (for memcmp: into the second buffer); the batch's own array, the
   * same as {@link #dstOffsets()} when {@link #sharedOffsets()}.
   */
  public int[] srcOffsets() {
    return srcOffsets;
  }

  /** The sizes, in bytes; the batch's own array. */
  public int[] sizes() {
    return sizes;
  }

  /** The arrays were written: the next native loop or {@link #totalBytes()} copies and checks them again. */
  public void changed() {
    checked = null;
  }

  /**
   * The sum of the sizes, in bytes: what one pass over the batch processes.
   *
   * @throws IllegalArgumentException when an entry is negative (a fault of whoever wrote it)
   */
  public long totalBytes() {
    return checked().totalBytes();
  }

  /**
   * The batch as it is now, copied and checked once per draw: a libc loop asks for it before every
   * timed pass, and passes that replay one draw do not copy three arrays each. A batch redrawn
   * before every pass still copies once a pass (about 12 KiB of garbage for 1024 entries).
   *
   * @throws IllegalArgumentException when an entry is negative
   */
  ParameterBatch checked() {
    ParameterBatch p = checked;
    if (p == null) {
      p = sharedOffsets() ? ParameterBatch.of(dstOffsets, sizes) : ParameterBatch.of(dstOffsets, srcOffsets, sizes);
      checked = p;
    }
    return p;
  }
}
