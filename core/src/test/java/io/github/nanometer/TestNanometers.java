package io.github.nanometer;

import io.github.nanometer.clock.Clock;
import io.github.nanometer.engine.EngineService;
import io.github.nanometer.measure.TuningCache;

/** Tests' way to an instance timing with a given clock and tuning cache (internal types, kept out of the API). */
public final class TestNanometers {

  private TestNanometers() {}

  /**
   * An instance over the library's engine, timing with {@code clock} (calibrated now) and tuning into
   * {@code cache}.
   *
   * @throws IllegalArgumentException when an argument is null
   */
  public static Nanometer create(Options options, Clock clock, TuningCache cache) {
    return new Nanometer(options, EngineService.open(options, clock, cache));
  }
}
