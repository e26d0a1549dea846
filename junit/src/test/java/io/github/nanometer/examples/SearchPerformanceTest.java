package io.github.nanometer.examples;

import static io.github.nanometer.junit.PerformanceAssertions.assertAllocatesAtMost;
import static io.github.nanometer.junit.PerformanceAssertions.assertFaster;
import static io.github.nanometer.junit.PerformanceAssertions.assertNoChange;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.Nanometer;
import io.github.nanometer.junit.Correction;
import io.github.nanometer.junit.PerformanceTest;
import io.github.nanometer.junit.PerformanceTester;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

@PerformanceTest(budgetMillis = 500, thresholdFraction = 0.05, correction = Correction.BONFERRONI)
class SearchPerformanceTest {

  static final int[] TABLE = new java.util.SplittableRandom(1).ints(1024, 0, 1 << 20).sorted().toArray();

  static int key = 4711;           // a field, not a constant: the JIT cannot fold the search

  static int linearSearch(int[] a, int key) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] >= key) {
        return i;
      }
    }
    return a.length;
  }

  // Both look up the same random keys: the paired run feeds the baseline's inputs to both sides.
  static final Benchmark<Integer> LINEAR = Benchmark.withInputs("linear search",
      random -> random.nextInt(1 << 20), key -> linearSearch(TABLE, key));
  static final Benchmark<Integer> BINARY = Benchmark.withInputs("binary search",
      random -> random.nextInt(1 << 20), key -> Arrays.binarySearch(TABLE, key));

  @Test
  @PerformanceTest(thresholdFraction = 0.40)   // this method's threshold: a 40% gain
  void binarySearchIsMuchFaster(PerformanceTester tester) {
    Comparison c = tester.compare(LINEAR, BINARY);
    assertFaster(c);                 // faster by more than 40%, or the test fails
  }

  @Test
  @PerformanceTest(thresholdFraction = 0.25)   // two compilations of one method differed by up to 11%
  void binarySearchAgainstItselfShowsNoChange(PerformanceTester tester) {
    Comparison c = tester.compareToItself(BINARY);
    assertNoChange(c);               // within +-25%; never fails on noise: aborts instead
  }

  @Test
  void primitiveResultsDoNotAllocate(Nanometer nm) {
    // ofInt hands the int to the blackhole unboxed; Benchmark.of would allocate an Integer.
    assertAllocatesAtMost(nm.run(Benchmark.ofInt("binary search, int", () -> Arrays.binarySearch(TABLE, key))), 0);
  }
}
