package io.github.nanometer.measure;

import java.time.Duration;

/**
 * When warm-up may stop: steady state is measured, not assumed.
 *
 * @param roundTarget a round is one sample sized (by doubling) to last at least this long
 * @param minRounds full-length rounds before warm-up may stop
 * @param quietRounds the smallest comparison window, in full-length rounds; no compilation may
 *     have finished within the latest window
 * @param stableWithin the median time per evaluation of the latest window must be within this
 *     fraction of the median of the window before it
 * @param maxDuration warm-up stops here even if not settled (and says so)
 * @param minQuiet the JIT must also have been quiet for this much wall time: compilation time is
 *     only reported when a compilation finishes, so a long C2 compilation in flight is invisible
 *     to a few short rounds (the compile queue, where readable, shows it directly)
 * @param minEvaluations evaluations before warm-up may stop, so the JIT's tier thresholds can be
 *     reached (HotSpot's {@code Tier4InvocationThreshold}, 5000); a body too slow to reach it in a
 *     quarter of {@code maxDuration} needs only what fits there
 * @param windowFraction the comparison window grows with the warm-up: it spans this fraction of
 *     the full-length rounds so far (at least {@code quietRounds}), so a slow drift over seconds is
 *     seen as well as a step; in (0, 0.5]
 */
public record WarmupSettings(Duration roundTarget, int minRounds, int quietRounds, double stableWithin,
    Duration maxDuration, Duration minQuiet, long minEvaluations, double windowFraction) {

  /** Settings with fixed windows of {@code quietRounds}, no minimum quiet time and no minimum evaluations. */
  public WarmupSettings(Duration roundTarget, int minRounds, int quietRounds, double stableWithin,
      Duration maxDuration) {
    this(roundTarget, minRounds, quietRounds, stableWithin, maxDuration, Duration.ZERO, 0, Double.MIN_VALUE);
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
    if (minEvaluations < 0) {
      throw new IllegalArgumentException("minEvaluations must be >= 0, got " + minEvaluations);
    }
    if (!(windowFraction > 0 && windowFraction <= 0.5)) {
      throw new IllegalArgumentException("windowFraction must be in (0, 0.5], got " + windowFraction);
    }
  }

  /**
   * 1 ms rounds, at least 20; windows of a quarter of the full rounds (at least 5) whose medians
   * agree within 2%; the JIT quiet for at least 100 ms and within the latest window, its queue
   * empty; at least the JVM's tier-4 invocation threshold of evaluations; at most {@code
   * maxDuration}.
   */
  public static WarmupSettings defaults(Duration maxDuration) {
    return new WarmupSettings(Duration.ofMillis(1), 20, 5, 0.02, maxDuration, Duration.ofMillis(100),
        TierThresholds.tier4Invocations(), 0.25);
  }
}
