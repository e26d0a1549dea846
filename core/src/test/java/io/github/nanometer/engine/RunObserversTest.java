package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Observers registered with {@link RunObservers} hear a single-thread run's phases: every warm-up
 * sample comes before the measurement phase opens and every measured sample inside it, which is
 * what lets {@code --profile} profile the measured samples alone.
 */
class RunObserversTest {

  /** Records phases and samples as text, in order. */
  static final class Recording implements RunEvents {
    final List<String> seen = Collections.synchronizedList(new ArrayList<>());

    @Override
    public Span benchmark(String name) {
      seen.add("benchmark");
      return () -> seen.add("end benchmark");
    }

    @Override
    public Span phase(String name, String phase) {
      seen.add("open " + phase);
      return () -> seen.add("close " + phase);
    }

    @Override
    public SampleSpan sample(String name, String phase, int thread, int sample) {
      return (evaluations, nanos) -> seen.add(phase);
    }
  }

  static Options tiny(Estimator estimator) {
    return Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(20)).minSamples(3)
        .compilations(1).useTuningCache(false).pinning(Pinning.none()).estimator(estimator).seed(2).build();
  }

  @Test
  void theMeasurementPhaseEnclosesEveryMeasuredSampleAndNoWarmupSample() {
    for (Estimator estimator : List.of(Estimator.MEDIAN, Estimator.WEIGHTED_MEAN)) {
      Recording r = new Recording();
      try (RunEvents.Span registered = RunObservers.register(r);
          Nanometer nm = Nanometer.create(tiny(estimator))) {
        int[] x = {1};
        nm.run(Benchmark.ofInt("lcg", () -> x[0] = x[0] * 1103515245 + 12345));
      }
      List<String> seen = List.copyOf(r.seen);
      int open = seen.indexOf("open measurement");
      int close = seen.indexOf("close measurement");
      assertTrue(open > 0 && close > open, estimator + ": " + seen);
      assertEquals(1, Collections.frequency(seen, "open measurement"), estimator + ": one measured phase");
      assertTrue(seen.subList(0, open).contains("warm-up"), estimator + ": warm-up before: " + seen);
      assertTrue(!seen.subList(open, close).contains("warm-up"), estimator + ": no warm-up sample inside");
      assertTrue(seen.subList(open, close).contains("measurement"), estimator + ": measured samples inside");
      assertTrue(!seen.subList(close, seen.size()).contains("measurement"), estimator + ": none after");
      assertEquals("end benchmark", seen.get(seen.size() - 1));
    }
  }

  @Test
  void aClosedRegistrationHearsNothingAndWithoutObserversTheBaseIsUnchanged() {
    Recording r = new Recording();
    RunEvents.Span registered = RunObservers.register(r);
    RunObservers.with(RunEvents.NONE).phase("b", "measurement").close();
    registered.close();
    RunObservers.with(RunEvents.NONE).phase("b", "measurement").close();
    assertEquals(List.of("open measurement", "close measurement"), r.seen);
    assertSame(RunEvents.NONE, RunObservers.with(RunEvents.NONE));
    assertThrows(IllegalArgumentException.class, () -> RunObservers.register(null));
  }
}
