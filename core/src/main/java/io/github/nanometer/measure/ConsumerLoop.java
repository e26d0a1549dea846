package io.github.nanometer.measure;

import io.github.nanometer.clock.Clock;
import java.util.function.Consumer;

/** Loop template for a body without input that feeds the blackhole ({@link ValueSink}) itself. */
final class ConsumerLoop implements TimedLoop {
  private final Clock clock;
  private final Consumer<ValueSink> body;
  private final ValueSink blackhole;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  @SuppressWarnings("unchecked")
  ConsumerLoop(Clock clock, Object body, ValueSink blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (Consumer<ValueSink>) body;
    this.blackhole = blackhole;
  }

  @Override
  public long runTicks(int evaluations) {
    final Consumer<ValueSink> f = body;
    final ValueSink bh = blackhole;
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
