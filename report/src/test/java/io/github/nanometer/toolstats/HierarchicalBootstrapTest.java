package io.github.nanometer.toolstats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Descriptive;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Behaviour of the hierarchical bootstrap; reference values are computed independently in each test. */
class HierarchicalBootstrapTest {

  @Test
  void sameSeedSameInterval() {
    HierarchicalData d = RandomEffectsTest.THREE_LEVELS;
    assertEquals(HierarchicalBootstrap.meanInterval(d, 0.95, 2000, 7), HierarchicalBootstrap.meanInterval(d, 0.95, 2000, 7));
  }

  @Test
  void resamplesOnlyTheTopLevel() {
    // Every unit has the same mean 2: the lower level's noise is already in the unit means, so
    // resampling the top level alone gives a zero-width interval (Kalibera-Jones's variant would not).
    HierarchicalData d = HierarchicalData.twoLevels(new double[][] {{1, 3}, {1, 3}, {1, 3}, {1, 3}});
    Interval i = HierarchicalBootstrap.meanInterval(d, 0.95, 4000, 1);
    assertEquals(2, i.low(), 1e-12);
    assertEquals(2, i.high(), 1e-12);
  }

  @Test
  void expandedTailUndoesTheSmallSampleNarrowness() {
    // Hesterberg's expanded percentile: tail = 1 - Phi(sqrt(n/(n-1)) t(0.975, n-1)); n = 10:
    // sqrt(10/9) * 2.2621571627409915 = 2.384514..., 1 - Phi(2.384514) = 0.008551... (scipy).
    assertEquals(0.00855, HierarchicalBootstrap.expandedTail(0.95, 10), 1e-5);
    assertTrue(HierarchicalBootstrap.expandedTail(0.95, 100_000) > 0.0249);
    assertTrue(HierarchicalBootstrap.covers(HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS));
    assertTrue(!HierarchicalBootstrap.covers(HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS - 1));
  }

  @Test
  void resamplesTheTopLevel() {
    // No spread within units: all the spread is between units, so only top-level resampling moves the mean.
    HierarchicalData d = HierarchicalData.twoLevels(new double[][] {{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}});
    Interval i = HierarchicalBootstrap.meanInterval(d, 0.95, 4000, 1);
    assertTrue(i.width() > 1, "width " + i.width());
  }

  @Test
  void flatDataAgreesWithTheNormalIntervalForLargeSamples() {
    // For n = 400 normal values the expanded percentile interval is close to mean +- 1.96 s /
    // sqrt(n); tolerance 5% of the half-width.
    Random r = new Random(42);
    double[] x = new double[400];
    for (int i = 0; i < x.length; i++) {
      x[i] = 10 + r.nextGaussian();
    }
    Interval boot = HierarchicalBootstrap.meanInterval(HierarchicalData.flat(x), 0.95, 20_000, 3);
    double half = 1.959963984540054 * Descriptive.standardDeviation(x) / Math.sqrt(x.length);
    assertEquals(Descriptive.mean(x) - half, boot.low(), 0.05 * half);
    assertEquals(Descriptive.mean(x) + half, boot.high(), 0.05 * half);
  }

  @Test
  void ratioOfIdenticalExperimentsStraddlesOne() {
    HierarchicalData d = RandomEffectsTest.THREE_LEVELS;
    Interval i = HierarchicalBootstrap.ratioInterval(d, d, 0.95, 2000, 5);
    assertTrue(i.contains(1));
    Interval doubled = HierarchicalBootstrap.ratioInterval(
        HierarchicalData.of(d.repetitions(), java.util.Arrays.stream(d.values()).map(v -> 2 * v).toArray()), d,
        0.95, 2000, 5);
    assertTrue(doubled.contains(2));
  }

  @Test
  void rejectsBadArguments() {
    HierarchicalData d = RandomEffectsTest.THREE_LEVELS;
    assertThrows(IllegalArgumentException.class, () -> HierarchicalBootstrap.meanInterval(d, 0.95, 10, 1));
    assertThrows(IllegalArgumentException.class, () -> HierarchicalBootstrap.meanInterval(null, 0.95, 1000, 1));
    assertThrows(IllegalArgumentException.class, () -> HierarchicalBootstrap.meanInterval(d, 0, 1000, 1));
  }
}
