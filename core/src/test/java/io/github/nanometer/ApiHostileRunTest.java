package io.github.nanometer;

import static io.github.nanometer.ApiHostileInputTest.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42 item 11, the API side: what the benchmark's own code throws (body, input generator,
 * setup; checked exceptions and errors too) fails the run with an {@link IllegalStateException}
 * naming the benchmark and carrying the throwable, and leaves the instance able to measure the next
 * benchmark; an interrupted calling thread gets the behaviour {@link Nanometer#run(Benchmark,
 * Options)} states, its flag kept. Budgets of a few milliseconds keep every run short.
 */
class ApiHostileRunTest {

  @TempDir
  Path cache;

  private static final ThreadedOptions THREADED = ThreadedOptions.builder().budget(Duration.ofMillis(5))
      .warmup(Duration.ofMillis(2)).sampleLength(Duration.ofMillis(1)).minSamples(3).maxSamples(5)
      .pinning(Pinning.none()).build();

  /** A benchmark that measures fine; its field keeps the JIT from folding it. */
  private final int[] state = {7};

  private Benchmark<Void> good(String name) {
    return Benchmark.ofInt(name, () -> state[0] * 31 + 1);
  }

  private Nanometer nanometer(Pinning pinning) {
    return TestNanometers.create(Options.builder().budget(Duration.ofMillis(10)).maxWarmup(Duration.ofMillis(15))
        .useTuningCache(false).pinning(pinning).build(), NanoTimeClock.INSTANCE, TuningCache.at(cache));
  }

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  /** Throws {@code t}, checked or not, from code that declares nothing. */
  @SuppressWarnings("unchecked")
  static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
    throw (T) t;
  }

  static int recurse(int depth) {
    return recurse(depth + 1) + 1;
  }

  /** Asserts that {@code run} fails naming {@code name} with {@code cause} (or one of its class) as the cause. */
  private static IllegalStateException failsNaming(Executable run, String name, Throwable cause) {
    IllegalStateException e = assertThrows(IllegalStateException.class, run);
    assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
    if (cause.getClass() == StackOverflowError.class) {
      assertTrue(e.getCause() instanceof StackOverflowError, String.valueOf(e.getCause()));
    } else {
      assertSame(cause, e.getCause(), e.getMessage());
      assertTrue(e.getMessage().contains(cause.toString()), e.getMessage());
    }
    return e;
  }

  private void stillMeasures(Nanometer nm, String name) {
    Result r = nm.run(good(name));
    assertEquals(name, r.name());
    assertTrue(r.estimateNanos() > 0 && Double.isFinite(r.estimateNanos()), String.valueOf(r.estimateNanos()));
    assertTrue(r.sampleCount() >= 2, "samples: " + r.sampleCount());
  }

  @Test
  void aThrowingBodyFailsTheRunNamingItAndTheInstanceMeasuresTheNext() {
    List<Throwable> throwables = List.of(new IllegalArgumentException("bad argument in the body"),
        new IOException("checked, thrown sneakily"), new AssertionError("an error"), new StackOverflowError());
    for (Pinning place : List.of(Pinning.none(), Pinning.auto())) {
      try (Nanometer nm = nanometer(place)) {
        for (Throwable t : throwables) {
          String name = "throws " + t.getClass().getSimpleName() + " " + place.text();
          Benchmark<Void> b = t instanceof StackOverflowError ? Benchmark.ofInt(name, () -> recurse(state[0]))
              : Benchmark.of(name, () -> {
                throw sneaky(t);
              });
          failsNaming(() -> nm.run(b), name, t);
          stillMeasures(nm, "after " + name);
        }
      }
    }
  }

  @Test
  void aBodyThatFailsMidRunFailsItAndTheSameNameMeasuresAgain() {
    try (Nanometer nm = nanometer(Pinning.auto())) {
      AtomicInteger calls = new AtomicInteger();
      RuntimeException late = new IllegalStateException("the 20001st call");
      Benchmark<Void> b = Benchmark.ofInt("late", () -> {
        if (calls.incrementAndGet() > 20_000) {
          throw late;
        }
        return state[0];
      });
      failsNaming(() -> nm.run(b), "late", late);
      assertTrue(calls.get() > 20_000);
      stillMeasures(nm, "late");
    }
  }

  @Test
  void aThrowingGeneratorFailsTheRunNamingIt() {
    try (Nanometer nm = nanometer(Pinning.none())) {
      RuntimeException first = new UnsupportedOperationException("no inputs today");
      Benchmark<Integer> never = Benchmark.withInputs("generator fails", r -> {
        throw first;
      }, (Integer i) -> i + 1);
      failsNaming(() -> nm.run(never), "generator fails", first);
      stillMeasures(nm, "after a generator");

      AtomicInteger draws = new AtomicInteger();
      Error late = new OutOfMemoryError("simulated, after 5000 inputs");
      Benchmark<Long> later = Benchmark.ofLong("generator fails later", r -> {
        if (draws.incrementAndGet() > 5_000) {
          throw late;
        }
        return r.nextLong();
      }, x -> x ^ 1);
      failsNaming(() -> nm.run(later), "generator fails later", late);
      stillMeasures(nm, "after a later generator");

      IOException checked = new IOException("setup could not read its file");
      Benchmark<int[]> setup = Benchmark.withSetup("setup fails", (Supplier<int[]>) () -> {
        throw sneaky(checked);
      }, a -> a.length);
      failsNaming(() -> nm.run(setup), "setup fails", checked);
      stillMeasures(nm, "after a setup");
    }
  }

  @Test
  void aComparisonWithAThrowingSideNamesBothAndTheNextComparisonRuns() {
    try (Nanometer nm = nanometer(Pinning.none())) {
      RuntimeException boom = new ArithmeticException("candidate divides by zero");
      Benchmark<Void> bad = Benchmark.ofInt("bad candidate", () -> {
        throw boom;
      });
      IllegalStateException e = failsNaming(() -> nm.compare(good("base"), bad), "bad candidate", boom);
      assertTrue(e.getMessage().contains("'base'"), e.getMessage());
      Comparison c = nm.compare(good("base"), good("candidate"));
      assertTrue(c.pairCount() >= 2, "pairs: " + c.pairCount());
      // nanometer's own refusal still comes as the IllegalArgumentException it is
      assertThrows(IllegalArgumentException.class, () -> nm.compare(good("none"),
          Benchmark.withInputs("takes", r -> 1, (Integer i) -> i)));
    }
  }

  /** A shared or group setup that threw escaped raw from the calling thread, without the benchmark's name. */
  @Test
  void aThreadedBenchmarkWhoseSetupThrowsFailsNamingItAndTheNextRuns() {
    try (Nanometer nm = nanometer(Pinning.none())) {
      RuntimeException shared = new IllegalStateException("no shared state");
      ThreadedBenchmark<Object> b = ThreadedBenchmark.symmetric("threaded setup fails", 1, () -> {
        throw shared;
      }, s -> 1);
      IllegalStateException e = failsNaming(() -> nm.runThreaded(b, THREADED), "threaded setup fails", shared);
      assertTrue(e.getMessage().contains("shared setup"), e.getMessage());

      IOException group = new IOException("no group state");
      ThreadedBenchmark<Object> g = ThreadedBenchmark.builder("group setup fails", Object::new)
          .group(ThreadedBenchmark.Group.<Object>of("g", 1, s -> 1).groupShared(() -> {
            throw sneaky(group);
          })).build();
      failsNaming(() -> nm.runThreaded(g, THREADED), "group setup fails", group);

      RuntimeException body = new IllegalArgumentException("threaded body");
      ThreadedBenchmark<Object> t = ThreadedBenchmark.symmetric("threaded body fails", 1, Object::new, s -> {
        throw body;
      });
      failsNaming(() -> nm.runThreaded(t, THREADED), "threaded body fails", body);

      ThreadedResult r = nm.runThreaded(ThreadedBenchmark.symmetric("threaded after", 1, Object::new,
          s -> state[0] + 1), THREADED);
      assertEquals("threaded after", r.name());
      stillMeasures(nm, "single after threaded");
    }
  }

  /** runAll measured the benchmarks before a null one and then failed; a null list threw a NullPointerException. */
  @Test
  void aNullAmongManyIsRefusedBeforeAnyIsMeasured() {
    AtomicInteger calls = new AtomicInteger();
    Benchmark<Void> counted = Benchmark.ofInt("counted", calls::incrementAndGet);
    try (Nanometer nm = TestNanometers.create(Options.builder().budget(Duration.ofMillis(5))
        .maxWarmup(Duration.ofMillis(10)).useTuningCache(false).pinning(Pinning.none()).build(),
        NanoTimeClock.INSTANCE, TuningCache.at(cache))) {
      refused(() -> nm.runAll(Arrays.asList(counted, null)), "benchmarks must not hold null", "index 1 of 2");
      assertEquals(0, calls.get(), "nothing was measured");
      refused(() -> nm.runAll(null), "benchmarks must not be null");
      refused(() -> nm.sweep(null), "sweep must not be null");
      refused(() -> nm.compareToItself(null, ComparisonOptions.DEFAULTS), "benchmark must not be null");
      refused(() -> nm.compare(counted, counted, null), "comparison must not be null");
      refused(() -> nm.runThreaded(null, ThreadedOptions.defaults()), "benchmark must not be null");
      refused(() -> nm.runThreaded(ThreadedBenchmark.symmetric("t", 1, Object::new, s -> 1), null),
          "threadedOptions must not be null");
      refused(() -> nm.forked(null), "factory must not be null");
    }
    refused(() -> Nanometer.create(null), "options must not be null");
  }

  /**
   * An interrupted caller measured anyway without pinning, and with a measuring thread handed the
   * run over and left it running there while the caller got an exception at once.
   */
  @Test
  void anInterruptedCallerMeasuresNothingIsToldSoAndKeepsItsFlag() {
    for (Pinning place : List.of(Pinning.none(), Pinning.auto())) {
      try (Nanometer nm = nanometer(place)) {
        AtomicInteger calls = new AtomicInteger();
        Benchmark<Void> counted = Benchmark.ofInt("counted " + place.text(), calls::incrementAndGet);
        List<Executable> entries = List.of(() -> nm.run(counted), () -> nm.compare(counted, counted.named("twin")),
            () -> nm.runAll(List.of(counted)), () -> nm.runThreaded(ThreadedBenchmark.symmetric("threaded", 1,
                Object::new, s -> calls.incrementAndGet()), THREADED));
        for (Executable entry : entries) {
          Thread.currentThread().interrupt();
          IllegalStateException e = assertThrows(IllegalStateException.class, entry);
          assertTrue(e.getMessage().startsWith("interrupted before "), e.getMessage());
          assertTrue(e.getMessage().contains("nothing was measured"), e.getMessage());
          assertTrue(Thread.interrupted(), "the interrupt flag stays set");
        }
        assertEquals(0, calls.get(), "no body ran");
        stillMeasures(nm, "after interrupts " + place.text());
      }
    }
  }

  /** As Nanometer.run says: with pinning none, an interrupt during the run does not stop it. */
  @Test
  void anInterruptDuringARunOnTheCallingThreadStillGivesAResultAndTheFlag() {
    try (Nanometer nm = nanometer(Pinning.none())) {
      AtomicInteger calls = new AtomicInteger();
      Result r = nm.run(Benchmark.ofInt("interrupts itself", () -> {
        if (calls.incrementAndGet() == 1_000) {
          Thread.currentThread().interrupt();
        }
        return state[0];
      }));
      assertTrue(Thread.interrupted(), "the flag is still set after the run");
      assertTrue(r.estimateNanos() > 0, String.valueOf(r.estimateNanos()));
      assertFalse(Thread.currentThread().isInterrupted());
      stillMeasures(nm, "after a self-interrupt");
    }
  }
}
