package io.github.nanometer.doctor;

import java.util.List;
import java.util.Optional;

/** A hypervisor below the kernel: vCPUs can be descheduled, and frequency and interrupts are the host's. */
final class VirtualizationCheck implements Check {

  static final String ID = "virt.hypervisor";
  private static final String WHY = "a hypervisor can deschedule a vCPU at any moment (steal time) "
      + "and owns frequency, turbo and interrupt routing, none of which the guest can fix";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<String> type = context.files().readTrimmed("/sys/hypervisor/type").filter(t -> !t.isEmpty());
    boolean flag = context.cpuInfo().hasFlag("hypervisor");
    if (!flag && type.isEmpty()) {
      if (!context.cpuInfo().readable()) {
        return List.of(Finding.of(ID, Status.UNKNOWN, "/proc/cpuinfo has no flags line and /sys/hypervisor is absent",
            WHY, LinuxTips.VIRTUAL));
      }
      return List.of(Finding.of(ID, Status.OK, "bare metal (no hypervisor cpu flag)", WHY, LinuxTips.VIRTUAL));
    }
    String observed = "virtual machine (" + (flag ? "hypervisor cpu flag" : "")
        + (flag && type.isPresent() ? ", " : "") + type.map(t -> "/sys/hypervisor/type=" + t).orElse("") + ")";
    return List.of(Finding.of(ID, Status.WARN, observed, WHY, LinuxTips.VIRTUAL)
        .withLabel("virtual machine")
        .withFix("cannot be fixed inside a VM: benchmark on bare metal, or on dedicated vCPUs pinned to host cores", ""));
  }
}
