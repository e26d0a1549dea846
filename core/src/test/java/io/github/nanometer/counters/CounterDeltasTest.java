package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scaling and overhead math; expected values computed by hand in each comment. */
class CounterDeltasTest {

  /** Instructions, context switches, migrations: the events of these tests and CounterDeltaColumnsTest's. */
  static final List<CounterEvent> EVENTS =
      List.of(CounterEvent.INSTRUCTIONS, CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS);

  /** A snapshot of {@link #EVENTS}: switches and migrations always running, instructions {@code running} of {@code enabled}. */
  static CounterSnapshot snap(long ins, long cs, long mig, long enabled, long running) {
    return new CounterSnapshot(EVENTS, new long[] {ins, cs, mig}, new long[] {enabled, enabled, enabled},
        new long[] {running, enabled, enabled});
  }

  @Test
  void fullyRunningIntervalIsTheRawDifference() {
    CounterSample d = CounterDeltas.between(snap(100, 0, 0, 1000, 1000), snap(600, 0, 0, 2000, 2000));
    assertArrayEquals(new long[] {500, 0, 0}, d.raw());
    assertEquals(500.0, d.get(CounterEvent.INSTRUCTIONS), 0.0);
    assertEquals(1.0, d.runningFraction()[0], 0.0);
    assertFalse(d.disturbed());
  }

  @Test
  void multiplexedIntervalIsScaledByEnabledOverRunning() {
    // dEnabled = 1000, dRunning = 250: 300 raw -> 300 * 1000 / 250 = 1200.
    CounterSample d = CounterDeltas.between(snap(0, 0, 0, 1000, 500), snap(300, 0, 0, 2000, 750));
    assertEquals(1200.0, d.get(CounterEvent.INSTRUCTIONS), 1e-9);
    assertEquals(0.25, d.runningFraction()[0], 1e-12);
  }

  @Test
  void intervalNeverOnThePmuIsNotCountedRatherThanZero() {
    CounterSample d = CounterDeltas.between(snap(0, 0, 0, 1000, 500), snap(0, 0, 0, 2000, 500));
    assertTrue(Double.isNaN(d.get(CounterEvent.INSTRUCTIONS)));
    assertEquals(0.0, d.runningFraction()[0], 0.0);
    assertTrue(Double.isNaN(CounterDeltas.scale(5, 100, 0)));
    assertEquals(0.0, CounterDeltas.scale(0, 0, 0), 0.0);
  }

  @Test
  void failedReadGivesNaN() {
    CounterSample d = CounterDeltas.between(snap(0, 0, 0, -1, -1), snap(10, 0, 0, 100, 100));
    assertTrue(Double.isNaN(d.get(CounterEvent.INSTRUCTIONS)));
    assertTrue(Double.isNaN(d.runningFraction()[0]));
  }

  @Test
  void overheadIsSubtractedAndClampedAtZero() {
    ReadOverhead o = new ReadOverhead(EVENTS, new double[] {120, 0, 0}, 800);
    assertEquals(380.0, CounterDeltas.between(snap(0, 0, 0, 0, 0), snap(500, 0, 0, 10, 10), o)
        .get(CounterEvent.INSTRUCTIONS), 0.0);
    assertEquals(0.0, CounterDeltas.between(snap(0, 0, 0, 0, 0), snap(100, 0, 0, 10, 10), o)
        .get(CounterEvent.INSTRUCTIONS), 0.0);
    assertEquals(120.0, o.of(CounterEvent.INSTRUCTIONS), 0.0);
    assertTrue(Double.isNaN(o.of(CounterEvent.CYCLES)));
  }

  @Test
  void switchesAndMigrationsMarkTheSample() {
    CounterSample cs = CounterDeltas.between(snap(0, 3, 1, 0, 0), snap(0, 4, 1, 10, 10));
    assertTrue(cs.contextSwitched());
    assertFalse(cs.migrated());
    CounterSample mig = CounterDeltas.between(snap(0, 3, 1, 0, 0), snap(0, 3, 2, 10, 10));
    assertTrue(mig.migrated());
    CounterSample calm = CounterDeltas.between(snap(0, 3, 1, 0, 0), snap(0, 3, 1, 10, 10));
    assertEquals(2, CounterDeltas.disturbedCount(List.of(cs, mig, calm)));
  }

  @Test
  void eventsWithoutSwitchCountersAreNeverMarked() {
    List<CounterEvent> only = List.of(CounterEvent.TASK_CLOCK);
    CounterSnapshot a = new CounterSnapshot(only, new long[] {0}, new long[] {0}, new long[] {0});
    CounterSnapshot b = new CounterSnapshot(only, new long[] {9}, new long[] {9}, new long[] {9});
    assertFalse(CounterDeltas.between(a, b).disturbed());
    assertFalse(CounterDeltas.between(CounterSnapshot.empty(), CounterSnapshot.empty()).disturbed());
  }

  @Test
  void mismatchedEventsAreRejected() {
    CounterSnapshot other = new CounterSnapshot(List.of(CounterEvent.CYCLES), new long[1], new long[1], new long[1]);
    assertThrows(IllegalArgumentException.class, () -> CounterDeltas.between(snap(0, 0, 0, 0, 0), other));
    assertThrows(IllegalArgumentException.class,
        () -> new CounterSnapshot(EVENTS, new long[1], new long[3], new long[3]));
  }
}
