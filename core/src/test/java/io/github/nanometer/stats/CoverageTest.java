package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.Locale;
import java.util.Random;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * Coverage of the 95% intervals over a fixed-seed simulation of many experiments with skewed
 * (log-normal) and bimodal noise: each interval must contain the true value (known exactly from the
 * noise model, {@link Noise}) in 93-97% of the experiments. With 1000 experiments the binomial
 * standard error of a true 95% coverage is 0.69%, so the band is about +-2.9 standard errors; an
 * interval that is too narrow by a factor 1.2 covers about 89%, one too wide by 1.2 about 98.5%.
 * The intervals of nanometer-report's tools (Welch's, the hierarchical bootstrap) are held to the
 * same band by its {@code toolstats.WelchAndBootstrapCoverageTest}.
 */
@Simulation
public class CoverageTest {
  /** Experiments per simulated cell. */
  public static final int EXPERIMENTS = 1000;
  /** The confidence of every interval simulated. */
  public static final double CONFIDENCE = 0.95;

  /** The coverage {@code covered / experiments} of {@code what} lies within 93-97%. */
  public static void assertCoverage(String what, int covered, int experiments) {
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

  /**
   * Runs {@code experiment} on each of {@link #EXPERIMENTS} pairs of independent samples of one
   * noise kind ({@link Noise#draw}: 40 base values, 30 of a feature 5% slower), seeded per kind, so
   * every interval of independent samples is simulated on the same draws: Fieller's here, Welch's
   * in nanometer-report's {@code toolstats.WelchAndBootstrapCoverageTest}.
   */
  public static void independentSamples(boolean skewed, BiConsumer<double[], double[]> experiment) {
    Random r = new Random(skewed ? 11 : 12);
    for (int e = 0; e < EXPERIMENTS; e++) {
      double[] base = sample(r, 40, skewed, 1.0);
      double[] feature = sample(r, 30, skewed, 1.05);
      experiment.accept(base, feature);
    }
  }

  @Test
  void fiellerOnIndependentSamples() {
    for (boolean skewed : new boolean[] {true, false}) {
      double trueBase = Noise.mean(skewed);
      double trueFeature = 1.05 * trueBase;
      int[] fieller = {0};
      independentSamples(skewed, (base, feature) -> {
        if (FiellerInterval.independent(feature, base, CONFIDENCE).contains(trueFeature / trueBase)) {
          fieller[0]++;
        }
      });
      assertCoverage("Fieller ratio (" + (skewed ? "log-normal" : "bimodal") + ")", fieller[0], EXPERIMENTS);
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
}
