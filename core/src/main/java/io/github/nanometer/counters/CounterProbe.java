package io.github.nanometer.counters;

import com.sun.jna.Memory;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Pinning;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.MeasuringThread;
import io.github.nanometer.os.PinResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.LongSupplier;

/**
 * What {@code nanometer counters} shows, gathered as data: which events are available here and why
 * not, the calibrated read overhead, and the counter deltas of three small workloads run on a
 * measuring thread (sleep: context switches; touching fresh memory: page faults; a loop:
 * instructions and branches).
 */
public final class CounterProbe {
  private CounterProbe() {}

  /** Pages touched by the fresh-memory demo (4 KiB each: 8 MiB). */
  static final int DEMO_PAGES = 2048;

  /**
   * One demo workload and what the counters saw.
   *
   * @param workload what ran, e.g. "sleep 5 ms"
   * @param deltas the counter deltas of that run, overhead subtracted
   */
  public record Demo(String workload, CounterSample deltas) {}

  /**
   * Everything the probe found.
   *
   * @param access the host's perf settings
   * @param pin how the measuring thread was pinned
   * @param availability every event, available or not and why
   * @param overhead the calibrated read overhead
   * @param demos the demo workloads' deltas
   */
  public record Report(PerfAccess access, PinResult pin, List<CounterAvailability> availability,
      ReadOverhead overhead, List<Demo> demos) {

    /** Copies the lists. */
    public Report {
      availability = List.copyOf(availability);
      demos = List.copyOf(demos);
    }
  }

  /**
   * Runs the probe on a fresh measuring thread.
   *
   * @param pin pinning for the measuring thread
   * @param calibrationPairs back-to-back read pairs for {@link ReadOverhead#calibrate}
   * @throws IllegalArgumentException when calibrationPairs is out of range
   * @throws InterruptedException when interrupted while waiting for the measuring thread
   */
  public static Report run(Pinning pin, int calibrationPairs) throws InterruptedException {
    if (calibrationPairs < ReadOverhead.MIN_PAIRS || calibrationPairs > ReadOverhead.MAX_PAIRS) {
      throw new IllegalArgumentException("calibrationPairs " + calibrationPairs + " is out of range (accepted: "
          + ReadOverhead.MIN_PAIRS + " to " + ReadOverhead.MAX_PAIRS + ")");
    }
    PerfAccess access = PerfAccess.read(HostFiles.real());
    try (MeasuringThread thread = MeasuringThread.start(pin)) {
      return thread.call(() -> {
        try (CounterGroup group = CounterGroup.openAll()) {
          ReadOverhead overhead = ReadOverhead.calibrate(group, calibrationPairs);
          List<Demo> demos = new ArrayList<>();
          demos.add(measure(group, overhead, "sleep 5 ms", CounterProbe::sleepFiveMillis));
          try (Memory fresh = new Memory(DEMO_PAGES * 4096L)) {
            demos.add(measure(group, overhead, "touch " + DEMO_PAGES + " fresh pages", () -> touch(fresh)));
          }
          demos.add(measure(group, overhead, "loop of 1,000,000 additions", CounterProbe::loop));
          return new Report(access, thread.pinResult(), group.availability(), overhead, demos);
        }
      });
    } catch (ExecutionException e) {
      throw new IllegalStateException("counter probe failed on the measuring thread", e.getCause());
    }
  }

  private static Demo measure(CounterGroup group, ReadOverhead overhead, String name, LongSupplier work) {
    CounterSnapshot a = group.read();
    long sink = work.getAsLong();
    CounterSnapshot b = group.read();
    if (sink == Long.MIN_VALUE) { // keeps the work observable to the JIT; never true
      throw new AssertionError(sink);
    }
    return new Demo(name, CounterDeltas.between(a, b, overhead));
  }

  private static long sleepFiveMillis() {
    try {
      Thread.sleep(5);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return 1;
  }

  /** Writes one byte per 4 KiB page of {@code fresh}, faulting each page in. */
  static long touch(Memory fresh) {
    for (long off = 0; off < fresh.size(); off += 4096) {
      fresh.setByte(off, (byte) 1);
    }
    return fresh.size();
  }

  private static long loop() {
    long acc = 0;
    for (int i = 0; i < 1_000_000; i++) {
      acc += i ^ (acc >>> 3);
    }
    return acc;
  }
}
