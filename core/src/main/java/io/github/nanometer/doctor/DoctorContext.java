package io.github.nanometer.doctor;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.os.CpuInfo;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.ProcessTable;
import io.github.nanometer.text.Tokens;
import java.util.BitSet;
import java.util.Optional;

/**
 * Everything a {@link Check} may look at: the host tree, facts read once for all checks, and the
 * measured facts (clock, activity, noise) when they were taken. Immutable.
 *
 * @param files the host tree ({@code /} or a fake tree in tests)
 * @param topology the cpus as the kernel describes them
 * @param measuringCpu the cpu whose SMT sibling, isolation and IRQs are judged
 * @param cpuInfo {@code /proc/cpuinfo} flags
 * @param processes the processes running now (for irqbalance)
 * @param jvm facts of the JVM that will measure
 * @param clock the calibrated clock, when calibrated
 * @param activity the activity window, when sampled
 * @param noise the noise probe's summary, when probed
 */
public record DoctorContext(HostFiles files, CpuTopology topology, int measuringCpu, CpuInfo cpuInfo,
    ProcessTable processes, JvmFacts jvm, Optional<ClockSummary> clock, Optional<ActivitySample> activity,
    Optional<NoiseProbe.NoiseSummary> noise) {

  /**
   * True inside a container whose host settings cannot be changed from within: a container marker
   * ({@code /.dockerenv}, {@code /run/.containerenv}, or a container runtime in the cgroup path)
   * and {@code /sys} mounted read-only. A privileged container with a writable {@code /sys}, or a
   * VM built from a container image that still carries {@code /.dockerenv}, does not count.
   */
  public boolean containerized() {
    String cgroups = files.read("/proc/1/cgroup").orElse("") + files.read("/proc/self/cgroup").orElse("");
    boolean marker = files.exists("/.dockerenv") || files.exists("/run/.containerenv")
        || cgroups.contains("docker") || cgroups.contains("kubepods") || cgroups.contains("containerd")
        || cgroups.contains("libpod") || cgroups.contains("/lxc");
    return marker && sysReadOnly().orElse(true);
  }

  /** Whether {@code /sys} is mounted read-only, from {@code /proc/self/mountinfo}; empty when unknown. */
  Optional<Boolean> sysReadOnly() {
    for (String line : files.readLines("/proc/self/mountinfo")) {
      String[] f = Tokens.fields(line, ' ').toArray(String[]::new);
      // mount ID, parent ID, major:minor, root, mount point, mount options, ...
      if (f.length > 5 && f[4].equals("/sys")) {
        return Optional.of(Tokens.fields(f[5], ',').contains("ro"));
      }
    }
    return Optional.empty();
  }

  /** True under a hypervisor: the {@code hypervisor} cpu flag or a {@code /sys/hypervisor/type}. */
  public boolean virtualized() {
    return cpuInfo.hasFlag("hypervisor")
        || files.readTrimmed("/sys/hypervisor/type").filter(t -> !t.isEmpty()).isPresent();
  }

  /** The cpus this process may use: the affinity mask, else the online cpus, else {cpu 0}. */
  public BitSet usableCpus() {
    BitSet allowed = topology.allowed();
    if (!allowed.isEmpty()) {
      return allowed;
    }
    BitSet online = topology.online();
    if (!online.isEmpty()) {
      return online;
    }
    BitSet one = new BitSet();
    one.set(measuringCpu);
    return one;
  }

  /** The online cpus, or the usable ones when {@code online} is unreadable. */
  public BitSet onlineCpus() {
    BitSet online = topology.online();
    return online.isEmpty() ? usableCpus() : online;
  }
}
