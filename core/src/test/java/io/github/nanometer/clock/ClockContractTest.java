package io.github.nanometer.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The {@link Clock} contract, run over every available clock. */
class ClockContractTest {

  static List<Clock> clocks() {
    return Clocks.available();
  }

  @Test
  void nanoTimeIsAlwaysAvailableAndNamesAreUnique() {
    List<Clock> clocks = clocks();
    assertTrue(clocks.contains(NanoTimeClock.INSTANCE));
    Set<String> names = new HashSet<>();
    for (Clock c : clocks) {
      assertTrue(names.add(c.name()), "duplicate clock name " + c.name());
    }
    assertEquals(1.0, NanoTimeClock.INSTANCE.nanosPerTick(), 0);
    assertEquals("Clock[nanoTime]", NanoTimeClock.INSTANCE.toString());
  }

  @ParameterizedTest
  @MethodSource("clocks")
  void nameAndScaleAreWellFormed(Clock c) {
    assertFalse(c.name().isBlank());
    assertFalse(c.name().contains(" "), "names are used as JSON values and cache keys");
    assertTrue(c.nanosPerTick() > 0 && Double.isFinite(c.nanosPerTick()));
    assertEquals(1000 * c.nanosPerTick(), c.ticksToNanos(1000), 1e-9);
    assertEquals(0, c.ticksToNanos(0), 0);
  }

  @ParameterizedTest
  @MethodSource("clocks")
  void readsNeverDecreaseOnOneThread(Clock c) {
    long last = c.readTicks();
    for (int i = 0; i < 100_000; i++) {
      long now = c.readTicks();
      assertTrue(now >= last, "clock " + c.name() + " went back from " + last + " to " + now);
      last = now;
    }
  }

  @ParameterizedTest
  @MethodSource("clocks")
  void readsNeverDecreaseOnOtherThreadsEither(Clock c) throws InterruptedException {
    AtomicReference<String> failure = new AtomicReference<>();
    Thread[] threads = new Thread[2];
    for (int t = 0; t < threads.length; t++) {
      threads[t] = new Thread(() -> {
        long last = c.readTicks();
        for (int i = 0; i < 50_000; i++) {
          long now = c.readTicks();
          if (now < last) {
            failure.compareAndSet(null, c.name() + " went back from " + last + " to " + now);
          }
          last = now;
        }
      });
      threads[t].start();
    }
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(null, failure.get());
  }

  @ParameterizedTest
  @MethodSource("clocks")
  void calibrationYieldsValidFacts(Clock clock) {
    ClockSummary facts = ClockCalibration.calibrate(clock);
    assertEquals(clock.name(), facts.name());
    assertTrue(facts.maxEvaluationsPerSample() >= 1);
  }
}
