package io.github.nanometer.doctor;

import java.util.List;
import java.util.Optional;

/** The NMI (hard-lockup) watchdog: a periodic non-maskable interrupt on every cpu, holding one perf counter. */
final class NmiWatchdogCheck implements Check {

  static final String ID = "kernel.nmi-watchdog";
  private static final String PATH = "/proc/sys/kernel/nmi_watchdog";
  private static final String WHY = "the NMI watchdog interrupts every cpu periodically and keeps one "
      + "hardware counter busy, leaving fewer for measurement";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<Long> v = context.files().readLong(PATH);
    if (v.isEmpty()) {
      return List.of(Finding.unreadable(ID, PATH, WHY, LinuxTips.NMI));
    }
    if (v.get() == 0) {
      return List.of(Finding.of(ID, Status.OK, "nmi_watchdog=0 (off)", WHY, LinuxTips.NMI));
    }
    return List.of(Finding.of(ID, Status.WARN, "nmi_watchdog=" + v.get() + " (on)", WHY, LinuxTips.NMI)
        .withLabel("NMI watchdog on")
        .withFix(Fixes.onHost(context, Fixes.sysctl("kernel.nmi_watchdog", "0")),
            Fixes.sysctl("kernel.nmi_watchdog", Long.toString(v.get()))));
  }
}
