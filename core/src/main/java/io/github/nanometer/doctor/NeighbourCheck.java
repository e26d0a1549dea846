package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuActivity;
import io.github.nanometer.os.CpuList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The neighbour on the measuring cpu (full doctor only): whether another process kept the measuring
 * cpu busy during the activity window, which process it was, its affinity and how busy, and the
 * fix: move it off with {@code taskset}, or measure on a cpu nobody else uses with {@code --cpu}.
 * This JVM's own threads are not counted ({@link CpuActivity}).
 */
final class NeighbourCheck implements Check {

  static final String ID = "load.neighbour";
  private static final String WHY = "while another process runs on the measuring cpu, the scheduler "
      + "takes the cpu away from the benchmark for whole time slices; a process pinned there never leaves";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    if (context.activity().isEmpty() || context.activity().get().cpuActivity().isEmpty()) {
      return List.of(); // the quick doctor does not measure this
    }
    CpuActivity activity = context.activity().get().cpuActivity();
    int cpu = context.measuringCpu();
    Optional<CpuActivity.CpuUse> use = activity.cpu(cpu);
    if (use.isEmpty()) {
      return List.of(Finding.of(ID, Status.UNKNOWN, "cpu " + cpu + " is missing from /proc/stat", WHY,
          LinuxTips.NEIGHBOUR));
    }
    BitSet usable = context.usableCpus();
    BitSet free = (BitSet) usable.clone();
    free.andNot(activity.busyFromOthers());
    free.andNot(activity.pinnedHogs());
    free.clear(cpu);
    CpuActivity.CpuUse u = use.get();
    String observed = u.describe() + (u.runnableOthers() > 0 ? "; " + u.runnableOthers()
        + " other process(es) runnable on it" : "");
    if (u.othersFraction() < CpuActivity.BUSY_FRACTION) {
      return List.of(Finding.of(ID, Status.OK, observed + elsewhere(activity, usable, cpu), WHY, LinuxTips.NEIGHBOUR));
    }
    Optional<CpuActivity.Neighbour> pinned = u.pinnedHog();
    Finding f = Finding.of(ID, pinned.isPresent() ? Status.FAIL : Status.WARN, observed, WHY, LinuxTips.NEIGHBOUR)
        .withLabel("cpu " + cpu + " busy from " + (pinned.isPresent() ? "pinned pid " + pinned.get().pid() : "others"));
    Optional<CpuActivity.Neighbour> named = pinned.isPresent() ? pinned
        : u.neighbours().stream().filter(n -> n.cpuShare() >= CpuActivity.NAMED_SHARE).findFirst();
    String otherCpu = free.isEmpty() ? "" : "--cpu " + free.previousSetBit(free.length());
    if (named.isEmpty()) {
      return List.of(f.withFix(otherCpu.isEmpty() ? "wait for the load to settle (no single process to move)"
          : "measure elsewhere with " + otherCpu, ""));
    }
    CpuActivity.Neighbour n = named.get();
    BitSet away = (BitSet) usable.clone();
    away.clear(cpu);
    if (away.isEmpty()) {
      return List.of(f.withFix("kill -STOP " + n.pid() + " (no other cpu to move it to)", "kill -CONT " + n.pid()));
    }
    String move = "taskset -a -p -c " + CpuList.format(away) + " " + n.pid();
    String fix = move + (otherCpu.isEmpty() ? "" : ", or measure elsewhere with " + otherCpu);
    String undo = n.allowedCpus().isEmpty() ? "" : "taskset -a -p -c " + n.allowedCpus() + " " + n.pid();
    return List.of(f.withFix(fix, undo));
  }

  /** Other cpus a pinned CPU-bound process owns, for the OK case: they are not the measuring cpu's problem. */
  private static String elsewhere(CpuActivity activity, BitSet usable, int cpu) {
    List<String> parts = new ArrayList<>();
    BitSet hogs = activity.pinnedHogs();
    hogs.and(usable);
    hogs.clear(cpu);
    for (int c = hogs.nextSetBit(0); c >= 0; c = hogs.nextSetBit(c + 1)) {
      activity.cpu(c).ifPresent(o -> parts.add(o.describe()));
    }
    return parts.isEmpty() ? "" : "; elsewhere: " + String.join("; ", parts);
  }
}
