package io.github.nanometer.measure;

/** The shapes of timed loop, one template class each. */
public enum LoopKind {
  /** {@code Supplier<?>}: no input, result to the blackhole. */
  SUPPLIER(SupplierLoop.class),
  /** {@code DoubleSupplier}: no input, primitive result to the blackhole (no boxing). */
  DOUBLE_SUPPLIER(DoubleSupplierLoop.class),
  /** {@code IntSupplier}: no input, primitive result to the blackhole (no boxing). */
  INT_SUPPLIER(IntSupplierLoop.class),
  /** {@code LongSupplier}: no input, primitive result to the blackhole (no boxing). */
  LONG_SUPPLIER(LongSupplierLoop.class),
  /** {@code Function<I, ?>}: input from the batch, result to the blackhole. */
  FUNCTION(FunctionLoop.class),
  /** {@code Consumer<Blackhole>}: no input, the body consumes into the blackhole. */
  CONSUMER(ConsumerLoop.class),
  /** {@code BiConsumer<I, Blackhole>}: input from the batch, the body consumes into the blackhole. */
  BLACKHOLE(BlackholeLoop.class),
  /** {@code LongUnaryOperator}, throughput mode: long input from the batch. */
  LONG(LongLoop.class),
  /** {@code LongUnaryOperator}, latency mode: each input is the previous result. */
  LONG_CHAIN(LongChainLoop.class),
  /** {@code Runnable}: no input, no result (the body's effects must stay visible on their own). */
  RUNNABLE(RunnableLoop.class);

  final Class<? extends TimedLoop> template;

  LoopKind(Class<? extends TimedLoop> template) {
    this.template = template;
  }

  /** True when the loop reads long inputs rather than objects. */
  public boolean longInputs() {
    return this == LONG || this == LONG_CHAIN;
  }
}
