package io.github.nanometer.junit;

import static io.github.nanometer.junit.FakeComparisons.withChange;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Comparison;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Mode;
import io.github.nanometer.Note;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.junit.PerformanceAssertions.Outcome;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class PerformanceAssertionsTest {

  private static Interval change(double low, double high) {
    return new Interval(low, high, 0.95, "candidate mean / baseline mean - 1", "test");
  }

  @Test
  void notSlowerPassesBelowTheThresholdFailsWhollyAboveAndAbortsAcross() {
    assertEquals(Outcome.PASS, PerformanceAssertions.notSlower(change(-0.01, 0.02), 0.02));
    assertEquals(Outcome.PASS, PerformanceAssertions.notSlower(change(-0.30, -0.10), 0.02));
    assertEquals(Outcome.FAIL, PerformanceAssertions.notSlower(change(0.021, 0.05), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.notSlower(change(0.02, 0.05), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.notSlower(change(0.0, 0.03), 0.02));
  }

  @Test
  void fasterNeedsTheWholeIntervalBelowMinusTheGain() {
    assertEquals(Outcome.PASS, PerformanceAssertions.faster(change(-0.5, -0.11), 0.1));
    assertEquals(Outcome.FAIL, PerformanceAssertions.faster(change(-0.1, 0.05), 0.1));
    assertEquals(Outcome.FAIL, PerformanceAssertions.faster(change(0.01, 0.05), 0.1));
    assertEquals(Outcome.ABORT, PerformanceAssertions.faster(change(-0.2, -0.05), 0.1));
  }

  @Test
  void noChangeFailsOnlyWhenTheIntervalLiesWhollyOutsideTheBand() {
    assertEquals(Outcome.PASS, PerformanceAssertions.noChange(change(-0.02, 0.02), 0.02));
    assertEquals(Outcome.FAIL, PerformanceAssertions.noChange(change(0.03, 0.04), 0.02));
    assertEquals(Outcome.FAIL, PerformanceAssertions.noChange(change(-0.04, -0.03), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.noChange(change(-0.01, 0.03), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.noChange(change(-0.03, 0.03), 0.02));
  }

  @Test
  void aContradictedClaimFailsWithChangeIntervalAndThreshold() {
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> PerformanceAssertions.assertNotSlower(withChange(0.042, 0.060, 0.02)));
    String m = e.getMessage();
    assertTrue(m.contains("'new' is slower than 'old'"), m);
    assertTrue(m.contains("+5.1%"), m);
    assertTrue(m.contains("95% interval +4.2% to +6.0%"), m);
    assertTrue(m.contains("more than 2.0%"), m);
    assertTrue(m.contains("seed 42"), m);
  }

  @Test
  void aFailureOnAnIntervalFromOneJvmSaysSoBesideTheIntervalAndKeepsTheOtherNotes() {
    Comparison oneJvm = FakeComparisons.named("old", "new", 0.042, 0.060,
        io.github.nanometer.ComparisonOptions.builder().thresholdFraction(0.02).build(),
        List.of("warm-up settled late", Note.ONE_JVM_MESSAGE));
    assertTrue(Note.ONE_JVM_MESSAGE.startsWith(ChangeInterval.ONE_JVM_NOTE_START));
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> PerformanceAssertions.assertNotSlower(oneJvm));
    String m = e.getMessage();
    assertTrue(m.contains("95% interval +4.2% to +6.0%, one JVM; 4 pairs, seed 42; notes: warm-up settled late)"), m);
    assertTrue(!m.contains("spread between JVMs"), "the label says it, the note is not repeated: " + m);
    String plain = assertThrows(AssertionFailedError.class,
        () -> PerformanceAssertions.assertNotSlower(withChange(0.042, 0.060, 0.02))).getMessage();
    assertTrue(!plain.contains("one JVM"), "a comparison without the note claims nothing: " + plain);
  }

  @Test
  void anInconclusiveIntervalAbortsWithTheReasonAndTheInterval() {
    TestAbortedException e = assertThrows(TestAbortedException.class,
        () -> PerformanceAssertions.assertNotSlower(withChange(0.01, 0.03, 0.02)));
    String m = e.getMessage();
    assertTrue(m.startsWith("inconclusive"), m);
    assertTrue(m.contains("+1.0% to +3.0%") && m.contains("2.0%") && m.contains("straddles"), m);
  }

  @Test
  void anExplicitThresholdOverridesTheComparisonsOwn() {
    // The comparison was judged at 2%, but the assertion asks about 10%.
    assertDoesNotThrow(() -> PerformanceAssertions.assertNotSlower(withChange(0.04, 0.06, 0.02), 0.10));
    assertDoesNotThrow(() -> PerformanceAssertions.assertFaster(withChange(-0.60, -0.40, 0.02), 0.30));
    assertThrows(AssertionFailedError.class,
        () -> PerformanceAssertions.assertFaster(withChange(-0.20, -0.10, 0.02), 0.30));
    assertDoesNotThrow(() -> PerformanceAssertions.assertNoChange(withChange(-0.04, 0.04, 0.02), 0.05));
    assertThrows(TestAbortedException.class, () -> PerformanceAssertions.assertNoChange(withChange(-0.04, 0.04, 0.02)));
  }

  private static Result resultAllocating(io.github.nanometer.Allocation allocation) {
    io.github.nanometer.Environment env = io.github.nanometer.Environment.capture("not pinned: test",
        FakeComparisons.CLOCK, 0.5, Optional.empty());
    return new Result("boxing", Mode.THROUGHPUT, Estimator.MINIMUM, Options.builder().seed(5).build(), env,
        new WarmupSummary(3, 30, Duration.ofNanos(1000), Optional.of(Duration.ofMillis(0)), true, "ok", 2.0, List.of()),
        10, io.github.nanometer.TuningSource.TUNED,
        new int[] {10, 10}, new double[] {100, 100}, new Estimates(10, 10, 10, 10), Optional.empty(), Optional.empty(),
        io.github.nanometer.StopReason.MAX_SAMPLES, false, true, List.of(), List.of(), allocation,
        java.util.Map.of(), io.github.nanometer.MeasurementPlan.implied(Options.builder().seed(5).build(), Estimator.MINIMUM,
            "nanotime"), io.github.nanometer.GcActivity.UNKNOWN);
  }

  @Test
  void allocationAtOrBelowTheLimitPassesAboveFailsAndUnmeasuredAborts() {
    assertDoesNotThrow(() -> PerformanceAssertions.assertAllocatesAtMost(
        resultAllocating(io.github.nanometer.Allocation.measured(16, 1000)), 16));
    AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> PerformanceAssertions.assertAllocatesAtMost(
        resultAllocating(io.github.nanometer.Allocation.measured(16.5, 1000)), 16));
    assertTrue(e.getMessage().contains("'boxing' allocates 16.5 bytes per evaluation, more than the 16.0 allowed"),
        e.getMessage());
    assertTrue(e.getMessage().contains("1000 measured evaluations, seed 5"), e.getMessage());
    TestAbortedException a = assertThrows(TestAbortedException.class, () -> PerformanceAssertions.assertAllocatesAtMost(
        resultAllocating(io.github.nanometer.Allocation.unavailable("no counter in this JVM")), 16));
    assertTrue(a.getMessage().contains("no counter in this JVM"), a.getMessage());
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> PerformanceAssertions
        .assertAllocatesAtMost(resultAllocating(io.github.nanometer.Allocation.measured(0, 1)), -1));
    assertTrue(bad.getMessage().contains("bytesPerEvaluation") && bad.getMessage().contains("-1"), bad.getMessage());
  }

  @Test
  void badArgumentsNameTheParameterAndTheRange() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PerformanceAssertions.assertNotSlower(withChange(0, 0.01, 0.02), 2.0));
    assertEquals("thresholdFraction must be in [0, 0.99], got 2", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> PerformanceAssertions.assertFaster(null, 0.1));
    assertTrue(e.getMessage().contains("comparison"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> PerformanceAssertions.assertNoChange(withChange(0, 0.01, 0.02), Double.NaN));
    assertEquals("bandFraction must be in [0, 0.99], got NaN", e.getMessage());
  }

  @Test
  void eachThresholdIsRefusedJustOutsideTheComparisonsRangeAndAcceptedOnItsBounds() {
    Comparison c = withChange(0, 0.01, 0.02);
    assertEquals("thresholdFraction must be in [0, 0.99], got -0.001",
        refused(() -> PerformanceAssertions.assertNotSlower(c, -0.001)));
    assertEquals("thresholdFraction must be in [0, 0.99], got 0.991",
        refused(() -> PerformanceAssertions.assertNotSlower(c, 0.991)));
    assertEquals("minimumGainFraction must be in [0, 0.99], got -0.001",
        refused(() -> PerformanceAssertions.assertFaster(c, -0.001)));
    assertEquals("minimumGainFraction must be in [0, 0.99], got 0.991",
        refused(() -> PerformanceAssertions.assertFaster(c, 0.991)));
    assertEquals("bandFraction must be in [0, 0.99], got -0.001",
        refused(() -> PerformanceAssertions.assertNoChange(c, -0.001)));
    assertEquals("bandFraction must be in [0, 0.99], got 0.991",
        refused(() -> PerformanceAssertions.assertNoChange(c, 0.991)));
    // on the bounds the assertion runs and judges (here: the change [0, 1%] is within 99%)
    assertDoesNotThrow(() -> PerformanceAssertions.assertNotSlower(c, 0.99));
    assertDoesNotThrow(() -> PerformanceAssertions.assertNoChange(c, 0.99));
    assertThrows(AssertionFailedError.class, () -> PerformanceAssertions.assertFaster(c, 0));
    assertThrows(IllegalArgumentException.class, () -> PerformanceAssertions.assertAllocatesAtMost(
        resultAllocating(io.github.nanometer.Allocation.measured(0, 1)), -0.001));
    assertThrows(IllegalArgumentException.class, () -> PerformanceAssertions.assertAllocatesAtMost(
        resultAllocating(io.github.nanometer.Allocation.measured(0, 1)), Double.POSITIVE_INFINITY));
  }

  private static String refused(org.junit.jupiter.api.function.Executable call) {
    return assertThrows(IllegalArgumentException.class, call).getMessage();
  }
}
