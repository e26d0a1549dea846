package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuTopology;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Access to perf events: {@code perf_event_paranoid} decides whether nanometer may count cycles
 * and instructions, and a lowered {@code perf_event_max_sample_rate} shows the kernel found perf
 * interrupts too slow.
 */
final class PerfCheck implements Check {

  static final String ID = "kernel.perf-paranoid";
  static final String RATE_ID = "kernel.perf-sample-rate";
  private static final String PARANOID = "/proc/sys/kernel/perf_event_paranoid";
  private static final String RATE = "/proc/sys/kernel/perf_event_max_sample_rate";
  /** The kernel's default maximum sample rate; it only ever lowers it. */
  static final long DEFAULT_MAX_SAMPLE_RATE = 100_000;
  private static final int CAP_SYS_ADMIN = 21;
  private static final int CAP_PERFMON = 38;
  private static final String WHY = "above 2, unprivileged processes cannot open hardware counters, "
      + "so nanometer reports times without cycles and instructions";
  private static final String WHY_RATE = "the kernel lowers the rate when perf interrupts take too "
      + "long, a sign of an overloaded or virtualized machine";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    return List.of(paranoid(context), rate(context));
  }

  private static Finding paranoid(DoctorContext context) {
    Optional<Long> v = context.files().readLong(PARANOID);
    if (v.isEmpty()) {
      return Finding.of(ID, Status.UNKNOWN, PARANOID + " is unreadable (no perf events in this kernel?)", WHY, LinuxTips.PERF);
    }
    long value = v.get();
    String observed = "perf_event_paranoid=" + value;
    if (value <= 2) {
      String scope = value <= 1 ? "user and kernel counting allowed" : "user-space counting allowed";
      return Finding.of(ID, Status.OK, observed + " (" + scope + ")", WHY, LinuxTips.PERF);
    }
    if (privileged(context)) {
      return Finding.of(ID, Status.OK, observed + ", but this process has CAP_PERFMON or CAP_SYS_ADMIN",
          WHY, LinuxTips.PERF);
    }
    return Finding.of(ID, Status.WARN, observed + " (hardware counters closed to unprivileged users)", WHY, LinuxTips.PERF)
        .withLabel("perf_event_paranoid=" + value)
        .withFix(Fixes.onHost(context, Fixes.sysctl("kernel.perf_event_paranoid", "2")),
            Fixes.sysctl("kernel.perf_event_paranoid", Long.toString(value)));
  }

  private static Finding rate(DoctorContext context) {
    Optional<Long> v = context.files().readLong(RATE);
    if (v.isEmpty()) {
      return Finding.unreadable(RATE_ID, RATE, WHY_RATE, LinuxTips.PERF);
    }
    long value = v.get();
    if (value >= DEFAULT_MAX_SAMPLE_RATE) {
      return Finding.of(RATE_ID, Status.OK, "perf_event_max_sample_rate=" + value, WHY_RATE, LinuxTips.PERF);
    }
    return Finding.of(RATE_ID, Status.WARN, "perf_event_max_sample_rate=" + value + " (lowered from "
        + DEFAULT_MAX_SAMPLE_RATE + ")", WHY_RATE, LinuxTips.PERF)
        .withLabel("perf sample rate lowered")
        .withFix(Fixes.onHost(context, Fixes.sysctl("kernel.perf_event_max_sample_rate", Long.toString(DEFAULT_MAX_SAMPLE_RATE))),
            Fixes.sysctl("kernel.perf_event_max_sample_rate", Long.toString(value)));
  }

  /** True when {@code CapEff} of this process holds CAP_PERFMON or CAP_SYS_ADMIN. */
  static boolean privileged(DoctorContext context) {
    Optional<String> hex = CpuTopology.statusField(context.files(), "/proc/self/status", "CapEff");
    if (hex.isEmpty()) {
      return false;
    }
    try {
      BigInteger caps = new BigInteger(hex.get(), 16);
      return caps.testBit(CAP_SYS_ADMIN) || caps.testBit(CAP_PERFMON);
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
