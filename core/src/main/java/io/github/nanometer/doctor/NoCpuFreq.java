package io.github.nanometer.doctor;

/** The shared finding for hosts without cpufreq: virtual machines, or bare metal without a driver. */
final class NoCpuFreq {
  private NoCpuFreq() {}

  static Finding finding(String id, String why, String doc, DoctorContext context) {
    if (context.virtualized()) {
      return Finding.of(id, Status.UNKNOWN,
          "no cpufreq interface: the hypervisor host controls frequency", why, doc)
          .withFix("cannot be changed inside a VM: ask the host for dedicated cpus at a fixed frequency", "");
    }
    return Finding.of(id, Status.UNKNOWN,
        "no cpufreq interface (no /sys/devices/system/cpu/cpuN/cpufreq): no scaling driver is loaded "
            + "or firmware controls frequency", why, doc)
        .withFix("check the firmware (BIOS) power settings; lsmod | grep -E 'cpufreq|pstate' lists scaling drivers", "");
  }
}
