package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.clock.Clock;
import java.lang.invoke.MethodHandles;

/**
 * Loop template for a body without input or result ({@link Runnable}): nothing goes to a blackhole,
 * so the body's effects must stay visible on their own, as a JMH {@code void} {@code @Benchmark}
 * method's do. It exists so that such a method, bound to its state by {@code LambdaMetafactory},
 * is called by the loop directly: wrapped in a blackhole-consuming lambda, every iteration paid one
 * more dependent load to reach the state (a monomorphic call read 1.63 ns instead of 1.37 ns).
 */
final class RunnableLoop implements TimedLoop {
  private final Clock clock;
  private final Runnable body;

  /** The body as a JIT constant when {@link LoopFactory} gave this copy one ({@link ConstantBody}), else null. */
  private static final Runnable CONSTANT_BODY = (Runnable) LoopConstants.body(MethodHandles.lookup());

  /** The trip count of the running sample, read every iteration (JMH's loop shape, see {@link TimedLoop}). */
  private volatile long evaluationLimit;

  RunnableLoop(Clock clock, Object body, Blackhole blackhole, InputBatch batch) {
    this.clock = clock;
    this.body = (Runnable) body;
  }

  @Override
  public long runTicks(int evaluations) {
    final Runnable f = CONSTANT_BODY != null ? CONSTANT_BODY : body;
    evaluationLimit = evaluations;
    final long start = clock.readTicks();
    long i = 0;
    do {
      f.run();
      i++;
    } while (i < evaluationLimit);
    return clock.readTicks() - start;
  }
}
