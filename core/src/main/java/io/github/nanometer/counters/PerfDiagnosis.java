package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.os.Errno;

/**
 * Turns a failed perf_event_open (the event, its errno, the host's {@link PerfAccess}) into a
 * {@link CounterAvailability} with a plain reason and a concrete fix. Pure.
 */
public final class PerfDiagnosis {
  private PerfDiagnosis() {}

  private static final String PMU_FIX =
      "run on bare metal, or on a VM with a virtual PMU (KVM/QEMU: -cpu host with vPMU on;"
          + " cloud: a metal or PMU-enabled instance type)";
  private static final String PARANOID_FIX =
      "sudo sysctl -w kernel.perf_event_paranoid=2 (user-space counting), or grant the JVM CAP_PERFMON";

  /** How an opened event counts, given the host's access settings. */
  public static CounterAvailability opened(CounterEvent event, PerfAccess access) {
    String how;
    if (event == CounterEvent.TASK_CLOCK) {
      how = "on-cpu time of the thread, including time in the kernel";
    } else if (event.kernelSide()) {
      how = "counted by perf in the kernel, where it happens";
    } else {
      how = "user space only (exclude_kernel=1)";
    }
    return CounterAvailability.available(event, how);
  }

  /** Why {@code event} could not be opened with {@code errno} (positive), and the fix. */
  public static CounterAvailability explain(CounterEvent event, int errno, PerfAccess access) {
    String tag = " (" + Errno.name(errno) + ")";
    String kind = event.isHardware() ? "hardware" : "software";
    return switch (errno) {
      case Errno.ENOENT -> event.isHardware()
          ? CounterAvailability.unavailable(event, errno, "hardware events not supported by this CPU/VM" + tag, PMU_FIX)
          : CounterAvailability.unavailable(event, errno, "this kernel does not know software event "
              + event.perfName() + tag, "use a newer kernel");
      case Errno.EOPNOTSUPP -> CounterAvailability.unavailable(event, errno,
          kind + " event not supported: no PMU here can count it" + tag, PMU_FIX);
      case Errno.ENODEV -> CounterAvailability.unavailable(event, errno,
          "no PMU for " + kind + " events on this machine" + tag, PMU_FIX);
      case Errno.EACCES -> CounterAvailability.unavailable(event, errno,
          access.paranoidText() + " forbids this event for an unprivileged process" + tag, PARANOID_FIX);
      case Errno.EPERM -> explainEperm(event, errno, access, tag);
      case Errno.ENOSYS -> CounterAvailability.unavailable(event, errno,
          "this kernel has no perf_event_open system call" + tag + ": a kernel without CONFIG_PERF_EVENTS,"
              + " or a sandbox such as gVisor", "run on a kernel with perf events (most distributions have them)");
      case Errno.EINVAL -> CounterAvailability.unavailable(event, errno,
          "the kernel rejected the event's attributes" + tag,
          "report it with the output of uname -r; the event may not exist on this kernel");
      case Errno.EBUSY -> CounterAvailability.unavailable(event, errno,
          "the PMU is in exclusive use by another tool" + tag, "stop the other profiler and run again");
      case Errno.EMFILE -> CounterAvailability.unavailable(event, errno,
          "out of file descriptors" + tag, "raise the limit (ulimit -n)");
      case Errno.E2BIG -> CounterAvailability.unavailable(event, errno,
          "the kernel rejected the perf_event_attr size" + tag, "report it with the output of uname -r");
      default -> CounterAvailability.unavailable(event, errno,
          "perf_event_open failed" + tag, "check dmesg and the seccomp profile");
    };
  }

  private static CounterAvailability explainEperm(CounterEvent event, int errno, PerfAccess access, String tag) {
    if (access.seccompActive()) {
      return CounterAvailability.unavailable(event, errno, "seccomp blocks perf_event_open" + tag,
          "run the container with a seccomp profile that allows perf_event_open"
              + " (e.g. docker --security-opt seccomp=unconfined) and CAP_PERFMON");
    }
    if (access.paranoid() != PerfAccess.UNKNOWN && access.paranoid() >= 3) {
      return CounterAvailability.unavailable(event, errno, access.paranoidText()
          + " forbids all perf_event_open by unprivileged processes" + tag, PARANOID_FIX);
    }
    return CounterAvailability.unavailable(event, errno, "perf_event_open not permitted" + tag + " ("
        + access.paranoidText() + "; an LSM policy or a seccomp filter may also refuse it)", PARANOID_FIX);
  }

  /** A kernel-side event counted without perf because perf refused it with {@code errno}. */
  public static CounterAvailability fallback(CounterEvent event, int errno, PerfAccess access) {
    String why = "perf may not count kernel-side events here (" + Errno.name(errno)
        + (errno == Errno.EACCES ? ", " + access.paranoidText() : "") + ")";
    String how = event == CounterEvent.CONTEXT_SWITCHES
        ? "counted with getrusage(RUSAGE_THREAD), voluntary + involuntary: " + why
        : "detected as a change of sched_getcpu between reads (misses a move and back): " + why;
    return CounterAvailability.available(event, how);
  }

  /** Every event unavailable because the syscall binding itself is missing. */
  public static CounterAvailability noBinding(CounterEvent event, String why) {
    return CounterAvailability.unavailable(event, Errno.ENOSYS, "perf counters unavailable: " + why,
        "run on 64-bit Linux (x86-64 or aarch64) where JNA can load libc");
  }
}
