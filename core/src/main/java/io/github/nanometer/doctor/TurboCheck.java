package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuFreq;
import java.util.List;

/** Turbo Boost (intel_pstate {@code no_turbo}) and boost (acpi-cpufreq and amd-pstate {@code cpufreq/boost}). */
final class TurboCheck implements Check {

  static final String ID = "cpufreq.turbo";
  private static final String WHY = "turbo runs above base frequency only while the package is cool "
      + "and under its power limit, so speed depends on temperature and on the other cores";
  private static final String NO_TURBO = CpuFreq.INTEL_PSTATE + "/no_turbo";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    CpuFreq freq = CpuFreq.read(context.files(), context.onlineCpus());
    if (freq.intelNoTurbo().isPresent()) {
      long v = freq.intelNoTurbo().getAsLong();
      if (v == 1) {
        return List.of(Finding.of(ID, Status.OK, "turbo off (intel_pstate no_turbo=1)", WHY, LinuxTips.TURBO));
      }
      return List.of(Finding.of(ID, Status.WARN, "turbo on (intel_pstate no_turbo=" + v + ")", WHY, LinuxTips.TURBO)
          .withLabel("turbo on")
          .withFix(Fixes.onHost(context, Fixes.tee("1", NO_TURBO)), Fixes.tee("0", NO_TURBO)));
    }
    if (freq.boost().isPresent()) {
      long v = freq.boost().getAsLong();
      if (v == 0) {
        return List.of(Finding.of(ID, Status.OK, "boost off (cpufreq/boost=0)", WHY, LinuxTips.TURBO));
      }
      return List.of(Finding.of(ID, Status.WARN, "boost on (cpufreq/boost=" + v + ")", WHY, LinuxTips.TURBO)
          .withLabel("boost on")
          .withFix(Fixes.onHost(context, Fixes.tee("0", CpuFreq.BOOST)), Fixes.tee("1", CpuFreq.BOOST)));
    }
    if (context.virtualized()) {
      return List.of(Finding.of(ID, Status.UNKNOWN, "no turbo switch visible: the hypervisor host controls turbo",
          WHY, LinuxTips.TURBO)
          .withFix("cannot be changed inside a VM: ask the host to disable turbo/boost for your cpus", ""));
    }
    return List.of(Finding.of(ID, Status.UNKNOWN,
        "no turbo switch (neither intel_pstate/no_turbo nor cpufreq/boost is readable)", WHY, LinuxTips.TURBO)
        .withFix("disable Turbo Boost / Core Performance Boost in the firmware (BIOS) setup", ""));
  }
}
