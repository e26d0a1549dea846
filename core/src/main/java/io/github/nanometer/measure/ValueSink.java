package io.github.nanometer.measure;

/**
 * The consuming side of a blackhole, as the timed loops see it. Its one implementation is the
 * public {@code io.github.nanometer.Blackhole}; the type is declared here so that this package
 * never imports the public API that sits above it.
 *
 * <p>Implementation notes: the loop templates call these methods through a field of this abstract
 * type. While a single concrete subclass is loaded (the public blackhole is final), C2's class
 * hierarchy analysis binds each call to that subclass's method and inlines it without a type
 * check, just as with a field of the subclass's type. Loading a second subclass would turn the
 * calls into profiled calls with a type check per evaluation: do not subclass this outside tests.
 */
public abstract class ValueSink {

  /** For the one implementation. */
  protected ValueSink() {}

  /** Consumes a reference result so the work that produced it cannot be removed. */
  public abstract void consume(Object value);

  /** Consumes a long result so the work that produced it cannot be removed. */
  public abstract void consume(long value);

  /** Consumes an int result so the work that produced it cannot be removed. */
  public abstract void consume(int value);

  /** Consumes a double result so the work that produced it cannot be removed. */
  public abstract void consume(double value);

  /** Consumes a boolean result so the work that produced it cannot be removed. */
  public abstract void consume(boolean value);
}
