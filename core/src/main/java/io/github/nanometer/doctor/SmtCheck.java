package io.github.nanometer.doctor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Simultaneous multithreading: whether it is on, and (when activity was sampled) whether the
 * measuring cpu's sibling thread was busy, since siblings share one core's execution units and caches.
 */
final class SmtCheck implements Check {

  static final String ID = "cpu.smt";
  static final String SIBLING_ID = "cpu.smt-sibling";
  private static final String SMT = "/sys/devices/system/cpu/smt";
  /** The values the kernel writes to {@code smt/control}. */
  private static final java.util.Set<String> CONTROL_STATES =
      java.util.Set.of("on", "off", "forceoff", "notsupported", "notimplemented");
  private static final String WHY = "SMT siblings share one core's execution units and caches, so "
      + "whatever runs on the sibling slows the benchmark by a varying amount";
  private static final String WHY_SIBLING = "a busy sibling thread takes execution slots and cache "
      + "from the measuring cpu while it measures";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    int cpu = context.measuringCpu();
    BitSet siblings = context.topology().siblings(cpu);
    BitSet others = (BitSet) siblings.clone();
    others.clear(cpu);
    List<Finding> out = new ArrayList<>();
    out.add(smt(context, cpu, siblings, others));
    context.activity().ifPresent(a -> out.add(sibling(context, cpu, others, a)));
    return out;
  }

  private static Finding smt(DoctorContext context, int cpu, BitSet siblings, BitSet others) {
    Optional<Boolean> active = context.files().readTrimmed(SMT + "/active")
        .filter(a -> a.equals("0") || a.equals("1")).map("1"::equals);
    Optional<String> control = context.files().readTrimmed(SMT + "/control").filter(CONTROL_STATES::contains);
    String siblingText = siblings.cardinality() < 2 ? "" : "; cpu " + cpu + " siblings: " + Text.cpus(siblings);
    boolean on = active.orElse(!others.isEmpty());
    if (active.isEmpty() && siblings.isEmpty()) {
      return Finding.of(ID, Status.UNKNOWN, "neither smt/active nor cpu" + cpu
          + "/topology/thread_siblings_list is readable", WHY, LinuxTips.SMT);
    }
    if (active.isEmpty() && !on) {
      return Finding.of(ID, Status.OK, "cpu " + cpu + " has no SMT sibling (smt/active unreadable)", WHY, LinuxTips.SMT);
    }
    if (on) {
      return Finding.of(ID, Status.WARN, "SMT on (control=" + control.orElse("?") + ")" + siblingText,
          WHY, LinuxTips.SMT)
          .withLabel("SMT on")
          .withFix(Fixes.onHost(context, Fixes.tee("off", SMT + "/control")), Fixes.tee("on", SMT + "/control"));
    }
    String state = control.orElse("?");
    String observed = state.equals("notsupported")
        ? "no SMT (control=notsupported)" + (context.virtualized()
            ? "; the host may still run these vCPUs on sibling threads" : "")
        : "SMT off (control=" + state + ")";
    return Finding.of(ID, Status.OK, observed + siblingText, WHY, LinuxTips.SMT);
  }

  private static Finding sibling(DoctorContext context, int cpu, BitSet others, ActivitySample activity) {
    if (others.isEmpty()) {
      return Finding.of(SIBLING_ID, Status.OK, "cpu " + cpu + " has no SMT sibling online", WHY_SIBLING, LinuxTips.SMT);
    }
    double busiest = -1;
    int busiestCpu = -1;
    for (int s = others.nextSetBit(0); s >= 0; s = others.nextSetBit(s + 1)) {
      Double f = activity.busyFractionByCpu().get(s);
      if (f != null && f > busiest) {
        busiest = f;
        busiestCpu = s;
      }
    }
    if (busiestCpu < 0) {
      return Finding.of(SIBLING_ID, Status.UNKNOWN, "sibling cpus " + Text.cpus(others)
          + ": /proc/stat gave no busy time", WHY_SIBLING, LinuxTips.SMT);
    }
    String observed = "sibling cpu " + busiestCpu + " of cpu " + cpu + " was " + Text.percent(busiest)
        + " busy over " + (activity.windowNanos() / 1_000_000) + " ms";
    Status status = busiest >= 0.5 ? Status.FAIL : busiest >= 0.1 ? Status.WARN : Status.OK;
    Finding f = Finding.of(SIBLING_ID, status, observed, WHY_SIBLING, LinuxTips.SMT);
    if (status == Status.OK) {
      return f;
    }
    String online = "/sys/devices/system/cpu/cpu" + busiestCpu + "/online";
    return f.withLabel("sibling " + Text.percent(busiest) + " busy")
        .withFix(Fixes.onHost(context, Fixes.tee("0", online)), Fixes.tee("1", online));
  }
}
