package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.Simulation;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Coverage of the sequence median interval, simulated (seeded) in the scenarios where the engine
 * uses it: independent normal and lognormal samples, AR(1) with rho = 0.5, and quantized samples.
 * 1,000 replications each: the binomial standard error at 95% is 0.69 points, so 93-97% is a band
 * of about three standard errors.
 */
@Simulation
class CorrelatedMedianIntervalTest {
  private static final int REPLICATIONS = 1000;

  /** The fraction of replications whose interval covers {@code truth}. */
  private static double coverage(Function<Random, double[]> draw, double truth, double quantum, long seed) {
    Random r = new Random(seed);
    int covered = 0;
    for (int i = 0; i < REPLICATIONS; i++) {
      Interval ci = CorrelatedMedianInterval.of(draw.apply(r), 0.95, quantum, "median").orElseThrow()
          .interval();
      if (ci.low() <= truth && truth <= ci.high()) {
        covered++;
      }
    }
    return (double) covered / REPLICATIONS;
  }

  private static double[] normal(Random r, int n) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = 100 + r.nextGaussian();
    }
    return x;
  }

  private static double[] ar1(Random r, int n, double rho) {
    double[] x = new double[n];
    double e = r.nextGaussian();
    for (int i = 0; i < n; i++) {
      e = rho * e + Math.sqrt(1 - rho * rho) * r.nextGaussian();
      x[i] = 100 + e;
    }
    return x;
  }

  private static void assertNominal(double c, String scenario) {
    if (Boolean.getBoolean("nanometer.coverage.print")) {
      System.out.printf(java.util.Locale.ROOT, "sequence median interval | %-32s | %.1f%%%n", scenario, 100 * c);
    }
    assertTrue(c >= 0.93 && c <= 0.97, scenario + ": coverage " + c);
  }

  @Test
  void coversIndependentNormalSamples() {
    assertNominal(coverage(r -> normal(r, 400), 100, 0, 1), "normal n=400");
    assertNominal(coverage(r -> normal(r, 50), 100, 0, 2), "normal n=50 (exact ranks)");
  }

  @Test
  void coversSkewedSamples() {
    // lognormal sigma 0.5: median exp(mu) = 100.
    assertNominal(coverage(r -> {
      double[] x = new double[300];
      for (int i = 0; i < x.length; i++) {
        x[i] = 100 * Math.exp(0.5 * r.nextGaussian());
      }
      return x;
    }, 100, 0, 3), "lognormal n=300");
  }

  @Test
  void coversSeriallyCorrelatedSamplesWhereTheIndependentIntervalDoesNot() {
    assertNominal(coverage(r -> ar1(r, 1000, 0.5), 100, 0, 4), "AR(1) rho 0.5 n=1000");
    // The plain order-statistic interval under-covers the same data (about 82%).
    Random r = new Random(4);
    int covered = 0;
    for (int i = 0; i < REPLICATIONS; i++) {
      Interval ci = MedianInterval.of(ar1(r, 1000, 0.5), 0.95).orElseThrow().interval();
      covered += ci.low() <= 100 && 100 <= ci.high() ? 1 : 0;
    }
    if (Boolean.getBoolean("nanometer.coverage.print")) {
      System.out.printf(java.util.Locale.ROOT, "plain order-statistic interval | AR(1) rho 0.5 n=1000 | %.1f%%%n",
          100.0 * covered / REPLICATIONS);
    }
    assertTrue(covered < 0.90 * REPLICATIONS, "independent interval covered " + covered);
  }

  @Test
  void quantizedSamplesNeverGiveAZeroWidthInterval() {
    // Every sample reads 60 or 61 ticks of 1 ns over 1 evaluation, mostly 60: both ranks fall on 60.
    double[] x = new double[1000];
    Random r = new Random(5);
    for (int i = 0; i < x.length; i++) {
      x[i] = r.nextDouble() < 0.9 ? 60 : 61;
    }
    assertEquals(60, MedianInterval.of(x, 0.95).orElseThrow().interval().high(), 0, "the plain interval is [60, 60]");
    Interval ci = CorrelatedMedianInterval.of(x, 0.95, 1, "median").orElseThrow().interval();
    assertEquals(59, ci.low(), 1e-12);
    assertEquals(61, ci.high(), 1e-12);
    // A true per-evaluation time of 60.4 ns, read through a 1 ns tick: the widened interval covers
    // at least nominally (the tick is wide against the spread, so it over-covers rather than under).
    double quantized = coverage(rr -> {
      double[] q = new double[500];
      for (int i = 0; i < q.length; i++) {
        q[i] = Math.floor(60.4 + 0.2 * rr.nextGaussian() + rr.nextDouble());
      }
      return q;
    }, 60.4, 1, 6);
    if (Boolean.getBoolean("nanometer.coverage.print")) {
      System.out.printf(java.util.Locale.ROOT, "sequence median interval | quantized 1-tick n=500 | %.1f%%%n", 100 * quantized);
    }
    assertTrue(quantized >= 0.93, "quantized coverage " + quantized);
  }

  @Test
  void coversSeriallyCorrelatedSamplesAtOtherSizes() {
    assertNominal(coverage(rr -> ar1(rr, 10_000, 0.5), 100, 0, 9), "AR(1) rho 0.5 n=10000");
    assertNominal(coverage(rr -> ar1(rr, 200, 0.5), 100, 0, 10), "AR(1) rho 0.5 n=200");
  }

  @Test
  void independentLookingSequencesKeepTheExactRanks() {
    double[] x = normal(new Random(7), 400);
    CorrelatedMedianInterval.Bounds c = CorrelatedMedianInterval.of(x, 0.95, 0, "median").orElseThrow();
    MedianInterval.RankInterval exact = MedianInterval.of(x, 0.95).orElseThrow();
    if (c.varianceRatio() == 1) {
      assertEquals(exact.rank(), c.lowRank());
      assertEquals(exact.interval().low(), c.interval().low(), 0);
    }
    assertTrue(c.interval().method().contains("batch-means"), c.interval().method());
    assertTrue(CorrelatedMedianInterval.of(normal(new Random(8), 50), 0.95, 0, "median").orElseThrow().interval()
        .method().contains("independence assumed"));
  }

  @Test
  void refusesBadArguments() {
    assertTrue(CorrelatedMedianInterval.of(new double[] {1, 2, 3}, 0.95, 0, "median").isEmpty(), "too few for 95%");
    GeometricLikeAsserts.message(() -> CorrelatedMedianInterval.of(new double[] {1, 2, 3, 4, 5, 6}, 0.95, -1, "m"),
        "quantumWidth must be finite and >= 0, got -1.0");
  }

  /** A local helper: the message of the expected exception. */
  private static final class GeometricLikeAsserts {
    static void message(org.junit.jupiter.api.function.Executable e, String expected) {
      assertEquals(expected, org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, e).getMessage());
    }
  }
}
