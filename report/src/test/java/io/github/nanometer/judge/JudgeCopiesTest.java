package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.SavedBenchmark;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * One-JVM nanometer results: the interval includes the spread between separately compiled copies,
 * or the verdict is "inconclusive (one JVM)"; no interval of zero width; what would decide it.
 */
class JudgeCopiesTest {

  /** {@code copies} rows of 200 samples around each copy's median, 1% lognormal-ish noise, seeded. */
  static SavedBenchmark samples(String name, long seed, double... copyMedians) {
    SplittableRandom random = new SplittableRandom(seed);
    double[][] rows = new double[copyMedians.length][200];
    for (int c = 0; c < copyMedians.length; c++) {
      for (int i = 0; i < rows[c].length; i++) {
        rows[c][i] = copyMedians[c] * (1 + 0.01 * (random.nextDouble() - 0.5) + 0.05 * Math.pow(random.nextDouble(), 8));
      }
    }
    return new SavedBenchmark(name, Map.of(), "throughput median", "ns/op", false, copyMedians[0], rows, false, true);
  }

  private static Judgement one(SavedBenchmark base, SavedBenchmark candidate, double threshold) {
    return Judge.judge(List.of(base), List.of(candidate), threshold, 0.95).judgements().get(0);
  }

  @Test
  void copiesThatAgreeGiveANarrowIntervalButNoVerdictFromOneJvm() {
    Judgement j = one(samples("lcg", 1, 100, 100.3, 99.8), samples("lcg", 2, 200, 200.4, 199.7), 0.02);
    assertEquals(Change.INCONCLUSIVE_ONE_JVM, j.verdict());
    assertTrue(j.method().contains("compiled copies") && j.method().contains("3 base, 3 new copies"), j.method());
    assertTrue(j.interval().orElseThrow().low() > 1.9 && j.interval().orElseThrow().high() < 2.1);
  }

  @Test
  void identicalCodeWhoseCopiesDifferBy32PercentIsNotARegression() {
    // The measured case of issue 20: 'empty' with copies 32.7% apart; the base happened to draw the
    // fast copy twice, the new run the slow one twice.
    Judgement j = one(samples("empty", 3, 0.30, 0.30, 0.398), samples("empty", 4, 0.398, 0.398, 0.30), 0.02);
    assertTrue(j.verdict().isInconclusive(), j.verdict().words());
    assertTrue(j.interval().orElseThrow().low() < 1 && j.interval().orElseThrow().high() > 1.3,
        j.interval().toString());
    assertTrue(WhatWouldDecide.of(j, 0.02).orElseThrow().contains("2 or more JVMs"));
  }

  @Test
  void oneCompiledCopyGivesNoVerdictButSaysWhatWould() {
    Judgement j = one(samples("lcg", 1, 100), samples("lcg", 2, 200), 0.02);
    assertEquals(Change.INCONCLUSIVE_ONE_JVM, j.verdict());
    assertEquals("inconclusive (one JVM)", j.verdict().words());
    assertTrue(j.interval().isPresent(), "the samples' interval is kept for information");
    JudgeResult r = Judge.judge(List.of(samples("lcg", 1, 100)), List.of(samples("lcg", 2, 200)), 0.02, 0.95);
    assertEquals(3, r.exitCode());
    assertEquals(0, r.geometricMean().count(), "a one-JVM ratio does not enter the geometric mean");
    assertTrue(WhatWouldDecide.of(j, 0.02).orElseThrow().contains("2 or more JVMs"));
  }

  @Test
  void quantizedValuesGiveNoIntervalRatherThanAZeroWidthOne() {
    double[][] same = new double[3][20];
    for (double[] row : same) {
      java.util.Arrays.fill(row, 0.25);
    }
    double[][] other = new double[3][20];
    for (double[] row : other) {
      java.util.Arrays.fill(row, 0.3125);
    }
    SavedBenchmark b = new SavedBenchmark("empty", Map.of(), "throughput minimum", "ns/op", false, 0.25, same, false,
        true);
    SavedBenchmark n = new SavedBenchmark("empty", Map.of(), "throughput minimum", "ns/op", false, 0.3125, other, false,
        true);
    Judgement j = one(b, n, 0.02);
    assertTrue(j.interval().isEmpty(), j.interval().toString());
    assertEquals(Change.INCONCLUSIVE_ONE_JVM, j.verdict());
    assertTrue(j.method().contains("zero-width interval would claim false precision"), j.method());
    assertEquals(1.25, j.ratio(), 1e-12);
  }

  @Test
  void forksThatStraddleSayHowManyWouldDecide() {
    Judgement j = new Judgement(forks(1, 1.0, 1.01, 0.99), forks(2, 1.05, 1.0, 1.08), 1.0, 1.043, 1.043,
        java.util.Optional.of(new io.github.nanometer.Interval(0.98, 1.11, 0.95, "new / base", "test")),
        "Kalibera-Jones: Fieller over fork means", true, Change.INCONCLUSIVE);
    String decide = WhatWouldDecide.of(j, 0.02).orElseThrow();
    assertTrue(decide.startsWith("about ") && decide.contains("forks per side (now 3)"), decide);
  }

  private static SavedBenchmark forks(long seed, double... forkMeans) {
    SavedBenchmark s = samples("x", seed, forkMeans);
    return new SavedBenchmark(s.name(), s.params(), "avgt", s.unit(), false, forkMeans[0], s.values(), true, false);
  }

  @Test
  void aChangeOnTheBandsEdgeCannotBeDecidedByMoreRuns() {
    Judgement j = new Judgement(samples("x", 1, 1, 1), samples("x", 2, 1.02, 1.02), 1, 1.02, 1.02,
        java.util.Optional.of(new io.github.nanometer.Interval(1.0, 1.04, 0.95, "new / base", "test")),
        "Fieller over the medians of separately compiled copies", false, Change.INCONCLUSIVE);
    assertTrue(WhatWouldDecide.of(j, 0.02).orElseThrow().contains("no number of runs decides it"));
    Judgement decided = new Judgement(j.base(), j.candidate(), 1, 1.5, 1.5, j.interval(), j.method(), false,
        Change.SLOWER);
    assertTrue(WhatWouldDecide.of(decided, 0.02).isEmpty());
  }
}
