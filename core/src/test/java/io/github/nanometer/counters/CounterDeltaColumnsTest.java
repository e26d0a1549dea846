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

/** The flat per-sample table gives back exactly what one CounterSample per sample would hold. */
class CounterDeltaColumnsTest {

  private static final List<CounterEvent> EVENTS = CounterDeltasTest.EVENTS;

  private static CounterSnapshot snap(long ins, long cs, long mig, long enabled, long running) {
    return CounterDeltasTest.snap(ins, cs, mig, enabled, running);
  }

  @Test
  void everyRowEqualsTheDeltasBetweenItsSnapshots() {
    CounterDeltaColumns table = new CounterDeltaColumns(EVENTS);
    ReadOverhead overhead = new ReadOverhead(EVENTS, new double[] {7, 0, 0}, 500);
    // 1,000 rows: the arrays double from 256 rows twice; row i counts 100 + i instructions, a
    // context switch on every 10th row, a migration on every 25th, multiplexed (half running) on odd rows.
    for (int i = 0; i < 1000; i++) {
      CounterSnapshot before = snap(1000L * i, i, i, 10_000L * i, 10_000L * i - (i % 2) * 1000L * i);
      CounterSnapshot after = snap(1000L * i + 100 + i, i + (i % 10 == 0 ? 1 : 0), i + (i % 25 == 0 ? 1 : 0),
          10_000L * i + 2000, 10_000L * i - (i % 2) * 1000L * i + (i % 2 == 1 ? 1000 : 2000));
      table.add(before, after, overhead);
      CounterSample expected = CounterDeltas.between(before, after, overhead);
      CounterSample got = table.get(i);
      assertArrayEquals(expected.raw(), got.raw(), "row " + i);
      assertArrayEquals(expected.scaled(), got.scaled(), 0.0, "row " + i);
      assertArrayEquals(expected.runningFraction(), got.runningFraction(), 0.0, "row " + i);
      assertEquals(expected.disturbed(), table.disturbed(i), "row " + i);
    }
    assertEquals(1000, table.size());
    // Odd rows ran half the time: 100 + i raw becomes 2 * (100 + i) - 7.
    assertEquals(2 * (100 + 3) - 7, table.get(3).get(CounterEvent.INSTRUCTIONS), 1e-9);
    assertEquals(100 + 4 - 7, table.get(4).get(CounterEvent.INSTRUCTIONS), 1e-9);
    assertTrue(table.disturbed(10));
    assertTrue(table.disturbed(25));
    assertFalse(table.disturbed(11));
    List<CounterSample> all = table.toList();
    assertEquals(1000, all.size());
    assertEquals(100 + 998 - 7, all.get(998).get(CounterEvent.INSTRUCTIONS), 1e-9);
    // Rows divisible by 10 (100) or by 25 (40), less those divisible by both, 50 (20): 120.
    assertEquals(120, CounterDeltas.disturbedCount(all));
  }

  @Test
  void withoutSwitchOrMigrationEventsNothingIsDisturbed() {
    List<CounterEvent> onlyInstructions = List.of(CounterEvent.INSTRUCTIONS);
    CounterDeltaColumns table = new CounterDeltaColumns(onlyInstructions);
    CounterSnapshot a = new CounterSnapshot(onlyInstructions, new long[] {0}, new long[] {0}, new long[] {0});
    CounterSnapshot b = new CounterSnapshot(onlyInstructions, new long[] {5}, new long[] {10}, new long[] {10});
    table.add(a, b, ReadOverhead.none(onlyInstructions));
    assertFalse(table.disturbed(0));
    assertEquals(5.0, table.get(0).get(CounterEvent.INSTRUCTIONS), 0.0);
  }

  @Test
  void refusesOtherEventsAndRowsNotTaken() {
    CounterDeltaColumns table = new CounterDeltaColumns(EVENTS);
    List<CounterEvent> other = List.of(CounterEvent.INSTRUCTIONS);
    CounterSnapshot a = new CounterSnapshot(other, new long[] {0}, new long[] {0}, new long[] {0});
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> table.add(a, a, ReadOverhead.none(other)));
    assertTrue(e.getMessage().contains("not this table's"), e.getMessage());
    IndexOutOfBoundsException out = assertThrows(IndexOutOfBoundsException.class, () -> table.get(0));
    assertEquals("sample 0 is not in 0..-1", out.getMessage());
    assertThrows(IndexOutOfBoundsException.class, () -> table.disturbed(-1));
    assertTrue(table.toList().isEmpty());
    assertThrows(IllegalArgumentException.class, () -> new CounterDeltaColumns(null));
  }
}
