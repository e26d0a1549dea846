package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.Consumer;

/** Loop template for a body without input that feeds the blackhole ({@link Blackhole}) itself. */
final class ConsumerLoop implements TimedLoop {
  private final Clock clock;
  private final Consumer<Blackhole> body;
  private final Blackhole blackhole;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  @SuppressWarnings("unchecked")
  ConsumerLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (Consumer<Blackhole>) body;
    this.blackhole = blackhole;
  }

  @Override
  public long runTicks(int evaluations) {
    final Consumer<Blackhole> f = body;
    final Blackhole bh = blackhole;
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      f.accept(bh);
      i++;
    } while (i < evaluationLimit);
    return clock.readTicks() - start;
  }
}
