package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.Function;

/**
 * Loop template for a body that takes an input from the batch and returns a value. A batch of one
 * input ({@code withSetup}'s state, {@code withSampleSetup}'s, a threaded benchmark's thread state)
 * is read once per sample and passed from a local, as JMH's generated loop passes its state objects:
 * indexing the batch on every call would add a load after each volatile exit test that JMH does not
 * make.
 */
final class FunctionLoop implements TimedLoop {
  private final Clock clock;
  private final Function<Object, ?> body;
  private final Blackhole blackhole;
  private final InputBatch batch;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  @SuppressWarnings("unchecked")
  FunctionLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (Function<Object, ?>) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final Function<Object, ?> f = body;
    final Blackhole bh = blackhole;
    final Object[] in = batch.objects;
    final int mask = in.length - 1;
    final int first = batch.cursor;
    final Object only = in[0];
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    if (mask == 0) {
      do {
        bh.consume(f.apply(only));
        i++;
      } while (i < evaluationLimit);
    } else {
      do {
        bh.consume(f.apply(in[(first + (int) i) & mask]));
        i++;
      } while (i < evaluationLimit);
    }
    final long end = clock.readTicks();
    batch.cursor = (int) ((first + i) & mask);
    return end - start;
  }
}
