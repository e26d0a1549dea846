package io.github.nanometer.os;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Frequency scaling as cpufreq exposes it: per cpu the governor, the driver and the scaling and
 * hardware frequency limits, plus the two global turbo switches ({@code intel_pstate/no_turbo} and
 * {@code cpufreq/boost}, used by acpi-cpufreq and amd-pstate). Virtual machines usually have no
 * cpufreq at all; then {@link #policies()} is empty. Read through {@link HostFiles}; never throws.
 */
public final class CpuFreq {

  /**
   * One cpu's frequency policy; every field is empty when its file is missing or unreadable.
   *
   * @param cpu the cpu number
   * @param governor {@code scaling_governor}, e.g. {@code "performance"}
   * @param driver {@code scaling_driver}, e.g. {@code "intel_pstate"}
   * @param minKhz {@code scaling_min_freq} in kHz
   * @param maxKhz {@code scaling_max_freq} in kHz
   * @param hardwareMaxKhz {@code cpuinfo_max_freq} in kHz
   */
  public record Policy(int cpu, Optional<String> governor, Optional<String> driver,
      OptionalLong minKhz, OptionalLong maxKhz, OptionalLong hardwareMaxKhz) {}

  /** Directory of the global intel_pstate switches. */
  public static final String INTEL_PSTATE = "/sys/devices/system/cpu/intel_pstate";
  /** The acpi-cpufreq / amd-pstate global boost switch. */
  public static final String BOOST = "/sys/devices/system/cpu/cpufreq/boost";

  private final List<Policy> policies;
  private final OptionalLong intelNoTurbo;
  private final OptionalLong boost;

  private CpuFreq(List<Policy> policies, OptionalLong intelNoTurbo, OptionalLong boost) {
    this.policies = policies;
    this.intelNoTurbo = intelNoTurbo;
    this.boost = boost;
  }

  /** Reads the policy of every cpu in {@code cpus} that has a cpufreq directory. */
  public static CpuFreq read(HostFiles files, BitSet cpus) {
    List<Policy> list = new ArrayList<>();
    for (int c = cpus.nextSetBit(0); c >= 0; c = cpus.nextSetBit(c + 1)) {
      String dir = policyDir(c);
      if (!files.exists(dir)) {
        continue;
      }
      list.add(new Policy(c,
          nonBlank(files.readTrimmed(dir + "/scaling_governor")),
          nonBlank(files.readTrimmed(dir + "/scaling_driver")),
          optionalLong(files, dir + "/scaling_min_freq"),
          optionalLong(files, dir + "/scaling_max_freq"),
          optionalLong(files, dir + "/cpuinfo_max_freq")));
    }
    return new CpuFreq(List.copyOf(list),
        optionalLong(files, INTEL_PSTATE + "/no_turbo"),
        optionalLong(files, BOOST));
  }

  /** The cpufreq directory of one cpu (a link to its policy directory on real hosts). */
  public static String policyDir(int cpu) {
    return "/sys/devices/system/cpu/cpu" + cpu + "/cpufreq";
  }

  /** The policies read, in cpu order; empty when there is no cpufreq (typical of VMs). */
  public List<Policy> policies() {
    return policies;
  }

  /** {@code intel_pstate/no_turbo} (1 = turbo off), when that driver is loaded. */
  public OptionalLong intelNoTurbo() {
    return intelNoTurbo;
  }

  /** {@code cpufreq/boost} (1 = boost on), when the driver exposes it. */
  public OptionalLong boost() {
    return boost;
  }

  private static Optional<String> nonBlank(Optional<String> s) {
    return s.filter(v -> !v.isBlank());
  }

  private static OptionalLong optionalLong(HostFiles files, String path) {
    Optional<Long> v = files.readLong(path);
    return v.isPresent() ? OptionalLong.of(v.get()) : OptionalLong.empty();
  }
}
