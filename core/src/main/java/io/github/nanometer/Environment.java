package io.github.nanometer;

import java.util.Optional;

/**
 * The JVM, machine and measuring setup a result was measured on, captured when its samples were
 * taken (not when it is written), so a result read later or elsewhere describes the right machine.
 *
 * @param javaVersion {@code java.version}
 * @param vmName {@code java.vm.name}
 * @param vmVersion {@code java.vm.version}
 * @param osName {@code os.name}
 * @param osVersion {@code os.version}
 * @param arch {@code os.arch}
 * @param availableProcessors processors available to the JVM
 * @param maxHeapBytes the JVM's maximum heap
 * @param blackhole the blackhole implementation in use
 * @param threadPlacement where the measuring thread ran, e.g. {@code "pinned to cpu 1 (...)"}
 * @param clock the facts of the clock that timed the samples
 * @param tickNanos the clock's tick length in nanoseconds (1 for nanoTime)
 * @param doctor the environment doctor's quick report of this JVM, when the run had one
 */
public record Environment(String javaVersion, String vmName, String vmVersion, String osName, String osVersion,
    String arch, int availableProcessors, long maxHeapBytes, BlackholeKind blackhole, String threadPlacement,
    ClockSummary clock, double tickNanos, Optional<Diagnosis> doctor) {

  /** Rejects missing parts and a non-positive tick length. */
  public Environment {
    if (blackhole == null || threadPlacement == null || clock == null || doctor == null) {
      throw new IllegalArgumentException("blackhole, threadPlacement, clock and doctor must not be null");
    }
    if (!(tickNanos > 0) || Double.isInfinite(tickNanos)) {
      throw new IllegalArgumentException("tickNanos must be positive and finite, got " + tickNanos);
    }
  }

  /** This JVM's environment now, with the given measuring setup. */
  public static Environment capture(String threadPlacement, ClockSummary clock, double tickNanos,
      Optional<Diagnosis> doctor) {
    Runtime rt = Runtime.getRuntime();
    return new Environment(System.getProperty("java.version"), System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"), System.getProperty("os.name"), System.getProperty("os.version"),
        System.getProperty("os.arch"), rt.availableProcessors(), rt.maxMemory(),
        Blackhole.compilerBlackholeActive() ? BlackholeKind.COMPILER : BlackholeKind.VOLATILE,
        threadPlacement, clock, tickNanos, doctor);
  }
}
