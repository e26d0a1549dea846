package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.lang.invoke.MethodHandles;
import java.util.function.IntSupplier;

/**
 * Loop template for a body without input that returns a primitive {@code int}: the result goes to
 * the blackhole's {@code consume(int)}, so nothing is boxed. Cloned per benchmark by {@link
 * LoopFactory}; see there for why the loop templates are separate classes.
 */
final class IntSupplierLoop implements TimedLoop {
  private final Clock clock;
  private final IntSupplier body;

  /** The body as a JIT constant when {@link LoopFactory} gave this copy one ({@link ConstantBody}), else null. */
  private static final IntSupplier CONSTANT_BODY = (IntSupplier) LoopConstants.body(MethodHandles.lookup());
  private final Blackhole blackhole;

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  IntSupplierLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (IntSupplier) body;
    this.blackhole = blackhole;
  }

  @Override
  public long runTicks(int evaluations) {
    final IntSupplier f = CONSTANT_BODY != null ? CONSTANT_BODY : body;
    final Blackhole bh = blackhole;
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      bh.consume(f.getAsInt());
      i++;
    } while (i < evaluationLimit);
    return clock.readTicks() - start;
  }
}
