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
import java.util.ArrayList;
import java.util.List;
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
   * The judged paired interval (paired Fieller minus 1, the interval {@code PairedAnalysis}
   * judges) in every scenario. Symmetric outliers make it conservative (heavy tails widen the t
   * interval: about 98-99% at 2% outliers of +-300), which loses power but never raises an error
   * rate, so for that scenario only under-coverage fails.
   */
  @ParameterizedTest
  @EnumSource(PairedScenario.class)
  void pairedRelativeChangeCovers(PairedScenario s) {
    boolean outliers = s.name().endsWith("OUTLIERS");
    for (double change : CHANGES) {
      for (int pairs : outliers ? new int[] {100} : new int[] {10, 30, 100}) {
        String cell = String.format(java.util.Locale.ROOT, "paired Fieller - 1, %s, change %+.0f%%, %d pairs",
            s.name().toLowerCase(java.util.Locale.ROOT), 100 * change, pairs);
        Random r = seeded(cell);
        double truth = s.trueChange(change);
        double[] base = new double[pairs];
        double[] cand = new double[pairs];
        int covered = 0;
        for (int e = 0; e < EXPERIMENTS; e++) {
          s.draw(r, change, base, cand);
          if (PairedDifferences.of(base, cand).relativeChangeInterval(CONFIDENCE).contains(truth)) {
            covered++;
          }
        }
        Tally t = new Tally(cell, covered, EXPERIMENTS);
        check(t, s == PairedScenario.SYMMETRIC_OUTLIERS ? t.rate() >= 0.93 : t.coversNominally());
      }
    }
    assertNoFailures();
  }

  /**
   * The verdict's error rates when the true change equals the threshold, through {@code
   * PairedAnalysis}: "slower" (interval wholly above) and "no change" (wholly within) are each wrong
   * and must stay at most 2.5% plus two standard errors ({@link #VERDICT_EXPERIMENTS} experiments,
   * SE 0.25 points). Under asymmetric outliers the mean's sampling distribution is skewed and the
   * two sides are unbalanced (about 0.9% and 3.3% at 100 pairs, 4000 experiments), so there the
   * total error is held to 5% plus two standard errors instead.
   */
  @ParameterizedTest
  @EnumSource(PairedScenario.class)
  void pairedVerdictErrsAtMostNominallyAtTheThreshold(PairedScenario s) {
    double truth = s.trueChange(THRESHOLD);
    String cell = "paired verdict at the threshold, " + s.name().toLowerCase(java.util.Locale.ROOT) + ", 100 pairs";
    Random r = seeded(cell);
    double[] base = new double[100];
    double[] cand = new double[100];
    int slower = 0;
    int noChange = 0;
    for (int e = 0; e < VERDICT_EXPERIMENTS; e++) {
      s.draw(r, THRESHOLD, base, cand);
      ThresholdJudgement j = PairedAnalysis.of(base, cand, truth, CONFIDENCE, false).judgement();
      slower += j == ThresholdJudgement.ABOVE ? 1 : 0;
      noChange += j == ThresholdJudgement.WITHIN ? 1 : 0;
    }
    Tally above = new Tally(cell + ": 'slower' (wholly above the threshold)", slower, VERDICT_EXPERIMENTS);
    Tally within = new Tally(cell + ": 'no change' (wholly within the threshold)", noChange, VERDICT_EXPERIMENTS);
    if (s == PairedScenario.ASYMMETRIC_OUTLIERS) {
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
