package io.github.nanometer;

/**
 * The shape of the kernel-owned timed loop a {@link BenchmarkBody.Looped} body runs in: what the
 * loop passes to the body and where its result goes. Each shape has one timed loop template in the
 * engine; its name is part of the tuning cache's key.
 */
public enum LoopShape {
  /** {@code Supplier<?>}: no input, result to the blackhole. */
  SUPPLIER,
  /** {@code DoubleSupplier}: no input, primitive result to the blackhole (no boxing). */
  DOUBLE_SUPPLIER,
  /** {@code IntSupplier}: no input, primitive result to the blackhole (no boxing). */
  INT_SUPPLIER,
  /** {@code LongSupplier}: no input, primitive result to the blackhole (no boxing). */
  LONG_SUPPLIER,
  /** {@code Function<I, ?>}: input from the batch, result to the blackhole. */
  FUNCTION,
  /** {@code Consumer<Blackhole>}: no input, the body consumes into the blackhole. */
  CONSUMER,
  /** {@code BiConsumer<I, Blackhole>}: input from the batch, the body consumes into the blackhole. */
  BLACKHOLE,
  /** {@code LongUnaryOperator}, throughput mode: long input from the batch. */
  LONG,
  /** {@code LongUnaryOperator}, latency mode: each input is the previous result. */
  LONG_CHAIN,
  /**
   * {@code Runnable}: no input and no result; nothing reaches a blackhole, so the body must keep its
   * own effects visible (write state the JIT cannot prove dead), as a JMH {@code void} method does.
   */
  RUNNABLE;

  /** True when the loop reads long inputs rather than objects. */
  public boolean longInputs() {
    return this == LONG || this == LONG_CHAIN;
  }

  /** True when the loop passes an input to the body (from the batch, or the previous result). */
  public boolean takesInput() {
    return this == FUNCTION || this == BLACKHOLE || longInputs();
  }
}
