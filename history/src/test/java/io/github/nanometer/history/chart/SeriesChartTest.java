package io.github.nanometer.history.chart;

import static io.github.nanometer.history.chart.ChartSamples.benchmark;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The chart's data: steps at the segments' medians, the environment's rules, the direction, the refusals. */
class SeriesChartTest {

  private static final BenchmarkIdentity B = benchmark("com.acme.Parse.json");

  @Test
  void stepsAreTheMediansBetweenTheDetectedChangePoints() {
    BranchSeries series = ChartSamples.stepSeries(B, "r");
    SeriesChart chart = SeriesChart.of(series, ChartSamples.detect(series), List.of(), true);
    List<FittedStep> steps = chart.steps();
    assertEquals(2, steps.size());
    // point 19 of the included points is commit 20: the detector splits where the level changed
    assertEquals(new FittedStep(0, 19, 0, 19, median(series.points().subList(0, 19))), steps.get(0));
    assertEquals(new FittedStep(19, 39, 20, 39, median(series.points().subList(19, 39))), steps.get(1));
    assertEquals(100, steps.get(0).level(), 0.5);
    assertEquals(110, steps.get(1).level(), 0.55);
  }

  @Test
  void aSeriesWithoutChangeIsOneStepAndChangesOverAnotherLengthAreRefused() {
    BranchSeries series = ChartSamples.stepSeries(B, "r");
    List<SeriesPoint> flat = series.points().subList(0, 15);
    assertEquals(List.of(new FittedStep(0, 15, 0, 15, median(flat))), FittedStep.fit(flat,
        ChartSamples.detect(new BranchSeries(series.key(), "main", flat, List.of()))));
    SeriesChanges other = ChartSamples.detect(series);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> FittedStep.fit(flat, other)).getMessage()
        .contains("changes were found over 39 values, but the series has 15 points"));
  }

  @Test
  void rulesStandWhereTheKernelOrTheJvmChanges() {
    BranchSeries series = ChartSamples.stepSeries(B, "r");
    SeriesChart chart = SeriesChart.of(series, ChartSamples.detect(series), List.of(), true);
    assertEquals(2, chart.rules().size());
    EnvironmentRule kernel = chart.rules().get(0);
    assertEquals(List.of(29L, 30L, EnvironmentRule.KERNEL), List.of(kernel.before().position(),
        kernel.after().position(), kernel.what()));
    assertEquals("kernel Linux 6.1.0-18-amd64 \u2192 Linux 6.1.0-20-amd64", kernel.label());
    EnvironmentRule jvm = chart.rules().get(1);
    assertEquals(List.of(34L, 35L, "17.0.15+6", "17.0.16+8"), List.of(jvm.before().position(),
        jvm.after().position(), jvm.from(), jvm.to()));
    SeriesPoint a = ChartSamples.point(B, 1, 1, "k1", "j1");
    SeriesPoint b = ChartSamples.point(B, 2, 1, "k2", "j2");
    assertEquals(List.of(EnvironmentRule.KERNEL, EnvironmentRule.JVM),
        EnvironmentRule.between(List.of(a, b)).stream().map(EnvironmentRule::what).toList(), "both, kernel first");
    assertEquals(List.of(), EnvironmentRule.between(List.of(a, a)));
  }

  @Test
  void excludedPointsJoinTheCommitOrderAndRulesSeeThem() {
    BranchSeries series = ChartSamples.stepSeries(B, "r");
    SeriesChart chart = SeriesChart.of(series, ChartSamples.detect(series), List.of(), true);
    assertEquals(40, chart.allPoints().size());
    assertEquals(7, chart.allPoints().get(7).position());
    assertEquals(1, chart.excluded().size());
  }

  @Test
  void theDirectionDecidesWhatIsWorse() {
    BranchSeries series = ChartSamples.stepSeries(B, "r");
    SeriesChart time = SeriesChart.of(series, ChartSamples.detect(series), List.of(), true);
    SeriesChart throughput = SeriesChart.of(series, ChartSamples.detect(series), List.of(), false);
    assertTrue(time.isWorse(0.03) && !time.isWorse(-0.03));
    assertTrue(throughput.isWorse(-0.03) && !throughput.isWorse(0.03));
    assertFalse(time.isWorse(0) || throughput.isWorse(0));
  }

  @Test
  void badInputIsRefusedByName() {
    BranchSeries series = ChartSamples.stepSeries(B, "r");
    SeriesChanges changes = ChartSamples.detect(series);
    BranchSeries empty = new BranchSeries(series.key(), "main", List.of(), List.of());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> SeriesChart.of(empty, ChartSamples.detect(empty),
        List.of(), true)).getMessage().contains("has no runs on branch main"));
    var other = ChartSamples.recorded(ChartSamples.key(benchmark("other")), 3, 0.1, ChangeStatus.NEW, Optional.empty());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> SeriesChart.of(series, changes, List.of(other),
        true)).getMessage().contains("belongs to series"));
    SeriesPoint ops = new SeriesPoint(40, ChartSamples.commit(40), "run-40", RunReason.PUSH, ChartSamples.T0,
        ChartSamples.result(B, "ops/s", 5), "k", "j");
    BranchSeries mixed = new BranchSeries(series.key(), "main", List.of(series.points().get(0), ops), List.of());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> SeriesChart.of(mixed, ChartSamples.detect(mixed),
        List.of(), true)).getMessage().contains("mixes units ns and ops/s (run run-40)"));
  }

  @Test
  void onlyNewAndAcknowledgedAreOpen() {
    assertEquals(List.of(true, true, false, false), List.of(ChangeStatus.values()).stream()
        .map(OpenChange::isOpen).toList());
  }

  private static double median(List<SeriesPoint> points) {
    double[] v = points.stream().mapToDouble(p -> p.result().estimate()).sorted().toArray();
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }
}
