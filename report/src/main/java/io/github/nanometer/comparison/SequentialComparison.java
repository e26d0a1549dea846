package io.github.nanometer.comparison;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.toolstats.ConfidenceSequence;
import io.github.nanometer.toolstats.PairedMoments;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * The sequential randomized comparison of two commands (after cbdr METHOD.md), balanced and with a
 * valid stopping rule. After the warm-up runs, runs go in blocks that each run base and feature once
 * in a random order, so drifts of the machine hit both alike and each block is a pair. After each
 * block the {@link ConfidenceSequence} of {@code mean(feature) / mean(base) - 1} over the per-block
 * pairs is updated; from block {@link CommandComparisonOptions#minBlocks()} on, the comparison stops
 * as soon as the sequence lies wholly below the threshold (no regression) or wholly above it
 * (regression), and otherwise at the time limit (inconclusive). Because a confidence sequence holds
 * at every block at once, looking after every block does not inflate the error rates: a wrong
 * verdict at a true change equal to the threshold has probability at most {@code 1 - confidence}
 * (one-sided) or {@code (1 - confidence) / 2} (two-sided) per side, however long it runs (exactly
 * for normal block differences of known variance; asymptotically with the estimated variance, see
 * {@link ConfidenceSequence}; SequentialErrorRatesTest checks the rates by simulation).
 *
 * <p>A command exiting non-zero or passing the run timeout stops the comparison ({@link
 * RegressionVerdict#COMMAND_FAILED}); a run still going when the time limit plus its grace period
 * has passed is killed and its block dropped ({@link RegressionVerdict#INCONCLUSIVE}); a runner that
 * was stopped ends it as {@link RegressionVerdict#INTERRUPTED} with everything measured so far.
 */
public final class SequentialComparison {
  private final CommandComparisonOptions options;
  private final CommandRunner runner;
  private final LongSupplier nanoClock;
  private final ComparisonProgress.Listener listener;
  private final ConfidenceSequence sequence;

  /**
   * @param options what to compare and when to stop
   * @param runner runs the commands (a fake in tests)
   * @param nanoClock monotonic time for the time limit ({@code System::nanoTime}, or a fake)
   * @param listener receives progress after each block
   */
  public SequentialComparison(CommandComparisonOptions options, CommandRunner runner, LongSupplier nanoClock,
      ComparisonProgress.Listener listener) {
    this.options = options;
    this.runner = runner;
    this.nanoClock = nanoClock;
    this.listener = listener;
    this.sequence = new ConfidenceSequence(options.confidence(),
        options.oneSided() ? Sides.ONE_SIDED : Sides.TWO_SIDED, ConfidenceSequence.DEFAULT_TIGHTEST_AT_PAIRS);
  }

  /** Runs the comparison to its end. */
  public ComparisonResult run() {
    try {
      return new Attempt().compare();
    } finally {
      listener.finished();
    }
  }

  /** The state of one comparison. */
  private final class Attempt {
    final long start = nanoClock.getAsLong();
    final long limitNanos = saturatedNanos(options.timeLimit());
    final long deadlineNanos = saturatedAdd(limitNanos, options.gracePeriod().toNanos());
    final long runTimeoutNanos = options.runTimeout().map(SequentialComparison::saturatedNanos).orElse(Long.MAX_VALUE);
    final Random order = new Random(options.seed());
    final List<Run> runs = new ArrayList<>();
    final PairedMoments moments = new PairedMoments();
    Interval change = sequence.unbounded();
    int blocks;
    boolean lastTimeoutWasDeadline;

    ComparisonResult compare() {
      for (int w = 0; w < options.warmupRuns(); w++) {
        for (Side side : blockOrder()) {
          CommandRun r = runOnce(side);
          if (!r.succeeded()) {
            return ended(side, r, true);
          }
        }
      }
      while (true) {
        List<Run> block = new ArrayList<>(2);
        long[] wall = new long[2];
        for (Side side : blockOrder()) {
          CommandRun r = runOnce(side);
          if (!r.succeeded()) {
            return ended(side, r, false);
          }
          block.add(new Run(side, blocks + 1, r.wallNanos(), r.userNanos(), r.systemNanos()));
          wall[side.ordinal()] = r.wallNanos();
        }
        blocks++;
        runs.addAll(block);
        moments.add(wall[Side.BASE.ordinal()], wall[Side.FEATURE.ordinal()]);
        change = sequence.relativeChange(moments);
        long elapsed = nanoClock.getAsLong() - start;
        listener.afterBlock(new ComparisonProgress(blocks, block, moments.baseMean(), moments.featureMean(), change,
            options.thresholdFraction(), elapsed));
        RegressionVerdict verdict = judge(elapsed >= limitNanos);
        if (verdict != null) {
          return result(verdict, false, Optional.empty());
        }
      }
    }

    CommandRun runOnce(Side side) {
      long remaining = deadlineNanos - (nanoClock.getAsLong() - start);
      lastTimeoutWasDeadline = remaining < runTimeoutNanos;
      return runner.run(options.command(side), Duration.ofNanos(Math.max(1, Math.min(remaining, runTimeoutNanos))));
    }

    RegressionVerdict judge(boolean outOfTime) {
      if (blocks >= options.minBlocks() && change.isWhollyBelow(options.thresholdFraction())) {
        return RegressionVerdict.NO_REGRESSION;
      }
      if (blocks >= options.minBlocks() && change.isWhollyAbove(options.thresholdFraction())) {
        return RegressionVerdict.REGRESSION;
      }
      return outOfTime ? RegressionVerdict.INCONCLUSIVE : null;
    }

    /** The end after a run that did not succeed. */
    ComparisonResult ended(Side side, CommandRun r, boolean warmup) {
      switch (r.ending()) {
        case INTERRUPTED:
          return result(RegressionVerdict.INTERRUPTED, false, Optional.empty());
        case TIMED_OUT:
          if (lastTimeoutWasDeadline) {
            return result(RegressionVerdict.INCONCLUSIVE, true, Optional.empty());
          }
          break;
        default:
          break;
      }
      ComparisonResult.Failure failure = new ComparisonResult.Failure(side, options.command(side), r.exitCode(),
          r.stderrTail(), warmup, r.ending() == CommandRun.Ending.TIMED_OUT);
      return result(RegressionVerdict.COMMAND_FAILED, false, Optional.of(failure));
    }

    ComparisonResult result(RegressionVerdict verdict, boolean killedAtTimeLimit,
        Optional<ComparisonResult.Failure> failure) {
      return new ComparisonResult(options, verdict, change, runs, blocks, nanoClock.getAsLong() - start,
          runner.cpuTimeSource(), runner.containment(), killedAtTimeLimit, failure);
    }

    Side[] blockOrder() {
      return order.nextBoolean() ? new Side[] {Side.BASE, Side.FEATURE} : new Side[] {Side.FEATURE, Side.BASE};
    }
  }


  private static long saturatedNanos(Duration d) {
    return d.getSeconds() >= Long.MAX_VALUE / 1_000_000_000L ? Long.MAX_VALUE : d.toNanos();
  }

  private static long saturatedAdd(long a, long b) {
    long sum = a + b;
    return ((a ^ sum) & (b ^ sum)) < 0 ? Long.MAX_VALUE : sum;
  }
}
