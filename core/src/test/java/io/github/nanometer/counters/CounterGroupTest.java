package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.os.Errno;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bare-metal paths on a fake PMU: grouping, id mapping, multiplex scaling, injected errno. */
class CounterGroupTest {

  private static final PerfAccess ACCESS = new PerfAccess(2, 0);
  private static final List<PerfEvent> ALL = List.of(PerfEvent.values());

  private static CounterAvailability of(CounterGroup g, PerfEvent e) {
    return g.availability().stream().filter(a -> a.event() == e).findFirst().orElseThrow();
  }

  @Test
  void fullPmuOpensEveryEventInTwoGroups() {
    FakePmu pmu = new FakePmu();
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      assertEquals(ALL, g.events());
      assertEquals(2, pmu.groupCount());
      assertTrue(g.availability().stream().allMatch(CounterAvailability::available));
      assertTrue(of(g, PerfEvent.CYCLES).reason().contains("user space only"));
      assertTrue(of(g, PerfEvent.CONTEXT_SWITCHES).reason().contains("in the kernel"));
      // Deltas of one read to the next: one tick of 1000 ns, so each event counts its rate.
      CounterSnapshot a = g.read();
      CounterSnapshot b = g.read();
      CounterDeltas d = CounterDeltas.between(a, b);
      for (PerfEvent e : ALL) {
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
      CounterDeltas d = CounterDeltas.between(g.read(), g.read());
      for (PerfEvent e : ALL) {
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
        for (PerfEvent e : ALL) {
          assertEquals(FakePmu.rate(e), columns.get(sample).get(e), 0.0, e.perfName() + " in sample " + sample);
        }
      }
      CounterSnapshot copy = after.snapshot();
      g.readInto(after);
      assertTrue(after.value(0) > copy.value(0), "a snapshot is a copy; the reading moves on");
      assertThrows(IllegalArgumentException.class, () -> g.readInto(new CounterReading(List.of(PerfEvent.CYCLES))));
    }
  }

  @Test
  void multiplexedGroupsAreScaledBackToFullRate() {
    FakePmu pmu = new FakePmu();
    pmu.runningFraction = 0.25;
    try (CounterGroup g = CounterGroup.open(List.of(PerfEvent.CYCLES, PerfEvent.INSTRUCTIONS), pmu, ACCESS)) {
      CounterSnapshot a = g.read();
      CounterSnapshot b = g.read();
      CounterDeltas d = CounterDeltas.between(a, b);
      // Per tick: enabled +1000, running +250, raw +rate/4 -> scaled back to rate.
      assertEquals(FakePmu.rate(PerfEvent.CYCLES), d.get(PerfEvent.CYCLES), 1e-9);
      assertEquals(0.25, d.runningFraction()[1], 1e-12);
      assertEquals(FakePmu.rate(PerfEvent.INSTRUCTIONS) / 4, d.raw()[1]);
    }
  }

  @Test
  void unsupportedHardwareLeavesSoftwareCounting() {
    FakePmu pmu = new FakePmu();
    for (PerfEvent e : ALL) {
      if (e.isHardware()) {
        pmu.openErrno.put(e, Errno.ENOENT);
      }
    }
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      assertEquals(List.of(PerfEvent.TASK_CLOCK, PerfEvent.CONTEXT_SWITCHES, PerfEvent.CPU_MIGRATIONS,
          PerfEvent.PAGE_FAULTS), g.events());
      assertEquals("hardware events not supported by this CPU/VM (ENOENT)", of(g, PerfEvent.REF_CYCLES).reason());
      assertEquals(1, pmu.groupCount());
      assertEquals(FakePmu.rate(PerfEvent.PAGE_FAULTS),
          CounterDeltas.between(g.read(), g.read()).get(PerfEvent.PAGE_FAULTS), 0.0);
    }
  }

  @Test
  void injectedErrnoPerEventMapsToItsReason() {
    FakePmu pmu = new FakePmu();
    pmu.openErrno.put(PerfEvent.CYCLES, Errno.EOPNOTSUPP);
    pmu.openErrno.put(PerfEvent.INSTRUCTIONS, Errno.EACCES);
    pmu.openErrno.put(PerfEvent.BRANCHES, Errno.EINVAL);
    pmu.openErrno.put(PerfEvent.TASK_CLOCK, Errno.EPERM);
    try (CounterGroup g = CounterGroup.open(ALL, pmu, new PerfAccess(2, 2))) {
      assertTrue(of(g, PerfEvent.CYCLES).reason().endsWith("(EOPNOTSUPP)"));
      assertTrue(of(g, PerfEvent.INSTRUCTIONS).reason().startsWith("perf_event_paranoid=2 forbids"));
      assertTrue(of(g, PerfEvent.BRANCHES).reason().contains("(EINVAL)"));
      assertEquals("seccomp blocks perf_event_open (EPERM)", of(g, PerfEvent.TASK_CLOCK).reason());
      assertTrue(of(g, PerfEvent.BRANCH_MISSES).available());
      assertEquals(List.of(PerfEvent.BRANCH_MISSES, PerfEvent.REF_CYCLES, PerfEvent.CONTEXT_SWITCHES,
          PerfEvent.CPU_MIGRATIONS, PerfEvent.PAGE_FAULTS), g.events());
    }
  }

  @Test
  void memberRefusedByTheGroupIsRetriedAsItsOwnLeader() {
    FakePmu pmu = new FakePmu();
    pmu.memberErrno.put(PerfEvent.BRANCH_MISSES, Errno.EINVAL);
    try (CounterGroup g = CounterGroup.open(List.of(PerfEvent.CYCLES, PerfEvent.BRANCH_MISSES), pmu, ACCESS)) {
      assertEquals(2, pmu.groupCount());
      assertTrue(of(g, PerfEvent.BRANCH_MISSES).available());
      CounterDeltas d = CounterDeltas.between(g.read(), g.read());
      assertEquals(FakePmu.rate(PerfEvent.BRANCH_MISSES), d.get(PerfEvent.BRANCH_MISSES), 0.0);
    }
  }

  @Test
  void kernelSideEventsFallBackWhenKernelCountingIsRefused() {
    FakePmu pmu = new FakePmu();
    pmu.kernelIncludedErrno = Errno.EACCES;
    try (CounterGroup g = CounterGroup.open(ALL, pmu, ACCESS)) {
      assertTrue(of(g, PerfEvent.CONTEXT_SWITCHES).reason().contains("getrusage"));
      assertTrue(of(g, PerfEvent.CPU_MIGRATIONS).reason().contains("sched_getcpu"));
      pmu.contextSwitches = 10;
      pmu.cpu = 0;
      CounterSnapshot a = g.read();
      pmu.contextSwitches = 12;
      pmu.cpu = 1;
      CounterSnapshot b = g.read();
      CounterDeltas d = CounterDeltas.between(a, b);
      assertEquals(2.0, d.get(PerfEvent.CONTEXT_SWITCHES), 0.0);
      assertEquals(1.0, d.get(PerfEvent.CPU_MIGRATIONS), 0.0);
      assertTrue(d.contextSwitched() && d.migrated());
      CounterDeltas calm = CounterDeltas.between(b, g.read());
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
        () -> CounterGroup.open(List.of(PerfEvent.CYCLES, PerfEvent.CYCLES), pmu, ACCESS));
    CounterGroup g = CounterGroup.open(List.of(PerfEvent.CYCLES), pmu, ACCESS);
    g.close();
    g.close();
    assertThrows(IllegalStateException.class, g::read);
  }

  @Test
  void calibrationFindsThePerReadCountsOfTheFake() {
    FakePmu pmu = new FakePmu();
    try (CounterGroup g = CounterGroup.open(List.of(PerfEvent.INSTRUCTIONS, PerfEvent.PAGE_FAULTS), pmu, ACCESS)) {
      ReadOverhead o = ReadOverhead.calibrate(g, ReadOverhead.MIN_PAIRS);
      // Every back-to-back pair is one tick apart in the fake, so the overhead is one tick's rate.
      assertEquals(FakePmu.rate(PerfEvent.INSTRUCTIONS), o.of(PerfEvent.INSTRUCTIONS), 0.0);
      assertTrue(o.readCostNanos() > 0);
      assertEquals(0.0, CounterDeltas.between(g.read(), g.read(), o).get(PerfEvent.INSTRUCTIONS), 0.0);
      assertThrows(IllegalArgumentException.class, () -> ReadOverhead.calibrate(g, 1));
    }
  }
}
