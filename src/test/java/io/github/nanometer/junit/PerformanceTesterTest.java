package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class PerformanceTesterTest {

  private static final Benchmark<Void> OLD = Benchmark.of("old", () -> "old".hashCode());
  private static final Benchmark<Void> NEW = Benchmark.of("new", () -> "new".hashCode());

  private static PerformanceTester tester(NoiseGuardTest.ScriptedComparer comparer, ComparisonLedger ledger,
      ComparisonOptions co) {
    PerformanceSettings settings = PerformanceSettings.resolve(null, null, Map.<String, String>of()::get, () -> 1L);
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
    assertEquals(List.of("old (A/A) vs old", "new vs old", "new vs old"), comparer.calls);
    assertEquals(2, ledger.count());
    assertEquals(0.01, t.noiseFloorFraction(OLD), 1e-12);
    assertEquals(3, comparer.calls.size());
  }

  @Test
  void aNoisyMachineAbortsBeforeTheComparisonAndCountsNothing() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(-0.05, 0.05);
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.NONE, 0.95, 1);
    PerformanceTester t = tester(comparer, ledger, ComparisonOptions.builder().thresholdFraction(0.02).build());
    assertThrows(TestAbortedException.class, () -> t.compare(OLD, NEW));
    assertEquals(List.of("old (A/A) vs old"), comparer.calls);
    assertEquals(0, ledger.count());
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
  void aComparisonWhoseWarmupDidNotSettleIsCountedButAborts() {
    NoiseGuardTest.ScriptedComparer comparer = new NoiseGuardTest.ScriptedComparer(0.01, 0.015);
    comparer.candidateNotes = List.of("warm-up not settled after 0.50 s; " + NoiseGuard.UNSETTLED_WARMUP_NOTE);
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.NONE, 0.95, 1);
    PerformanceTester t = tester(comparer, ledger, ComparisonOptions.builder().thresholdFraction(0.02).build());
    assertThrows(TestAbortedException.class, () -> t.compare(OLD, NEW));
    assertEquals(1, ledger.count());
  }
}
