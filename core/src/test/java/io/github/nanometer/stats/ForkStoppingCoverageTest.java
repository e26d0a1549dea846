package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Coverage of the interval over forks under the adaptive plan the engine runs by default (at least
 * 3 forks, at most 10, stop when {@link ForkStopping#enough}): the optional stopping the rule does is
 * simulated, not assumed away. Each simulated fork draws its JVM's level (one or two modes, with a
 * between-JVM spread) and its own estimate around it with a within-JVM error it reports; the
 * interval must contain the mean of the JVM population, what further runs average. 2,000
 * experiments per scenario: the binomial standard error of a 95% coverage is 0.49%, so the band
 * below (0.92 to 0.975) allows the rule's measured cost of about 2.5 points (92.2-92.7% in
 * docs/lab/fork-stopping.md at 4,000 experiments) plus 3 standard errors. A two-mode population
 * with modes 1.8x apart and equal weights covers 89.7% with 10 forks at most; rarer modes are a
 * stated limit (a fork count of 10 cannot find a 5% mode), not asserted here.
 */
@Simulation
class ForkStoppingCoverageTest {
  static final int EXPERIMENTS = 2000;
  static final int MIN_FORKS = 3;
  static final int MAX_FORKS = 10;

  /** Runs the adaptive plan; returns {covered, forks used}. */
  private static int[] experiment(SplittableRandom r, double pLow, double ratio, double betweenCv, double withinCv,
      double trueMean) {
    double[] est = new double[MAX_FORKS];
    double[] se = new double[MAX_FORKS];
    ForkLevels l = null;
    int k = 0;
    while (k < MAX_FORKS) {
      double level = (r.nextDouble() < pLow ? 1 : ratio) * (1 + betweenCv * gaussian(r));
      est[k] = level * (1 + withinCv * gaussian(r));
      se[k] = level * withinCv;
      k++;
      if (k >= 2) {
        l = ForkLevels.of(Arrays.copyOf(est, k), Arrays.copyOf(se, k), 0.95);
        if (ForkStopping.enough(l, MIN_FORKS)) {
          break;
        }
      }
    }
    return new int[] {l.interval().contains(trueMean) ? 1 : 0, k};
  }

  private static double gaussian(SplittableRandom r) {
    // Box-Muller: SplittableRandom has no nextGaussian on JDK 17
    return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
  }

  private static double coverage(long seed, double pLow, double ratio, double betweenCv, double withinCv) {
    SplittableRandom r = new SplittableRandom(seed);
    double trueMean = pLow + (1 - pLow) * ratio;
    int covered = 0;
    for (int e = 0; e < EXPERIMENTS; e++) {
      covered += experiment(r, pLow, ratio, betweenCv, withinCv, trueMean)[0];
    }
    return (double) covered / EXPERIMENTS;
  }

  private static void assertBand(String what, double coverage, double low, double high) {
    assertTrue(coverage >= low && coverage <= high, String.format(Locale.ROOT, "%s: coverage %.1f%% outside [%.1f%%, "
        + "%.1f%%]", what, 100 * coverage, 100 * low, 100 * high));
  }

  @Test
  void unimodalJvmPopulationsAreCoveredDespiteTheStoppingRule() {
    assertBand("between-JVM CV 0.5%, within 0.5%", coverage(1, 1, 1, 0.005, 0.005), 0.92, 0.975);
    assertBand("between-JVM CV 2%, within 0.5%", coverage(2, 1, 1, 0.02, 0.005), 0.90, 0.975);
    assertBand("between-JVM CV 10%, within 1%", coverage(3, 1, 1, 0.10, 0.01), 0.90, 0.975);
  }

  @Test
  void twoEqualModesFarApartAreCoveredByTheirSpread() {
    assertBand("modes 1.8x apart, 50/50", coverage(4, 0.5, 1.8, 0.02, 0.005), 0.86, 0.975);
  }
}
