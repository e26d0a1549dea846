package io.github.nanometer.measure;

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
  private final ValueSink blackhole;
  private final InputBatch batch;

  LongChainLoop(Clock clock, Object body, ValueSink blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (LongUnaryOperator) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final LongUnaryOperator f = body;
    long x = batch.longs[0];
    final long start = clock.readTicks();
    for (int i = 0; i < evaluations; i++) {
      x = f.applyAsLong(x);
    }
    final long elapsed = clock.readTicks() - start;
    blackhole.consume(x);
    return elapsed;
  }
}
