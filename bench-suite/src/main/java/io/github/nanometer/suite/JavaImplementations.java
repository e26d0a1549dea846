package io.github.nanometer.suite;

import java.util.List;

/** The Java counterparts of the libc memory functions; always available. */
public final class JavaImplementations {
  private JavaImplementations() {}

  /** The Java implementations of {@code function}, in report order. */
  public static List<Implementation> forFunction(MemoryFunction function) {
    String k = Implementation.JAVA;
    return switch (function) {
      case MEMCPY -> List.of(
          Implementation.available("java-arraycopy", function, k, "System.arraycopy between two byte[]",
              ArraycopyMemcpyLoop::new),
          Implementation.available("java-direct", function, k, "ByteBuffer.put(int, ByteBuffer, int, int) between two direct buffers",
              DirectMemcpyLoop::new));
      case MEMMOVE -> List.of(
          Implementation.available("java-arraycopy", function, k, "System.arraycopy within one byte[]",
              ArraycopyMemmoveLoop::new),
          Implementation.available("java-direct", function, k, "ByteBuffer.put(int, ByteBuffer, int, int) within one direct buffer",
              DirectMemmoveLoop::new));
      case MEMSET -> List.of(
          Implementation.available("java-fill", function, k, "Arrays.fill(byte[], from, to, value)", ArraysFillLoop::new),
          Implementation.available("java-direct-fill", function, k, "putLong loop over a direct buffer (no bulk fill in JDK 17)",
              DirectFillLoop::new));
      case MEMCMP -> List.of(
          Implementation.available("java-mismatch", function, k, "Arrays.mismatch over two byte[], memcmp's sign",
              MismatchCompareLoop::new),
          Implementation.available("java-equals", function, k, "Arrays.equals over two byte[] ranges (bcmp)",
              EqualsCompareLoop::new));
    };
  }
}
