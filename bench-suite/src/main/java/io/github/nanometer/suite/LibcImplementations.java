package io.github.nanometer.suite;

import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.nativelib.NativeMemoryLoops;
import java.util.Optional;

/** libc's memory functions, timed in C by the native helper's loops; unavailable, with the reason, without it. */
public final class LibcImplementations {
  private LibcImplementations() {}

  /** The libc implementation of {@code function}. */
  public static Implementation forFunction(MemoryFunction function) {
    String description = "libc " + function + " in a timed C loop (native helper, CLOCK_MONOTONIC)";
    Optional<NativeMemoryLoops> loops = NativeMemoryLoops.open(LoopTimer.MONOTONIC_NANOS);
    if (loops.isEmpty()) {
      NativeAvailability a = NativeLibrary.availability();
      String reason = "native helper unavailable: " + a.reason()
          + (a.howToEnable().isEmpty() ? "" : "; to enable: " + a.howToEnable());
      return Implementation.unavailable(Implementation.LIBC, function, Implementation.LIBC, description, reason);
    }
    NativeMemoryLoops l = loops.get();
    return Implementation.available(Implementation.LIBC, function, Implementation.LIBC, description,
        plan -> new LibcMemoryLoop(plan, l));
  }
}
