package io.github.nanometer.doctor;

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
 * What the machine did during a short window: each cpu's busy fraction and the processes that used
 * the most cpu. Taken by the full doctor only (it sleeps for the window); tests pass fixed samples.
 *
 * @param windowNanos the measured length of the window
 * @param busyFractionByCpu each cpu's busy fraction (0..1) over the window
 * @param topProcesses the busiest processes other than this one, busiest first
 */
public record ActivitySample(long windowNanos, Map<Integer, Double> busyFractionByCpu,
    List<ProcessTable.Usage> topProcesses) {

  /** How many processes to keep. */
  public static final int TOP = 5;

  /** Copies the collections. */
  public ActivitySample {
    busyFractionByCpu = Map.copyOf(busyFractionByCpu);
    topProcesses = List.copyOf(topProcesses);
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
    long t0 = System.nanoTime();
    try {
      Thread.sleep(window.toMillis(), window.toNanosPart() % 1_000_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    CpuTimes cpuAfter = CpuTimes.read(files);
    ProcessTable procAfter = ProcessTable.read(files);
    long elapsed = Math.max(1, System.nanoTime() - t0);
    Map<Integer, Double> busy = new TreeMap<>();
    for (int c = cpus.nextSetBit(0); c >= 0; c = cpus.nextSetBit(c + 1)) {
      OptionalDouble f = CpuTimes.busyFraction(cpuBefore, cpuAfter, c);
      if (f.isPresent()) {
        busy.put(c, f.getAsDouble());
      }
    }
    return new ActivitySample(elapsed, busy, ProcessTable.topByCpu(procBefore, procAfter, elapsed, selfPid, TOP));
  }
}
