package io.github.nanometer.suite;

import io.github.nanometer.spi.NativeMemory;
import java.util.Optional;

/** libc's memory functions, timed in C by the native helper's loops; unavailable, with the reason, without it. */
public final class LibcImplementations {
  private LibcImplementations() {}

  /** The libc implementation of {@code function}, timed with the invariant TSC where it is usable. */
  public static Implementation forFunction(MemoryFunction function) {
    Optional<NativeMemory> memory = NativeMemory.open();
    // Without the helper no counter can be read: its loops would count CLOCK_MONOTONIC.
    LoopTiming timing = memory.map(LibcImplementations::timingOf).orElse(LoopTiming.MONOTONIC);
    String description = "libc " + function + " in a timed C loop (native helper, " + timing.timer() + ")";
    if (memory.isEmpty()) {
      String enable = NativeMemory.howToEnable();
      String reason = "native helper unavailable: " + NativeMemory.whyUnavailable().orElse("unknown")
          + (enable.isEmpty() ? "" : "; to enable: " + enable);
      return Implementation.unavailable(Implementation.LIBC, function, Implementation.LIBC, description, reason);
    }
    NativeMemory m = memory.get();
    return Implementation.available(Implementation.LIBC, function, Implementation.LIBC, description,
        plan -> new LibcMemoryLoop(plan, m, timing));
  }

  /**
   * The conversion of {@code memory}'s ticks: {@link LoopTiming#MONOTONIC} for CLOCK_MONOTONIC, else
   * the counter's name and calibration.
   */
  static LoopTiming timingOf(NativeMemory memory) {
    if (memory.countsNanoseconds()) {
      return LoopTiming.MONOTONIC;
    }
    return new LoopTiming(memory.timerName(), memory.nanosPerTick(), memory.relativeErrorBound(),
        memory.calibrationMethod());
  }
}
