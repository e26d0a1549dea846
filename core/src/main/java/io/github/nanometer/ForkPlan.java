package io.github.nanometer;

import java.time.Duration;

/**
 * How many fresh JVMs a benchmark gets (the engine's one fork driver runs them in rounds over the
 * benchmarks, {@code nanometer jmh}'s default): at least {@code minForks}, at most
 * {@code maxForks}, and no further fork once the next would take the benchmark's forks past {@code
 * maxWallNanos} of wall time (JVM starts included). A fixed count is {@code minForks == maxForks}
 * with no wall cap. Between the minimum and the maximum a benchmark stops as soon as the
 * interval over its forks is no wider than the larger of 1% of the estimate and twice one fork's own
 * half-width.
 *
 * @param minForks 1..maxForks
 * @param maxForks 1..{@value #MOST_FORKS}
 * @param maxWallNanos positive; ignored for a fixed count
 */
public record ForkPlan(int minForks, int maxForks, long maxWallNanos) {

  /** The most forks any plan may ask for. */
  public static final int MOST_FORKS = 1000;
  /**
   * The default minimum of an adaptive plan: 5 forks. With 3, the interval over forks covered 75% of
   * simulated experiments whose JVMs settle in two modes 1.8x apart, and on the everyday-Java corpus
   * its coverage of further runs was 76/100 with 72 of 100 invocations showing more than one mode;
   * with 5 the simulation covers 92% (docs/lab/fork-stopping.md, docs/lab/issue41-corpus.md).
   */
  public static final int DEFAULT_MIN_FORKS = 5;
  /** The longest wall cap: the most nanoseconds a long holds, about 292 years. */
  public static final Duration LONGEST_WALL = Duration.ofNanos(Long.MAX_VALUE);
  /** The default maximum of an adaptive plan. */
  public static final int DEFAULT_MAX_FORKS = 10;
  /**
   * The default wall cap per benchmark of an adaptive plan: 8 s, JMH's short configuration's wall
   * per benchmark on the 2-vCPU VM where this was measured was 8.5 s (docs/lab/fork-stopping.md).
   */
  public static final Duration DEFAULT_MAX_WALL = Duration.ofSeconds(8);

  /** Checks the ranges. */
  public ForkPlan {
    if (maxForks < 1 || maxForks > MOST_FORKS) {
      throw new IllegalArgumentException("maxForks must be in [1, " + MOST_FORKS + "], got " + maxForks);
    }
    if (minForks < 1 || minForks > maxForks) {
      throw new IllegalArgumentException("minForks must be in [1, " + maxForks + "], got " + minForks);
    }
    if (maxWallNanos <= 0) {
      throw new IllegalArgumentException("maxWallNanos must be > 0, got " + maxWallNanos);
    }
  }

  /** Exactly {@code forks} forks, whatever they take. */
  public static ForkPlan fixed(int forks) {
    return new ForkPlan(forks, forks, Long.MAX_VALUE);
  }

  /** The default adaptive plan with the wall cap {@code maxWall}. */
  public static ForkPlan adaptive(Duration maxWall) {
    return adaptive(DEFAULT_MIN_FORKS, maxWall);
  }

  /**
   * An adaptive plan of at least {@code minForks} (2..{@value #MOST_FORKS}; the stopping rule needs
   * two), at most the larger of it and {@link #DEFAULT_MAX_FORKS}, with the wall cap {@code maxWall}.
   *
   * @throws IllegalArgumentException when minForks is outside 2..{@value #MOST_FORKS}, or maxWall is
   *     null, not positive or longer than {@link #LONGEST_WALL} (its nanoseconds would not fit in a long)
   */
  public static ForkPlan adaptive(int minForks, Duration maxWall) {
    if (maxWall == null || maxWall.isNegative() || maxWall.isZero() || maxWall.compareTo(LONGEST_WALL) > 0) {
      throw new IllegalArgumentException("maxWall must be positive and at most " + LONGEST_WALL.toNanos()
          + " ns (about 292 years), got " + maxWall);
    }
    if (minForks < 2 || minForks > MOST_FORKS) {
      throw new IllegalArgumentException("minForks must be in [2, " + MOST_FORKS + "], got " + minForks);
    }
    return new ForkPlan(minForks, Math.max(minForks, DEFAULT_MAX_FORKS), maxWall.toNanos());
  }

  /** Whether the count is fixed (no stopping test, no wall cap). */
  public boolean isFixed() {
    return minForks == maxForks;
  }
}
