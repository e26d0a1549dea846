package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuInfo;
import java.util.List;

/**
 * The invariant TSC: {@code constant_tsc} (ticks at a fixed rate whatever the frequency) and
 * {@code nonstop_tsc} (keeps ticking in deep idle states). Without both, TSC ticks do not map to
 * time and the kernel may fall back to a slow clocksource.
 */
final class TscCheck implements Check {

  static final String ID = "clock.invariant-tsc";
  private static final String WHY = "only an invariant TSC ticks at one rate through frequency changes "
      + "and idle states, so ticks convert to nanoseconds exactly";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    CpuInfo info = context.cpuInfo();
    if (!info.readable()) {
      return List.of(Finding.of(ID, Status.UNKNOWN, "/proc/cpuinfo has no flags line", WHY, LinuxTips.CLOCKSOURCE));
    }
    if (!info.hasFlag("tsc")) {
      return List.of(Finding.of(ID, Status.OK, "no TSC (not x86); the architected timer runs at a constant rate",
          WHY, LinuxTips.CLOCKSOURCE));
    }
    boolean constant = info.hasFlag("constant_tsc");
    boolean nonstop = info.hasFlag("nonstop_tsc");
    String known = info.hasFlag("tsc_known_freq") ? ", tsc_known_freq" : "";
    if (constant && nonstop) {
      return List.of(Finding.of(ID, Status.OK, "constant_tsc, nonstop_tsc" + known, WHY, LinuxTips.CLOCKSOURCE));
    }
    String missing = (constant ? "" : "constant_tsc ") + (nonstop ? "" : "nonstop_tsc");
    String fix = context.virtualized()
        ? "cannot be changed inside a VM: the hypervisor hides the invariant TSC; ask for a VM type that exposes it"
        : "cannot be fixed in software: this cpu lacks an invariant TSC; nanometer uses System.nanoTime";
    return List.of(Finding.of(ID, Status.WARN, "missing " + missing.trim(), WHY, LinuxTips.CLOCKSOURCE)
        .withLabel("no invariant TSC")
        .withFix(fix, ""));
  }
}
