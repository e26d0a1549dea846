package io.github.nanometer.measure;

import io.github.nanometer.clock.Clock;
import java.util.function.Supplier;

/**
 * Loop template for a body without input whose result goes to the blackhole. Cloned per benchmark
 * by {@link LoopFactory}; see there for why the loop templates are separate classes.
 */
final class SupplierLoop implements TimedLoop {
  private final Clock clock;
  private final Supplier<?> body;
  private final ValueSink blackhole;

  SupplierLoop(Clock clock, Object body, ValueSink blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (Supplier<?>) body;
    this.blackhole = blackhole;
  }

  @Override
  public long runTicks(int evaluations) {
    final Supplier<?> f = body;
    final ValueSink bh = blackhole;
    final long start = clock.readTicks();
    for (int i = 0; i < evaluations; i++) {
      bh.consume(f.get());
    }
    return clock.readTicks() - start;
  }
}
