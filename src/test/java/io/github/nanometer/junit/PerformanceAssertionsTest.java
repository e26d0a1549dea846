package io.github.nanometer.junit;

import static io.github.nanometer.junit.FakeComparisons.withChange;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.junit.PerformanceAssertions.Outcome;
import io.github.nanometer.stats.Interval;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class PerformanceAssertionsTest {

  @Test
  void notSlowerPassesBelowTheThresholdFailsWhollyAboveAndAbortsAcross() {
    assertEquals(Outcome.PASS, PerformanceAssertions.notSlower(new Interval(-0.01, 0.02), 0.02));
    assertEquals(Outcome.PASS, PerformanceAssertions.notSlower(new Interval(-0.30, -0.10), 0.02));
    assertEquals(Outcome.FAIL, PerformanceAssertions.notSlower(new Interval(0.021, 0.05), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.notSlower(new Interval(0.02, 0.05), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.notSlower(new Interval(0.0, 0.03), 0.02));
  }

  @Test
  void fasterNeedsTheWholeIntervalBelowMinusTheGain() {
    assertEquals(Outcome.PASS, PerformanceAssertions.faster(new Interval(-0.5, -0.11), 0.1));
    assertEquals(Outcome.FAIL, PerformanceAssertions.faster(new Interval(-0.1, 0.05), 0.1));
    assertEquals(Outcome.FAIL, PerformanceAssertions.faster(new Interval(0.01, 0.05), 0.1));
    assertEquals(Outcome.ABORT, PerformanceAssertions.faster(new Interval(-0.2, -0.05), 0.1));
  }

  @Test
  void noChangeFailsOnlyWhenTheIntervalLiesWhollyOutsideTheBand() {
    assertEquals(Outcome.PASS, PerformanceAssertions.noChange(new Interval(-0.02, 0.02), 0.02));
    assertEquals(Outcome.FAIL, PerformanceAssertions.noChange(new Interval(0.03, 0.04), 0.02));
    assertEquals(Outcome.FAIL, PerformanceAssertions.noChange(new Interval(-0.04, -0.03), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.noChange(new Interval(-0.01, 0.03), 0.02));
    assertEquals(Outcome.ABORT, PerformanceAssertions.noChange(new Interval(-0.03, 0.03), 0.02));
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

  @Test
  void badArgumentsNameTheParameterAndTheRange() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PerformanceAssertions.assertNotSlower(withChange(0, 0.01, 0.02), 2.0));
    assertTrue(e.getMessage().contains("thresholdFraction") && e.getMessage().contains("[0, 1)")
        && e.getMessage().contains("2.0"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> PerformanceAssertions.assertFaster(null, 0.1));
    assertTrue(e.getMessage().contains("comparison"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> PerformanceAssertions.assertNoChange(withChange(0, 0.01, 0.02), Double.NaN));
    assertTrue(e.getMessage().contains("bandFraction"), e.getMessage());
  }
}
