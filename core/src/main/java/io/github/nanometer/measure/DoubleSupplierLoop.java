package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.lang.invoke.MethodHandles;
import java.util.function.DoubleSupplier;

/**
 * Loop template for a body without input that returns a primitive {@code double}: the result goes to
 * the blackhole's {@code consume(double)}, so nothing is boxed. Cloned per benchmark by {@link
 * LoopFactory}; see there for why the loop templates are separate classes.
 */
final class DoubleSupplierLoop implements TimedLoop {
  private final Clock clock;
  private final DoubleSupplier body;

  /** The body as a JIT constant when {@link LoopFactory} gave this copy one ({@link ConstantBody}), else null. */
  private static final DoubleSupplier CONSTANT_BODY = (DoubleSupplier) LoopConstants.body(MethodHandles.lookup());
  private final Blackhole blackhole;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  DoubleSupplierLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (DoubleSupplier) body;
    this.blackhole = blackhole;
  }

  @Override
  public long runTicks(int evaluations) {
    final DoubleSupplier f = CONSTANT_BODY != null ? CONSTANT_BODY : body;
    final Blackhole bh = blackhole;
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      bh.consume(f.getAsDouble());
      i++;
    } while (i < evaluationLimit);
    return clock.readTicks() - start;
  }
}
