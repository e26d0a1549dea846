package io.github.nanometer.engine;

/**
 * A scripted {@link WallClock}: every reading is {@code step} nanoseconds after the previous one,
 * starting at 0, so how much wall time a run sees depends only on how often it asks, never on the
 * machine. With a step of 1 us, a 1 s budget lasts a million readings (a trial reads once per
 * sample) and a 20 ms warm-up limit still ends a warm-up that never settles.
 */
final class SteppingWallClock implements WallClock {
  private final long step;
  private long now;

  /** A clock advancing {@code stepNanos} (>= 0) per reading. */
  SteppingWallClock(long stepNanos) {
    if (stepNanos < 0) {
      throw new IllegalArgumentException("stepNanos must be >= 0, got " + stepNanos);
    }
    this.step = stepNanos;
  }

  @Override
  public long nanoTime() {
    long t = now;
    now += step;
    return t;
  }
}
