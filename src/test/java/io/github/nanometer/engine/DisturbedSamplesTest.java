package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.PerfEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which samples the estimates use, and the paired run's discard / shorten rule, on scripted marks. */
class DisturbedSamplesTest {

  static CounterDeltas switches(long n) {
    return new CounterDeltas(List.of(PerfEvent.CONTEXT_SWITCHES, PerfEvent.CPU_MIGRATIONS), new long[] {n, 0},
        new double[] {n, 0}, new double[] {1, 1});
  }

  static CounterDeltas migrated() {
    return new CounterDeltas(List.of(PerfEvent.CONTEXT_SWITCHES, PerfEvent.CPU_MIGRATIONS), new long[] {0, 1},
        new double[] {0, 1}, new double[] {1, 1});
  }

  private static List<CounterDeltas> marks(String pattern) {
    List<CounterDeltas> out = new ArrayList<>();
    for (char c : pattern.toCharArray()) {
      out.add(c == 's' ? switches(1) : c == 'm' ? migrated() : switches(0));
    }
    return out;
  }

  @Test
  void disturbedSamplesAreLeftOutAndCounted() {
    List<CounterDeltas> m = marks("..s..m....");
    assertArrayEquals(new int[] {0, 1, 3, 4, 6, 7, 8, 9}, DisturbedSamples.keptIndices(m, 10));
    assertEquals(2, DisturbedSamples.droppedCount(m, 10));
    String note = DisturbedSamples.note(m, 10);
    assertTrue(note.startsWith("2 of 10 samples were disturbed"), note);
    assertTrue(note.contains("left out of the estimates; the raw data keeps them"), note);
  }

  @Test
  void everySampleIsKeptWhenTooFewCleanOnesWouldRemain() {
    // 1 clean of 5: below MIN_KEPT; 2 clean of 30: below 10%
    assertEquals(5, DisturbedSamples.keptIndices(marks("ss.ss"), 5).length);
    assertEquals(30, DisturbedSamples.keptIndices(marks("..ssssssssssssssssssssssssssss"), 30).length);
    assertEquals(0, DisturbedSamples.droppedCount(marks("ss.ss"), 5));
    assertTrue(DisturbedSamples.note(marks("ss.ss"), 5).contains("kept: too few undisturbed"));
    // 3 clean of 30 is exactly 10%: dropped
    assertEquals(3, DisturbedSamples.keptIndices(marks("...sssssssssssssssssssssssssss"), 30).length);
  }

  @Test
  void withoutOneMarkPerSampleNothingIsDropped() {
    assertEquals(4, DisturbedSamples.keptIndices(List.of(), 4).length);
    assertEquals(4, DisturbedSamples.keptIndices(marks("s."), 4).length);
    assertEquals("", DisturbedSamples.note(List.of(), 4));
    assertEquals("", DisturbedSamples.note(marks("...."), 4));
  }

  @Test
  void pairsWithADisturbedSideAreDiscardedWithinTheBound() {
    PairDisturbance d = new PairDisturbance(1000, Double.NaN);
    for (int i = 0; i < PairDisturbance.FREE_DISCARDS; i++) {
      assertTrue(d.discard(true));
    }
    assertTrue(!d.discard(true), "bound reached with no kept pair: the 21st disturbed pair is kept");
    assertEquals(1, d.keptDisturbed());
    // one kept pair allows DISCARDS_PER_KEPT_PAIR more discards
    for (int i = 0; i < PairDisturbance.DISCARDS_PER_KEPT_PAIR; i++) {
      assertTrue(d.discard(true));
    }
    assertTrue(!d.discard(true));
    assertTrue(!d.discard(false));
    assertEquals(PairDisturbance.FREE_DISCARDS + PairDisturbance.DISCARDS_PER_KEPT_PAIR, d.discarded());
    String note = d.note().orElseThrow();
    assertTrue(note.startsWith("23 of 26 pairs had a disturbed side"), note);
    assertTrue(note.contains("2 disturbed pairs were kept"), note);
    assertEquals(1000, d.evaluationsPerSample(), "no warm-up time per evaluation: never shortened");
  }

  @Test
  void frequentDisturbanceHalvesSamplesDownToTheFloor() {
    // 1000 evals of 1 us = 1 ms samples; the floor is 200 us = 200 evals
    PairDisturbance d = new PairDisturbance(1000, 1000);
    for (int i = 0; i < PairDisturbance.WINDOW; i++) {
      d.discard(i % 2 == 0); // half the window disturbed
    }
    assertEquals(500, d.evaluationsPerSample());
    for (int i = 0; i < PairDisturbance.WINDOW; i++) {
      d.discard(i % 4 == 0); // a quarter: no change
    }
    assertEquals(500, d.evaluationsPerSample());
    for (int w = 0; w < 3; w++) {
      for (int i = 0; i < PairDisturbance.WINDOW; i++) {
        d.discard(true);
      }
    }
    assertEquals(250, d.evaluationsPerSample(), "250 / 2 = 125 would fall below the 200-evaluation floor");
    assertTrue(d.note().orElseThrow().contains("samples shortened from 1000 to 250 evaluations"));
  }

  @Test
  void quietPairsLeaveNoNote() {
    PairDisturbance d = new PairDisturbance(10, 5);
    for (int i = 0; i < 40; i++) {
      assertTrue(!d.discard(false));
    }
    assertEquals(Optional.empty(), d.note());
    assertEquals(10, d.evaluationsPerSample());
  }
}
