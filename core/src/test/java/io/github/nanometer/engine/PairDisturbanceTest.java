package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The paired run's discard / shorten rule for disturbed pairs, on scripted marks. */
class PairDisturbanceTest {

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
