package io.github.nanometer.clock;

/** The floor clock, {@link System#nanoTime()}: available on every JVM, one tick per nanosecond. */
public final class NanoTimeClock implements Clock {

  /** The shared instance; the class is stateless. */
  public static final NanoTimeClock INSTANCE = new NanoTimeClock();

  private NanoTimeClock() {}

  @Override
  public String name() {
    return "nanoTime";
  }

  @Override
  public long readTicks() {
    return System.nanoTime();
  }

  @Override
  public double nanosPerTick() {
    return 1.0;
  }

  @Override
  public String toString() {
    return "Clock[nanoTime]";
  }
}
