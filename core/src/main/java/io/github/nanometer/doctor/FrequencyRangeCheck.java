package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuFreq;
import java.util.BitSet;
import java.util.List;

/** Scaling limits: a minimum below the maximum leaves the cpu room to slow down between samples. */
final class FrequencyRangeCheck implements Check {

  static final String ID = "cpufreq.range";
  private static final String WHY = "when scaling_min_freq is below scaling_max_freq the cpu may "
      + "clock down between samples and needs time to ramp up again";
  private static final String MIN_PATH = "/sys/devices/system/cpu/cpu*/cpufreq/scaling_min_freq";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    CpuFreq freq = CpuFreq.read(context.files(), context.onlineCpus());
    if (freq.policies().isEmpty()) {
      return List.of(NoCpuFreq.finding(ID, WHY, LinuxTips.GOVERNOR, context));
    }
    long lowestMin = Long.MAX_VALUE;
    long highestMax = 0;
    long hardwareMax = 0;
    BitSet ranged = new BitSet();
    BitSet unreadable = new BitSet();
    for (CpuFreq.Policy p : freq.policies()) {
      if (p.minKhz().isEmpty() || p.maxKhz().isEmpty()) {
        unreadable.set(p.cpu());
        continue;
      }
      long min = p.minKhz().getAsLong();
      long max = p.maxKhz().getAsLong();
      lowestMin = Math.min(lowestMin, min);
      highestMax = Math.max(highestMax, max);
      hardwareMax = Math.max(hardwareMax, p.hardwareMaxKhz().orElse(0));
      if (min < max) {
        ranged.set(p.cpu());
      }
    }
    if (highestMax == 0) {
      return List.of(Finding.of(ID, Status.UNKNOWN, "scaling_min_freq / scaling_max_freq unreadable on cpus "
          + Text.cpus(unreadable), WHY, LinuxTips.GOVERNOR));
    }
    String cap = hardwareMax > highestMax ? "; hardware maximum " + Text.ghz(hardwareMax) : "";
    if (ranged.isEmpty()) {
      return List.of(Finding.of(ID, Status.OK, "fixed at " + Text.ghz(highestMax) + cap, WHY, LinuxTips.GOVERNOR));
    }
    String observed = "scaling range " + Text.ghz(lowestMin) + " - " + Text.ghz(highestMax)
        + " on cpus " + Text.cpus(ranged) + cap;
    return List.of(Finding.of(ID, Status.WARN, observed, WHY, LinuxTips.GOVERNOR)
        .withLabel("min freq < max")
        .withFix(Fixes.onHost(context, Fixes.tee(Long.toString(highestMax), MIN_PATH)),
            Fixes.tee(Long.toString(lowestMin), MIN_PATH)));
  }
}
