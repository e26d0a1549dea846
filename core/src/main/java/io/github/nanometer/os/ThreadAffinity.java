package io.github.nanometer.os;

import io.github.nanometer.Pinning;
import java.util.BitSet;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Pins the calling thread (never the whole JVM) to one cpu with {@code sched_setaffinity} on its
 * thread id, and confirms it by reading the affinity back and from {@code
 * /proc/self/task/<tid>/status}. Every failure — no binding, a cpu outside the allowed set, EINVAL,
 * EPERM — becomes a {@link PinResult} with a reason and a fix; nothing here throws, and a failed
 * pin leaves the thread's affinity as it was.
 */
public final class ThreadAffinity {

  private final LinuxSyscalls calls;
  private final HostFiles files;

  /**
   * An affinity controller over the given system calls and host files.
   *
   * @throws IllegalArgumentException when an argument is null
   */
  public ThreadAffinity(LinuxSyscalls calls, HostFiles files) {
    if (calls == null || files == null) {
      throw new IllegalArgumentException("calls and files must not be null");
    }
    this.calls = calls;
    this.files = files;
  }

  /** The real kernel and host. */
  public static ThreadAffinity real() {
    return new ThreadAffinity(LinuxSyscalls.real(), HostFiles.real());
  }

  /**
   * Carries out {@code request} for the calling thread: nothing for NONE, the given cpu for CPU, and
   * the {@link CorePicker} choice for AUTO ({@code activity}, what other processes do on each cpu,
   * is asked only then).
   */
  public PinResult apply(Pinning request, Supplier<CpuActivity> activity) {
    switch (request.mode()) {
      case NONE:
        return PinResult.notRequested();
      case CPU:
        return pinCurrentThread(request.cpu(), "--cpu " + request.cpu() + " requested");
      default:
        CorePicker.Choice choice = CorePicker.pick(CpuTopology.read(files), activity.get());
        if (!choice.chosen()) {
          return PinResult.notPinned(-1, calls.gettid(), "automatic", choice.why(),
              "pass --cpu N to choose the cpu yourself", "");
        }
        return pinCurrentThread(choice.cpu(), choice.why());
    }
  }

  /**
   * Pins the calling thread to {@code cpu} and confirms it.
   *
   * @param cpu the cpu, 0..{@link CpuList#MAX_CPU}
   * @param choice why this cpu, kept in the result
   * @throws IllegalArgumentException when cpu is out of range (a caller bug, not a host failure)
   */
  public PinResult pinCurrentThread(int cpu, String choice) {
    if (cpu < 0 || cpu > CpuList.MAX_CPU) {
      throw new IllegalArgumentException("cpu " + cpu + " is out of range (accepted: 0 to " + CpuList.MAX_CPU + ")");
    }
    Optional<String> unavailable = calls.unavailableReason();
    if (unavailable.isPresent()) {
      return PinResult.notPinned(cpu, -1, choice, "pinning unavailable: " + unavailable.get(),
          "run on 64-bit Linux (x86-64 or aarch64) where JNA can load libc", "");
    }
    int tid = calls.gettid();
    if (tid <= 0) {
      return PinResult.notPinned(cpu, -1, choice, "gettid failed (" + Errno.name(-tid) + ")",
          "check that the gettid syscall is not blocked by a seccomp filter", "");
    }
    BitSet before = new BitSet();
    calls.getAffinity(tid, before);
    CpuTopology topology = CpuTopology.read(files);
    BitSet allowed = topology.allowed();
    if (!allowed.isEmpty() && !allowed.get(cpu)) {
      return PinResult.notPinned(cpu, tid, choice, "cpu " + cpu + " is outside the cpus this process may use ("
          + "Cpus_allowed_list " + CpuList.format(allowed) + ")",
          "choose one of " + CpuList.format(allowed) + " with --cpu, or widen the cgroup cpuset / taskset",
          CpuList.format(before));
    }
    BitSet target = new BitSet();
    target.set(cpu);
    int rc = calls.setAffinity(tid, target);
    if (rc < 0) {
      return failed(cpu, tid, choice, -rc, topology, before);
    }
    BitSet after = new BitSet();
    int readRc = calls.getAffinity(tid, after);
    if (readRc < 0 || !after.equals(target)) {
      String readBack = readRc < 0 ? "could not be read (" + Errno.name(-readRc) + ")" : "is " + CpuList.format(after);
      return PinResult.notPinned(cpu, tid, choice, "sched_setaffinity succeeded but the affinity " + readBack,
          "report this; the kernel or a cpuset rewrote the mask", readRc < 0 ? "" : CpuList.format(after));
    }
    String status = CpuTopology.statusField(files, "/proc/self/task/" + tid + "/status", "Cpus_allowed_list")
        .orElse("");
    if (!status.isEmpty() && !status.equals(CpuList.format(target))) {
      return PinResult.notPinned(cpu, tid, choice, "affinity reads back " + cpu + " but /proc/self/task/" + tid
          + "/status says Cpus_allowed_list " + status, "report this; procfs and the syscall disagree",
          CpuList.format(after));
    }
    return PinResult.pinned(cpu, tid, choice, CpuList.format(after), status);
  }

  private static PinResult failed(int cpu, int tid, String choice, int errno, CpuTopology topology, BitSet before) {
    String name = Errno.name(errno);
    String unchanged = CpuList.format(before);
    return switch (errno) {
      case Errno.EINVAL -> {
        BitSet online = topology.online();
        String where = !online.isEmpty() && !online.get(cpu) ? "cpu " + cpu + " is not online (online: "
            + CpuList.format(online) + ")" : "cpu " + cpu + " is offline or outside this cgroup's cpuset";
        yield PinResult.notPinned(cpu, tid, choice, "the kernel refused to pin (" + name + "): " + where,
            "choose an online cpu this process may use"
                + (online.isEmpty() ? "" : " (online: " + CpuList.format(online) + ")") + " with --cpu", unchanged);
      }
      case Errno.EPERM -> PinResult.notPinned(cpu, tid, choice,
          "not permitted to change this thread's affinity (" + name + ")",
          "a seccomp filter, an LSM policy or a restricted cpuset forbids sched_setaffinity; run without it"
              + " (e.g. docker --cpuset-cpus to choose cores, or --security-opt seccomp=unconfined)", unchanged);
      case Errno.ESRCH -> PinResult.notPinned(cpu, tid, choice, "thread " + tid + " not found (" + name + ")",
          "pin from the thread itself", unchanged);
      case Errno.ENOSYS -> PinResult.notPinned(cpu, tid, choice, "sched_setaffinity is unavailable (" + name + ")",
          "run on Linux with JNA", unchanged);
      default -> PinResult.notPinned(cpu, tid, choice, "sched_setaffinity failed (" + name + ")",
          "check the kernel log and seccomp profile", unchanged);
    };
  }
}
