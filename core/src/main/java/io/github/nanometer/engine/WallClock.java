package io.github.nanometer.engine;

/**
 * The engine's one source of wall-clock time for decisions about time spent: the warm-up's maximum
 * duration, a trial's budget and deadline, the paired run's budget, and the sampled wall time that
 * garbage collection is a share of. Not the measuring clock: timed loops read {@code
 * clock.Clock}, whose ticks are what a result reports.
 *
 * <p>{@link #SYSTEM} ({@link System#nanoTime()}) is what runs use; tests pass a scripted one, so a
 * budget ends a run at a time they choose and never depends on how fast the machine is.
 */
@FunctionalInterface
interface WallClock {

  /** {@link System#nanoTime()}. */
  WallClock SYSTEM = System::nanoTime;

  /**
   * The current time in nanoseconds from an arbitrary origin, as {@link System#nanoTime()}: only
   * differences between two readings of one source mean anything; never decreases.
   */
  long nanoTime();
}
