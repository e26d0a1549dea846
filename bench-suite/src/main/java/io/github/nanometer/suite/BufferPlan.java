package io.github.nanometer.suite;

/**
 * Where calls may land: the size of each buffer, the offsets allowed, and the largest call size
 * that fits. Follows llvm-libc's layout: the budget (L1 data size minus room for bookkeeping and the
 * parameter batch, or a large buffer past the last-level cache) is split into {@link
 * MemoryFunction#bufferShares()} equal shares of {@link #shareBytes()}; memcpy and memcmp get two
 * buffers of one share, memset one, memmove one buffer of three shares whose destination is fixed
 * at a third of a share (aligned down) while the source moves over the first share.
 *
 * <p>A call of size {@code n} may start at any multiple of {@link #alignment()} in {@code [0,
 * shareBytes - n]}, so {@code offset + size <= shareBytes <= bufferBytes} for every call.
 *
 * @param function the function whose buffers these are
 * @param shareBytes the size of one share, in bytes
 * @param bufferBytes the size of each allocated buffer (one share, or three for memmove)
 * @param buffers how many buffers are allocated (2 for memcpy and memcmp, else 1)
 * @param alignment offsets are multiples of this power of two (1 = unaligned)
 * @param independentOffsets memcpy: draw source and destination offsets separately
 * @param parameterBytes the bytes of the parameter batch taken out of the L1 budget (0 in large mode)
 */
public record BufferPlan(MemoryFunction function, int shareBytes, int bufferBytes, int buffers, int alignment,
    boolean independentOffsets, long parameterBytes) {

  /** Bytes of L1 left aside for the loop's own bookkeeping (llvm-libc's 1 KiB). */
  public static final int L1_LEFT_ASIDE_BYTES = 1024;

  /** The largest alignment accepted ({@code --align}): one page. */
  public static final int MAX_ALIGNMENT = 4096;

  /** Validates the fields. */
  public BufferPlan {
    if (function == null) {
      throw new IllegalArgumentException("function must not be null");
    }
    if (alignment < 1 || alignment > MAX_ALIGNMENT || Integer.bitCount(alignment) != 1) {
      throw new IllegalArgumentException("alignment must be a power of two in [1, " + MAX_ALIGNMENT + "], got " + alignment);
    }
    if (shareBytes < 1 || bufferBytes < shareBytes) {
      throw new IllegalArgumentException("need 1 <= shareBytes <= bufferBytes, got " + shareBytes + " and " + bufferBytes);
    }
  }

  /**
   * The L1 plan of llvm-libc: {@code (l1DataBytes - 1 KiB - parameter batch) / shares} per share,
   * where the batch holds {@code batchEntries} entries of 4-byte offsets and sizes (two arrays, three
   * when memcpy draws independent offsets or the function is memmove).
   *
   * @throws IllegalArgumentException when the budget leaves less than 1 KiB per share
   */
  public static BufferPlan forL1(MemoryFunction function, long l1DataBytes, int batchEntries, int alignment,
      boolean independentOffsets) {
    boolean independent = independentOffsets && function == MemoryFunction.MEMCPY;
    int arrays = independent || function == MemoryFunction.MEMMOVE ? 3 : 2;
    long parameterBytes = (long) batchEntries * Integer.BYTES * arrays;
    long share = (l1DataBytes - L1_LEFT_ASIDE_BYTES - parameterBytes) / function.bufferShares();
    if (share < 1024) {
      throw new IllegalArgumentException("L1 data cache of " + l1DataBytes + " bytes leaves " + share
          + " bytes per buffer after the " + parameterBytes + "-byte parameter batch; need at least 1024");
    }
    return of(function, (int) share, alignment, independent, parameterBytes);
  }

  /**
   * A plan for large calls: shares of {@code shareBytes} each (the caller sizes them past the
   * last-level cache), no batch budget.
   */
  public static BufferPlan forLarge(MemoryFunction function, int shareBytes, int alignment, boolean independentOffsets) {
    if ((long) shareBytes * (function == MemoryFunction.MEMMOVE ? 3 : 1) > Integer.MAX_VALUE - MAX_ALIGNMENT) {
      throw new IllegalArgumentException("large buffers of " + shareBytes + " bytes per share do not fit a Java array");
    }
    return of(function, shareBytes, alignment, independentOffsets && function == MemoryFunction.MEMCPY, 0);
  }

  private static BufferPlan of(MemoryFunction f, int share, int alignment, boolean independent, long parameterBytes) {
    boolean oneBuffer = f == MemoryFunction.MEMSET || f == MemoryFunction.MEMMOVE;
    int bufferBytes = f == MemoryFunction.MEMMOVE ? share * 3 : share;
    return new BufferPlan(f, share, bufferBytes, oneBuffer ? 1 : 2, alignment, independent, parameterBytes);
  }

  /** The largest call size every offset rule can place: one share. */
  public int maxSizeBytes() {
    return shareBytes;
  }

  /** The largest offset, a multiple of the alignment, for calls up to {@code maxSize} bytes. */
  public int maxOffset(int maxSize) {
    if (maxSize > shareBytes) {
      throw new IllegalArgumentException("size " + maxSize + " exceeds the " + shareBytes + "-byte buffer share");
    }
    return (shareBytes - maxSize) / alignment * alignment;
  }

  /** memmove's fixed destination offset: a third of a share, aligned down; 0 for other functions. */
  public int fixedDestinationOffset() {
    return function == MemoryFunction.MEMMOVE ? shareBytes / 3 / alignment * alignment : 0;
  }
}
