package io.github.nanometer.toolstats;

import static io.github.nanometer.stats.CoverageTest.CONFIDENCE;
import static io.github.nanometer.stats.CoverageTest.EXPERIMENTS;
import static io.github.nanometer.stats.CoverageTest.assertCoverage;
import static io.github.nanometer.stats.CoverageTest.independentSamples;

import io.github.nanometer.Simulation;
import io.github.nanometer.stats.Noise;
import io.github.nanometer.stats.Sides;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Coverage of the tools' 95% intervals over the fixed-seed simulation of core's {@code
 * stats.CoverageTest} (skewed and bimodal noise, its {@code Noise}; 93-97% of 1000 experiments):
 * Welch's difference over the base mean on independent samples, the hierarchical bootstrap's mean
 * and ratio over forks.
 */
@Simulation
class WelchAndBootstrapCoverageTest {

  /** On the samples of core's {@code CoverageTest.fiellerOnIndependentSamples} (the same seeds and draws). */
  @Test
  void welchOnIndependentSamples() {
    for (boolean skewed : new boolean[] {true, false}) {
      double trueChange = 0.05;
      int[] welch = {0};
      independentSamples(skewed, (base, feature) -> {
        if (WelchInterval.differenceOverBaseMean(base, feature, CONFIDENCE, Sides.TWO_SIDED).contains(trueChange)) {
          welch[0]++;
        }
      });
      assertCoverage("cbdr Welch difference over base mean (" + (skewed ? "log-normal" : "bimodal") + ")", welch[0],
          EXPERIMENTS);
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
