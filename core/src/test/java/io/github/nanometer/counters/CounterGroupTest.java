package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.os.Errno;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bare-metal paths on a fake PMU: grouping, id mapping, multiplex scaling, injected errno. */
class CounterGroupTest {

  private static final PerfAccess ACCESS = new PerfAccess(2, 0);
  private static final List<CounterEvent> ALL = List.of(CounterEvent.values());

  private static CounterAvailability of(CounterGroup g, CounterEvent e) {
    return g.availability().stream().filter(a -> a.event() == e).findFirst().orElseThrow();
  }

  @Test
  void fullPmuOpensEveryEventInTwoGroups() {
    FakePmu pmu = new FakePmu();
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      assertEquals(ALL, g.events());
      assertEquals(2, pmu.groupCount());
      assertTrue(g.availability().stream().allMatch(CounterAvailability::available));
      assertTrue(of(g, CounterEvent.CYCLES).reason().contains("user space only"));
      assertTrue(of(g, CounterEvent.CONTEXT_SWITCHES).reason().contains("in the kernel"));
      // Deltas of one read to the next: one tick of 1000 ns, so each event counts its rate.
      CounterSnapshot a = g.read();
      CounterSnapshot b = g.read();
      CounterSample d = CounterDeltas.between(a, b);
      for (CounterEvent e : ALL) {
        assertEquals(FakePmu.rate(e), d.get(e), 0.0, e.perfName());
      }
    }
    assertEquals(9, pmu.closed.size());
  }

  /** Each value of a group read goes to its event by the id beside it, whatever order the read lists. */
  @Test
  void valuesFindTheirEventsByIdInAnyReadOrder() {
    FakePmu pmu = new FakePmu();
    pmu.reverseReadOrder = true;
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      CounterSample d = CounterDeltas.between(g.read(), g.read());
      for (CounterEvent e : ALL) {
        assertEquals(FakePmu.rate(e), d.get(e), 0.0, e.perfName());
      }
    }
  }

  @Test
  void readingsIntoReusedHoldersGiveTheSameDeltasAsSnapshots() {
    FakePmu pmu = new FakePmu();
    pmu.reverseReadOrder = true;
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      CounterReading before = new CounterReading(g.events());
      CounterReading after = new CounterReading(g.events());
      CounterDeltaColumns columns = new CounterDeltaColumns(g.events());
      for (int sample = 0; sample < 3; sample++) { // the same two holders, overwritten each time
        g.readInto(before);
        g.readInto(after);
        columns.add(before, after, ReadOverhead.none(g.events()));
      }
      for (int sample = 0; sample < 3; sample++) {
        for (CounterEvent e : ALL) {
          assertEquals(FakePmu.rate(e), columns.get(sample).get(e), 0.0, e.perfName() + " in sample " + sample);
        }
      }
      CounterSnapshot copy = after.snapshot();
      g.readInto(after);
      assertTrue(after.value(0) > copy.value(0), "a snapshot is a copy; the reading moves on");
      assertThrows(IllegalArgumentException.class, () -> g.readInto(new CounterReading(List.of(CounterEvent.CYCLES))));
    }
  }

  @Test
  void multiplexedGroupsAreScaledBackToFullRate() {
    FakePmu pmu = new FakePmu();
    pmu.runningFraction = 0.25;
    try (CounterGroup g = CounterGroup.open(List.of(CounterEvent.CYCLES, CounterEvent.INSTRUCTIONS), pmu, ACCESS)) {
      CounterSnapshot a = g.read();
      CounterSnapshot b = g.read();
      CounterSample d = CounterDeltas.between(a, b);
      // Per tick: enabled +1000, running +250, raw +rate/4 -> scaled back to rate.
      assertEquals(FakePmu.rate(CounterEvent.CYCLES), d.get(CounterEvent.CYCLES), 1e-9);
      assertEquals(0.25, d.runningFraction()[1], 1e-12);
      assertEquals(FakePmu.rate(CounterEvent.INSTRUCTIONS) / 4, d.raw()[1]);
    }
  }

  @Test
  void unsupportedHardwareLeavesSoftwareCounting() {
    FakePmu pmu = new FakePmu();
    for (CounterEvent e : ALL) {
      if (e.isHardware()) {
        pmu.openErrno.put(e, Errno.ENOENT);
      }
    }
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      assertEquals(List.of(CounterEvent.TASK_CLOCK, CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS,
          CounterEvent.PAGE_FAULTS), g.events());
      assertEquals("hardware events not supported by this CPU/VM (ENOENT)", of(g, CounterEvent.REF_CYCLES).reason());
      assertEquals(1, pmu.groupCount());
      assertEquals(FakePmu.rate(CounterEvent.PAGE_FAULTS),
          CounterDeltas.between(g.read(), g.read()).get(CounterEvent.PAGE_FAULTS), 0.0);
    }
  }

  @Test
  void injectedErrnoPerEventMapsToItsReason() {
    FakePmu pmu = new FakePmu();
    pmu.openErrno.put(CounterEvent.CYCLES, Errno.EOPNOTSUPP);
    pmu.openErrno.put(CounterEvent.INSTRUCTIONS, Errno.EACCES);
    pmu.openErrno.put(CounterEvent.BRANCHES, Errno.EINVAL);
    pmu.openErrno.put(CounterEvent.TASK_CLOCK, Errno.EPERM);
    try (CounterGroup g = CounterGroup.open(ALL, pmu, new PerfAccess(2, 2))) {
      assertTrue(of(g, CounterEvent.CYCLES).reason().endsWith("(EOPNOTSUPP)"));
      assertTrue(of(g, CounterEvent.INSTRUCTIONS).reason().startsWith("perf_event_paranoid=2 forbids"));
      assertTrue(of(g, CounterEvent.BRANCHES).reason().contains("(EINVAL)"));
      assertEquals("seccomp blocks perf_event_open (EPERM)", of(g, CounterEvent.TASK_CLOCK).reason());
      assertTrue(of(g, CounterEvent.BRANCH_MISSES).available());
      assertEquals(List.of(CounterEvent.BRANCH_MISSES, CounterEvent.REF_CYCLES, CounterEvent.CONTEXT_SWITCHES,
          CounterEvent.CPU_MIGRATIONS, CounterEvent.PAGE_FAULTS), g.events());
    }
  }

  @Test
  void memberRefusedByTheGroupIsRetriedAsItsOwnLeader() {
    FakePmu pmu = new FakePmu();
    pmu.memberErrno.put(CounterEvent.BRANCH_MISSES, Errno.EINVAL);
    try (CounterGroup g = CounterGroup.open(List.of(CounterEvent.CYCLES, CounterEvent.BRANCH_MISSES), pmu, ACCESS)) {
      assertEquals(2, pmu.groupCount());
      assertTrue(of(g, CounterEvent.BRANCH_MISSES).available());
      CounterSample d = CounterDeltas.between(g.read(), g.read());
      assertEquals(FakePmu.rate(CounterEvent.BRANCH_MISSES), d.get(CounterEvent.BRANCH_MISSES), 0.0);
    }
  }

  @Test
  void kernelSideEventsFallBackWhenKernelCountingIsRefused() {
    FakePmu pmu = new FakePmu();
    pmu.kernelIncludedErrno = Errno.EACCES;
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      assertTrue(of(g, CounterEvent.CONTEXT_SWITCHES).reason().contains("getrusage"));
      assertTrue(of(g, CounterEvent.CPU_MIGRATIONS).reason().contains("sched_getcpu"));
      pmu.contextSwitches = 10;
      pmu.cpu = 0;
      CounterSnapshot a = g.read();
      pmu.contextSwitches = 12;
      pmu.cpu = 1;
      CounterSnapshot b = g.read();
      CounterSample d = CounterDeltas.between(a, b);
      assertEquals(2.0, d.get(CounterEvent.CONTEXT_SWITCHES), 0.0);
      assertEquals(1.0, d.get(CounterEvent.CPU_MIGRATIONS), 0.0);
      assertTrue(d.contextSwitched() && d.migrated());
      CounterSample calm = CounterDeltas.between(b, g.read());
      assertFalse(calm.disturbed());
    }
  }

  @Test
  void noBindingMakesEveryEventUnavailableWithTheReason() {
    try (CounterGroup g = CounterGroup.open(ALL, PerfSyscalls.unavailable("not Linux"), ACCESS)) {
      assertTrue(g.events().isEmpty());
      assertEquals(9, g.availability().size());
      assertTrue(g.availability().stream().allMatch(a -> !a.available() && a.reason().contains("not Linux")));
      CounterSnapshot s = g.read();
      assertEquals(0, s.events().size());
    }
  }

  @Test
  void misuseIsRejected() {
    FakePmu pmu = new FakePmu();
    assertThrows(IllegalArgumentException.class,
        () -> CounterGroup.open(List.of(CounterEvent.CYCLES, CounterEvent.CYCLES), pmu, ACCESS));
    CounterGroup g = CounterGroup.open(List.of(CounterEvent.CYCLES), pmu, ACCESS);
    g.close();
    g.close();
    assertThrows(IllegalStateException.class, g::read);
  }

  @Test
  void calibrationFindsThePerReadCountsOfTheFake() {
    FakePmu pmu = new FakePmu();
    try (CounterGroup g = CounterGroup.open(List.of(CounterEvent.INSTRUCTIONS, CounterEvent.PAGE_FAULTS), pmu, ACCESS)) {
      ReadOverhead o = ReadOverhead.calibrate(g, ReadOverhead.MIN_PAIRS);
      // Every back-to-back pair is one tick apart in the fake, so the overhead is one tick's rate.
      assertEquals(FakePmu.rate(CounterEvent.INSTRUCTIONS), o.of(CounterEvent.INSTRUCTIONS), 0.0);
      assertTrue(o.readCostNanos() > 0);
      assertEquals(0.0, CounterDeltas.between(g.read(), g.read(), o).get(CounterEvent.INSTRUCTIONS), 0.0);
      assertThrows(IllegalArgumentException.class, () -> ReadOverhead.calibrate(g, 1));
    }
  }
}
