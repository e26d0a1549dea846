package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.BiConsumer;

/** Loop template for a body that takes an input from the batch and a {@link Blackhole}. */
final class BlackholeLoop implements TimedLoop {
  private final Clock clock;
  private final BiConsumer<Object, Blackhole> body;
  private final Blackhole blackhole;
  private final InputBatch batch;

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
    final long start = clock.readTicks();
    for (int i = 0; i < evaluations; i++) {
      f.accept(in[i & mask], bh);
    }
    return clock.readTicks() - start;
  }
}
