package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuActivity;
import io.github.nanometer.os.CpuActivityProbe;
import io.github.nanometer.os.CpuTimes;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.ProcessTable;
import java.time.Duration;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * What the machine did during a short window: each cpu's busy fraction, the processes that used
 * the most cpu, and per cpu the share other processes took with the neighbours that took it. Taken
 * by the full doctor only (it sleeps for the window); tests pass fixed samples.
 *
 * @param windowNanos the measured length of the window
 * @param busyFractionByCpu each cpu's busy fraction (0..1) over the window
 * @param topProcesses the busiest processes other than this one, busiest first
 * @param cpuActivity per cpu, the work of other processes and who did it ({@link CpuActivity#NONE} if not measured)
 */
public record ActivitySample(long windowNanos, Map<Integer, Double> busyFractionByCpu,
    List<ProcessTable.Usage> topProcesses, CpuActivity cpuActivity) {

  /** How many processes to keep. */
  public static final int TOP = 5;

  /** Copies the collections; a null {@code cpuActivity} is rejected. */
  public ActivitySample {
    busyFractionByCpu = Map.copyOf(busyFractionByCpu);
    topProcesses = List.copyOf(topProcesses);
    if (cpuActivity == null) {
      throw new IllegalArgumentException("cpuActivity must not be null (use CpuActivity.NONE)");
    }
  }

  /** A sample without the per-cpu neighbour breakdown. */
  public ActivitySample(long windowNanos, Map<Integer, Double> busyFractionByCpu,
      List<ProcessTable.Usage> topProcesses) {
    this(windowNanos, busyFractionByCpu, topProcesses, CpuActivity.NONE);
  }

  /**
   * Reads {@code /proc/stat}, sleeps for {@code window}, then reads it and every {@code
   * /proc/PID/stat} again. An interrupt ends the sleep early (the flag is restored) and the shorter window is used.
   *
   * @param selfPid the pid to leave out of the top list (this JVM)
   * @param cpus the cpus whose busy fraction to report
   * @param procBefore the process table read just before the call (the caller reuses it)
   * @throws IllegalArgumentException when {@code window} is not positive
   */
  public static ActivitySample measure(HostFiles files, Duration window, long selfPid, BitSet cpus,
      ProcessTable procBefore) {
    if (window == null || window.isNegative() || window.isZero()) {
      throw new IllegalArgumentException("window must be positive, got " + window);
    }
    CpuTimes cpuBefore = CpuTimes.read(files);
    ProcessTable ownBefore = ProcessTable.readTasks(files, "/proc/self/task");
    long t0 = System.nanoTime();
    try {
      Thread.sleep(window.toMillis(), window.toNanosPart() % 1_000_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    CpuTimes cpuAfter = CpuTimes.read(files);
    ProcessTable procAfter = ProcessTable.read(files);
    ProcessTable ownAfter = ProcessTable.readTasks(files, "/proc/self/task");
    long t1 = System.nanoTime();
    long elapsed = Math.max(1, t1 - t0);
    Map<Integer, Double> busy = new TreeMap<>();
    for (int c = cpus.nextSetBit(0); c >= 0; c = cpus.nextSetBit(c + 1)) {
      OptionalDouble f = CpuTimes.busyFraction(cpuBefore, cpuAfter, c);
      if (f.isPresent()) {
        busy.put(c, f.getAsDouble());
      }
    }
    CpuActivity perCpu = CpuActivityProbe.between(files, new CpuActivityProbe.Snapshot(cpuBefore, procBefore, ownBefore,
        t0), new CpuActivityProbe.Snapshot(cpuAfter, procAfter, ownAfter, t1), selfPid);
    return new ActivitySample(elapsed, busy, ProcessTable.topByCpu(procBefore, procAfter, elapsed, selfPid, TOP),
        perCpu);
  }
}
