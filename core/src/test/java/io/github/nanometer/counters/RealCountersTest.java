package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.jna.Memory;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Pinning;
import io.github.nanometer.os.Errno;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.MeasuringThread;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Software counters on the real kernel, on a measuring thread; hardware availability as reported. */
class RealCountersTest {

  private static final List<CounterEvent> SOFTWARE = List.of(CounterEvent.TASK_CLOCK, CounterEvent.CONTEXT_SWITCHES,
      CounterEvent.CPU_MIGRATIONS, CounterEvent.PAGE_FAULTS);

  /**
   * What the measuring thread saw: the event's availability and, when it was available, the value the
   * task measured. The skip decision is made on the test thread ({@link #assumeMeasured}), because an
   * assumption failing on the measuring thread would reach the test as an {@code ExecutionException},
   * a failure rather than a skip.
   */
  private record Measured<T>(CounterAvailability availability, T value) {}

  private static CounterAvailability availabilityOf(CounterGroup g, CounterEvent e) {
    return g.availability().stream().filter(x -> x.event() == e).findFirst().orElseThrow();
  }

  /** On the test thread: skips when the counter was unavailable (after checking it said why), else the value. */
  private static <T> T assumeMeasured(Measured<T> m) {
    CounterAvailability a = m.availability();
    if (!a.available()) {
      assertFalse(a.reason().isBlank(), "an unavailable counter must say why");
    }
    assumeTrue(a.available(), () -> a.event().perfName() + " unavailable here: " + a.reason());
    return m.value();
  }

  private static CounterSample sleepSample(CounterGroup g) throws InterruptedException {
    CounterSnapshot a = g.read();
    Thread.sleep(3);
    return CounterDeltas.between(a, g.read());
  }

  @Test
  void sleepingSampleShowsAContextSwitch() throws Exception {
    try (MeasuringThread t = MeasuringThread.start(Pinning.none())) {
      CounterSample d = assumeMeasured(t.call(() -> {
        try (CounterGroup g = CounterGroup.open(SOFTWARE, PerfSyscalls.real(), PerfAccess.read(HostFiles.real()))) {
          CounterAvailability a = availabilityOf(g, CounterEvent.CONTEXT_SWITCHES);
          return new Measured<>(a, a.available() ? sleepSample(g) : null);
        }
      }));
      assertTrue(d.get(CounterEvent.CONTEXT_SWITCHES) >= 1, d.toString());
      assertTrue(d.contextSwitched());
      assertTrue(d.get(CounterEvent.TASK_CLOCK) > 0, d.toString());
    }
  }

  /** The unprivileged path (EACCES for kernel counting, as under perf_event_paranoid=2) still sees the switch. */
  @Test
  void sleepingSampleShowsAContextSwitchThroughTheFallback() throws Exception {
    PerfSyscalls real = PerfSyscalls.real();
    assumeTrue(real.unavailableReason().isEmpty(), () -> real.unavailableReason().orElse(""));
    PerfSyscalls unprivileged = new RefuseKernelCounting(real);
    try (MeasuringThread t = MeasuringThread.start(Pinning.none())) {
      CounterSample d = t.call(() -> {
        try (CounterGroup g = CounterGroup.open(SOFTWARE, unprivileged, new PerfAccess(2, 0))) {
          CounterAvailability cs = g.availability().get(1);
          assertTrue(cs.available() && cs.reason().contains("getrusage"), cs.reason());
          return sleepSample(g);
        }
      });
      assertTrue(d.get(CounterEvent.CONTEXT_SWITCHES) >= 1, d.toString());
    }
  }

  @Test
  void touchingFreshMemoryRaisesPageFaults() throws Exception {
    try (MeasuringThread t = MeasuringThread.start(Pinning.none())) {
      double[] faults = assumeMeasured(t.call(() -> {
        try (CounterGroup g = CounterGroup.open(SOFTWARE, PerfSyscalls.real(), PerfAccess.read(HostFiles.real()));
            Memory fresh = new Memory(1024 * 4096L)) {
          CounterAvailability pf = availabilityOf(g, CounterEvent.PAGE_FAULTS);
          if (!pf.available()) {
            return new Measured<double[]>(pf, null);
          }
          CounterSnapshot a = g.read();
          CounterSnapshot b = g.read();
          CounterProbe.touch(fresh);
          CounterSnapshot c = g.read();
          return new Measured<>(pf, new double[] {CounterDeltas.between(a, b).get(CounterEvent.PAGE_FAULTS),
              CounterDeltas.between(b, c).get(CounterEvent.PAGE_FAULTS)});
        }
      }));
      assertTrue(faults[1] > faults[0], "idle " + faults[0] + " vs touched " + faults[1]);
      assertTrue(faults[1] >= 1);
    }
  }

  @Test
  void hardwareEventsAreCountedOrExplained() throws Exception {
    try (MeasuringThread t = MeasuringThread.start(Pinning.none())) {
      List<CounterAvailability> hw = t.call(() -> {
        try (CounterGroup g = CounterGroup.openAll()) {
          return g.availability().stream().filter(a -> a.event().isHardware()).toList();
        }
      });
      assertEquals(5, hw.size());
      for (CounterAvailability a : hw) {
        if (!a.available()) {
          assertTrue(a.errno() > 0, a.toString());
          assertTrue(a.reason().contains("(" + Errno.name(a.errno()) + ")"), a.reason());
          assertFalse(a.fix().isBlank(), a.toString());
          if (a.errno() == Errno.ENOENT) {
            assertEquals("hardware events not supported by this CPU/VM (ENOENT)", a.reason());
          }
        }
      }
    }
  }

  /** Delegates to the kernel but answers EACCES for kernel-inclusive opens, as paranoid=2 does for the unprivileged. */
  private static final class RefuseKernelCounting implements PerfSyscalls {
    private final PerfSyscalls real;

    RefuseKernelCounting(PerfSyscalls real) {
      this.real = real;
    }

    @Override
    public int open(byte[] attr, int pid, int cpu, int groupFd, long flags) {
      if ((attr[PerfAbi.OFF_FLAGS] & PerfAbi.FLAG_EXCLUDE_KERNEL) == 0) {
        return -Errno.EACCES;
      }
      return real.open(attr, pid, cpu, groupFd, flags);
    }

    @Override
    public int ioctl(int fd, long request, long arg) {
      return real.ioctl(fd, request, arg);
    }

    @Override
    public long eventId(int fd) {
      return real.eventId(fd);
    }

    @Override
    public int read(int fd, byte[] buf) {
      return real.read(fd, buf);
    }

    @Override
    public void close(int fd) {
      real.close(fd);
    }

    @Override
    public long threadContextSwitches() {
      return real.threadContextSwitches();
    }

    @Override
    public int currentCpu() {
      return real.currentCpu();
    }

    @Override
    public Optional<String> unavailableReason() {
      return real.unavailableReason();
    }
  }
}
