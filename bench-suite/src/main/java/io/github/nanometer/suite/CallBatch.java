package io.github.nanometer.suite;

/**
 * One batch of call parameters, redrawn in place before every sample: call {@code c} of a timed
 * loop uses entry {@code c & mask()}. The arrays are shared with the loops on purpose (they are
 * read in the timed region and must not be copied there); only {@link ParameterGenerator} writes
 * them.
 *
 * <p>When source and destination offsets are the same (memcpy's default, as llvm-libc), {@link
 * #srcOffsets} and {@link #dstOffsets} are the same array, so the batch takes less L1.
 */
public final class CallBatch {

  final int[] dstOffsets;
  final int[] srcOffsets;
  final int[] sizes;

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

  /** The destination (memcmp: left) offset of entry {@code i}. */
  public int dstOffset(int i) {
    return dstOffsets[i];
  }

  /** The source (memcmp: right) offset of entry {@code i}. */
  public int srcOffset(int i) {
    return srcOffsets[i];
  }

  /** The size of entry {@code i}, in bytes. */
  public int size(int i) {
    return sizes[i];
  }

  /** Bytes processed by {@code calls} calls starting at entry 0. */
  public long bytesOf(long calls) {
    long full = calls / sizes.length;
    int rest = (int) (calls % sizes.length);
    long perPass = 0;
    long partial = 0;
    for (int i = 0; i < sizes.length; i++) {
      perPass += sizes[i];
      if (i < rest) {
        partial += sizes[i];
      }
    }
    return full * perPass + partial;
  }
}
