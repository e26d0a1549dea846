package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Interval;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.Options;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.Verdict;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.results.PairedComparisonWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairedRunTest {

  private static final ClockSummary FACTS = new ClockSummary("nanoTime", 30, 1, 4000, 30, 40);

  private static PairedRun run(Options o) {
    return new PairedRun(o, NanoTimeClock.INSTANCE, FACTS, TuningCache.at(Path.of("/nonexistent-nanometer")), () -> -1);
  }

  /**
   * testvectors.md section 6 (Bazhenov) through the run's analysis: the verdict judges the paired
   * Fieller interval of the ratio minus 1, [0.9486%, 1.7961%] (numpy/scipy reference), and the old
   * quantity, the mean difference's t interval over the baseline mean (100), stays [0.942%, 1.808%].
   */
  @Test
  void analyseJudgesThePairedFiellerChange() {
    double[] base = {100, 102, 98, 101, 99, 103, 100, 97};
    double[] cand = {101, 104, 99, 103, 100, 104, 102, 98};
    ComparisonOptions co = ComparisonOptions.builder().thresholdFraction(0.02).confidence(0.95).trimOutliers(false).build();
    Comparison c = run(Options.builder().seed(1).build()).analyse("base", "cand", co, 1, 1, base, cand,
        new boolean[8], List.of());
    assertEquals(7.514430561703707, c.analysis().z(), 1e-9);
    assertEquals(0.01375, c.relativeChange(), 1e-12);
    assertEquals(0.009486408843540017, c.relativeChangeInterval().low(), 1e-11);
    assertEquals(0.01796135642403196, c.relativeChangeInterval().high(), 1e-11);
    assertEquals(0.009423180663202622, c.analysis().meanDifferenceOverBaselineMean().interval().low(), 1e-11);
    assertEquals((98.0 - 97.0) / 97.0, c.analysis().minimumChange(), 1e-12);
    Comparison strict = run(Options.builder().seed(1).build()).analyse("base", "cand",
        ComparisonOptions.builder().thresholdFraction(0.005).trimOutliers(false).build(), 1, 1, base, cand,
        new boolean[8], List.of());
    assertEquals(Verdict.SLOWER, strict.verdict());
    assertEquals(Verdict.NO_CHANGE, c.verdict(), "[0.95%, 1.80%] lies within +-2%");
    Comparison straddles = run(Options.builder().seed(1).build()).analyse("base", "cand",
        ComparisonOptions.builder().thresholdFraction(0.01).build(), 1, 1, base, cand, new boolean[8], List.of());
    assertEquals(Verdict.INCONCLUSIVE, straddles.verdict(), "[0.95%, 1.80%] straddles +1%");
    // 8 pairs: the sentence states the coverage simulated for one-sided delays at 5 pairs (the table's row).
    assertEquals("cand is 1.4% slower than base (change +0.9% to +1.8%, 95% confidence, one JVM); "
        + strict.analysis().coverageNote().orElseThrow(), PairedComparisonWriter.summary(strict));
    assertTrue(strict.analysis().coverageNote().get().startsWith("95% interval: simulated coverage "),
        strict.analysis().coverageNote().get());
    assertEquals("relativeChange", strict.analysis().judgedName(), "no one-sided delays in these pairs");
  }

  @Test
  void everyComparisonSaysOnceThatItsPairsWereMeasuredInOneJvm() {
    double[] base = {100, 102, 98, 101};
    double[] cand = {101, 104, 99, 103};
    Comparison c = run(Options.builder().seed(1).build()).analyse("base", "cand", ComparisonOptions.DEFAULTS, 1, 1,
        base, cand, new boolean[4], List.of("a note of the run"));
    assertEquals(List.of("a note of the run", Note.ONE_JVM_MESSAGE), c.notes());
    assertTrue(c.oneJvm());
    Comparison saved = new Comparison("base", "cand", c.options(), c.comparisonOptions(), c.environment(), 1, base,
        cand, new boolean[4], c.analysis(), c.verdict(), List.of("a note of the run"));
    assertEquals(false, saved.oneJvm(), "without the note (a document written before it) nothing is claimed");
  }

  @Test
  void theComparisonCarriesTheEnvironmentItWasMeasuredIn() {
    DoctorReport doctor = GoldenReports.laptop();
    PairedRun placed = new PairedRun(Options.builder().seed(1).build(), NanoTimeClock.INSTANCE, FACTS,
        TuningCache.at(Path.of("/nonexistent-nanometer")), () -> -1, "pinned to cpu 1 (test)", Optional.of(doctor));
    Comparison c = placed.analyse("base", "cand", ComparisonOptions.builder().build(), 4, 1, new double[] {10, 11, 12},
        new double[] {10, 11, 13}, new boolean[3], List.of());
    assertEquals("pinned to cpu 1 (test)", c.environment().threadPlacement());
    assertEquals(FACTS, c.environment().clock());
    assertEquals(FACTS, c.clock());
    assertEquals(Optional.of(doctor.diagnosis()), c.environment().doctor());
    assertEquals(NanoTimeClock.INSTANCE.nanosPerTick(), c.environment().tickNanos(), 0);
    assertEquals(System.getProperty("java.version"), c.environment().javaVersion());
    Comparison unplaced = run(Options.builder().seed(1).build()).analyse("base", "cand",
        ComparisonOptions.builder().build(), 4, 1, new double[] {10, 11, 12}, new double[] {10, 11, 13}, new boolean[3],
        List.of());
    assertEquals("not pinned: measured on the calling thread", unplaced.environment().threadPlacement());
    assertEquals(Optional.empty(), unplaced.environment().doctor());
    assertThrows(IllegalArgumentException.class, () -> new Comparison("a", "b", c.options(), c.comparisonOptions(),
        null, 4, c.baselineNanos(), c.candidateNanos(), c.candidateFirst(), c.analysis(), c.verdict(), c.notes()));
  }

  @Test
  void verdictJudgesIntervalAgainstThreshold() {
    assertEquals(Verdict.SLOWER, Verdict.judge(change(0.021, 0.05), 0.02));
    assertEquals(Verdict.FASTER, Verdict.judge(change(-0.05, -0.021), 0.02));
    assertEquals(Verdict.NO_CHANGE, Verdict.judge(change(-0.01, 0.019), 0.02));
    assertEquals(Verdict.INCONCLUSIVE, Verdict.judge(change(0.01, 0.03), 0.02));
    assertEquals(Verdict.INCONCLUSIVE, Verdict.judge(change(-0.03, 0.03), 0.02));
    assertEquals(Verdict.INCONCLUSIVE, Verdict.judge(change(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY), 0.02));
  }

  private static Interval change(double low, double high) {
    return new Interval(low, high, 0.95, "candidate mean / baseline mean - 1", "test");
  }

  /**
   * The paired run's budget is decided on its wall clock: one that stands still leaves the stop to
   * the sample limit, one already past the deadline at its next reading stops at the minimum; both
   * counts are exact whatever the machine's speed (a pair discarded as disturbed is measured again).
   */
  @Test
  void theBudgetIsDecidedOnTheRunsWallClock(@TempDir Path cache) {
    Benchmark<Long> base = Benchmark.ofLong("base", r -> r.nextLong(), x -> x + 1);
    Benchmark<Long> cand = Benchmark.ofLong("cand", r -> r.nextLong(), x -> x + 2);
    Options o = Options.builder().seed(5).budget(Duration.ofMillis(1)).maxWarmup(Duration.ZERO).minSamples(7)
        .maxSamples(300).evaluationsPerSample(16).useTuningCache(false).build();
    Comparison still = new PairedRun(o, NanoTimeClock.INSTANCE, FACTS, TuningCache.at(cache), () -> -1, "test",
        Optional.empty(), () -> 0L).compare(base, cand, ComparisonOptions.DEFAULTS);
    assertEquals(300, still.pairCount(), "a wall clock that stands still never spends the budget");
    Comparison late = new PairedRun(o, NanoTimeClock.INSTANCE, FACTS, TuningCache.at(cache), () -> -1, "test",
        Optional.empty(), new SteppingWallClock(Duration.ofHours(1).toNanos())).compare(base, cand,
        ComparisonOptions.DEFAULTS);
    assertEquals(7, late.pairCount(), "an hour passes at every reading: the minimum of pairs, then the stop");
  }

  @Test
  void theDefaultCompilationsAreThreeCopiesPerSideAndAnExplicitCountIsKept(@TempDir Path cache) {
    Benchmark<Long> base = Benchmark.ofLong("base", r -> r.nextLong(), x -> x + 1);
    Benchmark<Long> cand = Benchmark.ofLong("cand", r -> r.nextLong(), x -> x + 2);
    for (int requested : new int[] {0, 2}) {
      Options o = Options.builder().seed(5).budget(Duration.ofMillis(1)).maxWarmup(Duration.ZERO).minSamples(6)
          .maxSamples(6).evaluationsPerSample(16).useTuningCache(false).compilations(requested).build();
      Comparison c = new PairedRun(o, NanoTimeClock.INSTANCE, FACTS, TuningCache.at(cache), () -> -1, "test",
          Optional.empty(), () -> 0L).compare(base, cand, ComparisonOptions.DEFAULTS);
      int expected = requested == 0 ? 3 : requested;
      assertEquals(expected, c.options().compilations(), "compilations(" + requested + ")");
      assertEquals(expected, c.analysis().copiesPerSide(), "compilations(" + requested + ")");
    }
  }

  @Test
  void bothSidesSeeTheSameInputsInSeededRandomOrder(@TempDir Path cache) {
    List<Long> seenByBase = new ArrayList<>();
    List<Long> seenByCand = new ArrayList<>();
    Benchmark<Long> base = Benchmark.ofLong("base", r -> r.nextLong(), x -> {
      seenByBase.add(x);
      return x + 1;
    });
    Benchmark<Long> cand = Benchmark.ofLong("cand", r -> r.nextLong(), x -> {
      seenByCand.add(x);
      return x + 2;
    });
    Options o = Options.builder().seed(99).budget(Duration.ofMillis(5)).maxWarmup(Duration.ZERO).minSamples(20)
        .maxSamples(20).batchSize(4).build();
    Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cache));
    Comparison first = nm.compare(base, cand);
    assertEquals(20, first.pairCount());
    // Every evaluation of the pairs phase is the last seenByX entries; both sides consumed the same inputs.
    int n = first.evaluationsPerSample();
    int pairEvals = 20 * n;
    assertEquals(seenByBase.subList(seenByBase.size() - pairEvals, seenByBase.size()),
        seenByCand.subList(seenByCand.size() - pairEvals, seenByCand.size()));
    Comparison again = nm.compare(base, cand);
    assertArrayEquals(first.candidateFirst(), again.candidateFirst(), "same seed, same order");
    int candidateFirst = 0;
    for (boolean b : first.candidateFirst()) {
      candidateFirst += b ? 1 : 0;
    }
    assertTrue(candidateFirst > 0 && candidateFirst < 20, "order is randomized, got " + candidateFirst + "/20");
  }

  @Test
  void incompatibleBenchmarksAreRejectedWithTheirNames(@TempDir Path cache) {
    Nanometer nm = TestNanometers.create(Options.builder().budget(Duration.ofMillis(1)).build(), NanoTimeClock.INSTANCE,
        TuningCache.at(cache));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> nm.compare(
        Benchmark.ofLong("longs", r -> 1L, x -> x), Benchmark.of("objects", () -> 1)));
    assertTrue(e.getMessage().contains("'longs'") && e.getMessage().contains("'objects'"), e.getMessage());
  }

  @Test
  void comparisonOptionsValidateRanges() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ComparisonOptions.builder().thresholdFraction(1.5).build());
    assertTrue(e.getMessage().contains("thresholdFraction") && e.getMessage().contains("1.5"));
    assertThrows(IllegalArgumentException.class, () -> ComparisonOptions.builder().confidence(1.0).build());
  }
}
