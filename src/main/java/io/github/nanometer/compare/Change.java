package io.github.nanometer.compare;

import io.github.nanometer.stats.Interval;
import java.util.Locale;

/**
 * The verdict of {@code nanometer judge} on one benchmark: where the interval of the time ratio
 * new/base lies against a threshold band {@code [1 - threshold, 1 + threshold]}.
 */
public enum Change {
  /** The whole interval lies below {@code 1 - threshold}. */
  FASTER,
  /** The whole interval lies above {@code 1 + threshold}. */
  SLOWER,
  /** The whole interval lies within the band. */
  NO_CHANGE,
  /** The interval straddles an edge of the band, is unbounded, or there is none. */
  INCONCLUSIVE;

  /**
   * Judges the interval of a time ratio against a threshold.
   *
   * @param ratio the interval of new/base (1 is no change)
   * @param thresholdFraction the half-width of the band on 0..1 scale (0.02: +-2%)
   */
  public static Change of(Interval ratio, double thresholdFraction) {
    if (!ratio.isBounded()) {
      return INCONCLUSIVE;
    }
    if (ratio.isWhollyAbove(1 + thresholdFraction)) {
      return SLOWER;
    }
    if (ratio.isWhollyBelow(1 - thresholdFraction)) {
      return FASTER;
    }
    if (ratio.low() >= 1 - thresholdFraction && ratio.high() <= 1 + thresholdFraction) {
      return NO_CHANGE;
    }
    return INCONCLUSIVE;
  }

  /** Lower-case words for reports: {@code faster}, {@code slower}, {@code no change}, {@code inconclusive}. */
  public String words() {
    return name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }
}
