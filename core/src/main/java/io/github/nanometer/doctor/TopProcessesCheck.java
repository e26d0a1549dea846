package io.github.nanometer.doctor;

import io.github.nanometer.os.ProcessTable;
import java.util.ArrayList;
import java.util.List;

/** The processes that used the most cpu during the activity window (full doctor only). */
final class TopProcessesCheck implements Check {

  static final String ID = "load.processes";
  private static final String WHY = "a process using cpu now competes with the benchmark for cores, "
      + "caches and the power budget";
  /** A process using at least this share of one cpu is worth naming. */
  static final double BUSY_SHARE = 0.10;
  /** Shares below this are left out of the list. */
  static final double LISTED_SHARE = 0.01;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    if (context.activity().isEmpty()) {
      return List.of(); // the quick doctor does not measure this
    }
    ActivitySample a = context.activity().get();
    long windowMillis = a.windowNanos() / 1_000_000;
    StringBuilder list = new StringBuilder();
    List<Long> userPids = new ArrayList<>();
    double total = 0;
    double busiest = 0;
    for (ProcessTable.Usage u : a.topProcesses()) {
      if (u.cpuShare() < LISTED_SHARE) {
        continue;
      }
      total += u.cpuShare();
      busiest = Math.max(busiest, u.cpuShare());
      if (list.length() > 0) {
        list.append(", ");
      }
      list.append(u.command()).append('(').append(u.pid()).append(") ").append(Text.percent(u.cpuShare()));
      if (!u.kernelThread() && u.cpuShare() >= BUSY_SHARE) {
        userPids.add(u.pid());
      }
    }
    if (list.length() == 0) {
      return List.of(Finding.of(ID, Status.OK, "no other process used cpu over " + windowMillis + " ms", WHY, LinuxTips.LOAD));
    }
    String observed = "over " + windowMillis + " ms: " + list + " (100% = one cpu)";
    int cpus = context.usableCpus().cardinality();
    Status status = total >= cpus - 0.5 ? Status.FAIL : busiest >= BUSY_SHARE ? Status.WARN : Status.OK;
    Finding f = Finding.of(ID, status, observed, WHY, LinuxTips.LOAD);
    if (status == Status.OK) {
      return List.of(f);
    }
    f = f.withLabel("busy processes");
    if (userPids.isEmpty()) {
      return List.of(f.withFix("only kernel threads are busy (I/O or interrupts); wait for them to settle", ""));
    }
    StringBuilder pids = new StringBuilder();
    for (long pid : userPids) {
      pids.append(' ').append(pid);
    }
    String stop = "kill -STOP" + pids;
    return List.of(f.withFix(Fixes.onHost(context, stop), "kill -CONT" + pids));
  }
}
