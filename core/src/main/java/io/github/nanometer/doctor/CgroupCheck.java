package io.github.nanometer.doctor;

import io.github.nanometer.os.CgroupCpu;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** The control group's cpu bandwidth quota and the number of cpus the process may use. */
final class CgroupCheck implements Check {

  static final String ID = "cgroup.quota";
  static final String CPUSET_ID = "cgroup.cpuset";
  private static final String WHY = "once the group has used its quota in a period, all its threads "
      + "stop until the next period: pauses of many milliseconds inside timed regions";
  private static final String WHY_CPUSET = "with one cpu, the JIT compiler and GC threads take turns "
      + "with the benchmark thread on it";
  /** Below this many cpus of quota, the benchmark plus JIT and GC threads get throttled. */
  static final double QUOTA_FAIL_CPUS = 2.0;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    CgroupCpu cg = CgroupCpu.read(context.files());
    List<Finding> out = new ArrayList<>();
    out.add(quota(context, cg));
    out.add(cpuset(context, cg));
    return out;
  }

  private static Finding quota(DoctorContext context, CgroupCpu cg) {
    if (cg.version() == 0) {
      return Finding.of(ID, Status.UNKNOWN, "no cgroup information (/proc/self/cgroup or /sys/fs/cgroup unreadable)",
          WHY, LinuxTips.VIRTUAL);
    }
    if (cg.quota().isEmpty()) {
      if (!cg.quotaReadable()) {
        return Finding.of(ID, Status.UNKNOWN, "cgroup v" + cg.version() + " group '" + cg.path()
            + "': no readable cpu quota file", WHY, LinuxTips.VIRTUAL);
      }
      return Finding.of(ID, Status.OK, "no cpu quota (cgroup v" + cg.version() + ", group " + cg.path() + ")",
          WHY, LinuxTips.VIRTUAL);
    }
    CgroupCpu.Quota q = cg.quota().get();
    String observed = "quota " + Text.decimal(q.cpus(), 2) + " cpus (" + q.quotaMicros() + " us per "
        + q.periodMicros() + " us, " + q.file() + ")";
    Status status = q.cpus() < QUOTA_FAIL_CPUS ? Status.FAIL : Status.WARN;
    Finding f = Finding.of(ID, status, observed, WHY, LinuxTips.VIRTUAL)
        .withLabel("cpu quota " + Text.decimal(q.cpus(), 2));
    if (context.containerized()) {
      return f.withFix("cannot be changed inside this container: restart it without a cpu limit "
          + "(docker run without --cpus; Kubernetes without resources.limits.cpu)", "");
    }
    if (cg.version() == 2) {
      return f.withFix(Fixes.tee("max", q.file()), Fixes.tee("\"" + q.quotaMicros() + " " + q.periodMicros() + "\"", q.file()));
    }
    return f.withFix(Fixes.tee("-1", q.file()), Fixes.tee(Long.toString(q.quotaMicros()), q.file()));
  }

  private static Finding cpuset(DoctorContext context, CgroupCpu cg) {
    BitSet allowed = context.topology().allowed();
    BitSet online = context.topology().online();
    if (allowed.isEmpty() && cg.cpuset().isEmpty()) {
      return Finding.of(CPUSET_ID, Status.UNKNOWN, "Cpus_allowed_list and the cgroup cpuset are unreadable",
          WHY_CPUSET, LinuxTips.ISOLATION);
    }
    BitSet usable = allowed.isEmpty() ? cg.cpuset().get() : allowed;
    String observed = "may use cpus " + Text.cpus(usable) + (online.isEmpty() ? "" : " of online " + Text.cpus(online))
        + cg.cpuset().map(c -> " (cgroup cpuset " + Text.cpus(c) + ")").orElse("");
    if (usable.cardinality() >= 2) {
      return Finding.of(CPUSET_ID, Status.OK, observed, WHY_CPUSET, LinuxTips.ISOLATION);
    }
    Finding f = Finding.of(CPUSET_ID, Status.WARN, observed, WHY_CPUSET, LinuxTips.ISOLATION).withLabel("1 cpu");
    if (context.containerized()) {
      return f.withFix("cannot be changed inside this container: restart it with two or more cpus "
          + "(e.g. docker run --cpuset-cpus 2-3)", "");
    }
    int cpu = usable.nextSetBit(0);
    BitSet pair = context.onlineCpus();
    pair.clear(cpu);
    int other = pair.isEmpty() ? -1 : pair.previousSetBit(pair.length());
    if (other < 0) {
      return f.withFix("this machine has one online cpu: use a machine with at least two", "");
    }
    return f.withFix("taskset -c " + Math.min(cpu, other) + "," + Math.max(cpu, other)
        + " <benchmark command> (give the JVM a second cpu for its JIT and GC threads)", "");
  }
}
