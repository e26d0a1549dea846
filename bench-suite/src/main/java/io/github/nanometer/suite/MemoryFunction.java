package io.github.nanometer.suite;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The libc memory functions the suite measures, with the buffer layout llvm-libc's memory
 * benchmarks give each: memcpy and memcmp use two buffers of equal size (source and destination,
 * or left and right), memset one, memmove one buffer three times as large whose destination sits at
 * a fixed third and whose source moves (so source and destination often overlap).
 */
public enum MemoryFunction {
  /** {@code memcpy(dst, src, n)}: two buffers. */
  MEMCPY("memcpy", 2),
  /** {@code memset(dst, c, n)}: one buffer. */
  MEMSET("memset", 1),
  /** {@code memmove(dst, src, n)}: one buffer of three shares, possibly overlapping ranges. */
  MEMMOVE("memmove", 3),
  /** {@code memcmp(a, b, n)} over two buffers of equal content, so every call reads all n bytes. */
  MEMCMP("memcmp", 2);

  private final String cliName;
  private final int bufferShares;

  MemoryFunction(String cliName, int bufferShares) {
    this.cliName = cliName;
    this.bufferShares = bufferShares;
  }

  /** The name as typed and printed, e.g. {@code "memcpy"}; also the prefix of its distributions. */
  public String cliName() {
    return cliName;
  }

  /**
   * How many equal shares of the L1 budget the function's buffers take (llvm-libc's buffer count):
   * 2 for memcpy and memcmp, 1 for memset, 3 for memmove (one buffer of three shares).
   */
  public int bufferShares() {
    return bufferShares;
  }

  /** The function named {@code name} (case-insensitive), or null when there is none. */
  public static MemoryFunction parse(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT);
    for (MemoryFunction f : values()) {
      if (f.cliName.equals(n)) {
        return f;
      }
    }
    return null;
  }

  /** Every name, comma-separated, for error messages and help. */
  public static String names() {
    return Arrays.stream(values()).map(MemoryFunction::cliName).collect(Collectors.joining(", "));
  }

  @Override
  public String toString() {
    return cliName;
  }
}
