package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Options;
import io.github.nanometer.SelfTimedBody;
import io.github.nanometer.measure.TimedLoop;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Separately compiled copies of one benchmark's loop: distinct classes, taken in turn, warmed together. */
class CompiledReplicasTest {

  /** The timed loop class that called the body: the innermost frame of a class implementing TimedLoop. */
  private static Class<?> callingLoop() {
    return StackWalker.getInstance(java.util.Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE,
            StackWalker.Option.SHOW_HIDDEN_FRAMES))
        .walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
            .filter(TimedLoop.class::isAssignableFrom).findFirst().orElseThrow());
  }

  private final List<Class<?>> callers = new ArrayList<>();
  private final BenchmarkRunTest.VirtualClock clock = new BenchmarkRunTest.VirtualClock(10, 1, 0);

  private Benchmark<Void> recording() {
    return Benchmark.of("recording", () -> {
      clock.evaluations++;
      callers.add(callingLoop());
      return null;
    });
  }

  private static Options options(boolean isolate) {
    return Options.builder().seed(1).isolateLoops(isolate).build();
  }

  @Test
  void samplesRotateOverCopiesInTheirOwnHiddenClasses() {
    CompiledReplicas copies = CompiledReplicas.of(recording(), options(true), clock, 3);
    assertEquals(3, copies.count());
    assertTrue(copies.isolated());
    var source = copies.sampling(1);
    for (int i = 0; i < 6; i++) {
      assertEquals(20, source.sampleNanos(2), 0, "two evaluations of 10 ticks of 1 ns");
    }
    assertEquals(12, callers.size());
    assertEquals(3, new LinkedHashSet<>(callers).size(), "three distinct loop classes: " + callers);
    for (Class<?> c : callers) {
      assertTrue(c.isHidden(), c + " is a hidden class of its own");
    }
    for (int i = 0; i < 6; i++) {
      assertEquals(callers.get(2 * i), callers.get(2 * i + 1), "one sample stays on one copy");
      assertEquals(callers.get(2 * (i % 3)), callers.get(2 * i), "sample " + i + " runs on copy " + (i % 3));
    }
    assertNotSame(callers.get(0), callers.get(2));
  }

  @Test
  void inBlocksEachCopyTakesConsecutiveSamplesThenTheNextCopy() {
    CompiledReplicas copies = CompiledReplicas.of(recording(), options(true), clock, 3);
    var source = copies.sampling(2);
    for (int i = 0; i < 8; i++) {
      source.sampleNanos(1);
    }
    // copies 0 0 1 1 2 2 0 0
    assertEquals(callers.get(0), callers.get(1));
    assertEquals(callers.get(2), callers.get(3));
    assertEquals(callers.get(4), callers.get(5));
    assertEquals(callers.get(0), callers.get(6));
    assertEquals(callers.get(0), callers.get(7));
    assertEquals(3, new LinkedHashSet<>(callers.subList(0, 6)).size());
    for (int i = 0; i < 8; i++) {
      assertEquals(callers.get(2 * io.github.nanometer.stats.CopyBlocks.copyOf(i, 2, 3)), callers.get(i), "sample " + i);
    }
  }

  @Test
  void shortSamplesGoInBlocksAndTheWeightedMeansLongOnesAlternate() {
    assertEquals(64, CompiledReplicas.blockSamples(io.github.nanometer.Estimator.MEDIAN));
    assertEquals(64, CompiledReplicas.blockSamples(io.github.nanometer.Estimator.MINIMUM));
    assertEquals(1, CompiledReplicas.blockSamples(io.github.nanometer.Estimator.WEIGHTED_MEAN));
    assertEquals(0, io.github.nanometer.stats.CopyBlocks.copyOf(63, 64, 3));
    assertEquals(1, io.github.nanometer.stats.CopyBlocks.copyOf(64, 64, 3));
    assertEquals(0, io.github.nanometer.stats.CopyBlocks.copyOf(192, 64, 3));
  }

  @Test
  void warmUpRunsEveryCopyAndReportsTheMeanOfOne() {
    CompiledReplicas copies = CompiledReplicas.of(recording(), options(true), clock, 3);
    assertEquals(40, copies.warmup().sampleNanos(4), 0, "each copy ran 4 evaluations of 10 ns");
    assertEquals(12, callers.size());
    assertEquals(3, new LinkedHashSet<>(callers).size());
  }

  @Test
  void theTunerSeesOnlyTheFirstCopyAndDoesNotMoveTheRotation() {
    CompiledReplicas copies = CompiledReplicas.of(recording(), options(true), clock, 3);
    copies.tuning().sampleNanos(1);
    copies.tuning().sampleNanos(1);
    assertEquals(callers.get(0), callers.get(1));
    copies.sampling(1).sampleNanos(1);
    assertEquals(callers.get(0), callers.get(2), "the first measured sample is still the first copy's");
  }

  @Test
  void withoutIsolationOrForSelfTimedBodiesThereIsOneCopy() {
    CompiledReplicas shared = CompiledReplicas.of(recording(), options(false), clock, 3);
    assertEquals(1, shared.count());
    assertFalse(shared.isolated());
    assertTrue(shared.isolationProblem().isPresent());
    SelfTimedBody body = evaluations -> evaluations;
    assertEquals(1, CompiledReplicas.of(Benchmark.selfTimed("self", body), options(true), clock, 3).count());
  }

  @Test
  void allocationIsPooledOverCopies() {
    CompiledReplicas copies = CompiledReplicas.of(Benchmark.of("alloc", () -> new long[4]), options(true), clock, 3);
    copies.recordAllocation();
    var source = copies.sampling(1);
    for (int i = 0; i < 30; i++) {
      source.sampleNanos(100);
    }
    var allocation = copies.allocation();
    if (allocation.isMeasured()) {
      assertEquals(3000, allocation.measuredEvaluations());
      assertTrue(allocation.bytesPerEvaluation() >= 16, "a long[4] is at least 16 bytes of data: " + allocation);
    } else {
      assertFalse(allocation.unavailableReason().isEmpty());
    }
  }

  /**
   * A run whose wall clock (budget, warm-up limit) advances 1 ms a reading: a 3 ms warm-up limit
   * ends warm-up after 3 rounds (the body walks the stack, so long warm-ups are slow in real time) and
   * the 1 s budget outlasts the samples (a trial reads it once a sample).
   */
  private BenchmarkRun scripted(Options o, io.github.nanometer.ClockSummary facts, java.nio.file.Path cacheDir) {
    return new BenchmarkRun(o, clock, facts, io.github.nanometer.measure.TuningCache.at(cacheDir), () -> -1,
        "not pinned: test", java.util.Optional.empty(), java.util.Optional.empty(), new SteppingWallClock(1_000_000),
        ScriptedCounters::none);
  }

  @Test
  void aRunPoolsTheCopiesAndNamesOneThatIsSlower(@org.junit.jupiter.api.io.TempDir java.nio.file.Path cacheDir) {
    // The second copy's code is "compiled worse": its evaluations take 11 ticks instead of 10.
    List<Class<?>> order = new ArrayList<>();
    Benchmark<Void> b = Benchmark.of("modes", () -> {
      Class<?> loop = callingLoop();
      if (!order.contains(loop)) {
        order.add(loop);
      }
      clock.evaluations++;
      if (order.indexOf(loop) == 1) {
        clock.delayTicks += 1;
      }
      return null;
    });
    io.github.nanometer.ClockSummary facts = new io.github.nanometer.ClockSummary("virtual", 1, 1, 3e3, 1, 30);
    // The default budget on a scripted wall clock (1 ms a reading): the sample limit ends the run.
    Options o = Options.builder().seed(3).maxWarmup(java.time.Duration.ofMillis(3)).maxSamples(300).compilations(3)
        .build();
    io.github.nanometer.Result r = scripted(o, facts, cacheDir).measure(b);
    assertEquals(3, order.size());
    assertEquals(3, r.options().compilations());
    assertEquals(10, r.estimates().medianNanos(), 0, "two of three copies run at 10 ns: the median follows them");
    assertEquals(10, r.estimates().minimumNanos(), 0);
    assertTrue(r.estimates().meanNanos() > 10.2, "the mean includes the slow copy: " + r.estimates());
    String note = r.notes().stream().filter(n -> n.contains("compiled this loop")).findFirst().orElseThrow();
    assertTrue(note.contains("10.0%") && note.contains("10.00 ns, 11.00 ns, 10.00 ns"), note);
  }

  @Test
  void theCompilationsOptionSetsTheNumberOfCopies(@org.junit.jupiter.api.io.TempDir java.nio.file.Path cacheDir) {
    // 0 is the default, automatic: one compilation for a single run, as a fresh JVM has.
    for (int copies : new int[] {0, 1, 5}) {
      List<Class<?>> seen = new ArrayList<>();
      Benchmark<Void> b = Benchmark.of("count", () -> {
        Class<?> loop = callingLoop();
        if (!seen.contains(loop)) {
          seen.add(loop);
        }
        clock.evaluations++;
        return null;
      });
      io.github.nanometer.ClockSummary facts = new io.github.nanometer.ClockSummary("virtual", 1, 1, 3e3, 1, 30);
      Options o = Options.builder().seed(3).maxWarmup(java.time.Duration.ofMillis(3)).maxSamples(50)
          .compilations(copies).build();
      io.github.nanometer.Result r = scripted(o, facts, cacheDir).measure(b);
      int expected = copies == 0 ? 1 : copies;
      assertEquals(expected, seen.size(), "loop classes that ran the body with compilations(" + copies + ")");
      assertEquals(expected, r.options().compilations(), "the result's options hold the resolved count");
    }
  }

  @Test
  void copiesShareOneBatchSoASetupRunsOnce() {
    int[] setups = {0};
    java.util.Set<Object> states = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    Benchmark<int[]> b = Benchmark.withSetup("state", () -> {
      setups[0]++;
      return new int[1];
    }, s -> {
      clock.evaluations++;
      states.add(s);
      return s[0]++;
    });
    CompiledReplicas copies = CompiledReplicas.of(b, options(true), clock, 3);
    var source = copies.sampling(1);
    for (int i = 0; i < 6; i++) {
      source.sampleNanos(2);
    }
    assertEquals(1, setups[0], "one setup for three copies");
    assertEquals(1, states.size(), "every copy reads the same state object");
  }

  @Test
  void randomInputsAreRedrawnBeforeEverySampleWhicheverCopyTakesIt() {
    int[] draws = {0};
    List<Long> seen = new ArrayList<>();
    Benchmark<Long> b = Benchmark.withInputs("random", r -> {
      draws[0]++;
      return r.nextLong();
    }, x -> {
      clock.evaluations++;
      seen.add(x);
      return x;
    });
    CompiledReplicas copies = CompiledReplicas.of(b, Options.builder().seed(5).batchSize(4).build(), clock, 3);
    var source = copies.sampling(1);
    for (int i = 0; i < 6; i++) {
      source.sampleNanos(4);
    }
    assertEquals(4 + 6 * 4, draws[0], "the batch's first fill, then 4 fresh inputs before each of 6 samples");
    assertEquals(24, new LinkedHashSet<>(seen).size(), "no sample replays another's inputs");
  }

  @Test
  void atLeastOneCopyIsRequired() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CompiledReplicas.of(recording(), options(true), clock, 0));
    assertTrue(e.getMessage().contains("got 0"), e.getMessage());
  }
}
