package io.github.nanometer.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The {@link Clock} contract, run over every available clock plus {@link NanoTimeClock}. */
class ClockContractTest {

  static Stream<Clock> clocks() {
    List<Clock> all = new ArrayList<>(Clocks.available());
    if (!all.contains(NanoTimeClock.INSTANCE)) {
      all.add(NanoTimeClock.INSTANCE);
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("clocks")
  void readsNeverDecreaseOnOneThread(Clock clock) {
    long previous = clock.readTicks();
    for (int i = 0; i < 500_000; i++) {
      long now = clock.readTicks();
      assertTrue(now >= previous, clock.name() + " went back from " + previous + " to " + now + " at read " + i);
      previous = now;
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("clocks")
  void nanosPerTickIsPositiveAndFiniteAndNameIsNotBlank(Clock clock) {
    assertTrue(clock.nanosPerTick() > 0 && Double.isFinite(clock.nanosPerTick()), "nanosPerTick " + clock.nanosPerTick());
    assertFalse(clock.name() == null || clock.name().isBlank());
    assertEquals(1000 * clock.nanosPerTick(), clock.ticksToNanos(1000), 1e-9 * clock.nanosPerTick());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("clocks")
  void calibrationYieldsValidFacts(Clock clock) {
    ClockFacts facts = ClockCalibration.calibrate(clock);
    assertEquals(clock.name(), facts.name());
    assertTrue(facts.maxEvaluationsPerSample() >= 1);
  }

  @Test
  void availableClocksHaveUniqueNamesAndEndWithNanoTime() {
    List<Clock> clocks = Clocks.available();
    assertEquals(clocks.size(), new HashSet<>(clocks.stream().map(Clock::name).toList()).size());
    assertEquals(NanoTimeClock.INSTANCE, clocks.get(clocks.size() - 1));
  }
}
