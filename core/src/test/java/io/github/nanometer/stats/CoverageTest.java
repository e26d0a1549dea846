package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Coverage of the 95% intervals over a fixed-seed simulation of many experiments with skewed
 * (log-normal) and bimodal noise: each interval must contain the true value (known exactly from the
 * noise model, {@link Noise}) in 93-97% of the experiments. With 1000 experiments the binomial
 * standard error of a true 95% coverage is 0.69%, so the band is about +-2.9 standard errors; an
 * interval that is too narrow by a factor 1.2 covers about 89%, one too wide by 1.2 about 98.5%.
 */
@Simulation
class CoverageTest {
  static final int EXPERIMENTS = 1000;
  static final double CONFIDENCE = 0.95;

  static void assertCoverage(String what, int covered, int experiments) {
    double coverage = (double) covered / experiments;
    String message = String.format(Locale.ROOT, "%s covered the true value in %.1f%% of %d experiments", what,
        100 * coverage, experiments);
    assertTrue(coverage >= 0.93 && coverage <= 0.97, message);
  }

  private static double[] sample(Random r, int n, boolean skewed, double scale) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = Noise.draw(r, skewed, scale);
    }
    return x;
  }

  @Test
  void welchAndFiellerOnIndependentSamples() {
    for (boolean skewed : new boolean[] {true, false}) {
      Random r = new Random(skewed ? 11 : 12);
      double trueBase = Noise.mean(skewed);
      double trueFeature = 1.05 * trueBase;
      double trueChange = 0.05;
      int welch = 0;
      int fieller = 0;
      for (int e = 0; e < EXPERIMENTS; e++) {
        double[] base = sample(r, 40, skewed, 1.0);
        double[] feature = sample(r, 30, skewed, 1.05);
        if (WelchInterval.differenceOverBaseMean(base, feature, CONFIDENCE, Sides.TWO_SIDED).contains(trueChange)) {
          welch++;
        }
        if (FiellerInterval.independent(feature, base, CONFIDENCE).contains(trueFeature / trueBase)) {
          fieller++;
        }
      }
      assertCoverage("cbdr Welch difference over base mean (" + (skewed ? "log-normal" : "bimodal") + ")", welch, EXPERIMENTS);
      assertCoverage("Fieller ratio (" + (skewed ? "log-normal" : "bimodal") + ")", fieller, EXPERIMENTS);
    }
  }

  @Test
  void pairedDifferencesAndPairedFieller() {
    // Each pair shares a common-mode factor (log-normal or bimodal machine state); the candidate
    // is 3% slower with its own small noise.
    for (boolean skewed : new boolean[] {true, false}) {
      Random r = new Random(skewed ? 21 : 22);
      double commonMean = Noise.mean(skewed);
      double trueDifference = 0.03 * commonMean;
      int differenceCovered = 0;
      int ratioCovered = 0;
      for (int e = 0; e < EXPERIMENTS; e++) {
        int n = 30;
        double[] baseline = new double[n];
        double[] candidate = new double[n];
        for (int i = 0; i < n; i++) {
          double common = Noise.draw(r, skewed, 1.0);
          baseline[i] = common * Noise.logNormal(r, -0.02, 0.2);
          candidate[i] = 1.03 * common * Noise.logNormal(r, -0.02, 0.2);
        }
        PairedStatistics p = PairedDifferences.of(baseline, candidate);
        double eps = Noise.logNormalMean(-0.02, 0.2);
        if (p.meanDifferenceInterval(CONFIDENCE, Sides.TWO_SIDED).contains(trueDifference * eps)) {
          differenceCovered++;
        }
        if (p.ratioInterval(CONFIDENCE).contains(1.03)) {
          ratioCovered++;
        }
      }
      assertCoverage("paired t (" + (skewed ? "log-normal" : "bimodal") + ")", differenceCovered, EXPERIMENTS);
      assertCoverage("paired Fieller (" + (skewed ? "log-normal" : "bimodal") + ")", ratioCovered, EXPERIMENTS);
    }
  }

  @Test
  void hierarchicalBootstrapOfMeanAndRatio() {
    // 30 forks x 5 iterations: a log-normal per-fork factor (10%) times log-normal or bimodal
    // iteration noise (about 12%), fork-to-fork variation dominating the fork means as in JVM
    // benchmarks. Resampling at every level counts the iteration noise twice (see
    // HierarchicalBootstrap), so where it dominated the fork means the interval would over-cover.
    for (boolean skewed : new boolean[] {true, false}) {
      Random r = new Random(skewed ? 31 : 32);
      double trueMean = Noise.logNormalMean(0, 0.1) * (skewed ? Noise.logNormalMean(0, 0.12) : Noise.mean(false));
      int meanCovered = 0;
      int ratioCovered = 0;
      for (int e = 0; e < EXPERIMENTS; e++) {
        HierarchicalData base = forks(r, skewed, 1.0);
        HierarchicalData feature = forks(r, skewed, 1.1);
        if (HierarchicalBootstrap.meanInterval(base, CONFIDENCE, 1000, e).contains(trueMean)) {
          meanCovered++;
        }
        if (HierarchicalBootstrap.ratioInterval(feature, base, CONFIDENCE, 1000, e).contains(1.1)) {
          ratioCovered++;
        }
      }
      assertCoverage("bootstrap mean (" + (skewed ? "log-normal" : "bimodal") + ")", meanCovered, EXPERIMENTS);
      assertCoverage("bootstrap ratio (" + (skewed ? "log-normal" : "bimodal") + ")", ratioCovered, EXPERIMENTS);
    }
  }

  private static HierarchicalData forks(Random r, boolean skewed, double scale) {
    int forks = 30;
    int iterations = 5;
    double[] v = new double[forks * iterations];
    for (int f = 0; f < forks; f++) {
      double forkFactor = Noise.logNormal(r, 0, 0.1);
      for (int i = 0; i < iterations; i++) {
        double noise = skewed ? Noise.logNormal(r, 0, 0.12) : Noise.draw(r, false, 1.0);
        v[f * iterations + i] = scale * forkFactor * noise;
      }
    }
    return HierarchicalData.of(new int[] {forks, iterations}, v);
  }
}
