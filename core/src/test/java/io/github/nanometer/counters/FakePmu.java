package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.os.Errno;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A fake kernel with a full PMU, for the code paths this VM cannot reach: opens every event unless
 * an errno is injected for it, lays out group reads exactly as the kernel does (nr, time_enabled,
 * time_running, {value, id}...), and multiplexes groups at a chosen running fraction.
 */
final class FakePmu implements PerfSyscalls {
  final Map<CounterEvent, Integer> openErrno = new EnumMap<>(CounterEvent.class);
  final Map<CounterEvent, Integer> memberErrno = new EnumMap<>(CounterEvent.class);
  int kernelIncludedErrno;
  double runningFraction = 1.0;
  /** When set, group reads list the members last-opened first (the kernel promises no order; ids tell). */
  boolean reverseReadOrder;
  long contextSwitches;
  int cpu;
  final List<Integer> closed = new ArrayList<>();
  final List<byte[]> attrs = new ArrayList<>();

  private int nextFd = 3;
  private final Map<Integer, Long> ticks = new HashMap<>();
  private final Map<Integer, Integer> leaderOf = new HashMap<>();
  private final Map<Integer, CounterEvent> eventOf = new HashMap<>();
  private final Map<Integer, List<Integer>> members = new HashMap<>();

  /** What each event counts per tick (hardware) or per tick (software). */
  static long rate(CounterEvent e) {
    return 40L * (e.ordinal() + 1); // divisible by 4, so a quarter-running group counts whole numbers
  }

  @Override
  public int open(byte[] attr, int pid, int cpuArg, int groupFd, long flags) {
    attrs.add(attr.clone());
    ByteBuffer b = ByteBuffer.wrap(attr).order(ByteOrder.nativeOrder());
    int type = b.getInt(PerfAbi.OFF_TYPE);
    long config = b.getLong(PerfAbi.OFF_CONFIG);
    boolean excludeKernel = (b.getLong(PerfAbi.OFF_FLAGS) & PerfAbi.FLAG_EXCLUDE_KERNEL) != 0;
    CounterEvent event = null;
    for (CounterEvent e : CounterEvent.values()) {
      if (PerfAbi.type(e) == type && PerfAbi.config(e) == config) {
        event = e;
      }
    }
    if (openErrno.containsKey(event)) {
      return -openErrno.get(event);
    }
    if (groupFd >= 0 && memberErrno.containsKey(event)) {
      return -memberErrno.get(event);
    }
    if (!excludeKernel && kernelIncludedErrno != 0) {
      return -kernelIncludedErrno;
    }
    int fd = nextFd++;
    eventOf.put(fd, event);
    int leader = groupFd < 0 ? fd : groupFd;
    leaderOf.put(fd, leader);
    members.computeIfAbsent(leader, k -> new ArrayList<>()).add(fd);
    return fd;
  }

  @Override
  public int ioctl(int fd, long request, long arg) {
    return leaderOf.containsKey(fd) ? 0 : -Errno.EBADF;
  }

  @Override
  public long eventId(int fd) {
    return 1000 + fd;
  }

  /** Each read of a group advances that group's time by one tick of 1000 ns; counts grow by {@link #rate} per running tick. */
  @Override
  public int read(int fd, byte[] buf) {
    List<Integer> group = members.get(fd);
    if (group == null) {
      return -Errno.EBADF;
    }
    long tick = ticks.merge(fd, 1L, Long::sum); // each group keeps its own time, as the kernel does
    long enabled = tick * 1000;
    long running = Math.round(enabled * runningFraction);
    ByteBuffer b = ByteBuffer.wrap(buf).order(ByteOrder.nativeOrder());
    b.putLong(0, group.size()).putLong(8, enabled).putLong(16, running);
    for (int i = 0; i < group.size(); i++) {
      int member = group.get(reverseReadOrder ? group.size() - 1 - i : i);
      b.putLong(24 + 16 * i, rate(eventOf.get(member)) * running / 1000);
      b.putLong(32 + 16 * i, eventId(member));
    }
    return GroupRead.bytesFor(group.size());
  }

  @Override
  public void close(int fd) {
    closed.add(fd);
  }

  @Override
  public long threadContextSwitches() {
    return contextSwitches;
  }

  @Override
  public int currentCpu() {
    return cpu;
  }

  @Override
  public Optional<String> unavailableReason() {
    return Optional.empty();
  }

  /** Work between reads: advances every group's time by {@code ticks} ticks (counts grow by {@link #rate} per tick). */
  void advance(long ticks) {
    for (Integer leader : members.keySet()) {
      this.ticks.merge(leader, ticks, Long::sum);
    }
  }

  int groupCount() {
    return members.size();
  }
}
