package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Result immutability, the primary estimate per estimator, and interval validation. */
class ResultTest {

  static Result result(Estimator e, int[] evals, double[] nanos, List<String> notes) {
    return result(e, evals, nanos, notes, Optional.empty());
  }

  static Result result(Estimator e, int[] evals, double[] nanos, List<String> notes,
      Optional<Interval> interval) {
    return TestResults.result(e, evals, nanos, notes, interval);
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
    assertArrayEquals(new long[] {200, 240}, r.elapsedTicks(), "ticks of 0.5 ns beside the nanoseconds");
    assertEquals("not pinned: test", r.threadPlacement());
    assertEquals(r.environment().blackhole().cliName(), r.blackhole());
  }

  @Test
  void primaryEstimateFollowsTheEstimator() {
    assertEquals(1, result(Estimator.MINIMUM, new int[0], new double[0], List.of()).estimateNanos(), 0);
    assertEquals(2, result(Estimator.MEDIAN, new int[0], new double[0], List.of()).estimateNanos(), 0);
    assertEquals(4, result(Estimator.WEIGHTED_MEAN, new int[0], new double[0], List.of()).estimateNanos(), 0);
  }

  @Test
  void theIntervalMustBracketThePrimaryEstimate() {
    Interval aroundTwo = new Interval(1.5, 2.5, 0.95, "median time per evaluation (ns)",
        "order-statistic interval of the median");
    assertEquals(Optional.of(aroundTwo),
        result(Estimator.MEDIAN, new int[0], new double[0], List.of(), Optional.of(aroundTwo)).interval());
    OptionsTest.assertRejected(() -> result(Estimator.WEIGHTED_MEAN, new int[0], new double[0], List.of(),
        Optional.of(aroundTwo)), "does not bracket", "weighted-mean estimate 4.0");
  }

  @Test
  void notesAreTypedAndValidated() {
    Note n = new Note(NoteKind.MINIMUM_NOT_CONVERGED, "minimum not converged", "lcg");
    assertEquals(NoteKind.MINIMUM_NOT_CONVERGED, n.kind());
    OptionsTest.assertRejected(() -> new Note(null, "m", "lcg"), "kind");
    OptionsTest.assertRejected(() -> new Note(NoteKind.NO_COUNTERS, " ", "lcg"), "message");
    OptionsTest.assertRejected(() -> new Note(NoteKind.NO_COUNTERS, "m", ""), "appliesTo");
  }

  @Test
  void arraysMustMatchInLength() {
    OptionsTest.assertRejected(() -> result(Estimator.MINIMUM, new int[] {1}, new double[0], List.of()),
        "evaluations", "elapsedNanos");
  }

}
