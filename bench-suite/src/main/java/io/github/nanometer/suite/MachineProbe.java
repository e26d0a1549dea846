package io.github.nanometer.suite;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.spi.HostRoot;
import io.github.nanometer.spi.ThreadCounters;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Gathers {@link MachineFacts} for a run. This is the seam where the environment doctor's findings,
 * thread pinning and a hardware cycle counter join the suite: each is gathered here as data, with
 * the reason when it is missing, and printed once by the command.
 */
public final class MachineProbe {
  private MachineProbe() {}

  /**
   * The facts of this machine, read through {@code host}, for a kernel timing with {@code clock};
   * {@code doctor}'s report and where the measuring thread runs ({@code threadPlacement}, one
   * line) travel with them into the JSON output.
   */
  public static MachineFacts facts(HostRoot host, CacheSizes caches, ClockSummary clock, Diagnosis doctor,
      String threadPlacement) {
    return facts(host, caches, clock, doctor, threadPlacement,
        () -> ThreadCounters.open(List.of(CounterEvent.CYCLES), host));
  }

  /**
   * As {@link #facts(HostRoot, CacheSizes, ClockSummary, Diagnosis, String)}, probing cycles with
   * {@code cycleCounter}, which opens {@link CounterEvent#CYCLES} (a fake kernel's in tests).
   */
  public static MachineFacts facts(HostRoot host, CacheSizes caches, ClockSummary clock, Diagnosis doctor,
      String threadPlacement, Supplier<ThreadCounters> cycleCounter) {
    List<String> findings = new ArrayList<>(caches.warnings());
    for (Implementation i : Implementations.forFunction(MemoryFunction.MEMCPY)) {
      if (!i.isAvailable()) {
        findings.add(i.name() + " implementations skipped: " + i.unavailableReason().orElseThrow());
      }
    }
    return new MachineFacts(MachineFacts.readCpuName(host).orElse("unknown"), caches, clock,
        cycleSource(cycleCounter), threadPlacement, findings, doctor);
  }

  /**
   * The cycle source: the core-cycle perf counter when it opens here (tried once with {@code
   * opener} on the calling thread and closed), else none with the counter's reason and how to
   * enable it. Nanoseconds are never turned into cycles.
   */
  public static CycleSource cycleSource(Supplier<ThreadCounters> opener) {
    try (ThreadCounters c = opener.get()) {
      if (!c.events().contains(CounterEvent.CYCLES)) {
        return CycleSource.none("no core-cycle counter: cycles were not requested");
      }
      return c.whyNotCounted(CounterEvent.CYCLES).map(reason -> CycleSource.none("no core-cycle counter: " + reason))
          .orElseGet(CycleSource::coreCycles);
    }
  }
}
