package io.github.nanometer.measure;

import java.time.Duration;

/**
 * When warm-up may stop.
 *
 * @param roundTarget a round is one sample sized (by doubling) to last at least this long
 * @param minRounds full-length rounds before warm-up may stop
 * @param quietRounds consecutive full-length rounds without JIT compilation needed to stop
 * @param stableWithin the median estimate of the last {@code quietRounds} rounds must be within this
 *     fraction of the median of the {@code quietRounds} rounds before them
 * @param maxDuration warm-up stops here even if not settled (and says so)
 * @param minQuiet the JIT must also have been quiet for this much wall time: compilation time is
 *     only reported when a compilation finishes, so a long C2 compilation in flight is invisible
 *     to a few short rounds
 */
public record WarmupSettings(Duration roundTarget, int minRounds, int quietRounds, double stableWithin,
    Duration maxDuration, Duration minQuiet) {

  /** Settings without a minimum quiet time. */
  public WarmupSettings(Duration roundTarget, int minRounds, int quietRounds, double stableWithin,
      Duration maxDuration) {
    this(roundTarget, minRounds, quietRounds, stableWithin, maxDuration, Duration.ZERO);
  }

  /** Validates the fields. */
  public WarmupSettings {
    if (roundTarget == null || roundTarget.isNegative() || roundTarget.isZero()) {
      throw new IllegalArgumentException("roundTarget must be positive, got " + roundTarget);
    }
    if (quietRounds < 1 || minRounds < 2 * quietRounds) {
      throw new IllegalArgumentException("need quietRounds >= 1 and minRounds >= 2 * quietRounds, got "
          + quietRounds + " and " + minRounds);
    }
    if (!(stableWithin > 0 && stableWithin < 1)) {
      throw new IllegalArgumentException("stableWithin must be in (0, 1), got " + stableWithin);
    }
    if (maxDuration == null || maxDuration.isNegative()) {
      throw new IllegalArgumentException("maxDuration must be >= 0, got " + maxDuration);
    }
    if (minQuiet == null || minQuiet.isNegative()) {
      throw new IllegalArgumentException("minQuiet must be >= 0, got " + minQuiet);
    }
  }

  /**
   * 1 ms rounds, at least 10, 5 quiet and stable within 5%, the JIT quiet for at least 100 ms
   * (a typical C2 compilation of a benchmark body takes 1 to 100 ms), at most {@code maxDuration}.
   */
  public static WarmupSettings defaults(Duration maxDuration) {
    return new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, maxDuration, Duration.ofMillis(100));
  }
}
