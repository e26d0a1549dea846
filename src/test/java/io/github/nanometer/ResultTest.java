package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.measure.WarmupFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Result immutability, the primary estimate per estimator, and interval validation. */
class ResultTest {

  static Result result(Estimator e, int[] evals, double[] nanos, List<String> notes) {
    Options o = Options.builder().seed(5).estimator(e).build();
    return new Result("r", Mode.THROUGHPUT, e, o, new ClockFacts("nanoTime", 20, 1, 3000, 20, 30),
        new WarmupFacts(3, 30, 1000, 0, true, "ok", 2.0), 10, "tuned", evals, nanos, new Estimates(1, 2, 3, 4),
        Optional.empty(), "MAX_SAMPLES", false, "volatile", true, notes, "not pinned: test", List.of());
  }

  @Test
  void resultCopiesItsArraysAndNotes() {
    int[] evals = {10, 10};
    double[] nanos = {100, 120};
    List<String> notes = new ArrayList<>(List.of("a"));
    Result r = result(Estimator.MINIMUM, evals, nanos, notes);
    evals[0] = 99;
    nanos[0] = 99;
    notes.add("b");
    r.evaluations()[1] = 77;
    r.elapsedNanos()[1] = 77;
    assertArrayEquals(new int[] {10, 10}, r.evaluations());
    assertArrayEquals(new double[] {100, 120}, r.elapsedNanos(), 0);
    assertEquals(List.of("a"), r.notes());
    assertThrows(UnsupportedOperationException.class, () -> r.notes().add("c"));
    assertEquals(2, r.sampleCount());
    assertEquals(5, r.seed());
  }

  @Test
  void primaryEstimateFollowsTheEstimator() {
    assertEquals(1, result(Estimator.MINIMUM, new int[0], new double[0], List.of()).estimateNanos(), 0);
    assertEquals(4, result(Estimator.WEIGHTED_MEAN, new int[0], new double[0], List.of()).estimateNanos(), 0);
  }

  @Test
  void arraysMustMatchInLength() {
    OptionsTest.assertRejected(() -> result(Estimator.MINIMUM, new int[] {1}, new double[0], List.of()),
        "evaluations", "elapsedNanos");
  }

  @Test
  void confidenceIntervalValidation() {
    ConfidenceInterval c = new ConfidenceInterval(1, 3, 0.95, "t");
    assertTrue(c.contains(1));
    assertTrue(c.contains(3));
    assertFalse(c.contains(3.0000001));
    OptionsTest.assertRejected(() -> new ConfidenceInterval(1, 3, 1, "t"), "confidence", "1.0");
    OptionsTest.assertRejected(() -> new ConfidenceInterval(1, 3, 95, "t"), "confidence", "95.0");
    OptionsTest.assertRejected(() -> new ConfidenceInterval(4, 3, 0.95, "t"), "lowNanos 4.0", "highNanos 3.0");
  }

}
