package io.github.nanometer.junit;

import io.github.nanometer.Comparison;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The comparisons one test class made, for its closing report: how many, at which confidence
 * each, the family-wise confidence that implies (Bonferroni's inequality), and each verdict.
 */
final class ComparisonLedger {

  private final String className;
  private final Correction correction;
  private final double familyConfidence;
  private final int planned;
  private final List<Comparison> comparisons = new ArrayList<>();

  /**
   * @param className the test class's simple name
   * @param correction the correction in force
   * @param familyConfidence the configured confidence before correction
   * @param planned the comparisons the correction assumed
   */
  ComparisonLedger(String className, Correction correction, double familyConfidence, int planned) {
    this.className = className;
    this.correction = correction;
    this.familyConfidence = familyConfidence;
    this.planned = planned;
  }

  /** Records a judged comparison (noise-guard A/A runs are not recorded). */
  synchronized void record(Comparison c) {
    comparisons.add(c);
  }

  /** The number of comparisons recorded. */
  synchronized int count() {
    return comparisons.size();
  }

  /**
   * The lower bound on the probability that every recorded verdict is right, {@code 1 - sum(1 -
   * c_i)} over the recorded confidences (0 when the bound is vacuous); 1 when none was recorded.
   */
  synchronized double familyWiseConfidence() {
    double miss = 0;
    for (Comparison c : comparisons) {
      miss += 1 - c.comparisonOptions().confidence();
    }
    return Math.max(0, 1 - miss);
  }

  /**
   * The report, e.g. {@code "nanometer: 3 comparisons in ParserTest, each at 95% confidence
   * (no correction): all verdicts right with probability >= 85%"} followed by one line per
   * comparison; empty when none was made.
   */
  synchronized List<String> report(int guardRuns) {
    List<String> lines = new ArrayList<>();
    if (comparisons.isEmpty()) {
      return lines;
    }
    int n = comparisons.size();
    String each = comparisons.stream().map(c -> ChangeInterval.level(c.comparisonOptions().confidence()))
        .distinct().reduce((a, b) -> a + "/" + b).orElse("");
    String how = correction == Correction.NONE ? "no correction"
        : "Bonferroni over " + planned + " planned, family confidence " + ChangeInterval.level(familyConfidence);
    lines.add(String.format(Locale.ROOT, "nanometer: %d comparison%s in %s, each at %s confidence (%s): "
        + "all verdicts right with probability >= %s; %d noise-guard A/A run%s", n, n == 1 ? "" : "s", className,
        each, how, ChangeInterval.level(familyWiseConfidence()), guardRuns, guardRuns == 1 ? "" : "s"));
    if (correction == Correction.BONFERRONI && n > planned) {
      lines.add(String.format(Locale.ROOT, "nanometer: %d comparisons made but the correction assumed %d: set "
          + "@PerformanceTest(comparisonsPerClass = %d)", n, planned, n));
    }
    for (Comparison c : comparisons) {
      lines.add(String.format(Locale.ROOT, "  %s vs %s: %s, change %s", c.candidateName(), c.baselineName(),
          c.verdict(), ChangeInterval.describe(c)));
    }
    return lines;
  }
}
