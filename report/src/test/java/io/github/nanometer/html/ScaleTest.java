package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScaleTest {

  @Test
  void niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    assertEquals(1, LinearScale.niceStep(0.7), 1e-12);
    assertEquals(2, LinearScale.niceStep(1.3), 1e-12);
    assertEquals(5, LinearScale.niceStep(2.01), 1e-12);
    assertEquals(10, LinearScale.niceStep(5.5), 1e-12);
    assertEquals(0.05, LinearScale.niceStep(0.031), 1e-15);
    assertEquals(2000, LinearScale.niceStep(1234), 1e-9);
  }

  @Test
  void domainWidensToTicksAndMapsLinearly() {
    LinearScale s = new LinearScale(5.75, 6.17, 100, 600, 7);
    assertEquals(5.7, s.low(), 1e-12);
    assertEquals(6.2, s.high(), 1e-12);
    assertEquals(0.1, s.step(), 1e-12);
    assertArrayEquals(new double[] {5.7, 5.8, 5.9, 6.0, 6.1, 6.2}, s.ticks(), 1e-9);
    assertEquals(100, s.map(5.7), 1e-9);
    assertEquals(600, s.map(6.2), 1e-9);
    assertEquals(350, s.map(5.95), 1e-9);
    assertEquals("5.7", s.label(5.7));
    assertEquals("6.0", s.label(6.0));
  }

  @Test
  void invertedRangeServesAYAxisGrowingUpwards() {
    LinearScale s = new LinearScale(0, 400, 250, 30, 5);
    assertEquals(250, s.map(0), 1e-9);
    assertEquals(30, s.map(s.high()), 1e-9);
    assertTrue(s.map(100) < s.map(50));
    assertEquals("100", s.label(100));
  }

  @Test
  void zeroIsExactAndAFlatDomainStillHasTicks() {
    LinearScale s = new LinearScale(-0.3, 0.3, 0, 100, 7);
    double[] t = s.ticks();
    assertTrue(java.util.Arrays.stream(t).anyMatch(v -> v == 0.0), java.util.Arrays.toString(t));
    LinearScale flat = new LinearScale(42, 42, 0, 100, 5);
    assertTrue(flat.ticks().length >= 2);
    assertTrue(flat.low() < 42 && flat.high() > 42);
  }

  @Test
  void rejectsNonFiniteDomainAndTickCountsOutOfRange() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new LinearScale(0, Double.NaN, 0, 1, 5));
    assertTrue(e.getMessage().contains("not finite"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new LinearScale(0, 1, 0, 1, 1));
    assertTrue(e.getMessage().contains("targetTicks: 1") && e.getMessage().contains("2 to 20"), e.getMessage());
  }

  @Test
  void logScaleTicksArePowersOfTwoWithBinaryLabels() {
    LogScale s = new LogScale(1, 1024, 0, 100);
    assertArrayEquals(new double[] {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024}, s.ticks(), 0);
    assertEquals(0, s.map(1), 1e-9);
    assertEquals(100, s.map(1024), 1e-9);
    assertEquals(50, s.map(32), 1e-9);
    assertEquals("512", s.label(512));
    assertEquals("1 Ki", s.label(1024));
    assertEquals("4 Mi", s.label(4 << 20));
    assertEquals("0.5", s.label(0.5));
    assertEquals("0.0625", s.label(0.0625));
    assertEquals("1/64", s.label(1.0 / 64));
  }

  @Test
  void logScaleThinsTicksOverManyOctavesAndRejectsNonPositive() {
    LogScale s = new LogScale(1, 1L << 30, 0, 100);
    assertTrue(s.ticks().length <= 11, java.util.Arrays.toString(s.ticks()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LogScale(0, 10, 0, 1));
    assertTrue(e.getMessage().contains("positive"), e.getMessage());
  }

  @Test
  void axisTopFencesOffAFewHugeSamples() {
    double[] v = new double[100];
    for (int i = 0; i < 100; i++) {
      v[i] = 10 + i * 0.01;
    }
    v[98] = 1000;
    v[99] = 2000;
    java.util.Arrays.sort(v);
    double top = AxisRange.top(v);
    // q1 = 10.2475, q3 = 10.7425: the fence q3 + 5 IQR = 13.2175 is below the 99th percentile (1010).
    assertEquals(10.7425 + 5 * (10.7425 - 10.2475), top, 1e-9);
    assertEquals(5.0, AxisRange.quantile(new double[] {0, 10}, 0.5), 0);
  }

  @Test
  void axisTopKeepsTheNinetyFifthPercentileWhenTimerTicksMakeTheQuartilesEqual() {
    double[] v = new double[100];
    java.util.Arrays.fill(v, 0, 80, 1.0);
    java.util.Arrays.fill(v, 80, 100, 2.0);
    // q1 = q3 = 1, so the fence is 1 and would put a fifth of the samples above the axis.
    assertEquals(2.0, AxisRange.top(v), 0);
  }

  @Test
  void labelsKeepFourSignificantDigits() {
    assertEquals("0.5557", Svg.sig(0.55571));
    assertEquals("102.5", Svg.sig(102.47));
    assertEquals("6", Svg.sig(6.0));
    assertEquals("1.235e+06", Svg.sig(1234567));
    assertEquals("n/a", Svg.sig(Double.NaN));
  }
}
