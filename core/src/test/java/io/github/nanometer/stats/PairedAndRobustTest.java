package io.github.nanometer.stats;

import static io.github.nanometer.stats.RelativeAssertions.assertRelative;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import org.junit.jupiter.api.Test;

/** Source: testvectors.md sections 6 (paired differences) and 7 (MdAPE); tolerance 1e-9 relative. */
class PairedAndRobustTest {
  static final double[] BASELINE = {100, 102, 98, 101, 99, 103, 100, 97};
  static final double[] CANDIDATE = {101, 104, 99, 103, 100, 104, 102, 98};

  @Test
  void pairedDifferencesReproduceTheVector() {
    PairedStatistics p = PairedDifferences.of(BASELINE, CANDIDATE);
    assertEquals(8, p.n());
    assertRelative(1.375, p.meanDifference());
    assertRelative(0.5175491695067657, p.sdDifference());
    assertRelative(7.514430561703707, p.z());
    assertRelative(0.01375, p.meanDifferenceOverBaselineMean());
    Interval i = p.meanDifferenceInterval(0.95, Sides.TWO_SIDED);
    assertRelative(0.9423180663202622, i.low());
    assertRelative(1.8076819336797378, i.high());
    // baseline mean is exactly 100, so the percent interval equals the difference interval.
    Interval fraction = p.meanDifferenceOverBaselineMeanInterval(0.95, Sides.TWO_SIDED);
    assertRelative(0.009423180663202622, fraction.low());
  }

  @Test
  void pairedRatioIntervalIncludesTheCovariance() {
    PairedStatistics p = PairedDifferences.of(BASELINE, CANDIDATE);
    Interval ratio = p.ratioInterval(0.95);
    assertEquals(FiellerInterval.paired(CANDIDATE, BASELINE, 0.95).low(), ratio.low(), 0);
    assertEquals(FiellerInterval.paired(CANDIDATE, BASELINE, 0.95).high(), ratio.high(), 0);
    assertEquals("candidate mean / baseline mean", ratio.covers());
    Interval independent = FiellerInterval.independent(CANDIDATE, BASELINE, 0.95);
    assertTrue(p.ratioInterval(0.95).width() < independent.width() / 3,
        "the pairs share most of their noise, so the paired interval is much narrower");
    assertTrue(p.ratioInterval(0.95).contains(p.ratio()));
  }

  @Test
  void mdapeReproducesTheVector() {
    assertRelative(0.09090909090909091, Mdape.of(new double[] {10, 11, 12, 13, 50}));
    assertThrows(IllegalArgumentException.class, () -> Mdape.of(new double[] {0, 1}));
  }

  @Test
  void relativeChangeIsThePairedFiellerIntervalMinusOne() {
    // Reference: numpy/scipy, Fieller's quadratic with the sample covariance / n and t(0.975, 7).
    Interval i = PairedDifferences.of(BASELINE, CANDIDATE).relativeChangeInterval(0.95);
    assertRelative(0.009486408843540017, i.low());
    assertRelative(0.01796135642403196, i.high());
    assertThrows(IllegalArgumentException.class,
        () -> PairedDifferences.of(new double[] {-1, -2}, new double[] {1, 2}).relativeChangeInterval(0.95));
  }
}
