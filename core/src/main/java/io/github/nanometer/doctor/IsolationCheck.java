package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuTopology;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Whether the measuring cpu is kept free of other work: isolated from the scheduler ({@code
 * isolated}, {@code isolcpus=}) and from the timer tick and RCU callbacks ({@code nohz_full=},
 * {@code rcu_nocbs=}).
 */
final class IsolationCheck implements Check {

  static final String ID = "cpu.isolated";
  static final String NOHZ_ID = "cpu.nohz";
  private static final String WHY = "on a cpu the scheduler may use, other tasks and kernel threads "
      + "preempt the benchmark at random moments";
  private static final String WHY_NOHZ = "the scheduler tick and RCU callbacks interrupt a cpu "
      + "hundreds of times a second unless nohz_full and rcu_nocbs exempt it";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<String> cmdline = context.files().readTrimmed("/proc/cmdline");
    boolean isolatedReadable = context.files().readTrimmed("/sys/devices/system/cpu/isolated").isPresent();
    if (cmdline.isEmpty() && !isolatedReadable) {
      return List.of(
          Finding.of(ID, Status.UNKNOWN, "neither /proc/cmdline nor /sys/devices/system/cpu/isolated is readable",
              WHY, LinuxTips.ISOLATION),
          Finding.of(NOHZ_ID, Status.UNKNOWN, "/proc/cmdline is unreadable", WHY_NOHZ, LinuxTips.ISOLATION));
    }
    int cpu = context.measuringCpu();
    BitSet core = context.topology().siblings(cpu);
    core.set(cpu);
    String coreList = Text.cpus(core);
    List<Finding> out = new ArrayList<>();
    out.add(isolated(context, cpu, coreList));
    out.add(nohz(context, cpu, coreList, cmdline.orElse("")));
    return out;
  }

  private static Finding isolated(DoctorContext context, int cpu, String coreList) {
    BitSet isolated = context.topology().isolated();
    if (isolated.get(cpu)) {
      return Finding.of(ID, Status.OK, "cpu " + cpu + " is isolated (isolated cpus: " + Text.cpus(isolated) + ")",
          WHY, LinuxTips.ISOLATION);
    }
    if (!isolated.isEmpty()) {
      int target = isolated.previousSetBit(isolated.length());
      return Finding.of(ID, Status.WARN, "cpu " + cpu + " is not isolated; isolated cpus are " + Text.cpus(isolated),
          WHY, LinuxTips.ISOLATION)
          .withLabel("cpu " + cpu + " not isolated")
          .withFix("taskset -c " + target + " <benchmark command> (start the benchmark on an isolated cpu)", "");
    }
    String params = "isolcpus=" + coreList;
    return Finding.of(ID, Status.WARN, "no isolated cpus (cpu " + cpu + " is shared with every task)",
        WHY, LinuxTips.ISOLATION)
        .withLabel("no isolated cpus")
        .withFix(Fixes.onHost(context, Fixes.addBootParameters(params)), Fixes.removeBootParameters(params));
  }

  private static Finding nohz(DoctorContext context, int cpu, String coreList, String cmdline) {
    BitSet nohz = context.topology().nohzFull();
    BitSet nocbs = Text.parseCpus(CpuTopology.bootParameter(cmdline, "rcu_nocbs").orElse("")).orElse(new BitSet());
    // nohz_full cpus are always RCU-offloaded too (the kernel adds them to the no-callbacks mask)
    if (nohz.get(cpu)) {
      return Finding.of(NOHZ_ID, Status.OK, "cpu " + cpu + " is in nohz_full (" + Text.cpus(nohz)
          + "), which also offloads its RCU callbacks", WHY_NOHZ, LinuxTips.ISOLATION);
    }
    String observed = nocbs.get(cpu)
        ? "cpu " + cpu + " is in rcu_nocbs but not in nohz_full (" + Text.cpus(nohz) + ")"
        : "cpu " + cpu + " is in neither nohz_full (" + Text.cpus(nohz) + ") nor rcu_nocbs (" + Text.cpus(nocbs) + ")";
    String params = "nohz_full=" + coreList + (nocbs.get(cpu) ? "" : " rcu_nocbs=" + coreList);
    return Finding.of(NOHZ_ID, Status.WARN, observed, WHY_NOHZ, LinuxTips.ISOLATION)
        .withLabel("tick on cpu " + cpu)
        .withFix(Fixes.onHost(context, Fixes.addBootParameters(params)), Fixes.removeBootParameters(params));
  }
}
