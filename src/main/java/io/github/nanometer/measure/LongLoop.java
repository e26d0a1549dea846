package io.github.nanometer.measure;

import io.github.nanometer.clock.Clock;
import java.util.function.LongUnaryOperator;

/** Loop template, throughput mode for long bodies: independent evaluations over the long batch. */
final class LongLoop implements TimedLoop {
  private final Clock clock;
  private final LongUnaryOperator body;
  private final ValueSink blackhole;
  private final InputBatch batch;

  LongLoop(Clock clock, Object body, ValueSink blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (LongUnaryOperator) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final LongUnaryOperator f = body;
    final ValueSink bh = blackhole;
    final long[] in = batch.longs;
    final int mask = in.length - 1;
    final long start = clock.readTicks();
    for (int i = 0; i < evaluations; i++) {
      bh.consume(f.applyAsLong(in[i & mask]));
    }
    return clock.readTicks() - start;
  }
}
