package io.github.nanometer.compare;

import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Interval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.WelchInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * The sequential randomized comparison of two commands (cbdr METHOD.md), balanced: after the
 * warm-up runs, runs go in blocks that each run base and feature once in a random order (so each
 * side gets the same number of runs and drifts hit both alike); after each block the Welch interval
 * of {@code (mean(feature) - mean(base)) / mean(base)} in percent is updated, and the comparison
 * stops when it lies wholly below the threshold (no regression), wholly above it (regression), or
 * when the time limit has passed (inconclusive). A command exiting non-zero stops it at once.
 *
 * <p>Deciding by peeking after every block makes the error rates larger than {@code 1 -
 * confidence} (cbdr.md warns about this too); a higher confidence or {@code --one-sided} with a
 * high confidence compensates.
 */
public final class SequentialComparison {
  private final ComparisonOptions options;
  private final CommandRunner runner;
  private final LongSupplier nanoClock;
  private final ComparisonProgress.Listener listener;

  /**
   * @param options what to compare and when to stop
   * @param runner runs the commands (a fake in tests)
   * @param nanoClock monotonic time for the time limit ({@code System::nanoTime}, or a fake)
   * @param listener receives progress after each block
   */
  public SequentialComparison(ComparisonOptions options, CommandRunner runner, LongSupplier nanoClock,
      ComparisonProgress.Listener listener) {
    this.options = options;
    this.runner = runner;
    this.nanoClock = nanoClock;
    this.listener = listener;
  }

  /** Runs the comparison to its end. */
  public ComparisonResult run() {
    try {
      return compare();
    } finally {
      listener.finished();
    }
  }

  private ComparisonResult compare() {
    long start = nanoClock.getAsLong();
    long limitNanos = options.timeLimit().toNanos();
    Random order = new Random(options.seed());
    List<Run> runs = new ArrayList<>();
    for (int w = 0; w < options.warmupRuns(); w++) {
      for (Benchmark b : blockOrder(order)) {
        CommandRun r = runner.run(command(b));
        if (!r.succeeded()) {
          return failed(b, r, true, Optional.empty(), runs, 0, start);
        }
      }
    }
    Sides sides = options.oneSided() ? Sides.ONE_SIDED : Sides.TWO_SIDED;
    Optional<Interval> change = Optional.empty();
    for (int block = 1; ; block++) {
      for (Benchmark b : blockOrder(order)) {
        CommandRun r = runner.run(command(b));
        if (!r.succeeded()) {
          return failed(b, r, false, change, runs, block - 1, start);
        }
        runs.add(new Run(b, block, r.wallNanos(), r.userNanos(), r.systemNanos()));
      }
      double[] base = Run.wallNanosOf(runs, Benchmark.BASE);
      double[] feature = Run.wallNanosOf(runs, Benchmark.FEATURE);
      if (block >= 2) {
        change = Optional.of(WelchInterval.percentOfBaseMean(base, feature, options.confidence(), sides));
      }
      long elapsed = nanoClock.getAsLong() - start;
      listener.afterBlock(new ComparisonProgress(block, Descriptive.mean(base), Descriptive.mean(feature), change,
          options.thresholdPercent(), elapsed));
      Verdict verdict = judge(change, elapsed >= limitNanos);
      if (verdict != null) {
        return new ComparisonResult(options, verdict, change, runs, block, elapsed, runner.cpuTimeSource(),
            Optional.empty());
      }
    }
  }

  private Verdict judge(Optional<Interval> change, boolean outOfTime) {
    if (change.isPresent() && change.get().isWhollyBelow(options.thresholdPercent())) {
      return Verdict.NO_REGRESSION;
    }
    if (change.isPresent() && change.get().isWhollyAbove(options.thresholdPercent())) {
      return Verdict.REGRESSION;
    }
    return outOfTime ? Verdict.INCONCLUSIVE : null;
  }

  private ComparisonResult failed(Benchmark b, CommandRun r, boolean warmup, Optional<Interval> change, List<Run> runs,
      int blocks, long start) {
    ComparisonResult.Failure failure = new ComparisonResult.Failure(b, command(b), r.exitCode(), r.stderrTail(),
        warmup);
    return new ComparisonResult(options, Verdict.COMMAND_FAILED, change, runs, blocks, nanoClock.getAsLong() - start,
        runner.cpuTimeSource(), Optional.of(failure));
  }

  private static Benchmark[] blockOrder(Random order) {
    return order.nextBoolean()
        ? new Benchmark[] {Benchmark.BASE, Benchmark.FEATURE}
        : new Benchmark[] {Benchmark.FEATURE, Benchmark.BASE};
  }

  private String command(Benchmark b) {
    return b == Benchmark.BASE ? options.baseCommand() : options.featureCommand();
  }
}
