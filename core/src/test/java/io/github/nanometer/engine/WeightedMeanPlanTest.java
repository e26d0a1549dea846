package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Estimator;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.StopReason;
import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.TuningCache;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The weighted mean's plan: when samples are bounded by the input batch, and what that does to a run. */
class WeightedMeanPlanTest {

  /** tau_acc 3 ms, timer read 1 ns: a first sample of 3 ms. */
  private static final ClockSummary FACTS = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);

  @TempDir
  Path cacheDir;

  private static Options.Builder weightedMean() {
    return Options.builder().seed(3).estimator(Estimator.WEIGHTED_MEAN).budget(Duration.ofSeconds(1))
        .maxWarmup(Duration.ofMillis(20));
  }

  private static InputBatch randomInputs(int size) {
    return InputBatch.ofObjects(r -> r.nextInt(), size, 5);
  }

  @Test
  void aRandomizedBatchBoundsSamplesToOnePassAndLiftsLlvmsSampleLimit() {
    Options o = weightedMean().build();
    // 10 us per evaluation: the first sample is 300 evaluations, under the batch's 1024.
    WeightedMeanPlan.Loop loop = WeightedMeanPlan.loop(o, FACTS, 10_000, randomInputs(1024));
    assertEquals(1024, loop.maxEvaluationsPerSample());
    assertEquals(300, loop.geometric().initialEvaluations());
    assertEquals(o.maxSamples(), loop.geometric().maxSamples());
    assertEquals(Duration.ofMillis(500), loop.geometric().minDuration());
  }

  @Test
  void whenTheClockNeedsMoreThanOnePassTheFirstSampleIsTheBound() {
    // 100 ns per evaluation: tau_acc needs 30000 evaluations, more than the 1024 inputs.
    WeightedMeanPlan.Loop loop = WeightedMeanPlan.loop(weightedMean().build(), FACTS, 100, randomInputs(1024));
    assertEquals(30_000, loop.geometric().initialEvaluations());
    assertEquals(30_000, loop.maxEvaluationsPerSample());
  }

  @Test
  void fixedInputsALatencyChainOrOwnLoopSettingsKeepLlvmLibcsLoop() {
    Options o = weightedMean().build();
    int llvmSamples = Math.min(GeometricOptions.llvmDefaults().maxSamples(), o.maxSamples());
    for (InputBatch batch : new InputBatch[] {InputBatch.fixed(null), randomInputs(1)}) {
      WeightedMeanPlan.Loop loop = WeightedMeanPlan.loop(o, FACTS, 10_000, batch);
      assertEquals(Integer.MAX_VALUE, loop.maxEvaluationsPerSample());
      assertEquals(llvmSamples, loop.geometric().maxSamples());
    }
    Options own = weightedMean().geometric(GeometricOptions.llvmDefaults().withMaxDuration(Duration.ofMillis(300)))
        .build();
    WeightedMeanPlan.Loop given = WeightedMeanPlan.loop(own, FACTS, 10_000, randomInputs(1024));
    assertEquals(Integer.MAX_VALUE, given.maxEvaluationsPerSample());
    assertEquals(1, given.geometric().initialEvaluations());
  }

  /** A weighted-mean run on {@code clock}, budgeted by the real wall clock, with no perf counter read. */
  private BenchmarkRun scriptedRun(BenchmarkRunTest.VirtualClock clock) {
    return new BenchmarkRun(weightedMean().build(), clock, FACTS, TuningCache.at(cacheDir), () -> -1, "not pinned: test",
        Optional.empty(), Optional.empty(), WallClock.SYSTEM, ScriptedCounters::none);
  }

  @Test
  void aRunOnRandomInputsNeverReplaysItsBatchWithinASample() {
    BenchmarkRunTest.VirtualClock clock = new BenchmarkRunTest.VirtualClock(10, 1000, 0);
    Benchmark<Integer> b = Benchmark.withInputs("inputs", r -> r.nextInt(), x -> ++clock.evaluations);
    Result r = scriptedRun(clock).measure(b);
    int[] n = r.evaluations();
    assertTrue(Arrays.stream(n).allMatch(x -> x <= 1024), Arrays.toString(n));
    assertEquals(1024, n[n.length - 1]);
    assertEquals(StopReason.PRECISION, r.stopReason());
    double measured = Arrays.stream(r.elapsedNanos()).sum();
    assertTrue(measured >= 0.5e9, "measured " + measured + " ns");
    assertEquals(10_000, r.estimateNanos(), 0);
    // The same body without inputs grows its samples as llvm-libc's loop does.
    Result fixed = scriptedRun(clock).measure(clock.benchmark("fixed"));
    assertTrue(Arrays.stream(fixed.evaluations()).max().getAsInt() > 1024);
  }
}
