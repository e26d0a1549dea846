package io.github.nanometer.os;

import java.time.Duration;
import java.util.BitSet;
import java.util.List;

/**
 * Per-cpu busy and total time from {@code /proc/stat}, and the cpus that were busy between two
 * readings: the "busy" input of {@link CorePicker}.
 *
 * @param busyTicks per cpu, clock ticks spent not idle (user, nice, system, irq, softirq, steal)
 * @param totalTicks per cpu, all clock ticks including idle and iowait; 0 for cpus not listed
 */
public record CpuLoad(long[] busyTicks, long[] totalTicks) {

  /** Copies the arrays; both must be non-null and the same length. */
  public CpuLoad {
    if (busyTicks == null || totalTicks == null || busyTicks.length != totalTicks.length) {
      throw new IllegalArgumentException("busyTicks and totalTicks must be non-null arrays of equal length");
    }
    busyTicks = busyTicks.clone();
    totalTicks = totalTicks.clone();
  }

  /** Per cpu busy ticks (a copy). */
  @Override
  public long[] busyTicks() {
    return busyTicks.clone();
  }

  /** Per cpu total ticks (a copy). */
  @Override
  public long[] totalTicks() {
    return totalTicks.clone();
  }

  /** Parses {@code /proc/stat}; cpus that cannot be read are absent (total 0). */
  public static CpuLoad read(HostFiles files) {
    return parse(files.readLines("/proc/stat"));
  }

  /** Parses the {@code cpuN ...} lines of {@code /proc/stat}; malformed lines are skipped. */
  public static CpuLoad parse(List<String> statLines) {
    int maxCpu = -1;
    long[][] rows = new long[statLines.size()][];
    int[] cpus = new int[statLines.size()];
    for (int i = 0; i < statLines.size(); i++) {
      String[] f = statLines.get(i).trim().split("\\s+");
      cpus[i] = -1;
      if (f.length < 5 || !f[0].startsWith("cpu") || f[0].length() == 3) {
        continue;
      }
      try {
        int cpu = Integer.parseInt(f[0].substring(3));
        long[] v = new long[f.length - 1];
        for (int k = 1; k < f.length; k++) {
          v[k - 1] = Long.parseLong(f[k]);
        }
        if (cpu < 0 || cpu > CpuList.MAX_CPU) {
          continue;
        }
        rows[i] = v;
        cpus[i] = cpu;
        maxCpu = Math.max(maxCpu, cpu);
      } catch (NumberFormatException e) {
        cpus[i] = -1;
      }
    }
    long[] busy = new long[maxCpu + 1];
    long[] total = new long[maxCpu + 1];
    for (int i = 0; i < rows.length; i++) {
      if (cpus[i] < 0) {
        continue;
      }
      long[] v = rows[i];
      // user nice system idle iowait irq softirq steal [guest guest_nice: already inside user/nice]
      long sum = 0;
      for (int k = 0; k < Math.min(v.length, 8); k++) {
        sum += v[k];
      }
      long idle = v[3] + (v.length > 4 ? v[4] : 0);
      total[cpus[i]] = sum;
      busy[cpus[i]] = sum - idle;
    }
    return new CpuLoad(busy, total);
  }

  /**
   * Cpus whose busy share between {@code before} and this reading reached {@code busyFraction}.
   *
   * @param busyFraction threshold on 0..1, e.g. 0.5
   * @throws IllegalArgumentException when busyFraction is outside 0..1
   */
  public BitSet busySince(CpuLoad before, double busyFraction) {
    if (!(busyFraction >= 0 && busyFraction <= 1)) {
      throw new IllegalArgumentException("busyFraction " + busyFraction + " is out of range (accepted: 0 to 1)");
    }
    BitSet busy = new BitSet();
    int n = Math.min(totalTicks.length, before.totalTicks.length);
    for (int c = 0; c < n; c++) {
      long dTotal = totalTicks[c] - before.totalTicks[c];
      long dBusy = busyTicks[c] - before.busyTicks[c];
      if (dTotal > 0 && dBusy >= busyFraction * dTotal) {
        busy.set(c);
      }
    }
    return busy;
  }

  /**
   * Reads {@code /proc/stat} twice, {@code window} apart, and returns the cpus busy at least half of
   * that time; empty when {@code /proc/stat} is unreadable or the wait is interrupted.
   */
  public static BitSet busyCpus(HostFiles files, Duration window) {
    CpuLoad before = read(files);
    try {
      Thread.sleep(Math.max(1, window.toMillis()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new BitSet();
    }
    return read(files).busySince(before, 0.5);
  }
}
