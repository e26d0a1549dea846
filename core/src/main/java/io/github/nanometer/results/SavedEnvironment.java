package io.github.nanometer.results;

import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The plain members of an {@link Environment} as a document keeps them beside its results: the
 * top-level {@code environment} object of a {@code nanometer-results} or {@code nanometer-threaded}
 * document (the first result's environment). It has no clock facts and no doctor report: the
 * results document keeps those per result and per document, the threaded document not at all, so a
 * threaded document's environment reads back as this ({@link ThreadedResultReader.Document}). The
 * members mean what {@link Environment}'s do.
 *
 * @param javaVersion {@code java.version}
 * @param vmName {@code java.vm.name}
 * @param vmVersion {@code java.vm.version}
 * @param osName {@code os.name}
 * @param osVersion {@code os.version}
 * @param arch {@code os.arch}
 * @param availableProcessors processors available to the JVM, at least 1
 * @param maxHeapBytes the JVM's maximum heap
 * @param blackhole the blackhole implementation in use
 * @param threadPlacement where the measuring thread ran
 * @param tickNanos the clock's tick length in nanoseconds, positive
 * @param cpuModel the machine's CPU model, when known
 * @param memoryBytes the machine's physical memory in bytes, at least 1 when known
 * @param jvmVendor {@code java.vm.vendor}; empty text when the document does not say
 * @param jvmArguments the JVM's input arguments, in order; empty when none or not said
 * @param onlineCpus the machine's online logical CPUs, at least 1 when known
 */
public record SavedEnvironment(String javaVersion, String vmName, String vmVersion, String osName, String osVersion,
    String arch, int availableProcessors, long maxHeapBytes, BlackholeKind blackhole, String threadPlacement,
    double tickNanos, Optional<String> cpuModel, OptionalLong memoryBytes, String jvmVendor,
    List<String> jvmArguments, OptionalInt onlineCpus) {

  /**
   * Rejects missing members, fewer than 1 processor, a tick length that is not positive and finite,
   * a known memory size below 1 byte and fewer than 1 known online CPU; copies the arguments.
   */
  public SavedEnvironment {
    if (javaVersion == null || vmName == null || vmVersion == null || osName == null || osVersion == null
        || arch == null || blackhole == null || threadPlacement == null || cpuModel == null || memoryBytes == null
        || jvmVendor == null || jvmArguments == null || onlineCpus == null) {
      throw new IllegalArgumentException("SavedEnvironment members must not be null");
    }
    if (availableProcessors < 1) {
      throw new IllegalArgumentException("availableProcessors must be at least 1, got " + availableProcessors);
    }
    if (!(tickNanos > 0) || Double.isInfinite(tickNanos)) {
      throw new IllegalArgumentException("tickNanos must be positive and finite, got " + tickNanos);
    }
    if (memoryBytes.isPresent() && memoryBytes.getAsLong() < 1) {
      throw new IllegalArgumentException("memoryBytes must be at least 1 when known, got " + memoryBytes.getAsLong());
    }
    if (onlineCpus.isPresent() && onlineCpus.getAsInt() < 1) {
      throw new IllegalArgumentException("onlineCpus must be at least 1 when known, got " + onlineCpus.getAsInt());
    }
    jvmArguments = List.copyOf(jvmArguments);
  }

  /**
   * The environment these members describe, with the clock facts and doctor report that a document
   * keeping only the plain members leaves out supplied by the caller (for a child JVM's result, the
   * parent's: the same machine and clock).
   *
   * @throws IllegalArgumentException when {@code clock} or {@code doctor} is null
   */
  public Environment withClock(ClockSummary clock, Optional<Diagnosis> doctor) {
    if (clock == null || doctor == null) {
      throw new IllegalArgumentException("clock and doctor must not be null (Optional.empty())");
    }
    return new Environment(javaVersion, vmName, vmVersion, osName, osVersion, arch, availableProcessors, maxHeapBytes,
        blackhole, threadPlacement, clock, tickNanos, doctor, cpuModel, memoryBytes, jvmVendor, jvmArguments,
        onlineCpus);
  }

  /** The plain members of {@code e}. */
  public static SavedEnvironment of(Environment e) {
    return new SavedEnvironment(e.javaVersion(), e.vmName(), e.vmVersion(), e.osName(), e.osVersion(), e.arch(),
        e.availableProcessors(), e.maxHeapBytes(), e.blackhole(), e.threadPlacement(), e.tickNanos(), e.cpuModel(),
        e.memoryBytes(), e.jvmVendor(), e.jvmArguments(), e.onlineCpus());
  }
}
