package io.github.nanometer.toolstats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.StudentT;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ConfidenceSequence} and {@link PairedMoments}: the moments against two-pass formulas, the
 * boundary's shape, the Fieller form against a hand-derived special case, and time-uniform coverage
 * by seeded simulation (tolerance: nominal plus two binomial standard errors).
 */
class ConfidenceSequenceTest {

  @Test
  void momentsMatchTwoPassFormulas() {
    SplittableRandom random = new SplittableRandom(7);
    double[] x = new double[500];
    double[] y = new double[500];
    PairedMoments m = new PairedMoments();
    for (int i = 0; i < x.length; i++) {
      x[i] = 1e8 + 1e6 * random.nextDouble();
      y[i] = 0.3 * x[i] + 1e6 * random.nextDouble();
      m.add(x[i], y[i]);
    }
    double mx = Descriptive.mean(x);
    double my = Descriptive.mean(y);
    double sxx = 0;
    double syy = 0;
    double sxy = 0;
    for (int i = 0; i < x.length; i++) {
      sxx += (x[i] - mx) * (x[i] - mx);
      syy += (y[i] - my) * (y[i] - my);
      sxy += (x[i] - mx) * (y[i] - my);
    }
    assertEquals(500, m.count());
    assertEquals(mx, m.baseMean(), 1e-15 * mx);
    assertEquals(my, m.featureMean(), 1e-15 * my);
    assertEquals(sxx / 499, m.baseVariance(), 1e-9 * sxx / 499);
    assertEquals(syy / 499, m.featureVariance(), 1e-9 * syy / 499);
    assertEquals(sxy / 499, m.covariance(), 1e-9 * Math.abs(sxy / 499));
    PairedMoments copy = m.copy();
    m.add(1, 2);
    assertEquals(500, copy.count());
    assertTrue(Double.isNaN(new PairedMoments().baseMean()));
    assertThrows(IllegalArgumentException.class, () -> m.add(Double.NaN, 1));
  }

  @Test
  void theBoundaryIsWiderThanAFixedIntervalTightestNearItsTargetAndOneSidedIsNarrower() {
    ConfidenceSequence two = new ConfidenceSequence(0.95, Sides.TWO_SIDED, 100);
    ConfidenceSequence one = new ConfidenceSequence(0.95, Sides.ONE_SIDED, 100);
    double previous = Double.POSITIVE_INFINITY;
    for (int n = 2; n <= 100; n++) {
      double k = two.multiplier(n);
      assertTrue(k > StudentT.critical(0.95, n - 1, Sides.TWO_SIDED), "n " + n + ": " + k);
      assertTrue(one.multiplier(n) < k, "n " + n);
      assertTrue(k < previous, "falls towards the target, n " + n);
      previous = k;
    }
    assertTrue(two.multiplier(3000) > two.multiplier(300), "grows slowly after the target");
    assertTrue(two.multiplier(100_000) < 5, "grows like sqrt(log n)");
  }

  @Test
  void aConstantBaseGivesTheFeatureMeanBoundDividedByTheBase() {
    ConfidenceSequence cs = new ConfidenceSequence(0.9, Sides.TWO_SIDED, 50);
    PairedMoments m = new PairedMoments();
    double[] feature = {11, 13, 12, 10, 14, 12, 13, 11};
    for (double f : feature) {
      m.add(10, f);
    }
    double sd = Math.sqrt(m.featureVariance());
    double half = cs.multiplier(feature.length) * sd / Math.sqrt(feature.length);
    Interval i = cs.relativeChange(m);
    assertEquals((12 - half) / 10 - 1, i.low(), 1e-12);
    assertEquals((12 + half) / 10 - 1, i.high(), 1e-12);
  }

  @Test
  void unboundedWithoutEnoughDataOrABaseNearZero() {
    ConfidenceSequence cs = new ConfidenceSequence(0.95, Sides.TWO_SIDED, 100);
    PairedMoments m = new PairedMoments();
    m.add(1, 1);
    assertFalse(cs.relativeChange(m).isBounded());
    PairedMoments nearZero = new PairedMoments();
    for (int i = 0; i < 20; i++) {
      nearZero.add(i % 2 == 0 ? 1 : -1, 1);
    }
    assertFalse(cs.relativeChange(nearZero).isBounded());
  }

  @Test
  void coversTheTrueChangeAtEveryPairAtOnce() {
    // Paired log-normal times with a true change of +5%; a miss is any pair count (from 10 to
    // 1,000) at which the sequence excludes +5%. Two-sided 95%: at most 2.5% per side, plus 2 SE.
    ConfidenceSequence cs = new ConfidenceSequence(0.95, Sides.TWO_SIDED, 100);
    int replications = 600;
    int missLow = 0;
    int missHigh = 0;
    SplittableRandom random = new SplittableRandom(2024);
    for (int r = 0; r < replications; r++) {
      PairedMoments m = new PairedMoments();
      boolean low = false;
      boolean high = false;
      for (int n = 1; n <= 1000 && !low && !high; n++) {
        double common = Math.exp(0.05 * gaussian(random));
        m.add(common * Math.exp(0.05 * gaussian(random) - 0.00125),
            1.05 * common * Math.exp(0.05 * gaussian(random) - 0.00125));
        if (n >= 10) {
          Interval i = cs.relativeChange(m);
          low = i.isWhollyAbove(0.05);
          high = i.isWhollyBelow(0.05);
        }
      }
      missLow += low ? 1 : 0;
      missHigh += high ? 1 : 0;
    }
    double bound = 0.025 + 2 * Math.sqrt(0.025 * 0.975 / replications);
    assertTrue((double) missLow / replications <= bound, missLow + " of " + replications);
    assertTrue((double) missHigh / replications <= bound, missHigh + " of " + replications);
  }

  @Test
  void badArgumentsAreNamed() {
    assertThrows(IllegalArgumentException.class, () -> new ConfidenceSequence(0.4, Sides.ONE_SIDED, 100));
    assertThrows(IllegalArgumentException.class, () -> new ConfidenceSequence(0.95, Sides.TWO_SIDED, 0));
    ConfidenceSequence cs = new ConfidenceSequence(0.95, Sides.TWO_SIDED, 100);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> cs.multiplier(0));
    assertTrue(e.getMessage().contains("pairs"), e.getMessage());
  }

  private static double gaussian(SplittableRandom random) {
    double u = 1 - random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
  }
}
