package io.github.nanometer.suite;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.spi.HostRoot;
import java.util.List;
import java.util.Optional;

/**
 * What the suite knows about the machine: the CPU's name, its caches, the clock the kernel timed
 * with, where cycles come from, how the measuring thread was placed, and findings to say once
 * (the environment doctor's, and the suite's own degradations).
 *
 * @param cpuName the CPU's model name, or {@code "unknown"}
 * @param caches the caches read from sysfs
 * @param clock the calibrated facts of the kernel's clock
 * @param cycles the cycle source
 * @param threadPlacement how the measuring thread runs, one line (pinned to a CPU, or not and why)
 * @param findings one line each, said once at the start and recorded in JSON
 * @param doctor the environment doctor's quick report, recorded in JSON (null when not run)
 */
public record MachineFacts(String cpuName, CacheSizes caches, ClockSummary clock, CycleSource cycles,
    String threadPlacement, List<String> findings, Diagnosis doctor) {

  /** Copies the list. */
  public MachineFacts {
    findings = List.copyOf(findings);
  }

  /** The {@code model name} of the first processor in {@code /proc/cpuinfo}, if any. */
  public static Optional<String> readCpuName(HostRoot files) {
    for (String line : files.readLines("/proc/cpuinfo")) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equals("model name")) {
        return Optional.of(line.substring(colon + 1).trim());
      }
    }
    return Optional.empty();
  }

  /** One line for the start of a run: CPU, caches, clock, cycles and thread placement. */
  public String summaryLine() {
    String l1 = caches.l1DataBytes().isPresent() ? CacheSizes.formatBytes(caches.l1DataBytes().getAsLong()) : "?";
    String llc = caches.lastLevelBytes().isPresent()
        ? "L" + caches.lastLevel() + " " + CacheSizes.formatBytes(caches.lastLevelBytes().getAsLong()) : "LLC ?";
    return String.format(java.util.Locale.ROOT, "machine: %s; L1d %s, %s; clock %s (precision %.1f ns); cycles: %s; thread: %s",
        cpuName, l1, llc, clock.name(), clock.precisionNanos(), cycles.available() ? cycles.description() : "none",
        threadPlacement);
  }
}
