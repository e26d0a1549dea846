package io.github.nanometer.os;

import io.github.nanometer.text.DecimalText;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * What each cpu did over a short window, split into this JVM's own work and the work of other
 * processes, with the neighbours that caused it: the evidence behind {@link CorePicker}'s choice and
 * the doctor's neighbour finding. Measured by {@link CpuActivityProbe}; immutable.
 *
 * @param windowNanos the length of the window
 * @param cpus one entry per cpu that {@code /proc/stat} listed, by ascending cpu number
 */
public record CpuActivity(long windowNanos, List<CpuUse> cpus) {

  /** A cpu counts as busy from others when they kept it busy at least this fraction of the window. */
  public static final double BUSY_FRACTION = 0.5;

  /** A neighbour is named when it used at least this share of one cpu. */
  public static final double NAMED_SHARE = 0.10;

  /** Nothing measured (e.g. {@code /proc} unreadable). */
  public static final CpuActivity NONE = new CpuActivity(0, List.of());

  /**
   * Another process seen on a cpu.
   *
   * @param pid process id
   * @param command its command name
   * @param cpuShare cpu time it used divided by the window (1.0 = one whole cpu)
   * @param allowedCpus its {@code Cpus_allowed_list}, e.g. {@code "1"} or {@code "0-1"}; empty if unread
   * @param pinned true when its affinity allows exactly this one cpu
   * @param runnable true when it was runnable (state {@code R}) at the end of the window
   * @param kernelThread true for a kernel thread (per-cpu ones such as {@code ksoftirqd/1} are pinned)
   */
  public record Neighbour(long pid, String command, double cpuShare, String allowedCpus, boolean pinned,
      boolean runnable, boolean kernelThread) {

    /**
     * True for a CPU-bound process: it used at least {@link #BUSY_FRACTION} of a cpu, or it is a
     * user process still runnable at the end of the window. The second case is the pinned loop on
     * a crowded cpu: it gets only its turn (a tick or two of a 100 ms window, sometimes none), yet
     * it takes every turn it can get. Kernel threads count only by their share.
     */
    public boolean cpuBound() {
      return cpuShare >= BUSY_FRACTION || (runnable && !kernelThread);
    }

    /** E.g. {@code "pid 1234 `sh` pinned to cpu 1 (99% of a cpu)"}. */
    public String describe() {
      String where = pinned ? " pinned to cpu " + allowedCpus + (runnable && cpuShare < BUSY_FRACTION ? ", runnable," : "")
          : allowedCpus.isEmpty() ? "" : " (may run on cpus " + allowedCpus + ")";
      return "pid " + pid + " `" + command + "`" + where + " at " + DecimalText.fixed(100 * cpuShare, 0) + "% of a cpu";
    }
  }

  /**
   * One cpu's use over the window.
   *
   * @param cpu the cpu number
   * @param busyFraction the fraction of the window the cpu was busy (0..1), everyone included
   * @param ownFraction the part of it spent in this JVM's threads (0..1)
   * @param runnableOthers other processes found runnable on this cpu at the end of the window
   * @param neighbours other processes that used it, pinned ones first, then busiest first
   */
  public record CpuUse(int cpu, double busyFraction, double ownFraction, int runnableOthers,
      List<Neighbour> neighbours) {

    /** Copies the list. */
    public CpuUse {
      neighbours = List.copyOf(neighbours);
    }

    /** The fraction of the window others kept this cpu busy: busy minus this JVM's share, 0..1. */
    public double othersFraction() {
      return Math.max(0, Math.min(1, busyFraction - ownFraction));
    }

    /** A CPU-bound process ({@link Neighbour#cpuBound}) pinned to this cpu alone, if any. */
    public Optional<Neighbour> pinnedHog() {
      return neighbours.stream().filter(n -> n.pinned() && n.cpuBound()).findFirst();
    }

    /** E.g. {@code "cpu 1: 100% busy from others (pid 1234 `sh` pinned to cpu 1 at 99% of a cpu)"}. */
    public String describe() {
      StringBuilder sb = new StringBuilder("cpu " + cpu + ": " + DecimalText.fixed(100 * othersFraction(), 0)
          + "% busy from others");
      List<String> named = new ArrayList<>();
      for (Neighbour n : neighbours) {
        if (n.cpuShare() >= NAMED_SHARE || (n.pinned() && n.cpuBound())) {
          named.add(n.describe());
        }
      }
      if (!named.isEmpty()) {
        sb.append(" (").append(String.join(", ", named)).append(')');
      }
      if (ownFraction >= NAMED_SHARE) {
        sb.append(", ").append(DecimalText.fixed(100 * ownFraction, 0)).append("% by this JVM");
      }
      return sb.toString();
    }
  }

  /** Copies the list; rejects a negative window or a null list. */
  public CpuActivity {
    if (windowNanos < 0 || cpus == null) {
      throw new IllegalArgumentException("windowNanos must be >= 0 and cpus non-null, got " + windowNanos);
    }
    cpus = List.copyOf(cpus);
  }

  /**
   * This activity as another JVM should read it: the measuring JVM's own share taken out of each
   * cpu's busy time, as if it had been idle. A fork parent hands its measurement over so ({@link
   * CpuActivityText}): the parent waits while its child runs, so its own share would misstate the
   * child's neighbours, and the child's placement would call it "by this JVM".
   */
  public CpuActivity withoutOwnShare() {
    List<CpuUse> others = new java.util.ArrayList<>();
    for (CpuUse u : cpus) {
      others.add(new CpuUse(u.cpu(), u.othersFraction(), 0, u.runnableOthers(), u.neighbours()));
    }
    return new CpuActivity(windowNanos, others);
  }

  /** True when nothing was measured. */
  public boolean isEmpty() {
    return cpus.isEmpty();
  }

  /** The entry of {@code cpu}, if measured. */
  public Optional<CpuUse> cpu(int cpu) {
    return cpus.stream().filter(u -> u.cpu() == cpu).findFirst();
  }

  /** The cpus others kept busy at least {@link #BUSY_FRACTION} of the window. */
  public BitSet busyFromOthers() {
    BitSet busy = new BitSet();
    for (CpuUse u : cpus) {
      if (u.othersFraction() >= BUSY_FRACTION) {
        busy.set(u.cpu());
      }
    }
    return busy;
  }

  /** The cpus a CPU-bound process is pinned to ({@link CpuUse#pinnedHog}). */
  public BitSet pinnedHogs() {
    BitSet hogs = new BitSet();
    for (CpuUse u : cpus) {
      if (u.pinnedHog().isPresent()) {
        hogs.set(u.cpu());
      }
    }
    return hogs;
  }

  /** The evidence for the given cpus, e.g. {@code "cpu 0: 3% busy from others; cpu 1: ..."}; "" if none. */
  public String evidence(BitSet among) {
    List<String> parts = new ArrayList<>();
    for (CpuUse u : cpus) {
      if (among.get(u.cpu())) {
        parts.add(u.describe());
      }
    }
    return String.join("; ", parts);
  }
}
