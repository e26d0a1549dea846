package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Benchmarks run on the measuring thread, record where it ran, and carry per-sample counters. */
class MeasuringThreadIntegrationTest {

  private static Options.Builder tiny() {
    return Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(5)).useTuningCache(false);
  }

  @Test
  void autoPinningRunsTheBodyOnTheMeasuringThreadAndRecordsThePlacement(@TempDir Path cache) {
    AtomicReference<Thread> bodyThread = new AtomicReference<>();
    try (Nanometer nm = TestNanometers.create(tiny().build(), NanoTimeClock.INSTANCE, TuningCache.at(cache))) {
      Result r = nm.run(Benchmark.of("where", () -> {
        bodyThread.set(Thread.currentThread());
        return 1;
      }));
      assertNotEquals(Thread.currentThread(), bodyThread.get());
      assertEquals("nanometer-measuring", bodyThread.get().getName());
      assertEquals(nm.placement(), r.threadPlacement());
      assertTrue(r.threadPlacement().startsWith("pinned to cpu") || r.threadPlacement().startsWith("not pinned"),
          r.threadPlacement());
    }
  }

  @Test
  void pinningNoneMeasuresOnTheCallingThread(@TempDir Path cache) {
    AtomicReference<Thread> bodyThread = new AtomicReference<>();
    try (Nanometer nm = TestNanometers.create(tiny().pinning(Pinning.none()).build(), NanoTimeClock.INSTANCE,
        TuningCache.at(cache))) {
      Result r = nm.run(Benchmark.of("here", () -> {
        bodyThread.set(Thread.currentThread());
        return 1;
      }));
      assertEquals(Thread.currentThread(), bodyThread.get());
      assertTrue(r.threadPlacement().startsWith("not pinned"), r.threadPlacement());
    }
  }

  @Test
  void exceptionsFromTheBodyReachTheCallerUnwrapped(@TempDir Path cache) {
    try (Nanometer nm = TestNanometers.create(tiny().build(), NanoTimeClock.INSTANCE, TuningCache.at(cache))) {
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> nm.run(Benchmark.selfTimed("negative", evals -> -1)));
      assertTrue(e.getMessage().contains("'negative'"), e.getMessage());
    }
  }

  @Test
  void counterDeltasAlignWithSamplesWhenCountersExist(@TempDir Path cache) {
    try (Nanometer nm = TestNanometers.create(tiny().build(), NanoTimeClock.INSTANCE, TuningCache.at(cache))) {
      Result r = nm.run(Benchmark.of("counted", () -> 1));
      if (r.counterDeltas().isEmpty()) {
        assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("no perf counters: ")), r.notes().toString());
      } else {
        assertEquals(r.sampleCount(), r.counterDeltas().size());
        assertTrue(r.disturbedSamples() >= 0 && r.disturbedSamples() <= r.sampleCount());
      }
    }
  }
}
