package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.clock.Clock;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The clock choice with fake clocks and calibrations: what each choice picks, and the reason it records. */
class ClockSelectionTest {

  private static Clock fake(String name, double nanosPerTick) {
    return new Clock() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public long readTicks() {
        return 0;
      }

      @Override
      public double nanosPerTick() {
        return nanosPerTick;
      }
    };
  }

  private static final ClockSelection.Candidate NANO = new ClockSelection.Candidate(fake("nanoTime", 1),
      new ClockSummary("nanoTime", 25, 30, 3000, 30, 30));
  private static final ClockSelection.Candidate TSC = new ClockSelection.Candidate(fake("tsc", 0.385),
      new ClockSummary("tsc", 9, 0.385, 900, 10, 9));

  private static ClockSelection.Selected decide(ClockChoice c, Optional<Supplier<ClockSelection.Candidate>> tsc) {
    return ClockSelection.decide(c, () -> NANO, tsc, "timestamp counter clock: unavailable (no native helper)");
  }

  @Test
  void nanoTimeIsUsedAsAskedWithoutANote() {
    int[] calibrations = {0};
    ClockSelection.Selected s = decide(ClockChoice.NANOTIME, Optional.of(() -> {
      calibrations[0]++;
      return TSC;
    }));
    assertSame(NANO.clock(), s.clock());
    assertEquals(Optional.empty(), s.reason());
    assertEquals(0, calibrations[0], "the counter is not calibrated when nanoTime is asked for");
  }

  @Test
  void autoTakesTheMoreAccurateClockAndSaysWhy() {
    ClockSelection.Selected s = decide(ClockChoice.AUTO, Optional.of(() -> TSC));
    assertSame(TSC.clock(), s.clock());
    assertEquals(TSC.facts(), s.facts());
    String why = s.reason().orElseThrow();
    assertTrue(why.startsWith("clock auto: tsc (accuracy 900.0 ns, read 9.00 ns, tick 0.3850 ns)"), why);
    assertTrue(why.contains("over nanoTime (accuracy 3000 ns"), why);
  }

  @Test
  void autoBreaksAnAccuracyTieByReadCost() {
    ClockSelection.Candidate slowTsc = new ClockSelection.Candidate(TSC.clock(),
        new ClockSummary("tsc", 40, 0.385, 2900, 40, 40));
    assertSame(NANO.clock(), decide(ClockChoice.AUTO, Optional.of(() -> slowTsc)).clock(),
        "2900 vs 3000 ns is a tie; nanoTime reads cheaper");
    ClockSelection.Candidate inaccurate = new ClockSelection.Candidate(TSC.clock(),
        new ClockSummary("tsc", 9, 0.385, 5000, 10, 9));
    assertSame(NANO.clock(), decide(ClockChoice.AUTO, Optional.of(() -> inaccurate)).clock());
  }

  @Test
  void anUnusableCounterFallsBackToNanoTimeLoudly() {
    ClockSelection.Selected tsc = decide(ClockChoice.TSC, Optional.empty());
    assertSame(NANO.clock(), tsc.clock());
    assertEquals("clock tsc requested but unavailable, measured with nanoTime: timestamp counter clock: "
        + "unavailable (no native helper)", tsc.reason().orElseThrow());
    ClockSelection.Selected auto = decide(ClockChoice.AUTO, Optional.empty());
    assertSame(NANO.clock(), auto.clock());
    assertTrue(auto.reason().orElseThrow().startsWith("clock auto: nanoTime, since timestamp counter clock"));
  }

  @Test
  void tscAsRequestedWhenUsable() {
    ClockSelection.Selected s = decide(ClockChoice.TSC, Optional.of(() -> TSC));
    assertSame(TSC.clock(), s.clock());
    assertTrue(s.reason().orElseThrow().startsWith("clock tsc as requested"));
  }
}
