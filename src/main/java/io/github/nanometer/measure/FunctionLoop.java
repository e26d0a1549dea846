package io.github.nanometer.measure;

import io.github.nanometer.clock.Clock;
import java.util.function.Function;

/** Loop template for a body that takes an input from the batch and returns a value. */
final class FunctionLoop implements TimedLoop {
  private final Clock clock;
  private final Function<Object, ?> body;
  private final ValueSink blackhole;
  private final InputBatch batch;

  @SuppressWarnings("unchecked")
  FunctionLoop(Clock clock, Object body, ValueSink blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (Function<Object, ?>) body;
    this.blackhole = blackhole;
    this.batch = batch;
  }

  @Override
  public long runTicks(int evaluations) {
    final Function<Object, ?> f = body;
    final ValueSink bh = blackhole;
    final Object[] in = batch.objects;
    final int mask = in.length - 1;
    final long start = clock.readTicks();
    for (int i = 0; i < evaluations; i++) {
      bh.consume(f.apply(in[i & mask]));
    }
    return clock.readTicks() - start;
  }
}
