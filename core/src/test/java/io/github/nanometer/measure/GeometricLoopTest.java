package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The geometric loop against testvectors.md section 5 and its stop order, with scripted sources. */
class GeometricLoopTest {

  private static final Duration HOUR = Duration.ofHours(1);

  private static GeometricSchedule options(int minSamples, int maxSamples, Duration min, Duration max, int maxEvals) {
    return new GeometricSchedule(1, 1.4, minSamples, maxSamples, min, max, maxEvals, 0.01);
  }

  private static int[] sequence(int start, int count) {
    int[] s = new int[count];
    s[0] = start;
    for (int i = 1; i < count; i++) {
      s[i] = GeometricLoop.nextEvaluations(s[i - 1], 1.4, Integer.MAX_VALUE);
    }
    return s;
  }

  @Test
  void growthFrom100MatchesSection5() {
    int[] expected = {100, 140, 196, 274, 383, 536, 750, 1050, 1470, 2058, 2881, 4033, 5646, 7904, 11065, 15490,
        21686};
    assertArrayEquals(expected, sequence(100, expected.length));
  }

  @Test
  void growthFrom10240MatchesSection5() {
    int[] expected = {10240, 14336, 20070, 28098, 39337, 55071, 77099, 107938, 151113, 211558, 296181, 414653,
        580514, 812719, 1137806, 1592928};
    assertArrayEquals(expected, sequence(10240, expected.length));
  }

  @Test
  void smallStartsStillGrow() {
    // Section 5's warning: truncated x1.4 never leaves 1 or 2; the loop must grow anyway.
    assertArrayEquals(new int[] {1, 2, 3, 4, 5, 7, 9, 12, 16, 22}, sequence(1, 10));
    for (int start : new int[] {1, 2}) {
      int[] s = sequence(start, 60);
      for (int i = 1; i < s.length; i++) {
        assertTrue(s[i] > s[i - 1], "size must grow at step " + i + " from " + start);
      }
    }
    // Growth factor 1 still grows by one.
    assertEquals(8, GeometricLoop.nextEvaluations(7, 1.0, 100));
  }

  @Test
  void sampleSizeIsCappedByTheRemainingDuration() {
    assertEquals(50, GeometricLoop.capToRemaining(140, 500, 10, 1), "500 ns left at 10 ns each");
    assertEquals(140, GeometricLoop.capToRemaining(140, 1e9, 10, 1));
    assertEquals(100, GeometricLoop.capToRemaining(140, 5, 10, 100), "never below the floor");
    assertEquals(140, GeometricLoop.capToRemaining(140, 500, Double.NaN, 1), "no estimate yet: uncapped");
  }

  @Test
  void aLoopThatNeverSettlesEndsNearItsMaxDuration() {
    // Odd samples cost 15 ns per evaluation, even ones 10: consecutive estimates never agree within 1e-9.
    int[] calls = {0};
    SampleSource alternating = evals -> evals * (calls[0]++ % 2 == 1 ? 15.0 : 10.0);
    GeometricSchedule o = new GeometricSchedule(10, 1.4, 4, 1000, Duration.ZERO, Duration.ofNanos(1_000_000),
        10_000_000, 1e-9);
    SamplingOutcome out = GeometricLoop.run(alternating, o);
    assertEquals(StopReason.MAX_DURATION, out.stopReason());
    // Uncapped, the last sample could overshoot by up to 40%; capped, by at most the estimate's error (15/12.5).
    assertTrue(out.samples().totalNanos() <= 1_000_000 * 1.2 + 150, "measured " + out.samples().totalNanos());
  }

  @Test
  void growthIsCappedAtMaxEvaluations() {
    assertEquals(1000, GeometricLoop.nextEvaluations(900, 1.4, 1000));
    assertEquals(Integer.MAX_VALUE, GeometricLoop.nextEvaluations(Integer.MAX_VALUE - 1, 1.4, Integer.MAX_VALUE));
  }

  @Test
  void constantCostConvergesAtTheSecondComparisonWithOneMinSample() {
    List<Integer> asked = new ArrayList<>();
    SamplingOutcome o = GeometricLoop.run(n -> {
      asked.add(n);
      return n * 3.0;
    }, options(1, 100, Duration.ZERO, HOUR, 10_000_000));
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertEquals(List.of(1, 2), asked);
    assertEquals(3.0, o.estimateNanos(), 0);
  }

  @Test
  void constantCostConvergesOnceMinSamplesAreReached() {
    SamplingOutcome o = GeometricLoop.run(n -> n * 3.0, options(4, 100, Duration.ZERO, HOUR, 10_000_000));
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertArrayEquals(new int[] {1, 2, 3, 4}, o.samples().evaluations());
  }

  @Test
  void minDurationDelaysPrecision() {
    // 1000 ns per evaluation; cumulative evaluations 1, 3, 6, 10, 15, 22: 20 us is reached at sample 6.
    SamplingOutcome o = GeometricLoop.run(n -> n * 1000.0,
        options(1, 100, Duration.ofNanos(20_000), HOUR, 10_000_000));
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertArrayEquals(new int[] {1, 2, 3, 4, 5, 7}, o.samples().evaluations());
  }

  @Test
  void precisionComparesConsecutiveWeightedMeansNotSampleTimes() {
    // Sample 2 costs 101.4 per evaluation (1.4% above sample 1), but the weighted mean moves from
    // 100 to 302.8 / 3 = 100.93, i.e. 0.92% < epsilon: the loop stops.
    double[] perEval = {100, 101.4};
    int[] calls = {0};
    SamplingOutcome o = GeometricLoop.run(n -> n * perEval[calls[0]++],
        options(1, 100, Duration.ZERO, HOUR, 10_000_000));
    assertEquals(StopReason.PRECISION, o.stopReason());
    assertEquals(2, o.samples().size());
    // 103 per evaluation moves the mean by 1.96%: no stop at sample 2.
    double[] perEval2 = {100, 103, 103, 103, 103, 103, 103, 103};
    int[] calls2 = {0};
    SamplingOutcome o2 = GeometricLoop.run(n -> n * perEval2[calls2[0]++],
        options(1, 100, Duration.ZERO, HOUR, 10_000_000));
    assertTrue(o2.samples().size() > 2);
  }

  /** Per-evaluation time equal to n: the weighted mean keeps moving, precision never stops it. */
  private static double drifting(int n) {
    return (double) n * n;
  }

  @Test
  void aSampleNeverPlansToOverrunTheBudget() {
    // 1 ns per evaluation, a 20 ms budget, a first sample of 2^30: the warm-up estimate caps it.
    SamplingOutcome first = GeometricLoop.run(n -> n * 1.0,
        new GeometricSchedule(1 << 30, 1.4, 1, 100, Duration.ZERO, Duration.ofMillis(20), Integer.MAX_VALUE, 0.01),
        1.0);
    assertEquals(20_000_000, first.samples().evaluations()[0]);
    assertEquals(StopReason.MAX_DURATION, first.stopReason());
    assertEquals(1, first.samples().size());
    // Without a warm-up estimate the running estimate caps every later sample: 100, then what fits.
    SamplingOutcome later = GeometricLoop.run(n -> n * 1.0,
        new GeometricSchedule(100, 10, 100, 100, Duration.ZERO, Duration.ofNanos(1500), Integer.MAX_VALUE, 0.01));
    assertArrayEquals(new int[] {100, 1000, 400}, later.samples().evaluations());
    assertEquals(1500, later.samples().totalNanos(), 0);
    assertEquals(7, GeometricLoop.capToRemaining(7, 100, Double.NaN, 1));
    assertEquals(1, GeometricLoop.capToRemaining(7, 0, 5, 1));
    assertEquals(3, GeometricLoop.capToRemaining(7, 15, 5, 1));
  }

  @Test
  void maxSamplesStops() {
    SamplingOutcome o = GeometricLoop.run(GeometricLoopTest::drifting,
        options(1, 5, Duration.ZERO, HOUR, 10_000_000));
    assertEquals(StopReason.MAX_SAMPLES, o.stopReason());
    assertEquals(5, o.samples().size());
  }

  @Test
  void maxDurationStops() {
    // Times 1, 4, 9, 16: cumulative 30 ns at sample 4.
    SamplingOutcome o = GeometricLoop.run(GeometricLoopTest::drifting,
        options(1, 100, Duration.ZERO, Duration.ofNanos(30), 10_000_000));
    assertEquals(StopReason.MAX_DURATION, o.stopReason());
    assertEquals(4, o.samples().size());
  }

  @Test
  void maxEvaluationsStopsAfterASampleOfThatSize() {
    SamplingOutcome o = GeometricLoop.run(GeometricLoopTest::drifting,
        options(1, 100, Duration.ZERO, HOUR, 6));
    assertEquals(StopReason.MAX_EVALUATIONS, o.stopReason());
    assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6}, o.samples().evaluations());
  }

  @Test
  void stopOrderIsPrecisionThenSamplesThenDurationThenEvaluations() {
    // Times 5, 10 (cumulative 5, 15): every rule first holds at sample 2; precision wins.
    SamplingOutcome all = GeometricLoop.run(n -> n * 5.0,
        new GeometricSchedule(1, 1.4, 2, 2, Duration.ZERO, Duration.ofNanos(10), 2, 0.01));
    assertEquals(StopReason.PRECISION, all.stopReason());
    // Times 1, 4, 9 (cumulative 1, 5, 14) never converge; max samples, max duration and max
    // evaluations all first hold at sample 3: max samples wins.
    SamplingOutcome three = GeometricLoop.run(GeometricLoopTest::drifting,
        new GeometricSchedule(1, 1.4, 1, 3, Duration.ZERO, Duration.ofNanos(14), 3, 0.01));
    assertEquals(StopReason.MAX_SAMPLES, three.stopReason());
    assertEquals(3, three.samples().size());
    // Max duration (cumulative 5 ns) and max evaluations (size 2) together at sample 2: duration wins.
    SamplingOutcome two = GeometricLoop.run(GeometricLoopTest::drifting,
        new GeometricSchedule(1, 1.4, 1, 100, Duration.ZERO, Duration.ofNanos(5), 2, 0.01));
    assertEquals(StopReason.MAX_DURATION, two.stopReason());
    assertEquals(2, two.samples().size());
  }

  @Test
  void estimateIsSumOfTimesOverSumOfEvaluations() {
    double[] times = {7, 30, 11, 50, 13, 80};
    int[] calls = {0};
    SamplingOutcome o = GeometricLoop.run(n -> times[calls[0]++],
        options(1, times.length, Duration.ZERO, HOUR, 10_000_000));
    int[] evals = o.samples().evaluations();
    assertArrayEquals(new int[] {1, 2, 3, 4, 5, 7}, evals);
    double sumTime = 0;
    long sumEvals = 0;
    for (int i = 0; i < evals.length; i++) {
      sumTime += times[i];
      sumEvals += evals[i];
    }
    assertEquals(sumTime / sumEvals, o.estimateNanos(), 0);
    assertArrayEquals(times, o.samples().elapsedNanos(), 0);
  }

  @Test
  void initialEvaluationsIsTheFirstSampleSize() {
    List<Integer> asked = new ArrayList<>();
    GeometricLoop.run(n -> {
      asked.add(n);
      return n * 2.0;
    }, new GeometricSchedule(100, 1.4, 4, 1000, Duration.ZERO, Duration.ofSeconds(10), 10_000_000, 0.01));
    assertEquals(List.of(100, 140, 196, 274), asked);
  }

  static void assertMessage(org.junit.jupiter.api.function.Executable e, String... parts) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
    for (String p : parts) {
      assertTrue(ex.getMessage().contains(p), "message '" + ex.getMessage() + "' should contain '" + p + "'");
    }
  }
}
