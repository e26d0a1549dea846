package io.github.nanometer.comparison;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.OptionSpecs;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** {@link CommandComparisonOptions}' numeric ranges: the command line's, refused just outside each bound. */
class CommandComparisonOptionsTest {

  @Test
  void thresholdIsRefusedJustOutsideItsRange() {
    assertEquals("compareThreshold must be in [-0.99, 10], got -0.991", refused(b -> b.thresholdFraction(-0.991)));
    assertEquals("compareThreshold must be in [-0.99, 10], got 10.001", refused(b -> b.thresholdFraction(10.001)));
    assertEquals("compareThreshold must be in [-0.99, 10], got NaN", refused(b -> b.thresholdFraction(Double.NaN)));
    assertEquals(-0.99, built(b -> b.thresholdFraction(-0.99)).thresholdFraction());
    assertEquals(10, built(b -> b.thresholdFraction(10)).thresholdFraction());
  }

  @Test
  void confidenceIsRefusedOutsideTheCliRangeAndAtHalfWhenOneSided() {
    assertEquals("confidence must be in [0.5, 0.9999], got 0", refused(b -> b.confidence(0)));
    assertEquals("confidence must be in [0.5, 0.9999], got 0.4999", refused(b -> b.confidence(0.4999)));
    assertEquals("confidence must be in [0.5, 0.9999], got 1", refused(b -> b.confidence(1)));
    assertEquals(0.5, built(b -> b.confidence(0.5)).confidence());
    assertEquals(0.9999, built(b -> b.confidence(0.9999)).confidence());
    assertEquals("confidence must be in (0.5, 1), got 0.5", refused(b -> b.confidence(0.5).oneSided(true)));
    assertEquals(0.51, built(b -> b.confidence(0.51).oneSided(true)).confidence());
  }

  @Test
  void countsAreRefusedJustOutsideTheirRanges() {
    assertEquals("warmupRuns must be in [0, 1000], got -1", refused(b -> b.warmupRuns(-1)));
    assertEquals("warmupRuns must be in [0, 1000], got 1001", refused(b -> b.warmupRuns(1001)));
    assertEquals("minBlocks must be in [2, 1000000], got 1", refused(b -> b.minBlocks(1)));
    assertEquals("minBlocks must be in [2, 1000000], got 1000001", refused(b -> b.minBlocks(1_000_001)));
    assertEquals(1000, built(b -> b.warmupRuns(1000)).warmupRuns());
    assertEquals(1_000_000, built(b -> b.minBlocks(1_000_000)).minBlocks());
  }

  @Test
  void theCommandLineRefusesTheSameValuesWithTheSameRange() {
    assertEquals("compareThreshold must be in [-0.99, 10], got 10.001",
        assertThrows(IllegalArgumentException.class, () -> OptionSpecs.COMPARE_THRESHOLD.check(10.001)).getMessage());
    assertEquals("minBlocks must be in [2, 1000000], got 1",
        assertThrows(IllegalArgumentException.class, () -> OptionSpecs.COMPARE_MIN_BLOCKS.check(1)).getMessage());
    assertEquals("warmupRuns must be in [0, 1000], got 1001",
        assertThrows(IllegalArgumentException.class, () -> OptionSpecs.COMPARE_WARMUP.check(1001)).getMessage());
  }

  private static CommandComparisonOptions.Builder valid() {
    return CommandComparisonOptions.builder().baseCommand("true").featureCommand("true").seed(1);
  }

  private static CommandComparisonOptions built(UnaryOperator<CommandComparisonOptions.Builder> change) {
    return change.apply(valid()).build();
  }

  private static String refused(UnaryOperator<CommandComparisonOptions.Builder> change) {
    return assertThrows(IllegalArgumentException.class, () -> built(change)).getMessage();
  }
}
