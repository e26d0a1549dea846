package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Failure 11 of issue 12: the API rejects bad arguments before anything runs, naming them. */
class ApiFailsFastTest {

  @TempDir
  Path cache;

  private Nanometer nanometer() {
    return TestNanometers.create(Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(5))
        .useTuningCache(false).pinning(Pinning.none()).build(), NanoTimeClock.INSTANCE, TuningCache.at(cache));
  }

  @Test
  void comparingBodiesOfDifferentInputTypesFailsBeforeAnythingRuns() {
    AtomicInteger baselineCalls = new AtomicInteger();
    Benchmark<String> strings = Benchmark.withInputs("strings", r -> "s" + r.nextInt(), s -> {
      baselineCalls.incrementAndGet();
      return s.length();
    });
    Benchmark<Integer> ints = Benchmark.withInputs("ints", r -> r.nextInt(), i -> i + 1);
    try (Nanometer nm = nanometer()) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> nm.compare(strings, ints));
      assertTrue(e.getMessage().contains("'ints' cannot take the baseline's input of java.lang.String"), e.getMessage());
      assertEquals(0, baselineCalls.get(), "the baseline never ran: no warm-up started");
    }
  }

  @Test
  void aBodyWithoutInputAgainstOneWithInputsIsRejectedNotHandedNull() {
    List<Object> seen = new ArrayList<>();
    Benchmark<?> none = Benchmark.of("none", () -> 1);
    Benchmark<Object> takes = Benchmark.withInputs("takes", r -> r.nextInt(), x -> seen.add(x));
    try (Nanometer nm = nanometer()) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> nm.compare(none, takes));
      assertTrue(e.getMessage().contains("same kind of input"), e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> nm.compare(takes, none));
      assertTrue(seen.isEmpty());
    }
  }

  @Test
  void aSelfTimedBodyReportingZeroGetsANoteAndNoNegativeZero() {
    try (Nanometer nm = nanometer()) {
      Result r = nm.run(Benchmark.selfTimed("coarse", n -> -0.0), Options.builder().budget(Duration.ofMillis(5))
          .maxWarmup(Duration.ofMillis(5)).useTuningCache(false).pinning(Pinning.none())
          .estimator(Estimator.MINIMUM).build());
      assertEquals(0.0, r.estimateNanos());
      assertFalse(Double.doubleToRawLongBits(r.estimateNanos()) == Double.doubleToRawLongBits(-0.0), "not -0.0");
      assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("self-timed body reported 0 ns")), r.notes().toString());
    }
  }

  @Test
  void zeroTimeNoteCountsTheZeroSamples() {
    String note = BenchmarkRun.zeroTimeNote(new double[] {0, 5, 0}).orElseThrow();
    assertTrue(note.startsWith("self-timed body reported 0 ns in 2 of 3 samples:"), note);
    assertTrue(BenchmarkRun.zeroTimeNote(new double[] {1, 2}).isEmpty());
  }

  @Test
  void everyPublicEntryNamesItsNullArgument() {
    assertMessageStarts("dir:", () -> TuningCache.at(null));
    assertMessageStarts("jvmArgs: entry 1 is null", () -> ForkOptions.builder()
        .jvmArgs(Arrays.asList("-Xmx1g", null)));
    try (Nanometer nm = nanometer()) {
      Benchmark<?> b = Benchmark.of("b", () -> 1);
      assertMessageStarts("benchmark must not be null", () -> nm.run(null));
      assertMessageStarts("runOptions must not be null", () -> nm.run(b, null));
      assertMessageStarts("candidate must not be null", () -> nm.compare(b, null));
      assertMessageStarts("forkOptions must not be null", () -> nm.forked(Factory.class, null));
    }
    assertMessageStarts("cache must not be null", () -> TestNanometers.create(Options.defaults(), NanoTimeClock.INSTANCE,
        null));
  }

  /** A factory for the null check only; never forked. */
  public static final class Factory implements io.github.nanometer.BenchmarkFactory {
    @Override
    public Benchmark<?> create() {
      return Benchmark.of("f", () -> 1);
    }
  }

  private static void assertMessageStarts(String prefix, org.junit.jupiter.api.function.Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().startsWith(prefix), e.getMessage());
  }
}
