package io.github.nanometer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.stats.Interval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.WelchInterval;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The stopping rule, block balance, warm-up and failure handling with scripted wall times and a
 * fake clock; expected intervals are recomputed independently from the recorded runs.
 */
class SequentialComparisonTest {

  /** A deterministic wiggle of +-3% around {@code meanNanos} with period 7. */
  static long wiggle(long meanNanos, int k) {
    return meanNanos + (k * 3 % 7 - 3) * meanNanos / 100;
  }

  static ComparisonOptions.Builder options() {
    return ComparisonOptions.builder().baseCommand("base-cmd").featureCommand("feature-cmd").seed(42)
        .timeLimit(Duration.ofHours(1));
  }

  static ComparisonResult run(ComparisonOptions o, ScriptedRunner runner, List<ComparisonProgress> seen) {
    return new SequentialComparison(o, runner, runner::now, seen::add).run();
  }

  @Test
  void regressionStopsAtTheFirstBlockWhoseIntervalIsWhollyAbove() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> wiggle(110_000_000, k + 3));
    List<ComparisonProgress> seen = new ArrayList<>();
    ComparisonResult r = run(options().build(), runner, seen);
    assertEquals(Verdict.REGRESSION, r.verdict());
    assertEquals(1, r.exitCode());
    assertTrue(r.changePercent().orElseThrow().isWhollyAbove(2));
    assertStoppedAtFirstDecisiveBlock(r);
    assertEquals(r.blocks(), seen.size());
  }

  @Test
  void noRegressionWhenTheFeatureIsAsFast() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> wiggle(100_000_000, k + 2));
    ComparisonResult r = run(options().build(), runner, new ArrayList<>());
    assertEquals(Verdict.NO_REGRESSION, r.verdict());
    assertEquals(0, r.exitCode());
    assertTrue(r.changePercent().orElseThrow().isWhollyBelow(2));
    assertStoppedAtFirstDecisiveBlock(r);
  }

  @Test
  void timeLimitGivesInconclusive() {
    // Feature is exactly at the threshold: the interval keeps straddling +2%. Each block takes
    // about 2.04 s of fake time, so a 10 s limit ends after block 5.
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(1_000_000_000, k))
        .script("feature-cmd", k -> wiggle(1_020_000_000, k));
    ComparisonResult r = run(options().timeLimit(Duration.ofSeconds(10)).warmupRuns(0).build(), runner,
        new ArrayList<>());
    assertEquals(Verdict.INCONCLUSIVE, r.verdict());
    assertEquals(3, r.exitCode());
    assertEquals(5, r.blocks());
    assertTrue(r.changePercent().orElseThrow().contains(2));
  }

  @Test
  void blocksAreBalancedAndBothOrdersOccur() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(1_000_000, k))
        .script("feature-cmd", k -> wiggle(1_020_000, k));
    ComparisonResult r = run(options().timeLimit(Duration.ofMillis(400)).warmupRuns(0).build(), runner,
        new ArrayList<>());
    assertEquals(Verdict.INCONCLUSIVE, r.verdict());
    int baseFirst = 0;
    for (int block = 1; block <= r.blocks(); block++) {
      List<Run> inBlock = new ArrayList<>();
      for (Run run : r.runs()) {
        if (run.block() == block) {
          inBlock.add(run);
        }
      }
      assertEquals(2, inBlock.size(), "block " + block);
      assertTrue(inBlock.get(0).benchmark() != inBlock.get(1).benchmark(), "block " + block + " runs both");
      baseFirst += inBlock.get(0).benchmark() == Benchmark.BASE ? 1 : 0;
    }
    assertTrue(r.blocks() > 150, "blocks " + r.blocks());
    // A fair coin over ~196 blocks: base first in 35%-65% of them (about +-4 standard deviations).
    assertTrue(baseFirst > 0.35 * r.blocks() && baseFirst < 0.65 * r.blocks(), baseFirst + " of " + r.blocks());
  }

  @Test
  void warmupRunsAreDiscarded() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> k < 2 ? 5_000_000_000L : wiggle(100_000_000, k))
        .script("feature-cmd", k -> k < 2 ? 5_000_000_000L : wiggle(110_000_000, k));
    ComparisonResult r = run(options().warmupRuns(2).build(), runner, new ArrayList<>());
    assertEquals(4 + r.runs().size(), runner.calls.size());
    assertTrue(r.runs().stream().allMatch(run -> run.wallNanos() < 1_000_000_000L), "warm-up runs are not kept");
    assertEquals(1, r.runs().get(0).block());
    assertEquals(Verdict.REGRESSION, r.verdict());
  }

  @Test
  void aFailingCommandStopsWithItsExitStatus() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> k == 3 ? -7 : wiggle(100_000_000, k));
    ComparisonResult r = run(options().warmupRuns(1).build(), runner, new ArrayList<>());
    assertEquals(Verdict.COMMAND_FAILED, r.verdict());
    assertEquals(7, r.exitCode());
    ComparisonResult.Failure f = r.failure().orElseThrow();
    assertEquals(Benchmark.FEATURE, f.benchmark());
    assertFalse(f.warmup());
    assertEquals("line 1\nboom: feature-cmd", f.stderrTail());
    // feature's 4th call (k = 3) is in block 3 after one warm-up run.
    assertEquals(2, r.blocks());
  }

  @Test
  void aFailingWarmupIsReportedAsSuch() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> -1)
        .script("feature-cmd", k -> 1_000);
    ComparisonResult r = run(options().build(), runner, new ArrayList<>());
    assertEquals(1, r.exitCode());
    assertTrue(r.failure().orElseThrow().warmup());
    assertTrue(r.runs().isEmpty());
  }

  /** Recomputes the interval after every block: only the last may be decisive. */
  private static void assertStoppedAtFirstDecisiveBlock(ComparisonResult r) {
    for (int block = 2; block <= r.blocks(); block++) {
      final int upTo = block;
      List<Run> prefix = r.runs().stream().filter(run -> run.block() <= upTo).toList();
      Interval i = WelchInterval.percentOfBaseMean(Run.wallNanosOf(prefix, Benchmark.BASE),
          Run.wallNanosOf(prefix, Benchmark.FEATURE), r.options().confidence(), Sides.TWO_SIDED);
      boolean decisive = i.isWhollyAbove(2) || i.isWhollyBelow(2);
      assertEquals(block == r.blocks(), decisive, "block " + block + " interval " + i);
    }
  }
}
