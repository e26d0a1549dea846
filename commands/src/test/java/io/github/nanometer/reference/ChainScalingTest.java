package io.github.nanometer.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChainScalingTest {

  @Test
  void ratiosOfConsecutiveStepsWithinEachGroup() {
    List<ChainScaling.Ratio> r = ChainScaling.ratios(List.of(
        new ChainScaling.Point("lcg k=100", "latency", "minimum", 140),
        new ChainScaling.Point("lcg k=1000", "latency", "minimum", 1400),
        new ChainScaling.Point("lcg k=10000", "latency", "minimum", 14280),
        new ChainScaling.Point("chase k=100", "throughput", "minimum", 90),
        new ChainScaling.Point("chase k=1000", "throughput", "minimum", 1800),
        new ChainScaling.Point("empty", "throughput", "minimum", 1)));
    assertEquals(3, r.size());
    // groups sorted by name: chase first
    assertEquals("chase throughput minimum", r.get(0).group());
    assertEquals(20.0, r.get(0).ratio(), 1e-12);
    assertEquals(1.0, r.get(0).relativeError(), 1e-12);
    assertEquals(10.0, r.get(1).ratio(), 1e-12);
    assertEquals(100, r.get(1).smallerSteps());
    assertEquals(10.2, r.get(2).ratio(), 1e-12);
    assertEquals(0.02, r.get(2).relativeError(), 1e-12);
  }
}
