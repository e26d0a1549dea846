package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.Simulation;
import io.github.nanometer.compare.PairedAnalysis;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The across-copies interval of a paired comparison, and the judged interval that spans it, by
 * seeded simulation of one JVM's pairs: each side's loop compiled {@code k} times, every copy's
 * speed off its side's by a lognormal factor (sigma {@code copySigma}: copies of one loop read 1-11%
 * apart on this project's VMs), pair {@code p} on copy {@code p mod k}, and per-sample noise that
 * is partly common to the pair (a busy neighbour) and partly the sample's own. The truth is the
 * ratio of the two sides' speeds without the copy factors, what another JVM's compilations scatter
 * around. 1,000 replications per scenario: the binomial standard error at 95% is 0.69 points, so
 * 92.9-97.1% (three standard errors) is the band for an exact interval.
 */
@Simulation
class CopiesRatioTest {
  private static final int REPS = 1000;

  /** One simulated comparison: base and cand per-evaluation times, pair p on copy p mod k. */
  private static double[][] pairs(Random r, int k, int pairs, double copySigma, double ratio, boolean skewed) {
    double[] copyBase = new double[k];
    double[] copyCand = new double[k];
    for (int c = 0; c < k; c++) {
      copyBase[c] = Math.exp(copySigma * r.nextGaussian());
      copyCand[c] = Math.exp(copySigma * r.nextGaussian());
    }
    double[] base = new double[pairs];
    double[] cand = new double[pairs];
    for (int p = 0; p < pairs; p++) {
      double common = 1 + 0.02 * Math.abs(r.nextGaussian());
      double nb = skewed ? 1 + 0.05 * -Math.log(1 - r.nextDouble()) : 1 + 0.01 * r.nextGaussian();
      double nc = skewed ? 1 + 0.05 * -Math.log(1 - r.nextDouble()) : 1 + 0.01 * r.nextGaussian();
      base[p] = 100 * copyBase[p % k] * common * nb;
      cand[p] = 100 * ratio * copyCand[p % k] * common * nc;
    }
    return new double[][] {base, cand};
  }

  /** Coverage of the true change by the across-copies interval and by the judged (spanning) interval. */
  private static double[] coverage(int k, int pairs, double copySigma, double ratio, boolean skewed, long seed) {
    Random r = new Random(seed);
    int across = 0;
    int judged = 0;
    int pairsOnly = 0;
    double truth = ratio - 1;
    for (int i = 0; i < REPS; i++) {
      double[][] d = pairs(r, k, pairs, copySigma, ratio, skewed);
      Interval a = CopiesRatio.relativeChange(d[0], d[1], k, 0.95).orElseThrow().interval();
      across += a.contains(truth) ? 1 : 0;
      PairedAnalysis pa = PairedAnalysis.of(d[0], d[1], 0.02, 0.95, false, k, false);
      judged += pa.judged().interval().contains(truth) ? 1 : 0;
      pairsOnly += pa.relativeChange().interval().contains(truth) ? 1 : 0;
    }
    if (Boolean.getBoolean("nanometer.coverage.print")) {
      System.out.printf("k=%d pairs=%d sigma=%.2f ratio=%.2f skewed=%b: across %.1f%%, judged %.1f%%, pairs only %.1f%%%n",
          k, pairs, copySigma, ratio, skewed, 100.0 * across / REPS, 100.0 * judged / REPS, 100.0 * pairsOnly / REPS);
    }
    return new double[] {(double) across / REPS, (double) judged / REPS, (double) pairsOnly / REPS};
  }

  @Test
  void compilationSpreadIsCoveredWhereThePairsAloneAreNot() {
    double[] c = coverage(3, 60, 0.05, 1.0, false, 1);
    assertTrue(c[0] >= 0.929 && c[0] <= 0.971, "across copies: " + c[0]);
    assertTrue(c[1] >= 0.929, "judged: " + c[1]);
    assertTrue(c[2] < 0.5, "the pairs' own interval ignores the copies' spread: " + c[2]);
  }

  @Test
  void aChangeFarFromZeroSkewedNoiseAndMoreCopiesAreCoveredToo() {
    double[] far = coverage(3, 60, 0.05, 1.5, false, 2);
    assertTrue(far[0] >= 0.929 && far[0] <= 0.971, "+50%: " + far[0]);
    double[] skewed = coverage(3, 60, 0.03, 1.1, true, 3);
    assertTrue(skewed[1] >= 0.929, "skewed per-sample noise: " + skewed[1]);
    double[] five = coverage(5, 100, 0.05, 0.9, false, 4);
    assertTrue(five[0] >= 0.929 && five[0] <= 0.971, "5 copies: " + five[0]);
  }

  @Test
  void identicalCopiesLeaveThePairsIntervalToDecide() {
    // No spread between compilations: the across-copies interval is no wider than the noise makes
    // it, and the judged interval still covers.
    double[] c = coverage(3, 60, 0, 1.0, false, 5);
    assertTrue(c[1] >= 0.929, "judged: " + c[1]);
    assertTrue(c[2] >= 0.929, "pairs only: " + c[2]);
  }

  @Test
  void anExampleByHand() {
    // Copy means: base 100, 110, 90 (logs centred), candidate the same times 1.02.
    double[] base = {100, 110, 90, 100, 110, 90};
    double[] cand = {102, 112.2, 91.8, 102, 112.2, 91.8};
    IntervalEstimate e = CopiesRatio.relativeChange(base, cand, 3, 0.95).orElseThrow();
    assertEquals(0.02, e.estimate(), 1e-12);
    double[] logs = {Math.log(100), Math.log(110), Math.log(90)};
    double m = (logs[0] + logs[1] + logs[2]) / 3;
    double ss = 2 * ((logs[0] - m) * (logs[0] - m) + (logs[1] - m) * (logs[1] - m) + (logs[2] - m) * (logs[2] - m));
    double se = Math.sqrt(ss / 4 * 2.0 / 3);
    double t = StudentT.critical(0.95, 4, Sides.TWO_SIDED);
    assertEquals(Math.expm1(Math.log(1.02) - t * se), e.interval().low(), 1e-12);
    assertEquals(Math.expm1(Math.log(1.02) + t * se), e.interval().high(), 1e-12);
    assertTrue(e.interval().method().contains("3 separately compiled copies per side"), e.interval().method());
  }

  @Test
  void nothingToSayWithoutCopiesOrEnoughPairs() {
    double[] two = {1, 2};
    assertEquals(Optional.empty(), CopiesRatio.relativeChange(two, two, 1, 0.95));
    assertEquals(Optional.empty(), CopiesRatio.relativeChange(two, two, 2, 0.95), "1 pair per copy");
    assertEquals(Optional.empty(), CopiesRatio.relativeChange(new double[] {0, 1, 0, 1}, new double[] {1, 1, 1, 1}, 2,
        0.95), "a copy mean of 0 has no log");
    assertThrows(IllegalArgumentException.class, () -> CopiesRatio.relativeChange(two, new double[] {1}, 2, 0.95));
    assertTrue(PairedAnalysis.of(two, two, 0.02, 0.95, false).acrossCompilations().isEmpty());
    assertEquals(1, PairedAnalysis.of(two, two, 0.02, 0.95, false).copiesPerSide());
  }
}
