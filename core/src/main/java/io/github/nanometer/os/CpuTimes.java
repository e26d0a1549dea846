package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.util.Collections;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * A snapshot of the per-cpu time counters of {@code /proc/stat} ({@code cpuN user nice system idle
 * iowait irq softirq steal ...}, in clock ticks). Two snapshots give each cpu's busy fraction over
 * the interval between them ({@link #busyFraction}). Read through {@link HostFiles}; never throws.
 */
public final class CpuTimes {

  /**
   * One cpu's counters in clock ticks.
   *
   * @param totalTicks the sum of every field
   * @param idleTicks idle plus iowait
   */
  public record Ticks(long totalTicks, long idleTicks) {}

  private final Map<Integer, Ticks> perCpu;

  private CpuTimes(Map<Integer, Ticks> perCpu) {
    this.perCpu = perCpu;
  }

  /** Reads {@code /proc/stat}; an unreadable file gives an empty snapshot. */
  public static CpuTimes read(HostFiles files) {
    Map<Integer, Ticks> map = new TreeMap<>();
    for (String line : files.readLines("/proc/stat")) {
      if (!line.startsWith("cpu") || line.length() < 4 || !Character.isDigit(line.charAt(3))) {
        continue;
      }
      String[] f = Tokens.words(line).toArray(String[]::new);
      try {
        int cpu = Integer.parseInt(f[0].substring(3));
        long total = 0;
        for (int i = 1; i < f.length; i++) {
          // guest and guest_nice (fields 9, 10) are already counted in user and nice
          if (i <= 8) {
            total += Long.parseLong(f[i]);
          }
        }
        long idle = (f.length > 4 ? Long.parseLong(f[4]) : 0) + (f.length > 5 ? Long.parseLong(f[5]) : 0);
        map.put(cpu, new Ticks(total, idle));
      } catch (NumberFormatException e) {
        // a malformed line is skipped; the cpu then reads as unknown
      }
    }
    return new CpuTimes(Collections.unmodifiableMap(map));
  }

  /** The counters per cpu number (unmodifiable); empty when {@code /proc/stat} was unreadable. */
  public Map<Integer, Ticks> perCpu() {
    return perCpu;
  }

  /**
   * The fraction (0..1) of the interval that {@code cpu} spent busy (not idle, not iowait) between
   * two snapshots; empty when either lacks the cpu or no ticks elapsed.
   */
  public static OptionalDouble busyFraction(CpuTimes before, CpuTimes after, int cpu) {
    Ticks a = before.perCpu.get(cpu);
    Ticks b = after.perCpu.get(cpu);
    if (a == null || b == null) {
      return OptionalDouble.empty();
    }
    long total = b.totalTicks() - a.totalTicks();
    long idle = b.idleTicks() - a.idleTicks();
    if (total <= 0) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(Math.max(0, Math.min(1, (double) (total - idle) / total)));
  }
}
