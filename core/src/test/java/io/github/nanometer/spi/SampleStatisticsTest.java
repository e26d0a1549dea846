package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.CorrelatedMedianInterval;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The estimators lent to plug-ins compute what the library's statistics compute. */
class SampleStatisticsTest {

  @Test
  void quantilesInterpolateBetweenOrderStatistics() {
    double[] x = {4, 1, 3, 2};
    assertEquals(1, SampleStatistics.quantile(x, 0));
    assertEquals(2.5, SampleStatistics.median(x));
    assertEquals(3.7, SampleStatistics.quantile(x, 0.9), 1e-12);
    assertEquals(1, SampleStatistics.min(x));
    assertEquals(4, SampleStatistics.max(x));
    assertEquals(4, x[0], "the array is not modified");
    assertThrows(IllegalArgumentException.class, () -> SampleStatistics.median(new double[0]));
  }

  @Test
  void theMedianIntervalIsTheCorrelatedOrderStatisticInterval() {
    double[] x = new double[200];
    for (int i = 0; i < x.length; i++) {
      x[i] = 10 + (i * 37 % 101) / 10.0;
    }
    Interval i = SampleStatistics.medianInterval(x, 0.95, 0.01, "median (ns)").orElseThrow();
    var library = CorrelatedMedianInterval.of(x, 0.95, 0.01, "median (ns)").orElseThrow().interval();
    assertEquals(new Interval(library.low(), library.high(), library.confidence(), library.covers(), library.method()),
        i);
    assertTrue(i.contains(SampleStatistics.median(x)));
    assertEquals(Optional.empty(), SampleStatistics.medianInterval(new double[] {1, 2, 3}, 0.95, 0, "m"),
        "3 values give no 95% interval");
  }

  @Test
  void scalingMultipliesTheEndsAndKeepsLevelAndMethod() {
    Interval perEvaluation = new Interval(10, 30, 0.9, "mean per evaluation", "ratio");
    assertEquals(new Interval(2.5, 7.5, 0.9, "mean per call", "ratio"),
        SampleStatistics.scaled(perEvaluation, 0.25, "mean per call"));
    assertThrows(IllegalArgumentException.class, () -> SampleStatistics.scaled(perEvaluation, 0, "x"));
  }
}
