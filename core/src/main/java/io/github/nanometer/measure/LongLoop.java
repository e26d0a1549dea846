package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.LongUnaryOperator;

/** Loop template, throughput mode for long bodies: independent evaluations over the long batch. */
final class LongLoop implements TimedLoop {
  private final Clock clock;
  private final LongUnaryOperator body;
  private final Blackhole blackhole;
  private final InputBatch batch;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  LongLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (LongUnaryOperator) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final LongUnaryOperator f = body;
    final Blackhole bh = blackhole;
    final long[] in = batch.longs;
    final int mask = in.length - 1;
    final int first = batch.cursor;
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      bh.consume(f.applyAsLong(in[(first + (int) i) & mask]));
      i++;
    } while (i < evaluationLimit);
    final long end = clock.readTicks();
    batch.cursor = (int) ((first + i) & mask);
    return end - start;
  }
}
