package io.github.nanometer.os;

import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Measures {@link CpuActivity}: which cpus other processes keep busy. Two {@link Snapshot}s a short
 * window apart give, per cpu, the busy time from {@code /proc/stat} minus this JVM's own threads'
 * time ({@code /proc/self/task/TID/stat}, credited to the cpu each thread last ran on), the other
 * processes that used cpu with their affinity ({@code Cpus_allowed_list} of {@code
 * /proc/PID/status}) and the runnable ones. Never throws on an unreadable host: the parts it cannot
 * read are missing from the result.
 *
 * <p>Implementation notes: a thread's time is credited to the cpu it was on at the end of the
 * window; a thread of this JVM that migrates during the window (start-up, JIT compilation) can make
 * one cpu look busier from others and another less. {@link #measure} therefore waits for the JVM's
 * own work to settle (up to {@link #SETTLE_WINDOWS} windows) before it trusts a window, and a pinned
 * neighbour's time always goes to the cpu it is pinned to.
 */
public final class CpuActivityProbe {
  private CpuActivityProbe() {}

  /** The default window of the automatic core choice. */
  public static final Duration DEFAULT_WINDOW = Duration.ofMillis(100);

  /** At most this many windows are taken while this JVM is still busy starting up. */
  public static final int SETTLE_WINDOWS = 3;

  /** This JVM counts as settled when its threads used less than this share of one cpu. */
  static final double SETTLED_OWN_SHARE = 0.5;

  /** Processes below this share of a cpu are not kept as neighbours. */
  static final double KEPT_SHARE = 0.01;

  /**
   * The counters at one instant.
   *
   * @param cpuTimes per-cpu times of {@code /proc/stat}
   * @param processes every process of {@code /proc}
   * @param ownThreads this JVM's threads ({@code /proc/self/task})
   * @param atNanos {@link System#nanoTime()} when read
   */
  public record Snapshot(CpuTimes cpuTimes, ProcessTable processes, ProcessTable ownThreads, long atNanos) {

    /** Reads the host now. */
    public static Snapshot read(HostFiles files) {
      return new Snapshot(CpuTimes.read(files), ProcessTable.read(files),
          ProcessTable.readTasks(files, "/proc/self/task"), System.nanoTime());
    }
  }

  /**
   * Takes windows of {@code window} until this JVM's own threads used less than half a cpu (at most
   * {@link #SETTLE_WINDOWS}) and returns the last. An interrupt ends the wait early (the flag is
   * restored) and returns what was measured so far.
   *
   * @param selfPid this JVM's pid, never counted as a neighbour
   * @throws IllegalArgumentException when {@code files} is null or {@code window} is not positive
   */
  public static CpuActivity measure(HostFiles files, Duration window, long selfPid) {
    if (files == null || window == null || window.isNegative() || window.isZero()) {
      throw new IllegalArgumentException("files must be non-null and window positive, got " + window);
    }
    Snapshot before = Snapshot.read(files);
    CpuActivity last = CpuActivity.NONE;
    for (int i = 0; i < SETTLE_WINDOWS; i++) {
      try {
        Thread.sleep(window.toMillis(), window.toNanosPart() % 1_000_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return between(files, before, Snapshot.read(files), selfPid);
      }
      Snapshot after = Snapshot.read(files);
      last = between(files, before, after, selfPid);
      if (ownShare(last) < SETTLED_OWN_SHARE) {
        return last;
      }
      before = after;
    }
    return last;
  }

  /** This JVM's threads' total time over the window, as a share of one cpu. */
  static double ownShare(CpuActivity a) {
    double sum = 0;
    for (CpuActivity.CpuUse u : a.cpus()) {
      sum += u.ownFraction();
    }
    return sum;
  }

  /**
   * The activity between two snapshots; reads {@code /proc/PID/status} of the processes that used
   * cpu in between for their affinity.
   *
   * @param selfPid this JVM's pid, never counted as a neighbour
   */
  public static CpuActivity between(HostFiles files, Snapshot before, Snapshot after, long selfPid) {
    long elapsedNanos = Math.max(1, after.atNanos() - before.atNanos());
    double elapsedTicks = elapsedNanos * (ProcessTable.USER_HZ / 1e9);
    Map<Integer, CpuTimes.Ticks> now = after.cpuTimes().perCpu();
    Map<Integer, CpuTimes.Ticks> then = before.cpuTimes().perCpu();
    int maxCpu = now.keySet().stream().mapToInt(Integer::intValue).max().orElse(-1);
    long[] ownTicks = new long[maxCpu + 1];
    for (ProcessTable.Entry t : after.ownThreads().entries().values()) {
      ProcessTable.Entry was = before.ownThreads().entries().get(t.pid());
      if (was != null && t.lastCpu() >= 0 && t.lastCpu() <= maxCpu) {
        ownTicks[t.lastCpu()] += Math.max(0, t.cpuTicks() - was.cpuTicks());
      }
    }
    List<List<CpuActivity.Neighbour>> byCpu = new ArrayList<>();
    int[] runnable = new int[maxCpu + 1];
    for (int c = 0; c <= maxCpu; c++) {
      byCpu.add(new ArrayList<>());
    }
    for (ProcessTable.Entry p : after.processes().entries().values()) {
      if (p.pid() == selfPid) {
        continue;
      }
      if (p.runnable() && p.lastCpu() >= 0 && p.lastCpu() <= maxCpu) {
        runnable[p.lastCpu()]++;
      }
      ProcessTable.Entry was = before.processes().entries().get(p.pid());
      double share = was == null ? 0 : (p.cpuTicks() - was.cpuTicks()) / elapsedTicks;
      boolean runnableUser = p.runnable() && !p.kernelThread();
      if (share < KEPT_SHARE && !runnableUser) {
        continue;
      }
      BitSet allowed = allowedCpus(files, p.pid());
      boolean pinned = allowed.cardinality() == 1;
      if (share < KEPT_SHARE && !pinned) {
        continue; // a runnable process the scheduler may move is only worth naming by what it used
      }
      int cpu = pinned ? allowed.nextSetBit(0) : p.lastCpu();
      if (cpu >= 0 && cpu <= maxCpu) {
        byCpu.get(cpu).add(new CpuActivity.Neighbour(p.pid(), p.command(), share, CpuList.format(allowed), pinned,
            p.runnable(), p.kernelThread()));
      }
    }
    List<CpuActivity.CpuUse> uses = new ArrayList<>();
    for (Map.Entry<Integer, CpuTimes.Ticks> e : now.entrySet()) {
      int cpu = e.getKey();
      CpuTimes.Ticks was = then.get(cpu);
      long total = was == null ? 0 : e.getValue().totalTicks() - was.totalTicks();
      if (total <= 0) {
        continue;
      }
      long idle = e.getValue().idleTicks() - was.idleTicks();
      double busy = Math.max(0, Math.min(1, (double) (total - idle) / total));
      double own = Math.max(0, Math.min(1, (double) ownTicks[cpu] / total));
      List<CpuActivity.Neighbour> ns = byCpu.get(cpu);
      ns.sort(Comparator.comparing((CpuActivity.Neighbour n) -> !n.pinned())
          .thenComparing(Comparator.comparingDouble(CpuActivity.Neighbour::cpuShare).reversed())
          .thenComparingLong(CpuActivity.Neighbour::pid));
      uses.add(new CpuActivity.CpuUse(cpu, busy, own, runnable[cpu], ns));
    }
    return new CpuActivity(elapsedNanos, uses);
  }

  private static BitSet allowedCpus(HostFiles files, long pid) {
    Optional<String> list = CpuTopology.statusField(files, "/proc/" + pid + "/status", "Cpus_allowed_list");
    try {
      return CpuList.parse(list.orElse(""));
    } catch (IllegalArgumentException e) {
      return new BitSet();
    }
  }
}
