package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class PerformanceTesterTest {

  private static final Benchmark<Void> OLD = Benchmark.of("old", () -> "old".hashCode());
  private static final Benchmark<Void> NEW = Benchmark.of("new", () -> "new".hashCode());

  private static PerformanceTester tester(NoiseGuardTest.ScriptedComparer comparer, ComparisonLedger ledger,
      ComparisonOptions co) {
    return tester(comparer, ledger, co, Map.of());
  }

  private static PerformanceTester tester(NoiseGuardTest.ScriptedComparer comparer, ComparisonLedger ledger,
      ComparisonOptions co, Map<String, String> properties) {
    PerformanceSettings settings = PerformanceSettings.resolve(null, null, properties::get, () -> 1L);
    return new PerformanceTester(null, settings, co, comparer, new NoiseGuard(comparer, () -> "doctor: ok"), ledger);
  }

  @Test
  void compareGuardsFirstThenComparesAndCounts() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.01, 0.01);
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.NONE, 0.95, 2);
    PerformanceTester t = tester(comparer, ledger, ComparisonOptions.builder().thresholdFraction(0.02).build());
    Comparison c = t.compare(OLD, NEW);
    assertEquals("new", c.candidateName());
    t.compare(OLD, NEW);
    assertEquals(List.of("old (A/A 1) vs old", "old (A/A 2) vs old", "old (A/A 3) vs old", "new vs old", "new vs old"), comparer.calls);
    assertEquals(2, ledger.count());
    assertEquals(0.01, t.noiseFloorFraction(OLD), 1e-12);
    assertEquals(NoiseGuard.AA_COMPILATIONS + 2, comparer.calls.size(), "the A/A runs are cached");
  }

  @Test
  void aNoisyMachineStillMeasuresAndAbortsOnlyAChangeWithinTheFloor() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.05, 0.05);
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.NONE, 0.95, 1);
    PerformanceTester t = tester(comparer, ledger, ComparisonOptions.builder().thresholdFraction(0.02).build());
    TestAbortedException e = assertThrows(TestAbortedException.class, () -> t.compare(OLD, NEW));
    assertTrue(e.getMessage().contains("not judged: noise floor of 'old'"), e.getMessage());
    assertEquals(List.of("old (A/A 1) vs old", "old (A/A 2) vs old", "old (A/A 3) vs old", "new vs old"), comparer.calls);
    assertEquals(1, ledger.count());
  }

  @Test
  void aThreefoldRegressionOnANoisyMachineFailsInsteadOfBeingSkipped() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.05, 0.05);
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.NONE, 0.95, 1);
    PerformanceTester t = tester(comparer, ledger, ComparisonOptions.builder().thresholdFraction(0.02).build());
    comparer.aaLow = -0.05; // the A/A run keeps the +-5% floor
    comparer.aaHigh = 0.05;
    comparer.low = 1.91;
    comparer.high = 2.06;
    Comparison c = t.compare(OLD, NEW);
    AssertionFailedError f = assertThrows(AssertionFailedError.class, () -> PerformanceAssertions.assertNotSlower(c));
    assertTrue(f.getMessage().contains("'new' is slower than 'old'") && f.getMessage().contains("noise floor"),
        f.getMessage());
  }

  @Test
  void anUnsettledWarmupDoesNotHideARegressionBeyondTheThreshold() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(0.5, 0.6);
    comparer.candidateNotes = List.of("warm-up not settled after 8.00 s; " + NoiseGuard.UNSETTLED_WARMUP_NOTE);
    comparer.aaLow = -0.01;
    comparer.aaHigh = 0.01;
    PerformanceTester t = tester(comparer, new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.02).build());
    Comparison c = t.compare(OLD, NEW);
    AssertionFailedError f = assertThrows(AssertionFailedError.class, () -> PerformanceAssertions.assertNotSlower(c));
    assertTrue(f.getMessage().contains("although warm-up did not settle"), f.getMessage());
    assertThrows(AssertionFailedError.class, () -> PerformanceAssertions.assertNoChange(c));
  }

  @Test
  void aPassDespiteAnUnsettledWarmupIsNotConfirmed() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.6, -0.5);
    comparer.candidateNotes = List.of("warm-up not settled after 8.00 s; " + NoiseGuard.UNSETTLED_WARMUP_NOTE);
    comparer.aaLow = -0.01;
    comparer.aaHigh = 0.01;
    PerformanceTester t = tester(comparer, new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.02).build());
    Comparison c = t.compare(OLD, NEW);
    TestAbortedException e = assertThrows(TestAbortedException.class, () -> PerformanceAssertions.assertFaster(c));
    assertTrue(e.getMessage().startsWith("not confirmed") && e.getMessage().contains("warm-up did not settle"),
        e.getMessage());
  }

  @Test
  void strictModeFailsWhatWouldBeSkippedAndPrintsTheReason() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.05, 0.05);
    PerformanceTester t = tester(comparer, new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.02).build(), Map.of(PerformanceSettings.STRICT_PROPERTY, "true"));
    PrintStream saved = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      AssertionFailedError f = assertThrows(AssertionFailedError.class, () -> t.compare(OLD, NEW));
      assertTrue(f.getMessage().startsWith("strict mode") && f.getMessage().contains("noise floor"), f.getMessage());
    } finally {
      System.setErr(saved);
    }
    String printed = err.toString(StandardCharsets.UTF_8);
    assertTrue(printed.startsWith("nanometer: FAILED (strict mode): 'new' vs 'old' not judged: noise floor"), printed);
  }

  @Test
  void strictModeFailsAnInconclusiveAssertion() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(0.0, 0.015);
    comparer.aaLow = -0.01;
    comparer.aaHigh = 0.01;
    PerformanceTester t = tester(comparer, new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.01).build(), Map.of(PerformanceSettings.STRICT_PROPERTY, "true"));
    Comparison c = t.compare(OLD, NEW);
    AssertionFailedError f = assertThrows(AssertionFailedError.class, () -> PerformanceAssertions.assertNotSlower(c));
    assertTrue(f.getMessage().contains("inconclusive"), f.getMessage());
    // Without strict mode the same interval is skipped, with the reason on stderr.
    PerformanceTester lax = tester(comparer, new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.01).build(), Map.of(PerformanceSettings.STRICT_PROPERTY, "false"));
    Comparison d = lax.compare(OLD, NEW);
    assertThrows(TestAbortedException.class, () -> PerformanceAssertions.assertNotSlower(d));
  }

  @Test
  void compareToItselfPairsTheBenchmarkWithACopy() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.01, 0.01);
    PerformanceTester t = tester(comparer, new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.02).build());
    assertEquals("old (copy)", t.compareToItself(OLD).candidateName());
  }

  @Test
  void nullArgumentsAreRejectedByName() {
    PerformanceTester t = tester(new NoiseGuardTest.ScriptedComparer(0, 0),
        new ComparisonLedger("T", Correction.NONE, 0.95, 1),
        ComparisonOptions.builder().thresholdFraction(0.02).build());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.compare(OLD, null));
    assertTrue(e.getMessage().contains("candidate"), e.getMessage());
  }

  @Test
  void aComparisonWhoseWarmupDidNotSettleIsCountedButAbortsWhenTheChangeIsSmall() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(0.01, 0.015);
    comparer.candidateNotes = List.of("warm-up not settled after 0.50 s; " + NoiseGuard.UNSETTLED_WARMUP_NOTE);
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.NONE, 0.95, 1);
    PerformanceTester t = tester(comparer, ledger, ComparisonOptions.builder().thresholdFraction(0.02).build());
    TestAbortedException e = assertThrows(TestAbortedException.class, () -> t.compare(OLD, NEW));
    assertTrue(e.getMessage().contains("warm-up did not settle"), e.getMessage());
    assertEquals(1, ledger.count());
  }
}
