package io.github.nanometer.os;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * The machine's hardware as a saved result names it: the CPU model ({@code /proc/cpuinfo}'s first
 * {@code model name}, through {@link CpuInfo}) and the physical memory ({@code /proc/meminfo}'s
 * {@code MemTotal}, through {@link MemInfo}). Either is empty when the host tree does not say (a
 * CPU whose cpuinfo has no model name, such as many ARM parts; a system without procfs).
 *
 * @param cpuModel the CPU model name, e.g. {@code "AMD EPYC 7B13"}, when known
 * @param memoryBytes the physical memory in bytes, when known
 */
public record HostHardware(Optional<String> cpuModel, OptionalLong memoryBytes) {

  /** Rejects null parts and a memory size that is not positive. */
  public HostHardware {
    if (cpuModel == null || memoryBytes == null) {
      throw new IllegalArgumentException("cpuModel and memoryBytes must not be null (empty when unknown)");
    }
    if (memoryBytes.isPresent() && memoryBytes.getAsLong() < 1) {
      throw new IllegalArgumentException("memoryBytes must be at least 1 when known, got " + memoryBytes.getAsLong());
    }
  }

  /** Reads the hardware of the given host tree; never throws. */
  public static HostHardware read(HostFiles files) {
    Optional<Long> memory = MemInfo.read(files).totalBytes();
    return new HostHardware(CpuInfo.read(files).modelName().filter(m -> !m.isBlank()),
        memory.isPresent() ? OptionalLong.of(memory.get()) : OptionalLong.empty());
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
