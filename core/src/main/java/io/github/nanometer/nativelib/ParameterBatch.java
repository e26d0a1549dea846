package io.github.nanometer.nativelib;

/**
 * An immutable batch of memory-function parameters: entry {@code i} is one call on {@code
 * (dstOffset[i], srcOffset[i], size[i])}, offsets in bytes from the start of a direct buffer. A
 * native timed loop cycles through the entries ({@code i mod length}) for as many calls as asked.
 *
 * <p>Construction checks that the arrays are non-null, of one non-zero length, and hold no negative
 * value. Whether each entry fits its buffer is checked when the batch meets a buffer ({@link
 * #checkDst}, {@link #checkSrc}), in O(1) from the largest end computed here; only a failing check
 * scans for the first offending entry to name it.
 *
 * <p>Offsets and sizes are {@code int}: a {@link java.nio.ByteBuffer}'s capacity is an int, and the
 * compact arrays keep the batch in L1 cache during the timed loop.
 */
public final class ParameterBatch {

  private final int[] dstOffsets;
  private final int[] srcOffsets;
  private final int[] sizes;
  private final long maxDstEnd;
  private final long maxSrcEnd;
  private final long totalBytes;

  private ParameterBatch(int[] dstOffsets, int[] srcOffsets, int[] sizes) {
    this.dstOffsets = dstOffsets;
    this.srcOffsets = srcOffsets;
    this.sizes = sizes;
    long dstEnd = 0;
    long srcEnd = 0;
    long total = 0;
    for (int i = 0; i < sizes.length; i++) {
      dstEnd = Math.max(dstEnd, (long) dstOffsets[i] + sizes[i]);
      srcEnd = Math.max(srcEnd, (long) srcOffsets[i] + sizes[i]);
      total += sizes[i];
    }
    this.maxDstEnd = dstEnd;
    this.maxSrcEnd = srcEnd;
    this.totalBytes = total;
  }

  /**
   * A batch whose destination and source offsets are the same (memset uses only the destination).
   *
   * @throws IllegalArgumentException if an array is null, the lengths differ or are zero, or an
   *     entry is negative (the message names the entry)
   */
  public static ParameterBatch of(int[] offsets, int[] sizes) {
    requireNonNull("offsets", offsets);
    return of(offsets, offsets, sizes);
  }

  /**
   * A batch with separate destination and source offsets (for memcmp: first and second buffer).
   * The arrays are copied.
   *
   * @throws IllegalArgumentException if an array is null, the lengths differ or are zero, or an
   *     entry is negative (the message names the entry)
   */
  public static ParameterBatch of(int[] dstOffsets, int[] srcOffsets, int[] sizes) {
    requireNonNull("dstOffsets", dstOffsets);
    requireNonNull("srcOffsets", srcOffsets);
    requireNonNull("sizes", sizes);
    if (sizes.length == 0) {
      throw new IllegalArgumentException("sizes must hold at least one entry, got 0");
    }
    if (dstOffsets.length != sizes.length || srcOffsets.length != sizes.length) {
      throw new IllegalArgumentException("dstOffsets, srcOffsets and sizes must have one length, got "
          + dstOffsets.length + ", " + srcOffsets.length + " and " + sizes.length);
    }
    requireNonNegative("dstOffsets", dstOffsets);
    requireNonNegative("srcOffsets", srcOffsets);
    requireNonNegative("sizes", sizes);
    return new ParameterBatch(dstOffsets.clone(), srcOffsets.clone(), sizes.clone());
  }

  /** The number of entries, at least 1. */
  public int length() {
    return sizes.length;
  }

  /** The destination offset of entry {@code i}, in bytes. */
  public int dstOffset(int i) {
    return dstOffsets[i];
  }

  /** The source offset of entry {@code i}, in bytes. */
  public int srcOffset(int i) {
    return srcOffsets[i];
  }

  /** The size of entry {@code i}, in bytes. */
  public int size(int i) {
    return sizes[i];
  }

  /** The sum of all sizes, in bytes: the bytes one pass over the batch processes. */
  public long totalBytes() {
    return totalBytes;
  }

  /**
   * Checks every destination range {@code [dstOffset, dstOffset + size)} against a capacity.
   *
   * @throws IndexOutOfBoundsException naming the first entry that does not fit, its offset, size,
   *     end and the buffer's capacity
   */
  public void checkDst(String bufferName, long capacityBytes) {
    if (maxDstEnd > capacityBytes) {
      throw outOfBounds(dstOffsets, "dstOffset", bufferName, capacityBytes);
    }
  }

  /** As {@link #checkDst}, for the source ranges {@code [srcOffset, srcOffset + size)}. */
  public void checkSrc(String bufferName, long capacityBytes) {
    if (maxSrcEnd > capacityBytes) {
      throw outOfBounds(srcOffsets, "srcOffset", bufferName, capacityBytes);
    }
  }

  int[] dstOffsetsShared() {
    return dstOffsets;
  }

  int[] srcOffsetsShared() {
    return srcOffsets;
  }

  int[] sizesShared() {
    return sizes;
  }

  private IndexOutOfBoundsException outOfBounds(int[] offsets, String what, String bufferName, long capacity) {
    for (int i = 0; i < sizes.length; i++) {
      long end = (long) offsets[i] + sizes[i];
      if (end > capacity) {
        return new IndexOutOfBoundsException("batch entry " + i + " out of bounds: " + what + " " + offsets[i]
            + " + size " + sizes[i] + " = " + end + " > " + bufferName + " capacity " + capacity);
      }
    }
    throw new AssertionError("largest end exceeds the capacity but no entry does");
  }

  private static void requireNonNull(String name, int[] values) {
    if (values == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
  }

  private static void requireNonNegative(String name, int[] values) {
    for (int i = 0; i < values.length; i++) {
      if (values[i] < 0) {
        throw new IllegalArgumentException(
            name + "[" + i + "] must be in [0, " + Integer.MAX_VALUE + "], got " + values[i]);
      }
    }
  }

  @Override
  public String toString() {
    return "ParameterBatch[" + sizes.length + " entries, " + totalBytes + " bytes]";
  }
}
