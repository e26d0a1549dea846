package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A comparison's analysis refuses missing estimates, no copies, delays or a typical-pair estimand
 * without the typical change, and a disagreement outside a verdict on the mean.
 */
class ComparisonAnalysisTest {

  private static final IntervalEstimate CHANGE = new IntervalEstimate(0.01,
      new Interval(-0.01, 0.03, 0.95, "candidate mean / baseline mean - 1", "paired Fieller"));

  private static ComparisonAnalysis analysis(IntervalEstimate relative, int copies, Optional<IntervalEstimate> typical,
      Optional<String> delays) {
    return analysis(relative, copies, typical, delays, PairedEstimand.MEAN, Optional.empty());
  }

  private static ComparisonAnalysis analysis(IntervalEstimate relative, int copies, Optional<IntervalEstimate> typical,
      Optional<String> delays, PairedEstimand estimand, Optional<String> disagreement) {
    return new ComparisonAnalysis(12, relative, CHANGE, CHANGE, CHANGE, Optional.empty(), 0.01, 2.5, 0.02, typical,
        delays, Optional.empty(), copies, Optional.empty(), estimand == PairedEstimand.TYPICAL_PAIR ? typical.get()
            : CHANGE, estimand, disagreement);
  }

  private static String rejected(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void namesTheJudgedMemberAsDocumentsDo() {
    assertEquals("relativeChange", analysis(CHANGE, 1, Optional.of(CHANGE), Optional.empty()).judgedName());
    assertEquals("relativeChange", analysis(CHANGE, 1, Optional.of(CHANGE), Optional.of("skewed")).judgedName(),
        "delays do not switch the estimand");
    assertEquals("typicalChange", analysis(CHANGE, 1, Optional.of(CHANGE), Optional.empty(),
        PairedEstimand.TYPICAL_PAIR, Optional.empty()).judgedName());
  }

  @Test
  void refusesWhatCannotBeAnAnalysis() {
    assertTrue(rejected(() -> analysis(null, 1, Optional.empty(), Optional.empty())).contains("every estimate"));
    assertTrue(rejected(() -> analysis(CHANGE, 0, Optional.empty(), Optional.empty()))
        .startsWith("copiesPerSide must be >= 1, got 0"));
    assertTrue(rejected(() -> analysis(CHANGE, 1, Optional.empty(), Optional.of("skewed"))).contains("typical"));
    assertTrue(rejected(() -> analysis(CHANGE, 1, Optional.of(CHANGE), Optional.of("skewed"),
        PairedEstimand.TYPICAL_PAIR, Optional.of("they differ"))).contains("verdict on the mean"));
  }

  @Test
  void anEstimateNeedsAnIntervalAndANumber() {
    assertEquals("interval must not be null", rejected(() -> new IntervalEstimate(1, null)));
    assertEquals("estimate of candidate mean / baseline mean - 1 must not be NaN",
        rejected(() -> new IntervalEstimate(Double.NaN, CHANGE.interval())));
  }
}
