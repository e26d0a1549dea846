package io.github.nanometer.suite;

import io.github.nanometer.nativelib.ParameterBatch;

/**
 * One batch of call parameters, redrawn in place before every sample: call {@code c} of a timed
 * loop uses entry {@code c & mask()}. The arrays are shared with the loops on purpose (they are
 * read in the timed region and must not be copied there); only {@link ParameterGenerator} writes
 * them.
 *
 * <p>Reads of single entries go through {@link #parameters()}, the immutable {@link ParameterBatch}
 * that the native loops take too, so the suite and the native helper share one batch type.
 *
 * <p>When source and destination offsets are the same (memcpy's default, as llvm-libc), {@link
 * #srcOffsets} and {@link #dstOffsets} are the same array, so the batch takes less L1.
 */
public final class CallBatch {

  final int[] dstOffsets;
  final int[] srcOffsets;
  final int[] sizes;
  /** The checked copy {@link #parameters()} hands out, until {@link #changed()} drops it. */
  private ParameterBatch parameters;

  /**
   * An empty batch of {@code entries} calls.
   *
   * @param entries a power of two in [1, 2^20]
   * @param sharedOffsets true when source and destination share one offset per call
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

  /**
   * The batch as it is now, as the native loops take it: a copy, checked (no negative entry), with
   * its entries read through {@link ParameterBatch#dstOffset}, {@link ParameterBatch#srcOffset} and
   * {@link ParameterBatch#size}, and one pass's bytes as {@link ParameterBatch#totalBytes}. The copy
   * is made once per draw ({@link ParameterGenerator#fill} calls {@link #changed()}), not once per
   * pass: a libc loop asks for it before every timed pass, and passes that replay one draw (the
   * trained regime, {@code --batch-runs}) no longer copy three arrays each. The fresh regime draws
   * before every pass, so there it still copies once a pass (about 12 KiB of garbage).
   *
   * @throws IllegalArgumentException when an entry is negative (a generator fault)
   */
  public ParameterBatch parameters() {
    ParameterBatch p = parameters;
    if (p == null) {
      p = sharedOffsets() ? ParameterBatch.of(dstOffsets, sizes) : ParameterBatch.of(dstOffsets, srcOffsets, sizes);
      parameters = p;
    }
    return p;
  }

  /** The arrays were written: the next {@link #parameters()} copies them again. */
  void changed() {
    parameters = null;
  }
}
