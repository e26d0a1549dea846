package io.github.nanometer.suite;

import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.os.HostFiles;
import java.util.ArrayList;
import java.util.List;

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
  public static MachineFacts facts(HostFiles host, CacheSizes caches, ClockFacts clock, DoctorReport doctor,
      String threadPlacement) {
    List<String> findings = new ArrayList<>(caches.warnings());
    for (Implementation i : Implementations.forFunction(MemoryFunction.MEMCPY)) {
      if (!i.isAvailable()) {
        findings.add(i.name() + " implementations skipped: " + i.unavailableReason().orElseThrow());
      }
    }
    return new MachineFacts(MachineFacts.readCpuName(host).orElse("unknown"), caches, clock, cycleSource(clock),
        threadPlacement, findings, doctor);
  }

  /**
   * The cycle source: none while the kernel times with {@code System.nanoTime} and no core-cycle
   * counter (perf_event) is read; nanoseconds then cannot be turned into core cycles honestly,
   * because the core clock varies with turbo and power states.
   */
  static CycleSource cycleSource(ClockFacts clock) {
    return CycleSource.none("the kernel times with " + clock.name()
        + " and no core-cycle counter is read (perf_event counters are not used by the suite yet)");
  }
}
