package io.github.nanometer;

/**
 * A body that times itself: it runs {@code evaluations} evaluations between its own two
 * timestamps and returns the elapsed nanoseconds. For work whose timed loop lives elsewhere, such
 * as the native helper's loops over libc functions, where a JNI call per evaluation would swamp
 * the measurement. Input preparation (e.g. redrawing a parameter batch) belongs before the first
 * timestamp.
 */
@FunctionalInterface
public interface SelfTimedBody {
  /**
   * Runs and times {@code evaluations} (at least 1) evaluations.
   *
   * @return elapsed nanoseconds, non-negative
   */
  double elapsedNanos(int evaluations);
}
