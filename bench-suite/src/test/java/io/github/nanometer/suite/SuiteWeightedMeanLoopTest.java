package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.Options;
import io.github.nanometer.StopReason;
import io.github.nanometer.measure.GeometricLoop;
import io.github.nanometer.measure.GeometricSchedule;
import io.github.nanometer.measure.SamplingOutcome;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The suite's weighted-mean loop takes enough samples for an interval: its options, and the
 * kernel's geometric loop driven by scripted sample times under them (nothing is timed).
 */
class SuiteWeightedMeanLoopTest {

  private static SuiteConfig config(SuiteMode mode) {
    return new SuiteConfig(mode, List.of(MemoryFunction.MEMCPY), List.of("libc"), "all",
        mode == SuiteMode.SWEEP ? Optional.of(SweepSpec.parse("16..64:x2")) : Optional.empty(), 1, 1, 1, false,
        List.of(Estimator.WEIGHTED_MEAN, Estimator.MINIMUM), Duration.ofMillis(100), Duration.ofMillis(250),
        "logistic", true, 1024);
  }

  @Test
  void theWeightedMeanKeepsTheSuitesBoundsAndGrowsSlowlyOverManySamples() {
    Options o = SuiteRunner.options(config(SuiteMode.DISTRIBUTION), Estimator.WEIGHTED_MEAN, 1);
    GeometricOptions g = o.geometric();
    assertEquals(SuiteDefaults.WEIGHTED_MEAN_MIN, g.minDuration());
    assertEquals(SuiteDefaults.WEIGHTED_MEAN_MAX, g.maxDuration());
    assertEquals(SuiteDefaults.WEIGHTED_MEAN_MAX, o.budget());
    assertEquals(10, g.initialEvaluations(), "10240 calls of 1024 per evaluation");
    assertEquals(SuiteDefaults.WEIGHTED_MEAN_GROWTH, g.growthFactor());
    assertEquals(SuiteDefaults.WEIGHTED_MEAN_MIN_SAMPLES, g.minSamples());
    assertEquals(SuiteDefaults.WEIGHTED_MEAN_EPSILON, g.epsilon());
    assertEquals(100, SuiteRunner.options(config(SuiteMode.SWEEP), Estimator.WEIGHTED_MEAN, 1).geometric()
        .initialEvaluations());
  }

  /** Scripted samples: {@code nanosPerEvaluation} each, times 1 + a uniform draw of +-{@code spread}. */
  private static SamplingOutcome run(double nanosPerEvaluation, double spread) {
    GeometricOptions g = SuiteRunner.options(config(SuiteMode.DISTRIBUTION), Estimator.WEIGHTED_MEAN, 1).geometric();
    SplittableRandom random = new SplittableRandom(42);
    return GeometricLoop.run(n -> n * nanosPerEvaluation * (1 + spread * (2 * random.nextDouble() - 1)),
        GeometricSchedule.of(g));
  }

  @Test
  void quietSamplesStopAtTheMinimumSamplesAndDurationWithANarrowInterval() {
    // One evaluation = 1024 calls of 10 ns.
    SamplingOutcome o = run(10_240, 0.001);
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertTrue(o.samples().size() >= SuiteDefaults.WEIGHTED_MEAN_MIN_SAMPLES, "samples: " + o.samples().size());
    assertTrue(o.samples().totalNanos() >= SuiteDefaults.WEIGHTED_MEAN_MIN.toNanos());
    assertTrue(o.samples().totalNanos() < 0.1 * SuiteDefaults.WEIGHTED_MEAN_MAX.toNanos(),
        "a quiet measurement does not use the whole budget: " + o.samples().totalNanos());
  }

  @Test
  void noisySamplesKeepSamplingWithinTheMaximumDuration() {
    SamplingOutcome quiet = run(10_240, 0.001);
    SamplingOutcome noisy = run(10_240, 0.8);
    assertTrue(noisy.samples().size() > quiet.samples().size(),
        noisy.samples().size() + " noisy samples, " + quiet.samples().size() + " quiet");
    assertTrue(noisy.samples().totalNanos() <= SuiteDefaults.WEIGHTED_MEAN_MAX.toNanos() * 1.0001,
        "within the suite's bound: " + noisy.samples().totalNanos());
  }

  @Test
  void slowCallsStillGetAnIntervalWithinTheMaximumDuration() {
    // 1024 calls of 1 us per evaluation: the first sample is 10 ms.
    SamplingOutcome o = run(1_024_000, 0.05);
    assertTrue(o.samples().size() >= 20, "samples: " + o.samples().size());
    double largest = java.util.Arrays.stream(o.samples().elapsedNanos()).max().orElseThrow();
    assertTrue(o.samples().totalNanos() <= SuiteDefaults.WEIGHTED_MEAN_MAX.toNanos() + largest,
        "the loop may pass its bound by one sample (never smaller than the first): " + o.samples().totalNanos());
  }
}
