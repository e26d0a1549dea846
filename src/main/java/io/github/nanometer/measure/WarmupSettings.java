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
 */
public record WarmupSettings(Duration roundTarget, int minRounds, int quietRounds, double stableWithin,
    Duration maxDuration) {

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
  }

  /** 1 ms rounds, at least 10, 5 quiet and stable within 5%, at most {@code maxDuration}. */
  public static WarmupSettings defaults(Duration maxDuration) {
    return new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, maxDuration);
  }
}
