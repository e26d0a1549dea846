package io.github.nanometer.suite;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfEvent;
import io.github.nanometer.counters.PerfSyscalls;
import io.github.nanometer.os.HostFiles;
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
  public static MachineFacts facts(HostFiles host, CacheSizes caches, ClockSummary clock, Diagnosis doctor,
      String threadPlacement) {
    return facts(host, caches, clock, doctor, threadPlacement, PerfSyscalls.real());
  }

  /** As {@link #facts(HostFiles, CacheSizes, ClockSummary, Diagnosis, String)}, probing cycles through {@code perf}. */
  public static MachineFacts facts(HostFiles host, CacheSizes caches, ClockSummary clock, Diagnosis doctor,
      String threadPlacement, PerfSyscalls perf) {
    List<String> findings = new ArrayList<>(caches.warnings());
    for (Implementation i : Implementations.forFunction(MemoryFunction.MEMCPY)) {
      if (!i.isAvailable()) {
        findings.add(i.name() + " implementations skipped: " + i.unavailableReason().orElseThrow());
      }
    }
    return new MachineFacts(MachineFacts.readCpuName(host).orElse("unknown"), caches, clock,
        cycleSource(() -> CounterGroup.open(List.of(PerfEvent.CYCLES), perf, PerfAccess.read(host))),
        threadPlacement, findings, doctor);
  }

  /**
   * The cycle source: the core-cycle perf counter when it opens here (tried once with {@code
   * opener} on the calling thread and closed), else none with the counter's reason and how to
   * enable it. Nanoseconds are never turned into cycles.
   */
  public static CycleSource cycleSource(Supplier<CounterGroup> opener) {
    try (CounterGroup g = opener.get()) {
      for (CounterAvailability a : g.availability()) {
        if (a.event() == PerfEvent.CYCLES) {
          return a.available() ? CycleSource.coreCycles()
              : CycleSource.none("no core-cycle counter: " + a.reason());
        }
      }
      return CycleSource.none("no core-cycle counter: cycles were not requested");
    }
  }
}
