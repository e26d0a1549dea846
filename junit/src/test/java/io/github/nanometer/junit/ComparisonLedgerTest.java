package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ComparisonOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComparisonLedgerTest {

  @Test
  void reportsTheCountTheConfidenceEachAndTheFamilyWiseBound() {
    ComparisonLedger ledger = new ComparisonLedger("ParserTest", Correction.NONE, 0.95, 3);
    ComparisonOptions co = ComparisonOptions.builder().thresholdFraction(0.02).build();
    ledger.record(FakeComparisons.named("old", "a", -0.01, 0.01, co));
    ledger.record(FakeComparisons.named("old", "b", 0.03, 0.05, co));
    ledger.record(FakeComparisons.named("old", "c", -0.5, -0.4, co));
    // Bonferroni's inequality: 1 - 3 x 0.05 = 0.85.
    assertEquals(0.85, ledger.familyWiseConfidence(), 1e-12);
    List<String> lines = ledger.report(1);
    assertTrue(lines.get(0).contains("3 comparisons in ParserTest, each at 95% confidence (no correction)"),
        lines.get(0));
    assertTrue(lines.get(0).contains(">= 85%") && lines.get(0).contains("1 noise-guard A/A run"), lines.get(0));
    assertEquals(4, lines.size());
    assertTrue(lines.get(2).contains("b vs old: SLOWER"), lines.get(2));
  }

  @Test
  void bonferroniKeepsTheFamilyAtItsConfidenceAndWarnsWhenMoreWereMade() {
    ComparisonLedger ledger = new ComparisonLedger("T", Correction.BONFERRONI, 0.95, 2);
    ComparisonOptions co = ComparisonOptions.builder().thresholdFraction(0.02)
        .confidence(Correction.BONFERRONI.perComparison(0.95, 2)).build();
    ledger.record(FakeComparisons.named("old", "a", -0.01, 0.01, co));
    ledger.record(FakeComparisons.named("old", "b", -0.01, 0.01, co));
    assertEquals(0.95, ledger.familyWiseConfidence(), 1e-12);
    assertTrue(ledger.report(0).get(0).contains("each at 97.5% confidence (Bonferroni over 2 planned"),
        ledger.report(0).get(0));
    ledger.record(FakeComparisons.named("old", "c", -0.01, 0.01, co));
    assertTrue(ledger.report(0).get(1).contains("3 comparisons made but the correction assumed 2"),
        ledger.report(0).get(1));
  }

  @Test
  void noComparisonsNoReport() {
    assertTrue(new ComparisonLedger("T", Correction.NONE, 0.95, 1).report(2).isEmpty());
  }
}
