package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.measure.TuningCache;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Benchmark.withSampleSetup: the state is rebuilt before every sample, outside the timed region. */
class SampleSetupTest {

  @TempDir
  Path cacheDir;

  @Test
  void theSetupRunsBeforeEverySampleAndIsNeverTimed() {
    // 10 ticks of 1000 ns per evaluation; every setup call moves the clock by 1 s. Timed, it
    // would show in the samples; outside the timed region it cancels between two samples.
    BenchmarkRunTest.VirtualClock clock = new BenchmarkRunTest.VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Set<int[]> states = Collections.newSetFromMap(new IdentityHashMap<>());
    int[] setups = {0};
    Benchmark<int[]> b = Benchmark.withSampleSetup("mutating", () -> {
      setups[0]++;
      clock.delayTicks += 1_000_000;
      return new int[] {setups[0]};
    }, state -> {
      clock.evaluations++;
      states.add(state);
      return state[0]++;
    });
    // The default budget on a scripted wall clock (1 us a reading): the sample limit ends the run.
    Options o = Options.builder().seed(3).maxWarmup(Duration.ofMillis(20)).maxSamples(30).build();
    Result r = new BenchmarkRun(o, clock, facts, TuningCache.at(cacheDir), () -> -1, "not pinned: test",
        Optional.empty(), Optional.empty(), new SteppingWallClock(1000), ScriptedCounters::none).measure(b);
    assertEquals(30, r.sampleCount());
    for (double nanos : r.elapsedNanos()) {
      assertEquals(0, nanos % 10_000, 0, "only evaluations (10 us each) are timed, got " + nanos);
    }
    assertEquals(10_000, r.estimates().minimumNanos(), 0);
    assertEquals(10_000, r.estimates().medianNanos(), 0);
    // One fresh state per sample (plus those of warm-up rounds), all of them seen by the body.
    assertTrue(states.size() >= 30, "states seen: " + states.size());
    // The compiled copies of the loop share one batch, filled once before warm-up and redrawn before every sample.
    assertEquals(setups[0], states.size() + 1, "every setup but the batch's first fill before warm-up is used");
  }

  @Test
  void aPerSampleStateCannotBePaired() {
    BenchmarkRunTest.VirtualClock clock = new BenchmarkRunTest.VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Benchmark<int[]> b = Benchmark.withSampleSetup("mutating", () -> new int[1], s -> s[0]++);
    PairedRun run = new PairedRun(Options.builder().seed(1).build(), clock, facts, TuningCache.at(cacheDir), () -> -1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> run.compare(b, b.named("copy"), ComparisonOptions.DEFAULTS));
    assertTrue(e.getMessage().contains("'mutating'") && e.getMessage().contains("Benchmark.withInputs"),
        e.getMessage());
  }
}
