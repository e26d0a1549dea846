package io.github.nanometer;

import io.github.nanometer.clock.Clock;
import io.github.nanometer.measure.TuningCache;

/** Tests' way to an instance timing with a given clock and tuning cache (internal types, kept out of the API). */
public final class TestNanometers {

  private TestNanometers() {}

  /**
   * {@code Nanometer.create(options, clock, cache)}.
   *
   * @throws IllegalArgumentException when an argument is null
   */
  public static Nanometer create(Options options, Clock clock, TuningCache cache) {
    return Nanometer.create(options, clock, cache);
  }
}
