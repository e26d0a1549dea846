package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

/**
 * The shipped tables and the sampler. The goodness-of-fit check is Pearson's chi-square test
 * (commons-math3 {@code ChiSquareTest}) of 200,000 draws with seed 42 against each table, cells with
 * an expected count below 5 pooled into one; a correct sampler passes at alpha = 0.001, and the
 * negative control (draws of one table tested against another) fails with p below 1e-10.
 */
class SizeDistributionsTest {

  private static final int DRAWS = 200_000;

  @Test
  void everyFunctionHasNineMeasuredTablesAndTheUniformOne() {
    for (MemoryFunction f : MemoryFunction.values()) {
      List<SizeDistribution> list = SizeDistributions.forFunction(f);
      assertEquals(10, list.size(), f.cliName());
      assertEquals(SizeDistributions.UNIFORM_NAME, list.get(9).name());
      for (SizeDistribution d : list) {
        double sum = 0;
        for (double p : d.probabilities()) {
          sum += p;
        }
        assertEquals(1, sum, 1e-6, d.name()); // data README: each table sums to 1 within 1e-6
        assertTrue(d.maxSizeBytes() <= 4096, d.name());
        assertEquals(f, d.function());
      }
    }
    // data README: memcpy Google D puts 13.3% of its mass on 4091.
    SizeDistribution d = SizeDistributions.named(MemoryFunction.MEMCPY, "D");
    int[] sizes = d.sizes();
    assertEquals(4091, sizes[sizes.length - 1]);
    assertEquals(0.133, d.probabilities()[sizes.length - 1], 0.0005);
    assertEquals(1.0 / 3713, SizeDistributions.named(MemoryFunction.MEMSET, "uniform 384 to 4096").probabilities()[0], 1e-15);
  }

  @Test
  void namesResolveInThreeSpellingsAndUnknownNamesDoNot() {
    SizeDistribution a = SizeDistributions.named(MemoryFunction.MEMCPY, "memcpy Google A");
    assertNotNull(a);
    assertEquals(a, SizeDistributions.named(MemoryFunction.MEMCPY, "google a"));
    assertEquals(a, SizeDistributions.named(MemoryFunction.MEMCPY, "A"));
    assertNull(SizeDistributions.named(MemoryFunction.MEMCPY, "Google Z"));
    assertEquals(10, SizeDistributions.shortNames().size());
  }

  @Test
  void samplerMatchesEveryTable() {
    for (MemoryFunction f : MemoryFunction.values()) {
      for (SizeDistribution d : SizeDistributions.forFunction(f)) {
        double p = pValue(d, d, 42);
        assertTrue(p > 0.001, d.name() + ": chi-square p = " + p);
      }
    }
  }

  @Test
  void chiSquareDetectsAWrongSampler() {
    SizeDistribution a = SizeDistributions.named(MemoryFunction.MEMCPY, "A");
    SizeDistribution b = SizeDistributions.named(MemoryFunction.MEMCPY, "B");
    assertTrue(pValue(b, a, 42) < 1e-10);
  }

  @Test
  void quantilesReproduceTheTableToTheBatchResolution() {
    // Stratified batches: the share of each size among the 1024 quantiles differs from its
    // probability by at most 1/1024 (each quantile step covers 1/1024 of the mass).
    for (SizeDistribution d : SizeDistributions.forFunction(MemoryFunction.MEMSET)) {
      int n = 1024;
      int[] sizes = d.sizes();
      double[] p = d.probabilities();
      int[] counts = new int[sizes.length];
      for (int k = 0; k < n; k++) {
        counts[java.util.Arrays.binarySearch(sizes, d.sizeAtQuantile((k + 0.5) / n))]++;
      }
      for (int i = 0; i < sizes.length; i++) {
        assertEquals(p[i], counts[i] / (double) n, 1.0 / n + 1e-9, d.name() + " size " + sizes[i]);
      }
    }
  }

  /** p-value of draws from {@code sampled} against the table of {@code expectedFrom}. */
  private static double pValue(SizeDistribution sampled, SizeDistribution expectedFrom, long seed) {
    int[] sizes = expectedFrom.sizes();
    double[] probabilities = expectedFrom.probabilities();
    java.util.Map<Integer, Integer> index = new java.util.HashMap<>();
    for (int i = 0; i < sizes.length; i++) {
      index.put(sizes[i], i);
    }
    long[] observed = new long[sizes.length + 1]; // last cell: sizes absent from the table
    SplittableRandom r = new SplittableRandom(seed);
    for (int k = 0; k < DRAWS; k++) {
      Integer i = index.get(sampled.nextSize(r));
      observed[i == null ? sizes.length : i]++;
    }
    List<Double> e = new ArrayList<>();
    List<Long> o = new ArrayList<>();
    double pooledExpected = 0;
    long pooledObserved = observed[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      double expected = probabilities[i] * DRAWS;
      if (expected < 5) {
        pooledExpected += expected;
        pooledObserved += observed[i];
      } else {
        e.add(expected);
        o.add(observed[i]);
      }
    }
    if (pooledExpected > 0) {
      e.add(pooledExpected);
      o.add(pooledObserved);
    } else if (pooledObserved > 0) {
      return 0; // draws of sizes the table gives probability 0
    }
    double[] ea = e.stream().mapToDouble(Double::doubleValue).toArray();
    long[] oa = o.stream().mapToLong(Long::longValue).toArray();
    return new ChiSquareTest().chiSquareTest(ea, oa);
  }
}
