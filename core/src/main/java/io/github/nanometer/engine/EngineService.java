package io.github.nanometer.engine;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.NanometerEngine;
import io.github.nanometer.Options;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.clock.ClockCalibration;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.os.PhaseLog;
import java.util.Optional;

/**
 * The library's {@link NanometerEngine}, the service {@code Nanometer} finds: chooses and
 * calibrates the clock, opens the tuning cache at its default place and prestarts the measuring
 * thread.
 */
public final class EngineService implements NanometerEngine {

  /** The service's constructor, for {@link java.util.ServiceLoader}. */
  public EngineService() {}

  @Override
  public NanometerEngine.Instance open(Options options) {
    PhaseLog.mark("nanometer-create");
    ClockSelection.Selected s = ClockSelection.choose(options.clock());
    PhaseLog.mark("clock-chosen");
    s.reason().filter(r -> options.clock() == ClockChoice.TSC && s.clock() == NanoTimeClock.INSTANCE)
        .ifPresent(JvmState::say);
    EngineInstance instance = new EngineInstance(options, s.clock(), s.facts(), TuningCache.atDefaultLocation(),
        s.reason());
    // The measuring thread's activity probe sleeps through its windows while the caller prepares
    // its benchmarks and the first run consults the doctor (see MeasuringPlace#prestart).
    instance.prestart();
    PhaseLog.mark("nanometer-created");
    return instance;
  }

  /**
   * An instance timing with {@code clock} (calibrated now) and tuning into {@code cache}: what
   * tests use in place of the chosen clock and the default cache.
   *
   * @throws IllegalArgumentException when an argument is null
   */
  public static NanometerEngine.Instance open(Options options, Clock clock, TuningCache cache) {
    if (options == null || clock == null || cache == null) {
      throw new IllegalArgumentException((options == null ? "options" : clock == null ? "clock" : "cache")
          + " must not be null");
    }
    return new EngineInstance(options, clock, ClockCalibration.calibrate(clock), cache, Optional.empty());
  }
}
