package io.github.nanometer.coverage;

import io.github.nanometer.Interval;
import io.github.nanometer.Simulation;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.toolstats.HierarchicalBootstrap;
import io.github.nanometer.toolstats.HierarchicalData;
import io.github.nanometer.toolstats.RandomEffects;
import io.github.nanometer.toolstats.WelchInterval;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The coverage suite's cells of the tools' intervals ({@link CoverageSuiteTest}'s rules, experiments
 * and long run): Welch's relative change on independent samples ({@code analyze}) and the intervals
 * over forks ({@code analyze}, {@code judge}: Kalibera-Jones, Fieller on fork means, the bootstrap).
 */
@Simulation
class IndependentAndForkedCoverageTest {
  static final int EXPERIMENTS = CoverageSuiteTest.EXPERIMENTS;
  static final boolean PRINT = CoverageSuiteTest.PRINT;
  static final double CONFIDENCE = CoverageSuiteTest.CONFIDENCE;
  static final int FORK_EXPERIMENTS = CoverageSuiteTest.FORK_EXPERIMENTS;

  private final Cells cells = new Cells(PRINT);

  @Test
  void welchRelativeChangeCoversIndependentSamples() {
    for (boolean lognormal : new boolean[] {false, true}) {
      for (double change : new double[] {-0.30, 0, 0.03, 0.20, 0.50, 1.0}) {
        for (int n : new int[] {5, 10, 30}) {
          String cell = String.format(java.util.Locale.ROOT, "Welch relative change (Fieller, W-S df), %s, change "
              + "%+.0f%%, n = %d per side", lognormal ? "log-normal" : "normal", 100 * change, n);
          Random r = Cells.seeded(cell);
          int covered = 0;
          for (int e = 0; e < EXPERIMENTS; e++) {
            double[] base = independent(r, n, 1, lognormal, 0.10);
            double[] feature = independent(r, n, 1 + change, lognormal, 0.15);
            if (WelchInterval.relativeChange(base, feature, CONFIDENCE).contains(change)) {
              covered++;
            }
          }
          Tally t = new Tally(cell, covered, EXPERIMENTS);
          cells.check(t, t.coversNominally());
        }
      }
    }
    cells.assertNoFailures();
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
        Random r = Cells.seeded(shape);
        int kj = 0;
        int boot = 0;
        int ratio = 0;
        for (int e = 0; e < FORK_EXPERIMENTS; e++) {
          HierarchicalData base = forked(r, forks, forkNoiseDominant, 1.0);
          HierarchicalData feature = forked(r, forks, forkNoiseDominant, 1.1);
          kj += RandomEffects.meanInterval(base, CONFIDENCE).contains(100) ? 1 : 0;
          ratio += FiellerInterval.independent(feature.unitMeans(0), base.unitMeans(0), CONFIDENCE).contains(1.1) ? 1 : 0;
          if (HierarchicalBootstrap.covers(forks)) {
            Interval b = HierarchicalBootstrap.meanInterval(base, CONFIDENCE, 1000, e);
            boot += b.contains(100) ? 1 : 0;
          }
        }
        Tally t = new Tally("Kalibera-Jones mean, " + shape, kj, FORK_EXPERIMENTS);
        cells.check(t, t.coversNominally());
        Tally f = new Tally("Fieller ratio (W-S df) on fork means, " + shape, ratio, FORK_EXPERIMENTS);
        cells.check(f, f.coversNominally());
        if (HierarchicalBootstrap.covers(forks)) {
          Tally b = new Tally("bootstrap mean (fork means resampled), " + shape, boot, FORK_EXPERIMENTS);
          cells.check(b, b.coversNominally());
        }
      }
    }
    cells.assertNoFailures();
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
