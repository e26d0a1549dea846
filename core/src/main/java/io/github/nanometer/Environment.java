package io.github.nanometer;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

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
 * @param availableProcessors {@link Runtime#availableProcessors()} on the capturing thread: the
 *     CPUs its affinity allows, so 1 on a measuring thread pinned to one CPU (the machine's count
 *     is {@code onlineCpus})
 * @param maxHeapBytes the JVM's maximum heap
 * @param blackhole the blackhole implementation in use
 * @param threadPlacement where the measuring thread ran, e.g. {@code "pinned to cpu 1 (...)"}
 * @param clock the facts of the clock that timed the samples
 * @param tickNanos the clock's tick length in nanoseconds (1 for nanoTime)
 * @param doctor the environment doctor's quick report of this JVM, when the run had one
 * @param cpuModel the machine's CPU model ({@code /proc/cpuinfo}'s {@code model name}), empty when
 *     unknown (no such line, no procfs, or captured by {@link #capture(String, ClockSummary, double,
 *     Optional)}, which reads no host file)
 * @param memoryBytes the machine's physical memory in bytes ({@code /proc/meminfo}'s {@code
 *     MemTotal}), at least 1 when known, empty when unknown (as {@code cpuModel})
 * @param jvmVendor {@code java.vm.vendor}, e.g. {@code "Eclipse Adoptium"}; empty text when a
 *     document written before it was saved does not say
 * @param jvmArguments the JVM's input arguments in the order given ({@code
 *     RuntimeMXBean.getInputArguments()}: flags such as {@code -Xmx1g}, not the main class or its
 *     arguments); empty when there were none or a document written before them does not say
 * @param onlineCpus the machine's online logical CPUs (sysfs {@code cpu/online}), at least 1 when
 *     known; empty when unknown (as {@code cpuModel}, or a document written before it was saved)
 */
public record Environment(String javaVersion, String vmName, String vmVersion, String osName, String osVersion,
    String arch, int availableProcessors, long maxHeapBytes, BlackholeKind blackhole, String threadPlacement,
    ClockSummary clock, double tickNanos, Optional<Diagnosis> doctor, Optional<String> cpuModel,
    OptionalLong memoryBytes, String jvmVendor, List<String> jvmArguments, OptionalInt onlineCpus) {

  /** Rejects missing parts, a non-positive tick length and a known memory size below 1 byte; copies the arguments. */
  public Environment {
    if (blackhole == null || threadPlacement == null || clock == null || doctor == null || cpuModel == null
        || memoryBytes == null || jvmVendor == null || jvmArguments == null || onlineCpus == null) {
      throw new IllegalArgumentException("blackhole, threadPlacement, clock, doctor, cpuModel, memoryBytes, "
          + "jvmVendor, jvmArguments and onlineCpus must not be null (Optional.empty(), \"\" or List.of() when "
          + "unknown)");
    }
    if (onlineCpus.isPresent() && onlineCpus.getAsInt() < 1) {
      throw new IllegalArgumentException("onlineCpus must be at least 1 when known, got " + onlineCpus.getAsInt());
    }
    if (!(tickNanos > 0) || Double.isInfinite(tickNanos)) {
      throw new IllegalArgumentException("tickNanos must be positive and finite, got " + tickNanos);
    }
    if (memoryBytes.isPresent() && memoryBytes.getAsLong() < 1) {
      throw new IllegalArgumentException("memoryBytes must be at least 1 when known, got " + memoryBytes.getAsLong());
    }
    jvmArguments = List.copyOf(jvmArguments);
  }

  /**
   * An environment whose online CPUs are unknown, as documents written before they were saved
   * describe it; otherwise as the canonical constructor.
   */
  public Environment(String javaVersion, String vmName, String vmVersion, String osName, String osVersion,
      String arch, int availableProcessors, long maxHeapBytes, BlackholeKind blackhole, String threadPlacement,
      ClockSummary clock, double tickNanos, Optional<Diagnosis> doctor, Optional<String> cpuModel,
      OptionalLong memoryBytes, String jvmVendor, List<String> jvmArguments) {
    this(javaVersion, vmName, vmVersion, osName, osVersion, arch, availableProcessors, maxHeapBytes, blackhole,
        threadPlacement, clock, tickNanos, doctor, cpuModel, memoryBytes, jvmVendor, jvmArguments,
        OptionalInt.empty());
  }

  /**
   * This JVM's environment now, with the given measuring setup and the machine's CPU model, memory
   * and online CPUs as the caller read them (the engine reads them from the host's {@code /proc}
   * and {@code /sys}).
   *
   * @throws IllegalArgumentException as the constructor does
   */
  public static Environment capture(String threadPlacement, ClockSummary clock, double tickNanos,
      Optional<Diagnosis> doctor, Optional<String> cpuModel, OptionalLong memoryBytes, OptionalInt onlineCpus) {
    Runtime rt = Runtime.getRuntime();
    String vendor = System.getProperty("java.vm.vendor");
    return new Environment(System.getProperty("java.version"), System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"), System.getProperty("os.name"), System.getProperty("os.version"),
        System.getProperty("os.arch"), rt.availableProcessors(), rt.maxMemory(),
        Blackhole.compilerBlackholeActive() ? BlackholeKind.COMPILER : BlackholeKind.VOLATILE,
        threadPlacement, clock, tickNanos, doctor, cpuModel, memoryBytes, vendor == null ? "" : vendor,
        ManagementFactory.getRuntimeMXBean().getInputArguments(), onlineCpus);
  }


  /**
   * This JVM's environment now, with the given measuring setup, the CPU model and memory unknown:
   * the API's own types read no host file. The engine's runs capture them through {@link
   * #capture(String, ClockSummary, double, Optional, Optional, OptionalLong, OptionalInt)}.
   */
  public static Environment capture(String threadPlacement, ClockSummary clock, double tickNanos,
      Optional<Diagnosis> doctor) {
    return capture(threadPlacement, clock, tickNanos, doctor, Optional.empty(), OptionalLong.empty(),
        OptionalInt.empty());
  }
}
