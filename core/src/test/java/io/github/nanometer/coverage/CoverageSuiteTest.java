package io.github.nanometer.coverage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.stats.ConfidenceInterval;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.stats.HierarchicalBootstrap;
import io.github.nanometer.stats.HierarchicalData;
import io.github.nanometer.stats.ThresholdJudgement;
import io.github.nanometer.stats.PairedDifferences;
import io.github.nanometer.stats.RandomEffects;
import io.github.nanometer.stats.WelchInterval;
import io.github.nanometer.stats.OneSidedDelays;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
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
 * <p>The longer version, whose table is recorded in BENCHMARKS.md ("Interval coverage"), is the
 * same test with more experiments and the table printed:
 * {@code mvn -o -q test -Dtest=CoverageSuiteTest -Dnanometer.coverage.experiments=4000
 * -Dnanometer.coverage.print=true}.
 */
class CoverageSuiteTest {
  static final int EXPERIMENTS = Integer.getInteger("nanometer.coverage.experiments", 1000);
  static final boolean PRINT = Boolean.getBoolean("nanometer.coverage.print");
  static final double CONFIDENCE = 0.95;
  static final double THRESHOLD = 0.02;
  static final double[] CHANGES = {0, THRESHOLD, 0.03, 0.20};
  static final int FORK_EXPERIMENTS = 2 * EXPERIMENTS;
  static final int VERDICT_EXPERIMENTS = Integer.getInteger("nanometer.coverage.verdictExperiments", 4000);

  private final List<String> failures = new ArrayList<>();

  private void check(Tally t, boolean ok) {
    if (PRINT) {
      System.out.println(t.row());
    }
    if (!ok) {
      failures.add(t.row());
    }
  }

  private void assertNoFailures() {
    assertTrue(failures.isEmpty(), () -> "outside the band:\n" + String.join("\n", failures));
  }

  private static Random seeded(String cell) {
    return new Random(cell.hashCode());
  }

  /**
   * The judged paired interval ({@code PairedAnalysis.relativeChangeInterval()}: paired Fieller of
   * the ratio minus 1, or the typical per-pair ratio minus 1 when one-sided delays are detected) in
   * every scenario, against the quantity it claims (the change of means, or the typical change when
   * it switched); the paired Fieller interval against the change of means is printed beside it
   * ("before"); for the one-sided scenarios also, among the samples where it switched, the typical
   * interval against the typical change, and among the others the paired Fieller interval against
   * the change of means (what {@code OneSidedDelays} tabulates and states when it did not switch). Symmetric outliers keep the heavy-tailed t
   * interval conservative (about 98%), which only costs power, so there only under-coverage fails.
   * Under one-sided delays the mean is not estimable from few pairs: the judged interval must cover
   * from 100 pairs, and below that the coverage it states ({@code OneSidedDelays}) must match the
   * simulation within 3.5 combined standard errors.
   */
  @ParameterizedTest
  @EnumSource(PairedScenario.class)
  void pairedRelativeChangeCovers(PairedScenario s) {
    boolean oneSided = s == PairedScenario.ONE_SIDED_DELAYS || s == PairedScenario.ASYMMETRIC_OUTLIERS;
    boolean delays = oneSided || s == PairedScenario.SYMMETRIC_DELAYS;
    // The delay scenarios run every change in the long run; in the build, the (+2%) only.
    for (double change : delays && !PRINT ? new double[] {THRESHOLD} : CHANGES) {
      Map<Double, Double> typical = new HashMap<>();
      for (int pairs : delays ? new int[] {3, 5, 10, 30, 100} : new int[] {10, 30, 100}) {
        String cell = String.format(java.util.Locale.ROOT, "%s, change %+.0f%%, %d pairs",
            s.name().toLowerCase(java.util.Locale.ROOT), 100 * change, pairs);
        Random r = seeded("paired Fieller - 1, " + cell);
        double truth = s.trueChange(change);
        double[] base = new double[pairs];
        double[] cand = new double[pairs];
        int fieller = 0;
        int claimed = 0;
        int switched = 0;
        int switchedCovered = 0;
        int unswitchedMean = 0;
        for (int e = 0; e < EXPERIMENTS; e++) {
          s.draw(r, change, base, cand);
          fieller += PairedDifferences.of(base, cand).relativeChangeInterval(CONFIDENCE).contains(truth) ? 1 : 0;
          PairedAnalysis a = PairedAnalysis.of(base, cand, THRESHOLD, CONFIDENCE, false);
          ConfidenceInterval judged = a.relativeChangeInterval();
          if (a.oneSidedDelays().isPresent()) {
            switched++;
            int in = judged.contains(typical.computeIfAbsent(change, s::typicalChange)) ? 1 : 0;
            claimed += in;
            switchedCovered += in;
          } else {
            claimed += judged.contains(truth) ? 1 : 0;
            unswitchedMean += judged.contains(truth) ? 1 : 0;
          }
        }
        Tally before = new Tally("paired Fieller - 1 vs change of means (before), " + cell, fieller, EXPERIMENTS);
        Tally after = new Tally("judged interval vs what it claims, " + cell + String.format(java.util.Locale.ROOT,
            " (switched to the typical pair in %.1f%%)", 100.0 * switched / EXPERIMENTS), claimed, EXPERIMENTS);
        check(before, true);
        if (s == PairedScenario.SYMMETRIC_OUTLIERS) {
          check(after, after.rate() >= 0.93);
        } else if (oneSided) {
          check(after, pairs < 100 || after.coversNominally());
          if (switched > 0) {
            check(new Tally("switched: typical-pair interval vs typical change, " + cell, switchedCovered, switched),
                true);
          }
          if (switched < EXPERIMENTS) {
            Tally mean = new Tally("not switched: paired Fieller vs change of means (the stated coverage), " + cell,
                unswitchedMean, EXPERIMENTS - switched);
            check(mean, !(s == PairedScenario.ONE_SIDED_DELAYS && change == THRESHOLD) || matchesTable(mean, pairs));
          }
        } else {
          check(after, after.coversNominally());
        }
      }
    }
    assertNoFailures();
  }

  /** The judged interval's coverage of the mean matches what {@code OneSidedDelays} states at this pair count. */
  private static boolean matchesTable(Tally t, int pairs) {
    int column = java.util.Arrays.asList(3, 5, 10, 30, 100).indexOf(pairs);
    double table = OneSidedDelays.tabulatedMeanIntervalCoverage(column);
    double se = Math.sqrt(t.standardError(table) * t.standardError(table) + table * (1 - table) / 4000);
    return t.experiments() < 100 || Math.abs(t.rate() - table) <= 3.5 * se;
  }

  /**
   * The verdict's error rates when the true change equals the threshold, through {@code
   * PairedAnalysis}: "slower" (interval wholly above) and "no change" (wholly within) are each wrong
   * and must stay at most 2.5% plus two standard errors ({@link #VERDICT_EXPERIMENTS} experiments,
   * SE 0.25 points). Each verdict is scored against the quantity it judged (the change of means,
   * or the typical change where it switched: a verdict is wrong only when that truth lies on the
   * other side of the threshold). Under one-sided delays the verdict judges the typical pair when
   * it detects them; there the threshold is set at the typical change and the total error is held
   * to 5% plus two standard errors.
   */
  @ParameterizedTest
  @EnumSource(PairedScenario.class)
  void pairedVerdictErrsAtMostNominallyAtTheThreshold(PairedScenario s) {
    boolean oneSided = s == PairedScenario.ONE_SIDED_DELAYS || s == PairedScenario.ASYMMETRIC_OUTLIERS;
    double meanTruth = s.trueChange(THRESHOLD);
    double threshold = oneSided ? s.typicalChange(THRESHOLD) : meanTruth;
    String cell = "paired verdict at the threshold, " + s.name().toLowerCase(java.util.Locale.ROOT) + ", 100 pairs";
    Random r = seeded(cell);
    double[] base = new double[100];
    double[] cand = new double[100];
    int slower = 0;
    int noChange = 0;
    Map<Double, Double> typical = new HashMap<>();
    for (int e = 0; e < VERDICT_EXPERIMENTS; e++) {
      s.draw(r, THRESHOLD, base, cand);
      PairedAnalysis a = PairedAnalysis.of(base, cand, threshold, CONFIDENCE, false);
      ThresholdJudgement j = a.judgement();
      double judgedTruth = a.oneSidedDelays().isEmpty() ? meanTruth
          : typical.computeIfAbsent(THRESHOLD, s::typicalChange);
      slower += j == ThresholdJudgement.ABOVE && judgedTruth <= threshold ? 1 : 0;
      noChange += j == ThresholdJudgement.WITHIN && judgedTruth >= threshold ? 1 : 0;
    }
    Tally above = new Tally(cell + ": 'slower' (wholly above the threshold)", slower, VERDICT_EXPERIMENTS);
    Tally within = new Tally(cell + ": 'no change' (wholly within the threshold)", noChange, VERDICT_EXPERIMENTS);
    if (oneSided) {
      Tally both = new Tally(cell + ": either wrong verdict", slower + noChange, VERDICT_EXPERIMENTS);
      check(above, true);
      check(within, true);
      check(both, both.errsAtMost(0.05));
    } else {
      check(above, above.errsAtMost(0.025));
      check(within, within.errsAtMost(0.025));
    }
    assertNoFailures();
  }

  @Test
  void welchRelativeChangeCoversIndependentSamples() {
    for (boolean lognormal : new boolean[] {false, true}) {
      for (double change : new double[] {-0.30, 0, 0.03, 0.20, 0.50, 1.0}) {
        for (int n : new int[] {5, 10, 30}) {
          String cell = String.format(java.util.Locale.ROOT, "Welch relative change (Fieller, W-S df), %s, change "
              + "%+.0f%%, n = %d per side", lognormal ? "log-normal" : "normal", 100 * change, n);
          Random r = seeded(cell);
          int covered = 0;
          for (int e = 0; e < EXPERIMENTS; e++) {
            double[] base = independent(r, n, 1, lognormal, 0.10);
            double[] feature = independent(r, n, 1 + change, lognormal, 0.15);
            if (WelchInterval.relativeChange(base, feature, CONFIDENCE).contains(change)) {
              covered++;
            }
          }
          Tally t = new Tally(cell, covered, EXPERIMENTS);
          check(t, t.coversNominally());
        }
      }
    }
    assertNoFailures();
  }

  /** {@code n} values with mean {@code 100 * scale}: normal with the given relative sd, or log-normal with that sigma. */
  private static double[] independent(Random r, int n, double scale, boolean lognormal, double spread) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = lognormal ? 100 * scale * Math.exp(spread * r.nextGaussian() - spread * spread / 2)
          : 100 * scale * (1 + spread * r.nextGaussian());
    }
    return x;
  }

  /**
   * Forked experiments: the Kalibera-Jones mean interval and the Fieller ratio on fork means at
   * every fork count, the bootstrap from its floor. Twice the default experiments (the cells are
   * cheap), SE 0.49 points.
   */
  @Test
  void forkedIntervalsCoverAtEveryForkCount() {
    for (int forks : new int[] {3, 5, 10, 30}) {
      for (boolean forkNoiseDominant : new boolean[] {true, false}) {
        String shape = forks + " forks x 10 iterations, " + (forkNoiseDominant ? "fork" : "iteration")
            + " noise dominant";
        Random r = seeded(shape);
        int kj = 0;
        int boot = 0;
        int ratio = 0;
        for (int e = 0; e < FORK_EXPERIMENTS; e++) {
          HierarchicalData base = forked(r, forks, forkNoiseDominant, 1.0);
          HierarchicalData feature = forked(r, forks, forkNoiseDominant, 1.1);
          kj += RandomEffects.meanInterval(base, CONFIDENCE).contains(100) ? 1 : 0;
          ratio += FiellerInterval.independent(feature.unitMeans(0), base.unitMeans(0), CONFIDENCE).contains(1.1) ? 1 : 0;
          if (HierarchicalBootstrap.covers(forks)) {
            ConfidenceInterval b = HierarchicalBootstrap.meanInterval(base, CONFIDENCE, 1000, e);
            boot += b.contains(100) ? 1 : 0;
          }
        }
        Tally t = new Tally("Kalibera-Jones mean, " + shape, kj, FORK_EXPERIMENTS);
        check(t, t.coversNominally());
        Tally f = new Tally("Fieller ratio (W-S df) on fork means, " + shape, ratio, FORK_EXPERIMENTS);
        check(f, f.coversNominally());
        if (HierarchicalBootstrap.covers(forks)) {
          Tally b = new Tally("bootstrap mean (fork means resampled), " + shape, boot, FORK_EXPERIMENTS);
          check(b, b.coversNominally());
        }
      }
    }
    assertNoFailures();
  }

  /**
   * Fork factors log-normal (sigma 0.05 or 0.005) times iteration noise normal (sd 2% or 10%),
   * scaled to a true mean of {@code 100 * scale}.
   */
  private static HierarchicalData forked(Random r, int forks, boolean forkNoiseDominant, double scale) {
    double forkSigma = forkNoiseDominant ? 0.05 : 0.005;
    double iterationSd = forkNoiseDominant ? 0.02 : 0.10;
    double[] v = new double[forks * 10];
    for (int f = 0; f < forks; f++) {
      double factor = Math.exp(forkSigma * r.nextGaussian() - forkSigma * forkSigma / 2);
      for (int i = 0; i < 10; i++) {
        v[f * 10 + i] = 100 * scale * factor * (1 + iterationSd * r.nextGaussian());
      }
    }
    return HierarchicalData.of(new int[] {forks, 10}, v);
  }
}
