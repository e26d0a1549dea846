package io.github.nanometer.toolstats;

import io.github.nanometer.Defaults;
import io.github.nanometer.stats.Arguments;

/**
 * The confidence levels a user may ask for, the same on every path: the CLI's {@code --confidence}
 * and the API's options (through {@code OptionSpecs.CONFIDENCE}), the saved-result judge and
 * the command comparison. Below 50% an interval says less than a coin toss; above 99.99% it needs
 * more samples than any run takes, and a level that close to 1 is a typo for a percentage.
 */
public final class ConfidenceLevels {
  private ConfidenceLevels() {}

  /**
   * Returns {@code level} when it lies in [{@link Defaults#MIN_CONFIDENCE}, {@link
   * Defaults#MAX_CONFIDENCE}].
   *
   * @throws IllegalArgumentException {@code "NAME must be in [0.5, 0.9999], got VALUE"}, also for NaN
   */
  public static double check(String name, double level) {
    return Arguments.within(name, level, Defaults.MIN_CONFIDENCE, Defaults.MAX_CONFIDENCE);
  }
}
