package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;
import org.junit.jupiter.api.Test;

/**
 * Descriptive statistics. Sources: hand computation for small arrays (exact); testvectors.md
 * section 7 for a median; and commons-math3 (Mean, Variance, Percentile with R_7, the Hyndman-Fan
 * type 7 definition) as an independent reference on random data, 1e-12 relative.
 */
class DescriptiveTest {

  @Test
  void handComputedValues() {
    double[] x = {2, 4, 4, 4, 5, 5, 7, 9};
    assertEquals(5, Descriptive.mean(x), 0);
    // Squared deviations sum to 32; unbiased variance 32 / 7.
    assertEquals(32.0 / 7, Descriptive.variance(x), 1e-15);
    assertEquals(Math.sqrt(32.0 / 7), Descriptive.standardDeviation(x), 1e-15);
    assertEquals(2, Descriptive.min(x), 0);
    assertEquals(9, Descriptive.max(x), 0);
    assertEquals(4.5, Descriptive.median(x), 0);
    assertEquals(2.5, Descriptive.median(new double[] {4, 1, 3, 2}), 0);
    assertEquals(2, Descriptive.median(new double[] {3, 1, 2}), 0);
    assertEquals(7, Descriptive.median(new double[] {7}), 0);
  }

  @Test
  void medianOfSection7() {
    assertEquals(12, Descriptive.median(new double[] {10, 11, 12, 13, 50}), 0);
  }

  @Test
  void quantileIsType7() {
    double[] x = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    // R: quantile(1:10, c(0, 0.25, 0.9, 1)) = 1, 3.25, 9.1, 10.
    assertEquals(1, Descriptive.quantile(x, 0), 0);
    assertEquals(3.25, Descriptive.quantile(x, 0.25), 1e-12);
    assertEquals(9.1, Descriptive.quantile(x, 0.9), 1e-12);
    assertEquals(10, Descriptive.quantile(x, 1), 0);
    assertEquals(1.75, Descriptive.quantile(new double[] {4, 3, 2, 1}, 0.25), 1e-12);
  }

  @Test
  void agreesWithCommonsMathOnRandomData() {
    SplittableRandom r = new SplittableRandom(2016);
    Percentile p = new Percentile().withEstimationType(EstimationType.R_7);
    for (int n : new int[] {2, 3, 10, 101, 1000}) {
      double[] x = new double[n];
      for (int i = 0; i < n; i++) {
        x[i] = 1000 + r.nextGaussian() * 50;
      }
      assertEquals(new Mean().evaluate(x), Descriptive.mean(x), 1e-12 * 1000);
      double v = new Variance(true).evaluate(x);
      assertEquals(v, Descriptive.variance(x), 1e-10 * v);
      for (double q : new double[] {0.01, 0.1, 0.5, 0.9, 0.99}) {
        assertEquals(p.evaluate(x, q * 100), Descriptive.quantile(x, q), 1e-12 * 1000, "n=" + n + " q=" + q);
      }
    }
  }

  @Test
  void inputIsNotModified() {
    double[] x = {3, 1, 2};
    Descriptive.median(x);
    Descriptive.quantile(x, 0.3);
    assertArrayEquals(new double[] {3, 1, 2}, x, 0);
  }

  @Test
  void badInputIsRejectedWithAMessage() {
    assertMessage(() -> Descriptive.mean(new double[0]), "mean", "got 0");
    assertMessage(() -> Descriptive.mean(null), "mean", "null");
    assertMessage(() -> Descriptive.variance(new double[] {1}), "variance", "at least 2", "got 1");
    assertMessage(() -> Descriptive.standardDeviation(new double[] {1}), "variance");
    assertMessage(() -> Descriptive.min(new double[0]), "min");
    assertMessage(() -> Descriptive.max(new double[0]), "max");
    assertMessage(() -> Descriptive.median(new double[0]), "quantile");
    assertMessage(() -> Descriptive.quantile(new double[] {1}, 1.5), "p must be in [0, 1]", "1.5");
    assertMessage(() -> Descriptive.quantile(new double[] {1}, -0.1), "-0.1");
    assertMessage(() -> Descriptive.quantile(new double[] {1}, Double.NaN), "NaN");
  }

  private static void assertMessage(org.junit.jupiter.api.function.Executable e, String... parts) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
    for (String s : parts) {
      assertTrue(ex.getMessage().contains(s), "'" + ex.getMessage() + "' should contain '" + s + "'");
    }
  }
}
