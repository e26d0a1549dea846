package io.github.nanometer.coverage;

import io.github.nanometer.Interval;
import io.github.nanometer.Simulation;
import io.github.nanometer.Verdict;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.stats.OneSidedDelays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The coverage suite (issue 10 item 6): deterministic, seeded simulations through the project's own
 * code, each cell a few hundred milliseconds. Every 95% interval used in a verdict or printed as
 * covering must cover the known truth in 93-97% of the experiments (with the default 1000
 * experiments the binomial standard error of a true 95% is 0.69 points, so the band is +-2.9 SE);
 * every verdict's error rate at the threshold must be at most its nominal 2.5% per side plus two
 * standard errors.
 *
 * <p>The longer version, whose table is recorded in docs/lab/interval-coverage.md, is the
 * same test with more experiments and the table printed:
 * {@code mvn -o -q test -Dtest=CoverageSuiteTest -Dnanometer.coverage.experiments=4000
 * -Dnanometer.coverage.print=true}. Its cells of the tools' intervals (Welch's relative change,
 * the intervals over forks) are nanometer-report's {@code IndependentAndForkedCoverageTest}.
 */
@Simulation
class CoverageSuiteTest {
  static final int EXPERIMENTS = Integer.getInteger("nanometer.coverage.experiments", 1000);
  static final boolean PRINT = Boolean.getBoolean("nanometer.coverage.print");
  static final double CONFIDENCE = 0.95;
  static final double THRESHOLD = 0.02;
  static final double[] CHANGES = {0, THRESHOLD, 0.03, 0.20};
  static final int FORK_EXPERIMENTS = 2 * EXPERIMENTS;
  static final int VERDICT_EXPERIMENTS = Integer.getInteger("nanometer.coverage.verdictExperiments", 4000);

  private final Cells cells = new Cells(PRINT);

  /**
   * The judged paired interval ({@code PairedAnalysis.relativeChangeInterval()}: the paired Fieller
   * interval of the ratio minus 1, the default estimand, never switched by the data) against the
   * change of means in every scenario; the typical-pair interval against the typical change beside
   * it, where delays were seen. Symmetric outliers keep the heavy-tailed t interval conservative
   * (about 98%), which only costs power, so there only under-coverage fails. Under one-sided delays
   * the mean is not estimable from few pairs: the judged interval must cover from 100 pairs, below
   * that the coverage {@code OneSidedDelays} tabulates among the samples that show no delays must
   * match the simulation within 3.5 combined standard errors. A candidate doing varying extra work
   * (skewed differences that are cost, not noise) must be covered at 30 to 300 pairs: the earlier
   * switch to the typical pair covered the change of means 91.0%, 77.1% and 45.2% there.
   */
  @ParameterizedTest
  @EnumSource(PairedScenario.class)
  void pairedRelativeChangeCovers(PairedScenario s) {
    boolean oneSided = s == PairedScenario.ONE_SIDED_DELAYS || s == PairedScenario.ASYMMETRIC_OUTLIERS;
    boolean delays = oneSided || s == PairedScenario.SYMMETRIC_DELAYS;
    boolean skewedCost = s == PairedScenario.VARYING_EXTRA_WORK;
    // The delay and skewed-cost scenarios run every change in the long run; in the build, one each.
    double[] changes = !PRINT && delays ? new double[] {THRESHOLD} : !PRINT && skewedCost ? new double[] {0.03}
        : CHANGES;
    int[] pairCounts = delays ? new int[] {3, 5, 10, 30, 100} : skewedCost ? new int[] {30, 100, 300}
        : new int[] {10, 30, 100};
    for (double change : changes) {
      Map<Double, Double> typical = new HashMap<>();
      for (int pairs : pairCounts) {
        String cell = String.format(java.util.Locale.ROOT, "%s, change %+.0f%%, %d pairs",
            s.name().toLowerCase(java.util.Locale.ROOT), 100 * change, pairs);
        Random r = Cells.seeded("paired Fieller - 1, " + cell);
        double truth = s.trueChange(change);
        double[] base = new double[pairs];
        double[] cand = new double[pairs];
        int judgedCovered = 0;
        int seen = 0;
        int seenTypicalCovered = 0;
        int unseenMean = 0;
        for (int e = 0; e < EXPERIMENTS; e++) {
          s.draw(r, change, base, cand);
          PairedAnalysis a = PairedAnalysis.of(base, cand, THRESHOLD, CONFIDENCE, false);
          Interval judged = a.relativeChangeInterval();
          int in = judged.contains(truth) ? 1 : 0;
          judgedCovered += in;
          if (a.oneSidedDelays().isPresent()) {
            seen++;
            seenTypicalCovered += a.typicalChange().orElseThrow().interval()
                .contains(typical.computeIfAbsent(change, s::typicalChange)) ? 1 : 0;
          } else {
            unseenMean += in;
          }
        }
        Tally judgedTally = new Tally("judged (mean) interval vs change of means, " + cell + String.format(
            java.util.Locale.ROOT, " (delays seen in %.1f%%)", 100.0 * seen / EXPERIMENTS), judgedCovered,
            EXPERIMENTS);
        if (s == PairedScenario.SYMMETRIC_OUTLIERS || s == PairedScenario.SYMMETRIC_DELAYS) {
          // heavy symmetric tails keep the t interval conservative (98% for symmetric delays from 30 pairs)
          cells.check(judgedTally, judgedTally.rate() >= 0.93);
        } else if (oneSided) {
          cells.check(judgedTally, pairs < 100 || judgedTally.coversNominally());
          if (seen > 0 && delays) {
            cells.check(new Tally("delays seen: typical-pair interval vs typical change, " + cell, seenTypicalCovered,
                seen), true);
          }
          if (seen < EXPERIMENTS) {
            Tally mean = new Tally("delays unseen: paired Fieller vs change of means (the stated coverage), " + cell,
                unseenMean, EXPERIMENTS - seen);
            cells.check(mean,
                !(s == PairedScenario.ONE_SIDED_DELAYS && change == THRESHOLD) || matchesTable(mean, pairs));
          }
        } else {
          cells.check(judgedTally, judgedTally.coversNominally());
        }
      }
    }
    cells.assertNoFailures();
  }

  /** The judged interval's coverage of the mean matches what {@code OneSidedDelays} states at this pair count. */
  private static boolean matchesTable(Tally t, int pairs) {
    int column = java.util.Arrays.asList(3, 5, 10, 30, 100).indexOf(pairs);
    double table = OneSidedDelays.tabulatedMeanIntervalCoverage(column);
    double se = Math.sqrt(t.standardError(table) * t.standardError(table) + table * (1 - table) / 4000);
    return t.experiments() < 100 || Math.abs(t.rate() - table) <= 3.5 * se;
  }

  /**
   * The verdict's error rates when the true change of means equals the threshold, through {@code
   * PairedAnalysis} with its default estimand (the mean): "slower" (interval wholly above) and "no
   * change" (wholly within) are each wrong and must stay at most 2.5% plus two standard errors
   * ({@link #VERDICT_EXPERIMENTS} experiments, SE 0.25 points). The verdict is the mean's own or
   * inconclusive (where delays are seen and the typical pair decides otherwise), so it can err no
   * more than the mean's interval does. Under one-sided delays the mean's interval under-covers
   * below a few hundred pairs (a stated limit); there each error is printed and the two together
   * are held to 5% plus two standard errors. The skewed scenarios of the audit (varying extra work,
   * a quiet log-normal factor: "no change" 2.97% and 3.04% at 100 and 300 pairs when the data chose
   * the interval) run at 100 and 300 pairs. Varying extra work (Exp(2 ns) on 100 ns) is a stated
   * limit of a t-based interval of a skewed mean: a sample whose mean falls low also has a small
   * spread, so the interval lies wholly below the truth more often than 2.5% ("no change" 4.1% at
   * 100 pairs, 3.6% at 300, falling as the skew's effect shrinks with n); there "slower" must stay
   * nominal and the two together within 5% plus two standard errors.
   */
  @ParameterizedTest
  @EnumSource(PairedScenario.class)
  void pairedVerdictErrsAtMostNominallyAtTheThreshold(PairedScenario s) {
    boolean oneSided = s == PairedScenario.ONE_SIDED_DELAYS || s == PairedScenario.ASYMMETRIC_OUTLIERS;
    boolean skewed = s == PairedScenario.VARYING_EXTRA_WORK || s == PairedScenario.MULTIPLICATIVE_LOGNORMAL_QUIET;
    double threshold = s.trueChange(THRESHOLD);
    for (int pairs : skewed ? new int[] {100, 300} : new int[] {100}) {
      String cell = "paired verdict at the threshold, " + s.name().toLowerCase(java.util.Locale.ROOT) + ", " + pairs
          + " pairs";
      Random r = Cells.seeded(cell);
      double[] base = new double[pairs];
      double[] cand = new double[pairs];
      int slower = 0;
      int noChange = 0;
      int inconclusiveByDisagreement = 0;
      for (int e = 0; e < VERDICT_EXPERIMENTS; e++) {
        s.draw(r, THRESHOLD, base, cand);
        PairedAnalysis a = PairedAnalysis.of(base, cand, threshold, CONFIDENCE, false);
        Verdict j = a.judgement();
        slower += j == Verdict.SLOWER ? 1 : 0;
        noChange += j == Verdict.NO_CHANGE ? 1 : 0;
        inconclusiveByDisagreement += a.disagreement().isPresent() ? 1 : 0;
      }
      String by = String.format(java.util.Locale.ROOT, " (inconclusive by disagreement %.1f%%)",
          100.0 * inconclusiveByDisagreement / VERDICT_EXPERIMENTS);
      Tally above = new Tally(cell + ": 'slower' (wholly above the threshold)" + by, slower, VERDICT_EXPERIMENTS);
      Tally within = new Tally(cell + ": 'no change' (wholly within the threshold)", noChange, VERDICT_EXPERIMENTS);
      if (oneSided || s == PairedScenario.VARYING_EXTRA_WORK) {
        Tally both = new Tally(cell + ": either wrong verdict", slower + noChange, VERDICT_EXPERIMENTS);
        cells.check(above, oneSided || above.errsAtMost(0.025));
        cells.check(within, true);
        cells.check(both, both.errsAtMost(0.05));
      } else {
        cells.check(above, above.errsAtMost(0.025));
        cells.check(within, within.errsAtMost(0.025));
      }
    }
    cells.assertNoFailures();
  }
}
