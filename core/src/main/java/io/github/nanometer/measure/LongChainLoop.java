package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.LongUnaryOperator;

/**
 * Loop template, latency mode: each evaluation's input is the previous evaluation's result, so
 * calls cannot overlap in the CPU. The chain starts from the batch's first input, which is redrawn
 * per sample, and only the final value reaches the blackhole.
 */
final class LongChainLoop implements TimedLoop {
  private final Clock clock;
  private final LongUnaryOperator body;
  private final Blackhole blackhole;
  private final InputBatch batch;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  LongChainLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (LongUnaryOperator) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final LongUnaryOperator f = body;
    long x = batch.longs[0];
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      x = f.applyAsLong(x);
      i++;
    } while (i < evaluationLimit);
    final long elapsed = clock.readTicks() - start;
    blackhole.consume(x);
    return elapsed;
  }
}
