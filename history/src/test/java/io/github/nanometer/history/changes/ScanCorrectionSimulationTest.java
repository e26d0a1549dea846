package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The accuracy of the search correction ({@link ScanCorrection}) on segments without a change: the
 * share of segments whose candidate's corrected p-value is at or below a level must be close to
 * that level. Independent uniform values stand for any continuous distribution, since both the
 * stretch search and the rank-sum test see only ranks (the single split's E-divisive candidate sees
 * the values, and almost always picks the split of largest rank statistic). 4,000 segments per
 * length.
 */
@Simulation
class ScanCorrectionSimulationTest {

  private static final int SEGMENTS = 4000;
  private static final int MIN_SEGMENT = 3;

  /** The single split: within three binomial standard errors of the level, or below it at 200 values. */
  @Test
  void theCorrectedSingleSplitHoldsItsLevel() {
    for (int n : new int[] {20, 50, 200}) {
      double rate = share(corrected(n, false), 0.01);
      double se = SimulatedNoise.standardError(0.01, SEGMENTS);
      System.out.println(String.format(Locale.ROOT, "single split, %d values: %.4f at level 0.01", n, rate));
      assertTrue(rate <= 0.01 + 3 * se, n + ": " + rate);
      assertTrue(rate >= 0.01 - 3 * se - (n >= 200 ? 0.003 : 0), n + " (too conservative): " + rate);
    }
  }

  /** The stretch, at its own level in the detector (a quarter of 0.01) and at 0.01: at most the level. */
  @Test
  void theCorrectedStretchHoldsItsLevel() {
    for (int n : new int[] {20, 50, 100}) {
      double[] corrected = corrected(n, true);
      for (double level : new double[] {0.0025, 0.01}) {
        double rate = share(corrected, level);
        System.out.println(String.format(Locale.ROOT, "stretch, %d values: %.4f at level %s", n, rate, level));
        assertTrue(rate <= level + 3 * SimulatedNoise.standardError(level, SEGMENTS), n + ", " + level + ": " + rate);
      }
    }
  }

  private static double share(double[] corrected, double level) {
    int below = 0;
    for (double c : corrected) {
      below += c <= level ? 1 : 0;
    }
    return (double) below / corrected.length;
  }

  /** The corrected p-values of the candidates of {@link #SEGMENTS} segments of {@code n} values. */
  private static double[] corrected(int n, boolean stretch) {
    Random random = new Random(n * 17L + (stretch ? 1 : 0));
    double[] corrected = new double[SEGMENTS];
    for (int s = 0; s < SEGMENTS; s++) {
      double[] x = new double[n];
      for (int i = 0; i < n; i++) {
        x[i] = random.nextDouble();
      }
      if (stretch) {
        int[] best = CircularScan.bestStretch(x, 0, n, MIN_SEGMENT);
        double[] reordered = new double[n];
        int at = 0;
        for (int i = 0; i < n; i++) {
          if (i < best[0] || i >= best[1]) {
            reordered[at++] = x[i];
          }
        }
        int outside = at;
        for (int i = best[0]; i < best[1]; i++) {
          reordered[at++] = x[i];
        }
        corrected[s] = ScanCorrection.correctedStretch(RankSum.pValue(reordered, 0, outside, n), n, MIN_SEGMENT);
      } else {
        int split = EnergyDivisive.bestSplit(x, 0, n, MIN_SEGMENT);
        corrected[s] = ScanCorrection.corrected(RankSum.pValue(x, 0, split, n), n, MIN_SEGMENT);
      }
    }
    return corrected;
  }
}
