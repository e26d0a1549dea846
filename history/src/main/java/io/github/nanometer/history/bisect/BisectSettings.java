package io.github.nanometer.history.bisect;

/**
 * How a bisection decides and when it stops, checked once here.
 *
 * @param stepFraction the change being bisected, as a fraction of the last good commit's value:
 *     0.03 when the first bad commit made the measure 3% larger (slower), -0.03 when 3% smaller; its
 *     magnitude in [{@value #MIN_STEP_MAGNITUDE}, {@value #MAX_STEP_FRACTION}] and at least
 *     {@value #MIN_STEP_FRACTION} below zero. A probe is decided at half of it ({@link
 *     #decisionFraction()})
 * @param confidence the level of each probe's confidence sequence (two-sided), a fraction in [0.5,
 *     0.9999]; default {@value #DEFAULT_CONFIDENCE}
 * @param minPairs no verdict before this many pairs, in [2, maxPairs]; default {@value
 *     #DEFAULT_MIN_PAIRS}
 * @param maxPairs a probe still undecided after this many pairs is skipped, in [minPairs, 100000];
 *     default {@value #DEFAULT_MAX_PAIRS}
 * @param warmupPairs pairs run first and discarded, in [0, 100]; default {@value #DEFAULT_WARMUP_PAIRS}
 * @param maxProbes the most commits built and run, skipped ones included, in [1, 10000]; default
 *     {@value #DEFAULT_MAX_PROBES}
 * @param seed the seed of the coin flips that order each pair (each probe draws from the seed and
 *     its position, so a resumed bisection flips the same coins)
 */
public record BisectSettings(double stepFraction, double confidence, int minPairs, int maxPairs, int warmupPairs,
    int maxProbes, long seed) {

  /** The smallest step magnitude bisected: 0.1%; below it no paired run decides in reasonable time. */
  public static final double MIN_STEP_MAGNITUDE = 0.001;
  /** The largest slowdown: ten times the good value more. */
  public static final double MAX_STEP_FRACTION = 10;
  /** The largest speedup: the value falls to a hundredth of the good one. */
  public static final double MIN_STEP_FRACTION = -0.99;
  /**
   * 95% by default: each end of the sequence errs with probability at most 2.5% at a true change
   * equal to half the step, and far less at the good or the bad value, which lie half a step away
   * (BisectionSimulationTest measures the whole search).
   */
  public static final double DEFAULT_CONFIDENCE = 0.95;
  /**
   * Ten pairs by default, as {@code nanometer compare} waits ten blocks: below that the sample
   * variance that the sequence plugs in is often too small.
   */
  public static final int DEFAULT_MIN_PAIRS = 10;
  /** A probe is skipped after 200 pairs by default: the step is then far smaller than the noise. */
  public static final int DEFAULT_MAX_PAIRS = 200;
  /** One discarded pair by default: the first run after a build reads a cold file cache. */
  public static final int DEFAULT_WARMUP_PAIRS = 1;
  /** Twenty probes by default: enough for a million commits, and room for skipped ones. */
  public static final int DEFAULT_MAX_PROBES = 20;

  /** Checks every value against its range. */
  public BisectSettings {
    if (!(Math.abs(stepFraction) >= MIN_STEP_MAGNITUDE && stepFraction <= MAX_STEP_FRACTION
        && stepFraction >= MIN_STEP_FRACTION)) {
      throw new IllegalArgumentException("stepFraction must be in [" + MIN_STEP_FRACTION + ", -" + MIN_STEP_MAGNITUDE
          + "] or [" + MIN_STEP_MAGNITUDE + ", " + MAX_STEP_FRACTION + "], got " + stepFraction);
    }
    if (!(confidence >= 0.5 && confidence <= 0.9999)) {
      throw new IllegalArgumentException("confidence must be in [0.5, 0.9999], got " + confidence);
    }
    if (minPairs < 2 || maxPairs < minPairs || maxPairs > 100_000) {
      throw new IllegalArgumentException("minPairs must be in [2, maxPairs] and maxPairs in [minPairs, 100000], got "
          + minPairs + " and " + maxPairs);
    }
    if (warmupPairs < 0 || warmupPairs > 100) {
      throw new IllegalArgumentException("warmupPairs must be in [0, 100], got " + warmupPairs);
    }
    if (maxProbes < 1 || maxProbes > 10_000) {
      throw new IllegalArgumentException("maxProbes must be in [1, 10000], got " + maxProbes);
    }
  }

  /** The settings for a step with every other value at its default and the given seed. */
  public static BisectSettings of(double stepFraction, long seed) {
    return new BisectSettings(stepFraction, DEFAULT_CONFIDENCE, DEFAULT_MIN_PAIRS, DEFAULT_MAX_PAIRS,
        DEFAULT_WARMUP_PAIRS, DEFAULT_MAX_PROBES, seed);
  }

  /** Half the step: a probe whose change lies wholly beyond it (on the step's side) is like bad. */
  public double decisionFraction() {
    return stepFraction / 2;
  }
}
