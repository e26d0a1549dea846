package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.StopReason;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The geometric loop's ceiling on sample sizes, with scripted sources. */
class GeometricLoopCeilingTest {

  /** llvm-libc's growth and stop rules, 1000 samples, 1 ms of measured time before a precision stop. */
  private static GeometricSchedule options(int initial, int maxSamples) {
    return new GeometricSchedule(initial, 1.4, 4, maxSamples, Duration.ofMillis(1), Duration.ofHours(1), 10_000_000,
        0.01);
  }

  /**
   * A body that a branch predictor learns once a sample replays its 1024 inputs: 200 ns per
   * evaluation within the first pass, 50 ns for every evaluation after it.
   */
  private static double learning(int evaluations) {
    int firstPass = Math.min(evaluations, 1024);
    return 200.0 * firstPass + 50.0 * (evaluations - firstPass);
  }

  @Test
  void samplesGrowToTheCeilingThenKeepItsSize() {
    // maxEvaluations 1024 would stop llvm-libc's loop at its eighth sample (MAX_EVALUATIONS).
    GeometricSchedule o = new GeometricSchedule(100, 1.4, 4, 12, Duration.ofHours(1), Duration.ofHours(2), 10_000_000,
        0.01);
    SamplingOutcome out = GeometricLoop.run(n -> 2.0 * n, o, Double.NaN, 1024);
    // 100, 140, 196, 274, 383, 536, 750, 1050 -> capped to 1024 from the eighth sample on.
    assertArrayEquals(new int[] {100, 140, 196, 274, 383, 536, 750, 1024, 1024, 1024, 1024, 1024},
        out.samples().evaluations());
    assertEquals(StopReason.MAX_SAMPLES, out.stopReason());
    assertEquals(2.0, out.estimateNanos(), 1e-12);
  }

  @Test
  void aCeilingKeepsEverySampleInTheFirstPassOfALearnedBody() {
    SamplingOutcome capped = GeometricLoop.run(GeometricLoopCeilingTest::learning, options(100, 1000),
        Double.NaN, 1024);
    assertEquals(200.0, capped.estimateNanos(), 1e-9);
    // Without it, samples grow far past one pass and the estimate is mostly the learned 50 ns.
    SamplingOutcome llvm = GeometricLoop.run(GeometricLoopCeilingTest::learning, options(100, 1000),
        Double.NaN);
    assertTrue(llvm.estimateNanos() < 100, "llvm-libc's loop measured " + llvm.estimateNanos());
    assertTrue(Arrays.stream(llvm.samples().evaluations()).max().getAsInt() > 100_000);
  }

  @Test
  void aCeilingBelowTheFirstSampleBoundsItToo() {
    SamplingOutcome o = GeometricLoop.run(n -> 1.0 * n, options(5000, 6), Double.NaN, 300);
    assertArrayEquals(new int[] {300, 300, 300, 300, 300, 300}, o.samples().evaluations());
  }

  @Test
  void withoutACeilingTheLoopIsLlvmLibcs() {
    SamplingOutcome plain = GeometricLoop.run(n -> 3.0 * n, options(7, 12), Double.NaN);
    SamplingOutcome unbounded = GeometricLoop.run(n -> 3.0 * n, options(7, 12), Double.NaN, Integer.MAX_VALUE);
    assertArrayEquals(plain.samples().evaluations(), unbounded.samples().evaluations());
    assertEquals(plain.stopReason(), unbounded.stopReason());
  }

  @Test
  void aCeilingBelowOneIsRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GeometricLoop.run(n -> 1.0 * n, options(1, 5), Double.NaN, 0));
    assertEquals("maxEvaluationsPerSample must be >= 1, got 0", e.getMessage());
  }
}
