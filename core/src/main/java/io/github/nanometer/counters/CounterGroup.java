package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.os.Errno;
import io.github.nanometer.os.HostFiles;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The perf counters of the calling thread, opened as groups (hardware events in one, software events
 * in another, so a VM without a PMU still gets its software group) and read together per sample.
 *
 * <p>Counters are opened with pid 0, cpu -1: they follow <em>the thread that opened them</em>
 * wherever it runs, so open the group on the measuring thread (inside a {@code
 * MeasuringThread.call}). Events that cannot be opened are left out, each with its reason in
 * {@link #availability()}; a group with no event at all is still usable and reads empty snapshots.
 *
 * <p>Hardware events and task-clock/page-faults count user space only; context switches and
 * migrations happen in the kernel, so they are opened with the kernel included, and where that is
 * refused (perf_event_paranoid >= 2 for the unprivileged: EACCES) they are counted without perf:
 * {@code getrusage(RUSAGE_THREAD)} switches and a change of {@code sched_getcpu} between reads.
 *
 * <p>Implementation notes: a member that the kernel refuses to add to a group (EINVAL) is retried as
 * its own group and then multiplexed independently; its deltas are scaled by its own
 * enabled/running times. Not thread-safe: read it from one thread.
 */
public final class CounterGroup implements AutoCloseable {

  private static final ByteOrder ORDER = ByteOrder.nativeOrder();

  private final PerfSyscalls calls;
  private final List<CounterEvent> events = new ArrayList<>();
  private final List<CounterAvailability> availability = new ArrayList<>();
  private final List<Group> groups = new ArrayList<>();
  private final java.util.EnumMap<CounterEvent, Integer> fallbackIndex = new java.util.EnumMap<>(CounterEvent.class);
  private byte[] buffer = new byte[0];
  /** {@link #buffer} in the kernel's byte order, read at absolute positions: no object per read. */
  private ByteBuffer view = ByteBuffer.wrap(buffer).order(ORDER);
  private int lastCpu = -1;
  private long migrationsSeen;
  private boolean closed;

  /** One kernel group: its leader fd and, in read order, the member fds, ids and event indices. */
  private static final class Group {
    final int leaderFd;
    final List<Integer> fds = new ArrayList<>();
    final List<Long> ids = new ArrayList<>();
    final List<Integer> eventIndex = new ArrayList<>();

    Group(int leaderFd) {
      this.leaderFd = leaderFd;
    }
  }

  private CounterGroup(PerfSyscalls calls) {
    this.calls = calls;
  }

  /** Every {@link CounterEvent} on the real kernel, for the calling thread. */
  public static CounterGroup openAll() {
    return open(List.of(CounterEvent.values()), PerfSyscalls.real(), PerfAccess.read(HostFiles.real()));
  }

  /**
   * Opens {@code requested} for the calling thread and starts counting. Never throws for host
   * failures; they land in {@link #availability()}.
   *
   * @throws IllegalArgumentException when an argument is null or an event is requested twice
   */
  public static CounterGroup open(List<CounterEvent> requested, PerfSyscalls calls, PerfAccess access) {
    if (requested == null || calls == null || access == null) {
      throw new IllegalArgumentException("requested, calls and access must not be null");
    }
    if (requested.stream().distinct().count() != requested.size()) {
      throw new IllegalArgumentException("events requested twice: " + requested);
    }
    CounterGroup g = new CounterGroup(calls);
    if (calls.unavailableReason().isPresent()) {
      for (CounterEvent e : requested) {
        g.availability.add(PerfDiagnosis.noBinding(e, calls.unavailableReason().get()));
      }
      return g;
    }
    g.openKind(requested.stream().filter(CounterEvent::isHardware).toList(), access);
    g.openKind(requested.stream().filter(e -> !e.isHardware()).toList(), access);
    g.start(access);
    int most = g.groups.stream().mapToInt(x -> x.fds.size()).max().orElse(0);
    g.buffer = new byte[GroupRead.bytesFor(most)];
    g.view = ByteBuffer.wrap(g.buffer).order(ORDER);
    return g;
  }

  private void openKind(List<CounterEvent> kind, PerfAccess access) {
    Group current = null;
    for (CounterEvent e : kind) {
      boolean excludeKernel = !e.kernelSide(); // kernel-side events read 0 when user space only
      int fd = -Errno.EINVAL;
      if (current != null) {
        fd = calls.open(PerfEventAttr.encode(e, false, excludeKernel, ORDER), 0, -1, current.leaderFd,
            PerfAbi.OPEN_FLAG_FD_CLOEXEC);
      }
      if (fd == -Errno.EINVAL) { // no group yet, or the kernel would not add it to the group: lead a new one
        fd = calls.open(PerfEventAttr.encode(e, true, excludeKernel, ORDER), 0, -1, -1, PerfAbi.OPEN_FLAG_FD_CLOEXEC);
        if (fd >= 0) {
          Group fresh = new Group(fd);
          groups.add(fresh);
          if (current == null) {
            current = fresh;
          }
          add(fresh, e, fd, access);
          continue;
        }
      }
      if (fd >= 0) {
        add(current, e, fd, access);
      } else if (!e.kernelSide() || !addFallback(e, -fd, access)) {
        availability.add(PerfDiagnosis.explain(e, -fd, access));
      }
    }
  }

  /** Counts a kernel-side event without perf (getrusage / sched_getcpu); false when that fails too. */
  private boolean addFallback(CounterEvent e, int errno, PerfAccess access) {
    boolean works = e == CounterEvent.CONTEXT_SWITCHES ? calls.threadContextSwitches() >= 0 : calls.currentCpu() >= 0;
    if (!works) {
      return false;
    }
    fallbackIndex.put(e, events.size());
    events.add(e);
    availability.add(PerfDiagnosis.fallback(e, errno, access));
    return true;
  }

  private void add(Group group, CounterEvent e, int fd, PerfAccess access) {
    group.fds.add(fd);
    group.ids.add(calls.eventId(fd));
    group.eventIndex.add(events.size());
    events.add(e);
    availability.add(PerfDiagnosis.opened(e, access));
  }

  private void start(PerfAccess access) {
    for (Group group : new ArrayList<>(groups)) {
      calls.ioctl(group.leaderFd, PerfAbi.IOC_RESET, PerfAbi.IOC_FLAG_GROUP);
      int rc = calls.ioctl(group.leaderFd, PerfAbi.IOC_ENABLE, PerfAbi.IOC_FLAG_GROUP);
      if (rc < 0) {
        for (int i : group.eventIndex) {
          CounterEvent e = events.get(i);
          availability.replaceAll(a -> a.event() == e ? PerfDiagnosis.explain(e, -rc, access) : a);
        }
      }
    }
    // Events whose group could not be enabled are dropped (their availability already says why).
    List<CounterEvent> enabled = new ArrayList<>();
    for (CounterAvailability a : availability) {
      if (a.available()) {
        enabled.add(a.event());
      }
    }
    if (enabled.size() != events.size()) {
      rebuildWithout(enabled);
    }
  }

  private void rebuildWithout(List<CounterEvent> keep) {
    List<CounterEvent> old = new ArrayList<>(events);
    events.clear();
    events.addAll(old.stream().filter(keep::contains).toList());
    groups.removeIf(group -> {
      boolean drop = !keep.contains(old.get(group.eventIndex.get(0)));
      if (drop) {
        group.fds.forEach(calls::close);
      }
      return drop;
    });
    for (Group group : groups) {
      group.eventIndex.replaceAll(i -> events.indexOf(old.get(i)));
    }
  }

  /** The events being counted, in the order of every {@link CounterSnapshot} this group reads. */
  public List<CounterEvent> events() {
    return List.copyOf(events);
  }

  /** Every requested event: available (and how it counts) or not (and why), in request order per kind. */
  public List<CounterAvailability> availability() {
    return List.copyOf(availability);
  }

  /**
   * Reads every group once. A group whose read fails gives enabled/running times of -1 for its
   * events, which {@link CounterSample} turns into NaN.
   *
   * @throws IllegalStateException after {@link #close}
   */
  public CounterSnapshot read() {
    CounterReading reading = new CounterReading(events);
    readInto(reading);
    return reading.snapshot();
  }

  /**
   * Reads every group once into {@code into}, allocating nothing: the per-sample path. A group
   * whose read fails, or reads malformed, gives enabled/running times of -1 for its events.
   *
   * @throws IllegalStateException after {@link #close}
   * @throws IllegalArgumentException when {@code into} is null or holds another number of events
   *     (a reading made from {@link #events()} fits; the events are not compared on every read)
   */
  public void readInto(CounterReading into) {
    if (closed) {
      throw new IllegalStateException("counter group is closed");
    }
    if (into == null || into.events().size() != events.size()) {
      throw new IllegalArgumentException("the reading must be of this group's " + events.size() + " events");
    }
    long[] values = into.values;
    long[] enabled = into.enabledNanos;
    long[] running = into.runningNanos;
    Arrays.fill(values, 0);
    Arrays.fill(enabled, -1);
    Arrays.fill(running, -1);
    for (Group group : groups) {
      int bytes = calls.read(group.leaderFd, buffer);
      if (bytes < 0) {
        continue;
      }
      int entries;
      try {
        entries = GroupRead.entries(view, bytes);
      } catch (IllegalArgumentException e) {
        continue; // a malformed read counts as a failed one
      }
      fill(group, view, entries, values, enabled, running);
    }
    if (!fallbackIndex.isEmpty()) {
      readFallbacks(values, enabled, running);
    }
  }

  private void readFallbacks(long[] values, long[] enabled, long[] running) {
    long now = System.nanoTime();
    Integer cs = fallbackIndex.get(CounterEvent.CONTEXT_SWITCHES);
    if (cs != null) {
      long switches = calls.threadContextSwitches();
      if (switches >= 0) {
        values[cs] = switches;
        enabled[cs] = now;
        running[cs] = now;
      }
    }
    Integer mig = fallbackIndex.get(CounterEvent.CPU_MIGRATIONS);
    if (mig != null) {
      int cpu = calls.currentCpu();
      if (cpu >= 0) {
        if (lastCpu >= 0 && cpu != lastCpu) {
          migrationsSeen++;
        }
        lastCpu = cpu;
        values[mig] = migrationsSeen;
        enabled[mig] = now;
        running[mig] = now;
      }
    }
  }

  /** Files a group read of {@code entries} events, held in {@code read}, under each event's position. */
  private static void fill(Group group, ByteBuffer read, int entries, long[] values, long[] enabled, long[] running) {
    long timeEnabled = read.getLong(8);
    long timeRunning = read.getLong(16);
    for (int j = 0; j < entries && j < group.fds.size(); j++) {
      int at = GroupRead.HEADER_BYTES + GroupRead.ENTRY_BYTES * j;
      int member = memberOf(group, read.getLong(at + 8));
      int slot = group.eventIndex.get(member >= 0 ? member : j); // fall back to creation order
      values[slot] = read.getLong(at);
      enabled[slot] = timeEnabled;
      running[slot] = timeRunning;
    }
  }

  /**
   * The position of {@code id} among the group's member ids, or -1. A loop over the unboxed ids
   * rather than {@code ids.indexOf(id)}: this runs after every measured sample, and boxing with
   * {@code List.indexOf} ran {@code Long.equals} and {@code ArrayList.indexOf} for the first time
   * at the first measured sample, deoptimizing their compiled code, which a body may share.
   */
  private static int memberOf(Group group, long id) {
    List<Long> members = group.ids;
    for (int k = 0; k < members.size(); k++) {
      if (members.get(k) == id) {
        return k;
      }
    }
    return -1;
  }

  /** Stops counting and closes every descriptor. Idempotent. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (Group group : groups) {
      calls.ioctl(group.leaderFd, PerfAbi.IOC_DISABLE, PerfAbi.IOC_FLAG_GROUP);
      for (int i = group.fds.size() - 1; i >= 0; i--) {
        calls.close(group.fds.get(i));
      }
    }
  }
}
