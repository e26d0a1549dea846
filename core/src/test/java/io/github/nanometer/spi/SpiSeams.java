package io.github.nanometer.spi;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.clock.TscCalibration;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfSyscalls;
import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeMemoryLoops;
import io.github.nanometer.nativelib.ParameterBatch;
import java.util.List;
import java.util.Optional;

/**
 * The spi views' package-private seams, for tests in other packages (the suite's, the counters'
 * fake PMU): views over a fake kernel or a scripted calibration, and the checked copy a batch
 * hands the native loops.
 */
public final class SpiSeams {
  private SpiSeams() {}

  /** {@link ThreadCounters} for {@code events} on {@code kernel}, with perf access {@code access}. */
  public static ThreadCounters counters(List<CounterEvent> events, PerfSyscalls kernel, PerfAccess access) {
    return ThreadCounters.open(events, kernel, access);
  }

  /**
   * {@link NativeMemory} reading {@code timer}, whose counter ticks convert with {@code
   * calibration} (none: empty); needs the JNI helper loaded.
   */
  public static NativeMemory memory(LoopTimer timer, Optional<TscCalibration> calibration, String counterName) {
    return NativeMemory.over(NativeMemoryLoops.require(timer), calibration, counterName);
  }

  /** The checked copy of {@code batch} that the native loops take now. */
  public static ParameterBatch checked(CallBatch batch) {
    return batch.checked();
  }
}
