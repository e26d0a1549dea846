package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.stats.SteadyStateClass;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One fork's steady state from its raw series, and the answer over forks built on it. */
class ForkSteadyStateTest {

  /** {@code n} samples of 1 ms each ({@code 1000} evaluations), per-evaluation level then {@code after} from {@code step}. */
  private static double[] series(int n, int step, double before, double after, double noise, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = (i < step ? before : after) * (1 + noise * (r.nextDouble() - 0.5));
    }
    return x;
  }

  private static double[] millis(int n) {
    double[] t = new double[n];
    java.util.Arrays.fill(t, 1e6);
    return t;
  }

  @Test
  void blocksHoldAtLeastTenMillisecondsAndAShortRestJoinsTheLast() {
    double[] sample = {3e6, 3e6, 3e6, 3e6, 3e6, 3e6, 3e6, 3e6, 3e6};
    List<int[]> blocks = ForkSteadyState.blocks(sample);
    assertEquals(2, blocks.size());
    assertArrayEquals(new int[] {0, 4}, blocks.get(0));
    assertArrayEquals(new int[] {4, 9}, blocks.get(1));
    assertEquals(1, ForkSteadyState.blocks(new double[] {1e6}).size());
  }

  @Test
  void aFlatSeriesIsFlatAndItsEstimateIsTheMedianOfAll() {
    double[] x = series(1000, 0, 10, 10, 0.02, 1);
    ForkSteadyState s = ForkSteadyState.of(x, millis(1000), Estimator.MEDIAN, 0);
    assertEquals(SteadyStateClass.FLAT, s.steadyClass());
    assertEquals(io.github.nanometer.stats.Descriptive.median(x), s.estimateNanos(), 1e-12);
    assertEquals(1000, s.steadySamples());
    assertEquals(100, s.blockNanos().length);
    assertTrue(s.standardErrorNanos() > 0 && s.standardErrorNanos() < 0.01, "batch means of 100 blocks");
  }

  @Test
  void aWarmUpStepIsLeftOutOfTheEstimate() {
    // 60% of the series at 15 ns, then 10 ns: the median of all would be 15, the steady state is 10
    double[] x = series(1000, 600, 15, 10, 0.02, 2);
    ForkSteadyState s = ForkSteadyState.of(x, millis(1000), Estimator.MEDIAN, 0);
    assertEquals(SteadyStateClass.WARMUP, s.steadyClass());
    assertEquals(10, s.estimateNanos(), 0.05);
    assertEquals(1, s.changepoints());
    assertEquals(60, s.segmentStarts()[1], 2);
    assertEquals(400, s.steadySamples(), 20);
  }

  @Test
  void aChangeInTheLastFifthIsNoSteadyStateAndASlowdownIsOne() {
    double[] x = series(1000, 900, 10, 13, 0.02, 3);
    ForkSteadyState late = ForkSteadyState.of(x, millis(1000), Estimator.MEDIAN, 0);
    assertEquals(SteadyStateClass.NO_STEADY_STATE, late.steadyClass());
    // the tail is a transient, not the fork: the estimate is over every sample
    assertEquals(io.github.nanometer.stats.Descriptive.median(x), late.estimateNanos(), 1e-12);
    assertEquals(1000, late.steadySamples());
    ForkSteadyState slower = ForkSteadyState.of(series(1000, 300, 10, 13, 0.02, 4), millis(1000), Estimator.MINIMUM, 0);
    assertEquals(SteadyStateClass.SLOWDOWN, slower.steadyClass());
    assertEquals(13 * 0.99, slower.estimateNanos(), 0.05); // the minimum of the slower segment
  }

  @Test
  void aFixedScheduleIsEstimatedOverItsWholeSeriesWhateverTheChangepoints() {
    double[] x = series(2000, 1000, 20, 10, 0.02, 9);
    ForkSteadyState steady = ForkSteadyState.of(x, millis(2000), Estimator.MEDIAN, 0, false);
    ForkSteadyState whole = ForkSteadyState.of(x, millis(2000), Estimator.MEDIAN, 0, true);
    assertEquals(SteadyStateClass.WARMUP, whole.steadyClass(), "the class is still found");
    assertEquals(1000, steady.steadySamples());
    assertEquals(2000, whole.steadySamples());
    assertTrue(whole.estimateNanos() > 10.1 && whole.estimateNanos() < 20, "over both levels: " + whole);
  }

  @Test
  void fewBlocksFallBackToTheForksOwnStandardError() {
    ForkSteadyState s = ForkSteadyState.of(series(30, 0, 10, 10, 0.02, 5), millis(30), Estimator.MEDIAN, 0.125);
    assertEquals(3, s.blockNanos().length);
    assertEquals(0.125, s.standardErrorNanos(), 0);
  }

  /** The steady state of a flat 500-sample fork at {@code level} ns with 2% noise. */
  private static ForkSteadyState steady(double level, long seed) {
    return ForkSteadyState.of(TestResults.fork(level, 0.02, seed));
  }

  @Test
  void theAnswerOverForksHoldsTheirSpreadAndOneForkSaysItIsOne() {
    ForkedEstimate one = ForkedEstimate.ofResults(List.of(TestResults.fork(10, 0.02, 1)), 0.95);
    assertTrue(one.oneJvm());
    assertTrue(one.levels().isEmpty());
    assertTrue(one.interval().halfWidth() < 0.01, "one JVM's own interval is narrow: " + one.interval());
    ForkedEstimate three = ForkedEstimate.of(List.of(steady(10, 1), steady(18, 2), steady(10.05, 3)), 0.95);
    assertEquals((10 + 18 + 10.05) / 3, three.estimateNanos(), 0.05);
    assertTrue(three.inconsistent());
    assertTrue(three.interval().contains(10) && three.interval().contains(18), three.interval().toString());
    assertEquals(3, three.classCounts().get(SteadyStateClass.FLAT));
    assertTrue(ForkedEstimate.enough(List.of(steady(10, 1), steady(10.01, 2), steady(10.02, 3)), 3, 0.95));
    assertTrue(!ForkedEstimate.enough(List.of(steady(10, 1), steady(18, 2), steady(10.05, 3)), 3, 0.95));
    assertTrue(!ForkedEstimate.enough(List.of(steady(10, 1), steady(10, 2)), 3, 0.95));
  }
}
