package io.github.nanometer.judge;

import io.github.nanometer.Interval;
import io.github.nanometer.Verdict;
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
  INCONCLUSIVE,
  /**
   * Each side was measured in one JVM, and the file records no spread between JVMs or between
   * separately compiled copies of the loop that an interval could include: whatever the interval
   * of the samples says, another JVM may compile differently (a reference run showed copies 32%
   * apart), so no verdict is given. Forks, or nanometer's compiled copies, decide it.
   */
  INCONCLUSIVE_ONE_JVM;

  /**
   * Judges the interval of a time ratio against a threshold, through the project's one judging
   * function, {@link Verdict#judge}, on {@code ratio - 1}; an unbounded interval straddles.
   *
   * @param ratio the interval of new/base (1 is no change)
   * @param thresholdFraction the half-width of the band on 0..1 scale (0.02: +-2%)
   */
  public static Change of(Interval ratio, double thresholdFraction) {
    return switch (Verdict.judge(ratio.shifted(-1, ratio.covers() + " - 1"), thresholdFraction)) {
      case SLOWER -> SLOWER;
      case FASTER -> FASTER;
      case NO_CHANGE -> NO_CHANGE;
      case INCONCLUSIVE -> INCONCLUSIVE;
    };
  }

  /**
   * Lower-case words for reports: {@code faster}, {@code slower}, {@code no change}, {@code
   * inconclusive}, {@code inconclusive (one JVM)}.
   */
  public String words() {
    return this == INCONCLUSIVE_ONE_JVM ? "inconclusive (one JVM)" : name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  /** True for both kinds of inconclusive. */
  public boolean isInconclusive() {
    return this == INCONCLUSIVE || this == INCONCLUSIVE_ONE_JVM;
  }
}
