package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.os.Errno;
import io.github.nanometer.spi.SpiSeams;
import io.github.nanometer.spi.ThreadCounters;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The spi's view of a counter group on the fake PMU, on which every group read adds one tick: counts
 * of a region come in the order the events were asked for, less the read overhead once calibrated,
 * and a refused event says why.
 */
class ThreadCountersTest {

  private static final PerfAccess OPEN = new PerfAccess(1, 0);
  /** Not the kernel's order (cycles opens first): the sums must follow this list. */
  private static final List<CounterEvent> EVENTS = List.of(CounterEvent.BRANCH_MISSES, CounterEvent.CYCLES);

  @Test
  void aRegionsCountsAreAddedInTheOrderOfTheEventsAskedFor() {
    FakePmu pmu = new FakePmu();
    try (ThreadCounters c = SpiSeams.counters(EVENTS, pmu, OPEN)) {
      assertEquals(EVENTS, c.events());
      assertTrue(c.anyCounted());
      assertEquals(Optional.empty(), c.whyNotCounted(CounterEvent.CYCLES));
      double[] sums = {1, 2};
      c.start();
      pmu.advance(10);
      c.addSinceStart(sums);
      // 10 ticks of work and the tick of the closing read: nothing is subtracted before calibration
      assertEquals(1 + 11 * FakePmu.rate(CounterEvent.BRANCH_MISSES), sums[0], 1e-9);
      assertEquals(2 + 11 * FakePmu.rate(CounterEvent.CYCLES), sums[1], 1e-9);
    }
  }

  @Test
  void theCalibratedReadOverheadIsSubtracted() {
    FakePmu pmu = new FakePmu();
    try (ThreadCounters c = SpiSeams.counters(EVENTS, pmu, OPEN)) {
      c.calibrateReadOverhead(ReadOverhead.MIN_PAIRS);
      double[] sums = new double[2];
      c.start();
      pmu.advance(10);
      c.addSinceStart(sums);
      assertEquals(10 * FakePmu.rate(CounterEvent.BRANCH_MISSES), sums[0], 1e-9);
      assertEquals(10 * FakePmu.rate(CounterEvent.CYCLES), sums[1], 1e-9);
      assertThrows(IllegalArgumentException.class, () -> c.calibrateReadOverhead(ReadOverhead.MIN_PAIRS - 1));
    }
  }

  @Test
  void aRefusedEventSaysWhyAndCountsNan() {
    FakePmu pmu = new FakePmu();
    pmu.openErrno.put(CounterEvent.CYCLES, Errno.ENOENT);
    try (ThreadCounters c = SpiSeams.counters(EVENTS, pmu, OPEN)) {
      assertTrue(c.anyCounted());
      assertTrue(c.whyNotCounted(CounterEvent.CYCLES).orElseThrow().length() > 10, c.whyNotCounted(CounterEvent.CYCLES).toString());
      assertEquals(Optional.empty(), c.whyNotCounted(CounterEvent.BRANCH_MISSES));
      double[] sums = new double[2];
      c.start();
      c.addSinceStart(sums);
      assertEquals(FakePmu.rate(CounterEvent.BRANCH_MISSES), sums[0], 1e-9);
      assertTrue(Double.isNaN(sums[1]));
    }
    pmu.openErrno.put(CounterEvent.BRANCH_MISSES, Errno.ENOENT);
    try (ThreadCounters none = SpiSeams.counters(EVENTS, pmu, OPEN)) {
      assertFalse(none.anyCounted());
    }
  }

  @Test
  void misuseIsRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> SpiSeams.counters(List.of(CounterEvent.CYCLES, CounterEvent.CYCLES), new FakePmu(), OPEN));
    assertThrows(IllegalArgumentException.class, () -> ThreadCounters.open(EVENTS, null));
    ThreadCounters c = SpiSeams.counters(EVENTS, new FakePmu(), OPEN);
    assertThrows(IllegalArgumentException.class, () -> c.whyNotCounted(CounterEvent.INSTRUCTIONS));
    assertThrows(IllegalStateException.class, () -> c.addSinceStart(new double[2]));
    c.start();
    assertThrows(IllegalArgumentException.class, () -> c.addSinceStart(new double[1]));
    c.close();
    assertThrows(IllegalStateException.class, c::start);
  }
}
