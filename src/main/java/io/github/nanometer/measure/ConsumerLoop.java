package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.util.function.Consumer;

/** Loop template for a body without input that feeds the {@link Blackhole} itself. */
final class ConsumerLoop implements TimedLoop {
  private final Clock clock;
  private final Consumer<Blackhole> body;
  private final Blackhole blackhole;

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
    final long start = clock.readTicks();
    for (int i = 0; i < evaluations; i++) {
      f.accept(bh);
    }
    return clock.readTicks() - start;
  }
}
