package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.BiConsumer;

/** Loop template for a body that takes an input from the batch and a blackhole ({@link Blackhole}). */
final class BlackholeLoop implements TimedLoop {
  private final Clock clock;
  private final BiConsumer<Object, Blackhole> body;
  private final Blackhole blackhole;
  private final InputBatch batch;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  @SuppressWarnings("unchecked")
  BlackholeLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (BiConsumer<Object, Blackhole>) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final BiConsumer<Object, Blackhole> f = body;
    final Blackhole bh = blackhole;
    final Object[] in = batch.objects;
    final int mask = in.length - 1;
    final int first = batch.cursor;
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      f.accept(in[(first + (int) i) & mask], bh);
      i++;
    } while (i < evaluationLimit);
    final long end = clock.readTicks();
    batch.cursor = (int) ((first + i) & mask);
    return end - start;
  }
}
