package io.github.nanometer.comparison;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.toolstats.ConfidenceSequence;
import io.github.nanometer.toolstats.PairedMoments;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The stopping rule, minimum blocks, block balance, warm-up, failures, timeouts and interruption
 * with scripted wall times and a fake clock; expected sequences are recomputed from the recorded
 * runs through {@link ConfidenceSequence} (whose math is tested on its own).
 */
class SequentialComparisonTest {

  /** A deterministic wiggle of +-3% around {@code meanNanos} with period 7. */
  static long wiggle(long meanNanos, int k) {
    return meanNanos + (k * 3 % 7 - 3) * meanNanos / 100;
  }

  static CommandComparisonOptions.Builder options() {
    return CommandComparisonOptions.builder().baseCommand("base-cmd").featureCommand("feature-cmd").seed(42)
        .timeLimit(Duration.ofHours(1));
  }

  static ComparisonResult run(CommandComparisonOptions o, ScriptedRunner runner, List<ComparisonProgress> seen) {
    return new SequentialComparison(o, runner, runner::now, seen::add).run();
  }

  @Test
  void regressionStopsAtTheFirstBlockWhoseSequenceIsWhollyAbove() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> wiggle(110_000_000, k + 3));
    List<ComparisonProgress> seen = new ArrayList<>();
    ComparisonResult r = run(options().build(), runner, seen);
    assertEquals(RegressionVerdict.REGRESSION, r.verdict());
    assertEquals(1, r.exitCode());
    assertTrue(r.change().isWhollyAbove(0.02));
    assertStoppedAtFirstDecisiveBlock(r);
    assertEquals(r.blocks(), seen.size());
    assertEquals(2, seen.get(0).blockRuns().size());
  }

  @Test
  void noRegressionWhenTheFeatureIsAsFast() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> wiggle(100_000_000, k + 2));
    ComparisonResult r = run(options().build(), runner, new ArrayList<>());
    assertEquals(RegressionVerdict.NO_REGRESSION, r.verdict());
    assertEquals(0, r.exitCode());
    assertTrue(r.change().isWhollyBelow(0.02));
    assertStoppedAtFirstDecisiveBlock(r);
  }

  @Test
  void noVerdictBeforeTheMinimumNumberOfBlocks() {
    // Constant times: the sequence is a point from block 2 on, far above the threshold.
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> 100_000_000)
        .script("feature-cmd", k -> 200_000_000);
    ComparisonResult r = run(options().minBlocks(7).build(), runner, new ArrayList<>());
    assertEquals(RegressionVerdict.REGRESSION, r.verdict());
    assertEquals(7, r.blocks());
    assertEquals(1.0, r.estimate(), 1e-12);
  }

  @Test
  void timeLimitGivesInconclusive() {
    // Feature is exactly at the threshold: the sequence keeps straddling +2%. Each block takes
    // about 2.02 s of fake time, so a 30 s limit ends after block 15.
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(1_000_000_000, k))
        .script("feature-cmd", k -> wiggle(1_020_000_000, k + 3));
    ComparisonResult r = run(options().timeLimit(Duration.ofSeconds(30)).warmupRuns(0).build(), runner,
        new ArrayList<>());
    assertEquals(RegressionVerdict.INCONCLUSIVE, r.verdict());
    assertEquals(3, r.exitCode());
    assertEquals(15, r.blocks());
    assertTrue(r.change().contains(0.02));
    assertFalse(r.killedAtTimeLimit());
  }

  @Test
  void blocksAreBalancedAndBothOrdersOccur() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(1_000_000, k))
        .script("feature-cmd", k -> wiggle(1_020_000, k + 3));
    ComparisonResult r = run(options().timeLimit(Duration.ofMillis(400)).warmupRuns(0).build(), runner,
        new ArrayList<>());
    assertEquals(RegressionVerdict.INCONCLUSIVE, r.verdict());
    int baseFirst = 0;
    for (int block = 1; block <= r.blocks(); block++) {
      List<Run> inBlock = new ArrayList<>();
      for (Run run : r.runs()) {
        if (run.block() == block) {
          inBlock.add(run);
        }
      }
      assertEquals(2, inBlock.size(), "block " + block);
      assertTrue(inBlock.get(0).side() != inBlock.get(1).side(), "block " + block + " runs both");
      baseFirst += inBlock.get(0).side() == Side.BASE ? 1 : 0;
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
    assertEquals(RegressionVerdict.REGRESSION, r.verdict());
  }

  @Test
  void aFailingCommandStopsWithExitStatusFourAndKeepsItsOwn() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> k == 3 ? -1 : wiggle(100_000_000, k));
    ComparisonResult r = run(options().warmupRuns(1).build(), runner, new ArrayList<>());
    assertEquals(RegressionVerdict.COMMAND_FAILED, r.verdict());
    assertEquals(4, r.exitCode());
    ComparisonResult.Failure f = r.failure().orElseThrow();
    assertEquals(Side.FEATURE, f.side());
    assertEquals(1, f.exitCode());
    assertFalse(f.warmup());
    assertFalse(f.timedOut());
    assertEquals("line 1\nboom: feature-cmd", f.stderrTail());
    // feature's 4th call (k = 3) is in block 3 after one warm-up run; block 3 is not kept.
    assertEquals(2, r.blocks());
    assertEquals(4, r.runs().size());
  }

  @Test
  void aFailingWarmupIsReportedAsSuch() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> -3)
        .script("feature-cmd", k -> 1_000);
    ComparisonResult r = run(options().build(), runner, new ArrayList<>());
    assertEquals(4, r.exitCode());
    assertEquals(3, r.failure().orElseThrow().exitCode());
    assertTrue(r.failure().orElseThrow().warmup());
    assertTrue(r.runs().isEmpty());
  }

  @Test
  void aRunPassingTheRunTimeoutIsAFailure() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> k == 5 ? ScriptedRunner.HANG : 100_000_000)
        .script("feature-cmd", k -> 100_000_000);
    ComparisonResult r = run(options().warmupRuns(0).runTimeout(Duration.ofSeconds(2)).build(), runner,
        new ArrayList<>());
    assertEquals(RegressionVerdict.COMMAND_FAILED, r.verdict());
    ComparisonResult.Failure f = r.failure().orElseThrow();
    assertTrue(f.timedOut());
    assertEquals(Side.BASE, f.side());
    assertTrue(runner.timeouts.stream().allMatch(t -> t == 2_000_000_000L), "every run gets the run timeout");
    assertEquals(5, r.blocks());
  }

  @Test
  void aRunHangingPastTheTimeLimitIsKilledAfterTheGracePeriod() {
    // 20 s limit: grace is 2 s, so the hanging run gets what is left of 22 s.
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> k < 3 ? 1_000_000_000 : ScriptedRunner.HANG)
        .script("feature-cmd", k -> 1_000_000_000);
    ComparisonResult r = run(options().warmupRuns(0).timeLimit(Duration.ofSeconds(20)).build(), runner,
        new ArrayList<>());
    assertEquals(RegressionVerdict.INCONCLUSIVE, r.verdict());
    assertTrue(r.killedAtTimeLimit());
    assertEquals(22_000_000_000L, runner.nowNanos);
    assertEquals(3, r.blocks());
    assertTrue(r.failure().isEmpty());
  }

  @Test
  void aStoppedRunnerEndsAsInterruptedWithTheBlocksSoFar() {
    ScriptedRunner runner = new ScriptedRunner()
        .script("base-cmd", k -> wiggle(100_000_000, k))
        .script("feature-cmd", k -> wiggle(102_000_000, k));
    runner.stopAfterCalls = 7;
    ComparisonResult r = run(options().warmupRuns(0).build(), runner, new ArrayList<>());
    assertEquals(RegressionVerdict.INTERRUPTED, r.verdict());
    assertEquals(130, r.exitCode());
    assertEquals(3, r.blocks());
    assertEquals(6, r.runs().size());
  }

  @Test
  void gracePeriodIsATenthOfTheLimitWithinOneSecondAndOneMinute() {
    assertEquals(Duration.ofSeconds(1), options().timeLimit(Duration.ofSeconds(2)).build().gracePeriod());
    assertEquals(Duration.ofSeconds(30), options().timeLimit(Duration.ofMinutes(5)).build().gracePeriod());
    assertEquals(Duration.ofMinutes(1), options().timeLimit(Duration.ofHours(2)).build().gracePeriod());
  }

  /** Recomputes the sequence after every block: only the last may be decisive (from minBlocks on). */
  private static void assertStoppedAtFirstDecisiveBlock(ComparisonResult r) {
    ConfidenceSequence cs = new ConfidenceSequence(r.options().confidence(), Sides.TWO_SIDED,
        ConfidenceSequence.DEFAULT_TIGHTEST_AT_PAIRS);
    PairedMoments m = new PairedMoments();
    double[] base = r.wallNanos(Side.BASE);
    double[] feature = r.wallNanos(Side.FEATURE);
    for (int block = 1; block <= r.blocks(); block++) {
      m.add(base[block - 1], feature[block - 1]);
      Interval i = cs.relativeChange(m);
      boolean decisive = block >= r.options().minBlocks() && (i.isWhollyAbove(0.02) || i.isWhollyBelow(0.02));
      assertEquals(block == r.blocks(), decisive, "block " + block + " sequence " + i);
    }
    assertTrue(r.blocks() >= r.options().minBlocks());
  }
}
