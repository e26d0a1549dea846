package io.github.nanometer.os;

import java.nio.file.Path;

/**
 * Writes the procfs files {@link CpuActivityProbe} reads into a fake tree: per-cpu times of {@code
 * /proc/stat}, processes ({@code /proc/PID/stat} and {@code status}) and this JVM's threads ({@code
 * /proc/self/task/TID/stat}). Two of them, before and after, make one measured window.
 */
final class FakeProc {
  private final FakeHost host;
  private final StringBuilder stat = new StringBuilder("cpu  0 0 0 0 0 0 0 0 0 0\n");

  FakeProc(Path root) {
    host = new FakeHost(root).cpus("0-1", "0-1");
  }

  /** One {@code cpuN} line: busy (user) and idle ticks so far. */
  FakeProc cpu(int cpu, long busyTicks, long idleTicks) {
    stat.append("cpu").append(cpu).append(' ').append(busyTicks).append(" 0 0 ").append(idleTicks)
        .append(" 0 0 0 0 0 0\n");
    host.file("/proc/stat", stat.toString());
    return this;
  }

  /** A process: its cpu ticks so far, state letter, last cpu and Cpus_allowed_list. */
  FakeProc process(long pid, String comm, long ticks, char state, int lastCpu, String allowed) {
    host.file("/proc/" + pid + "/stat", statLine(pid, comm, ticks, state, lastCpu));
    host.file("/proc/" + pid + "/status", "Name:\t" + comm + "\nCpus_allowed_list:\t" + allowed + "\n");
    return this;
  }

  /** A kernel thread (flag PF_KTHREAD), e.g. a per-cpu {@code ksoftirqd/1} pinned to its cpu. */
  FakeProc kernelThread(long pid, String comm, long ticks, char state, int lastCpu, String allowed) {
    host.file("/proc/" + pid + "/stat", statLine(pid, comm, ticks, state, lastCpu, 0x00200000L));
    host.file("/proc/" + pid + "/status", "Name:\t" + comm + "\nCpus_allowed_list:\t" + allowed + "\n");
    return this;
  }

  /** A thread of this JVM: its cpu ticks so far and last cpu. */
  FakeProc ownThread(long tid, String comm, long ticks, int lastCpu) {
    host.file("/proc/self/task/" + tid + "/stat", statLine(tid, comm, ticks, 'R', lastCpu));
    return this;
  }

  HostFiles files() {
    return host.files();
  }

  /** A full-length stat line: utime carries the ticks, processor (field 39) the last cpu, flags 0. */
  static String statLine(long pid, String comm, long ticks, char state, int lastCpu) {
    return statLine(pid, comm, ticks, state, lastCpu, 0);
  }

  /** {@link #statLine} with the given {@code flags} (field 9). */
  static String statLine(long pid, String comm, long ticks, char state, int lastCpu, long flags) {
    StringBuilder sb = new StringBuilder().append(pid).append(" (").append(comm).append(") ").append(state);
    // fields 4..38: ppid .. exit_signal; utime is field 14, flags field 9
    for (int field = 4; field <= 38; field++) {
      sb.append(' ').append(field == 14 ? ticks : field == 9 ? flags : 0);
    }
    return sb.append(' ').append(lastCpu).append(" 0 0 0 0 0\n").toString();
  }
}
