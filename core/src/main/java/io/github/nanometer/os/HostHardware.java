package io.github.nanometer.os;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The machine's hardware as a saved result names it: the CPU model ({@code /proc/cpuinfo}'s first
 * {@code model name}, through {@link CpuInfo}), the physical memory ({@code /proc/meminfo}'s
 * {@code MemTotal}, through {@link MemInfo}) and the online logical CPUs (sysfs {@code
 * cpu/online}, through {@link CpuList}). Each is empty when the host tree does not say (a CPU
 * whose cpuinfo has no model name, such as many ARM parts; a system without procfs or sysfs).
 *
 * <p>The online CPUs are the machine's, unlike {@link Runtime#availableProcessors()}, which
 * counts the calling thread's affinity: 1 on a measuring thread nanometer pinned.
 *
 * @param cpuModel the CPU model name, e.g. {@code "AMD EPYC 7B13"}, when known
 * @param memoryBytes the physical memory in bytes, when known
 * @param onlineCpus the online logical CPUs, at least 1 when known
 */
public record HostHardware(Optional<String> cpuModel, OptionalLong memoryBytes, OptionalInt onlineCpus) {

  /** Rejects null parts, a memory size that is not positive and fewer than 1 online CPU. */
  public HostHardware {
    if (cpuModel == null || memoryBytes == null || onlineCpus == null) {
      throw new IllegalArgumentException("cpuModel, memoryBytes and onlineCpus must not be null (empty when unknown)");
    }
    if (memoryBytes.isPresent() && memoryBytes.getAsLong() < 1) {
      throw new IllegalArgumentException("memoryBytes must be at least 1 when known, got " + memoryBytes.getAsLong());
    }
    if (onlineCpus.isPresent() && onlineCpus.getAsInt() < 1) {
      throw new IllegalArgumentException("onlineCpus must be at least 1 when known, got " + onlineCpus.getAsInt());
    }
  }

  /** Reads the hardware of the given host tree; never throws. */
  public static HostHardware read(HostFiles files) {
    Optional<Long> memory = MemInfo.read(files).totalBytes();
    int online = onlineCpuCount(files);
    return new HostHardware(CpuInfo.read(files).modelName().filter(m -> !m.isBlank()),
        memory.isPresent() ? OptionalLong.of(memory.get()) : OptionalLong.empty(),
        online > 0 ? OptionalInt.of(online) : OptionalInt.empty());
  }

  /** The CPUs sysfs {@code cpu/online} lists; 0 when it is missing or unreadable. */
  private static int onlineCpuCount(HostFiles files) {
    try {
      return CpuList.parse(files.readTrimmed("/sys/devices/system/cpu/online").orElse("")).cardinality();
    } catch (IllegalArgumentException e) {
      return 0;
    }
  }

  /** This host's hardware, read once per JVM from the real {@code /proc} (it does not change while it runs). */
  public static HostHardware real() {
    return Real.HARDWARE;
  }

  /** Holds the real host's hardware, read on first use. */
  private static final class Real {
    static final HostHardware HARDWARE = read(HostFiles.real());
  }
}
