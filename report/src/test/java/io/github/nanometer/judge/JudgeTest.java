package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Defaults;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.compare.SavedBenchmark;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The verdict logic of {@link Judge} over forked results (the only case where the interval decides):
 * a regression, an improvement, no change and an interval straddling the band, for times and for
 * throughput; the inconclusive paths (one JVM, units differ, too few values); matching by key, the
 * geometric mean and the exit status.
 */
class JudgeTest {

  /** Fork means of the base side: mean 100, spread about 0.8. */
  private static final double[] BASE_FORKS = {100, 101, 99, 100.5, 99.5};

  /** A forked JMH-style benchmark: one row per fork, three iteration scores around each fork mean. */
  private static SavedBenchmark forked(String name, String unit, boolean higherIsBetter, double... forkMeans) {
    double[][] rows = new double[forkMeans.length][];
    for (int f = 0; f < forkMeans.length; f++) {
      rows[f] = new double[] {forkMeans[f] * 0.999, forkMeans[f], forkMeans[f] * 1.001};
    }
    return new SavedBenchmark(name, Map.of(), "avgt", unit, higherIsBetter, forkMeans[0], rows, true, false);
  }

  private static SavedBenchmark forked(String name, double... forkMeans) {
    return forked(name, "ns/op", false, forkMeans);
  }

  private static double[] scaled(double[] x, double factor) {
    double[] y = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      y[i] = x[i] * factor;
    }
    return y;
  }

  /** The base forks against the same forks scaled by {@code factor}, at a 5% threshold. */
  private static JudgeResult scaledBy(double factor) {
    return Judge.judge(List.of(forked("a", BASE_FORKS)), List.of(forked("a", scaled(BASE_FORKS, factor))), 0.05,
        0.95);
  }

  private static Judgement one(SavedBenchmark base, SavedBenchmark candidate, double threshold) {
    JudgeResult r = Judge.judge(List.of(base), List.of(candidate), threshold, 0.95);
    assertEquals(1, r.judgements().size());
    return r.judgements().get(0);
  }

  @Test
  void aForkedSlowdownBeyondTheThresholdIsARegression() {
    JudgeResult r = scaledBy(1.2);
    Judgement j = r.judgements().get(0);
    assertEquals(Change.SLOWER, j.verdict());
    assertEquals(1.2, j.ratio(), 1e-9);
    assertTrue(j.jvmVariationIncluded());
    assertTrue(j.interval().orElseThrow().low() > 1.05, j.interval().toString());
    assertTrue(j.method().startsWith("Kalibera-Jones: Fieller over fork means (5 base, 5 new forks)"), j.method());
    assertEquals(1, r.exitCode(), "a regression exits 1");
  }

  @Test
  void aForkedSpeedUpBeyondTheThresholdIsAnImprovement() {
    JudgeResult r = scaledBy(0.8);
    Judgement j = r.judgements().get(0);
    assertEquals(Change.FASTER, j.verdict());
    assertEquals(0.8, j.ratio(), 1e-9);
    assertTrue(j.interval().orElseThrow().high() < 0.95, j.interval().toString());
    assertEquals(0, r.exitCode(), "an improvement is not a failure");
  }

  @Test
  void aForkedChangeInsideTheBandIsNoChange() {
    JudgeResult r = scaledBy(1.001);
    Judgement j = r.judgements().get(0);
    assertEquals(Change.NO_CHANGE, j.verdict());
    assertTrue(j.interval().orElseThrow().low() > 0.95 && j.interval().orElseThrow().high() < 1.05,
        j.interval().toString());
    assertEquals(0, r.exitCode());
  }

  @Test
  void aWideForkedIntervalAcrossTheBandsEdgeIsInconclusive() {
    Judgement j = one(forked("a", BASE_FORKS), forked("a", 95, 115, 100, 110, 105), 0.02);
    assertEquals(Change.INCONCLUSIVE, j.verdict());
    assertTrue(j.interval().orElseThrow().low() < 1.02 && j.interval().orElseThrow().high() > 1.02,
        j.interval().toString());
    assertEquals(3, Judge.judge(List.of(forked("a", BASE_FORKS)), List.of(forked("a", 95, 115, 100, 110, 105)),
        0.02, 0.95).exitCode(), "inconclusive exits 3");
  }

  @Test
  void theThresholdDecidesBetweenRegressionAndNoChange() {
    SavedBenchmark base = forked("a", BASE_FORKS);
    SavedBenchmark slower = forked("a", scaled(BASE_FORKS, 1.2));
    assertEquals(Change.SLOWER, one(base, slower, 0.05).verdict());
    assertEquals(Change.NO_CHANGE, one(base, slower, 0.5).verdict());
  }

  @Test
  void forThroughputMoreOperationsPerSecondIsFaster() {
    SavedBenchmark base = forked("t", "ops/s", true, BASE_FORKS);
    Judgement more = one(base, forked("t", "ops/s", true, scaled(BASE_FORKS, 1.25)), 0.05);
    assertEquals(Change.FASTER, more.verdict());
    assertEquals(0.8, more.ratio(), 1e-9, "the ratio is of times: base throughput over new");
    Judgement fewer = one(base, forked("t", "ops/s", true, scaled(BASE_FORKS, 0.8)), 0.05);
    assertEquals(Change.SLOWER, fewer.verdict());
    assertEquals(1.25, fewer.ratio(), 1e-9);
  }

  @Test
  void oneJvmPerSideGivesNoVerdictHoweverClearTheSamples() {
    // Not forked: the same fork rows read as one JVM's compiled copies (JMH iterations, no forks).
    SavedBenchmark base = new SavedBenchmark("a", Map.of(), "avgt", "ns/op", false, 100,
        new double[][] {BASE_FORKS}, false, false);
    SavedBenchmark candidate = new SavedBenchmark("a", Map.of(), "avgt", "ns/op", false, 200,
        new double[][] {scaled(BASE_FORKS, 2)}, false, false);
    Judgement j = one(base, candidate, 0.05);
    assertEquals(Change.INCONCLUSIVE_ONE_JVM, j.verdict());
    assertTrue(j.interval().isPresent(), "the interval is still given");
    assertTrue(j.method().startsWith("Fieller over iterations within one JVM per side (5 base, 5 new)"), j.method());
  }

  @Test
  void differentUnitsGiveNoIntervalAndNoVerdict() {
    Judgement j = one(forked("a", "ns/op", false, BASE_FORKS), forked("a", "us/op", false, BASE_FORKS), 0.05);
    assertEquals(Change.INCONCLUSIVE, j.verdict());
    assertTrue(j.interval().isEmpty());
    assertTrue(Double.isNaN(j.ratio()));
    assertEquals("no interval: units differ (ns/op vs us/op)", j.method());
  }

  @Test
  void fewerThanTwoValuesGiveNoInterval() {
    SavedBenchmark single = new SavedBenchmark("a", Map.of(), "avgt", "ns/op", false, 100,
        new double[][] {{100}}, false, false);
    Judgement j = one(single, forked("a", scaled(BASE_FORKS, 2)), 0.05);
    assertEquals(Change.INCONCLUSIVE, j.verdict());
    assertTrue(j.interval().isEmpty());
    assertTrue(j.method().startsWith("no interval: fewer than 2 values (base 1, new "), j.method());
    SavedBenchmark empty = new SavedBenchmark("a", Map.of(), "avgt", "ns/op", false, 100, new double[0][], false,
        false);
    assertTrue(Double.isNaN(one(empty, single, 0.05).ratio()), "no values on a side: no ratio");
  }

  @Test
  void benchmarksAreMatchedByKeyAndTheRestListedBySide() {
    SavedBenchmark onlyBase = forked("gone", BASE_FORKS);
    SavedBenchmark onlyNew = forked("added", BASE_FORKS);
    JudgeResult r = Judge.judge(List.of(forked("a", BASE_FORKS), onlyBase, forked("b", BASE_FORKS)),
        List.of(onlyNew, forked("b", scaled(BASE_FORKS, 1.2)), forked("a", BASE_FORKS)), 0.05, 0.95);
    assertEquals(List.of("a (avgt)", "b (avgt)"), r.judgements().stream().map(j -> j.base().key()).toList(),
        "in base-file order");
    assertEquals(List.of(Change.NO_CHANGE, Change.SLOWER), r.judgements().stream().map(Judgement::verdict).toList());
    assertEquals(List.of(onlyBase), r.onlyInBase());
    assertEquals(List.of(onlyNew), r.onlyInNew());
    assertEquals(1, r.exitCode());
  }

  @Test
  void theGeometricMeanCoversTheDecidedRatiosOnly() {
    SavedBenchmark oneJvm = new SavedBenchmark("c", Map.of(), "avgt", "ns/op", false, 100,
        new double[][] {BASE_FORKS}, false, false);
    JudgeResult r = Judge.judge(List.of(forked("a", BASE_FORKS), forked("b", BASE_FORKS), oneJvm),
        List.of(forked("a", scaled(BASE_FORKS, 1.2)), forked("b", scaled(BASE_FORKS, 1.2 * 1.2)), oneJvm), 0.05,
        0.95);
    JudgeResult.GeometricMean g = r.geometricMean();
    assertEquals(2, g.count(), "the one-JVM benchmark does not enter");
    assertEquals(Math.sqrt(1.2 * 1.44), g.ratio(), 1e-9);
    assertEquals(Change.SLOWER, g.verdict());
    assertTrue(g.interval().orElseThrow().contains(g.ratio()), g.interval().toString());

    JudgeResult none = Judge.judge(List.of(oneJvm), List.of(oneJvm), 0.05, 0.95);
    assertEquals(0, none.geometricMean().count());
    assertTrue(Double.isNaN(none.geometricMean().ratio()));
    assertEquals(Change.INCONCLUSIVE, none.geometricMean().verdict());
  }

  @Test
  void refusesRepeatedKeysAndOutOfRangeParameters() {
    List<SavedBenchmark> one = List.of(forked("a", BASE_FORKS));
    List<SavedBenchmark> twice = List.of(forked("a", BASE_FORKS), forked("a", BASE_FORKS));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Judge.judge(one, twice, 0.05, 0.95));
    assertEquals("the new file holds 'a (avgt)' more than once", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Judge.judge(twice, one, 0.05, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, -0.01, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 10.5, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 0.05, 1.0));
    assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 0.05, 0.0));
    assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, Double.NaN, 0.95));
  }

  @Test
  void refusalsJustOutsideEachBoundNameTheValueAndTheRange() {
    List<SavedBenchmark> one = List.of(forked("a", BASE_FORKS));
    assertEquals("judgeThreshold must be in [0, 10], got -0.001",
        assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, -0.001, 0.95)).getMessage());
    assertEquals("judgeThreshold must be in [0, 10], got 10.001",
        assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 10.001, 0.95)).getMessage());
    assertEquals("confidence must be in [0.5, 0.9999], got 0.4999",
        assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 0.05, 0.4999)).getMessage());
    assertEquals("confidence must be in [0.5, 0.9999], got 0.99991",
        assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 0.05, 0.99991)).getMessage());
    // the CLI's --confidence spec refuses the same values with the same message
    for (double level : new double[] {0.3, 0.99991, 1}) {
      assertEquals(assertThrows(IllegalArgumentException.class, () -> OptionSpecs.CONFIDENCE.check(level)).getMessage(),
          assertThrows(IllegalArgumentException.class, () -> Judge.judge(one, one, 0.05, level)).getMessage());
    }
    assertEquals(1, Judge.judge(one, one, 0.05, 0.5).judgements().size());
    assertEquals(1, Judge.judge(one, one, 0.05, 0.9999).judgements().size());
    // the bounds themselves are judged
    assertEquals(1, Judge.judge(one, one, 0, 0.95).judgements().size());
    assertEquals(1, Judge.judge(one, one, Defaults.MAX_JUDGE_THRESHOLD_FRACTION, 0.95).judgements().size());
  }
}
