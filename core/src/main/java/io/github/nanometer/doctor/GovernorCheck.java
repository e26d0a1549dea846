package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuFreq;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The cpufreq governor of every online cpu: anything but {@code performance} lets frequency follow load. */
final class GovernorCheck implements Check {

  static final String ID = "cpufreq.governor";
  private static final String WHY = "a governor other than performance changes frequency with load, "
      + "so early samples run slower and timings drift with what else runs";
  private static final String PATH = "/sys/devices/system/cpu/cpu*/cpufreq/scaling_governor";

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
    Map<String, BitSet> byGovernor = new TreeMap<>();
    String driver = "";
    for (CpuFreq.Policy p : freq.policies()) {
      byGovernor.computeIfAbsent(p.governor().orElse("unreadable"), g -> new BitSet()).set(p.cpu());
      driver = p.driver().orElse(driver);
    }
    StringBuilder observed = new StringBuilder();
    String worst = null;
    int worstCount = -1;
    for (Map.Entry<String, BitSet> e : byGovernor.entrySet()) {
      if (observed.length() > 0) {
        observed.append("; ");
      }
      observed.append(e.getKey()).append(" on cpus ").append(Text.cpus(e.getValue()));
      boolean real = !e.getKey().equals("performance") && !e.getKey().equals("unreadable");
      if (real && e.getValue().cardinality() > worstCount) {
        worst = e.getKey();
        worstCount = e.getValue().cardinality();
      }
    }
    if (!driver.isEmpty()) {
      observed.append(" (").append(driver).append(')');
    }
    if (worst != null) {
      return List.of(Finding.of(ID, Status.WARN, observed.toString(), WHY, LinuxTips.GOVERNOR)
          .withLabel("governor=" + worst)
          .withFix(Fixes.onHost(context, Fixes.tee("performance", PATH)), Fixes.tee(worst, PATH)));
    }
    if (byGovernor.containsKey("unreadable")) {
      return List.of(Finding.of(ID, Status.UNKNOWN, observed.toString(), WHY, LinuxTips.GOVERNOR)
          .withLabel("governor unreadable"));
    }
    return List.of(Finding.of(ID, Status.OK, observed.toString(), WHY, LinuxTips.GOVERNOR));
  }
}
