package io.github.nanometer.counters;

import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;

/**
 * The host settings that decide what perf_event_open may do for this process.
 *
 * @param paranoid {@code /proc/sys/kernel/perf_event_paranoid}; {@link #UNKNOWN} when unreadable
 * @param seccompMode the {@code Seccomp:} field of {@code /proc/self/status} (0 none, 1 strict, 2
 *     filter); {@link #UNKNOWN} when unreadable
 */
public record PerfAccess(int paranoid, int seccompMode) {

  /** Marks a setting that could not be read. */
  public static final int UNKNOWN = Integer.MIN_VALUE;

  /** Reads both settings; unreadable ones are {@link #UNKNOWN}. */
  public static PerfAccess read(HostFiles files) {
    int paranoid = files.readLong("/proc/sys/kernel/perf_event_paranoid").map(Long::intValue).orElse(UNKNOWN);
    int seccomp = CpuTopology.statusField(files, "/proc/self/status", "Seccomp").map(s -> {
      try {
        return Integer.parseInt(s);
      } catch (NumberFormatException e) {
        return UNKNOWN;
      }
    }).orElse(UNKNOWN);
    return new PerfAccess(paranoid, seccomp);
  }

  /** The paranoid level as text, e.g. {@code "perf_event_paranoid=2"} or {@code "perf_event_paranoid unknown"}. */
  public String paranoidText() {
    return paranoid == UNKNOWN ? "perf_event_paranoid unknown" : "perf_event_paranoid=" + paranoid;
  }

  /** True when a seccomp filter (or strict mode) is active. */
  public boolean seccompActive() {
    return seccompMode != UNKNOWN && seccompMode > 0;
  }
}
