package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.StopReason;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fixed-size sampling for the minimum estimator, driven by a scripted source and a scripted timer. */
class MinimumSamplerTest {

  @Test
  void minSamplesAreAlwaysTakenEvenWhenTimeIsUpAtOnce() {
    int[] timeUpCalls = {0};
    SamplingOutcome o = MinimumSampler.run(n -> n * 2.0, 10, 5, 100, () -> {
      timeUpCalls[0]++;
      return true;
    });
    assertEquals(StopReason.MAX_DURATION, o.stopReason());
    assertEquals(5, o.samples().size());
    assertEquals(1, timeUpCalls[0], "the timer is consulted only once min samples are in");
  }

  @Test
  void maxSamplesCapsSampling() {
    SamplingOutcome o = MinimumSampler.run(n -> n * 2.0, 10, 5, 12, () -> false);
    assertEquals(StopReason.MAX_SAMPLES, o.stopReason());
    assertEquals(12, o.samples().size());
  }

  @Test
  void timeUpIsRespectedAfterEachSample() {
    int[] timeUpCalls = {0};
    SamplingOutcome o = MinimumSampler.run(n -> n * 2.0, 10, 3, 100, () -> ++timeUpCalls[0] >= 4);
    assertEquals(StopReason.MAX_DURATION, o.stopReason());
    // Checked after samples 3, 4, 5, 6; true at the fourth check.
    assertEquals(6, o.samples().size());
    assertEquals(4, timeUpCalls[0]);
  }

  @Test
  void everySampleHasTheTunedSizeAndKeepsItsTime() {
    List<Integer> asked = new ArrayList<>();
    double[] times = {700, 350, 900, 410};
    SamplingOutcome o = MinimumSampler.run(n -> {
      asked.add(n);
      return times[asked.size() - 1];
    }, 7, 2, 4, () -> false);
    assertEquals(List.of(7, 7, 7, 7), asked);
    assertArrayEquals(times, o.samples().elapsedNanos(), 0);
    assertArrayEquals(new double[] {100, 50, 900 / 7.0, 410 / 7.0}, o.samples().nanosPerEvaluation(), 1e-12);
    assertEquals(50, Arrays.stream(o.samples().nanosPerEvaluation()).min().getAsDouble(), 0);
  }

  @Test
  void rejectsSampleSizeBelowOne() {
    GeometricLoopTest.assertMessage(() -> MinimumSampler.run(n -> 1, 0, 2, 10, () -> true),
        "evaluationsPerSample", "0");
  }
}
