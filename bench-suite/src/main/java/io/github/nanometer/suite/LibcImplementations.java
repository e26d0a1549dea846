package io.github.nanometer.suite;

/** libc's memory functions, timed in C by the native helper's loops. */
public final class LibcImplementations {
  private LibcImplementations() {}

  /** The libc implementation of {@code function}; unavailable while this build has no native helper. */
  public static Implementation forFunction(MemoryFunction function) {
    return Implementation.unavailable(Implementation.LIBC, function, Implementation.LIBC,
        "libc " + function + " in a timed C loop (native helper)",
        "this build has no native helper (io.github.nanometer.nativelib)");
  }
}
