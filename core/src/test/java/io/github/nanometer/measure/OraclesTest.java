package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Both oracles against testvectors.md section 4 (exact integers, no tolerance): Chen and Revels'
 * Y(t) with tau_acc = 1000 ns, tau_prec = 1 ns, j = 1000, and BenchmarkTools.jl's table.
 */
class OraclesTest {

  @ParameterizedTest(name = "logistic Y({0}) = {1}")
  @CsvSource({"1,988", "10,988", "100,973", "300,858", "500,500", "700,142", "1000,11", "2000,1"})
  void logisticReproducesSection4(double nanos, int expected) {
    assertEquals(expected, LogisticOracle.INSTANCE.evaluationsPerSample(nanos, 1, 1000, 1000));
  }

  @Test
  void logisticScalesSlopeWithPrecisionAndMidpointWithAccuracy() {
    // a = 0.009 / tau_prec; at t = b * tau_acc the exponent is 0, so Y = floor(1 + (j - 1) / 2).
    assertEquals(250, LogisticOracle.INSTANCE.evaluationsPerSample(1000, 2, 2000, 500));
    // tau_prec = 2 halves the slope: Y(700) = floor(1 + 999 / (1 + exp(0.0045 * 200))) = 289.
    double expected = Math.floor(1 + 999 / (1 + Math.exp(0.0045 * 200)));
    assertEquals((int) expected, LogisticOracle.INSTANCE.evaluationsPerSample(700, 2, 1000, 1000));
    assertEquals(289, (int) expected);
  }

  @Test
  void logisticStaysWithinOneAndJ() {
    assertEquals(1, LogisticOracle.INSTANCE.evaluationsPerSample(1e9, 1, 1000, 1000));
    assertEquals(1000, LogisticOracle.INSTANCE.evaluationsPerSample(-1e9, 1, 1000, 1000));
    assertEquals(1, LogisticOracle.INSTANCE.evaluationsPerSample(1, 1, 1000, 1));
  }

  @ParameterizedTest(name = "table {0} ns -> {1}")
  @CsvSource({"1,1000", "10,999", "50,987", "100,944", "150,825", "200,600", "250,376", "300,257",
      "400,200", "500,194", "600,178", "700,145", "800,94", "900,43", "1000,10", "2000,10", "2001,9",
      "5000,7", "9000,3", "9000.001,1", "9001,1", "1000000,1"})
  void tableReproducesEveryPointOfSection4(double nanos, int expected) {
    assertEquals(expected, TableOracle.INSTANCE.evaluationsPerSample(nanos, 1, 1000, 1000));
  }

  @Test
  void tableInterpolatesLinearlyAndFloorsBetweenPoints() {
    // 125 ns lies halfway between 100 -> 944 and 150 -> 825: 884.5, floored.
    assertEquals(884, TableOracle.INSTANCE.evaluationsPerSample(125, 1, 1000, 1000));
    // Below the first point the table answers its first count.
    assertEquals(1000, TableOracle.INSTANCE.evaluationsPerSample(0.25, 1, 1000, 1000));
  }

  @Test
  void tableScalesTimeByAccuracyAndCountsByJ() {
    // tau_acc = 2000: 200 ns reads the table at 100 ns (944); j = 500 halves it: floor(472).
    assertEquals(472, TableOracle.INSTANCE.evaluationsPerSample(200, 1, 2000, 500));
    // tau_acc = 500: 50 ns reads the table at 100 ns; j = 3000 triples it: 2832.
    assertEquals(2832, TableOracle.INSTANCE.evaluationsPerSample(50, 1, 500, 3000));
    // Precision plays no role in the table.
    assertEquals(2832, TableOracle.INSTANCE.evaluationsPerSample(50, 7, 500, 3000));
    // Clamped to [1, j].
    assertEquals(1, TableOracle.INSTANCE.evaluationsPerSample(1e7, 1, 1000, 1000));
    assertEquals(1, TableOracle.INSTANCE.evaluationsPerSample(1, 1, 1000, 1));
    assertEquals(1, TableOracle.INSTANCE.evaluationsPerSample(5000, 1, 1000, 100));
  }

  @Test
  void namedFindsBothOraclesAndNothingElse() {
    assertSame(LogisticOracle.INSTANCE, EvaluationsOracle.named("logistic"));
    assertSame(TableOracle.INSTANCE, EvaluationsOracle.named("table"));
    assertEquals("logistic", LogisticOracle.INSTANCE.name());
    assertEquals("table", TableOracle.INSTANCE.name());
    assertNull(EvaluationsOracle.named("Logistic"));
    assertNull(EvaluationsOracle.named("fast"));
  }
}
