package io.github.nanometer.suite;

import io.github.nanometer.clock.TscCalibration;
import io.github.nanometer.clock.TscClock;
import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.nativelib.NativeMemoryLoops;
import java.util.Optional;

/** libc's memory functions, timed in C by the native helper's loops; unavailable, with the reason, without it. */
public final class LibcImplementations {
  private LibcImplementations() {}

  /** The libc implementation of {@code function}, timed with the invariant TSC where it is usable. */
  public static Implementation forFunction(MemoryFunction function) {
    LoopTimer timer = TscClock.preferredLoopTimer();
    LoopTiming timing = timingFor(timer, TscClock.usable().map(TscClock::calibration),
        TscClock.usable().map(TscClock::name).orElse("tsc"));
    String description = "libc " + function + " in a timed C loop (native helper, " + timing.timer() + ")";
    Optional<NativeMemoryLoops> loops = NativeMemoryLoops.open(timer);
    if (loops.isEmpty()) {
      NativeAvailability a = NativeLibrary.availability();
      String reason = "native helper unavailable: " + a.reason()
          + (a.howToEnable().isEmpty() ? "" : "; to enable: " + a.howToEnable());
      return Implementation.unavailable(Implementation.LIBC, function, Implementation.LIBC, description, reason);
    }
    NativeMemoryLoops l = loops.get();
    return Implementation.available(Implementation.LIBC, function, Implementation.LIBC, description,
        plan -> new LibcMemoryLoop(plan, l, timing));
  }

  /**
   * The conversion of {@code timer}'s ticks: the TSC clock's calibration for the counter, 1 ns per
   * tick for CLOCK_MONOTONIC; {@code counterName} names the counter ({@code tsc}, {@code cntvct}).
   *
   * @throws IllegalArgumentException for the counter without a calibration
   */
  static LoopTiming timingFor(LoopTimer timer, Optional<TscCalibration> calibration, String counterName) {
    if (timer == LoopTimer.MONOTONIC_NANOS) {
      return LoopTiming.MONOTONIC;
    }
    TscCalibration c = calibration.orElseThrow(
        () -> new IllegalArgumentException("the counter loop timer needs the TSC clock's calibration"));
    return new LoopTiming(counterName, c.nanosPerTick(), c.relativeErrorBound(), c.method());
  }
}
