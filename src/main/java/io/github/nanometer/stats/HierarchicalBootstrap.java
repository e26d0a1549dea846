package io.github.nanometer.stats;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The hierarchical bootstrap (Kalibera and Jones, section 6.4): each replicate resamples with
 * replacement at every level (top-level units, then within each chosen unit its children, down to
 * the measurements) and takes the mean; the interval is the percentile interval of the replicates.
 * Seeded with {@link SplittableRandom} (SplitMix64), so a seed gives the same interval run after run.
 *
 * <p>Resampling at every level counts the lower levels' noise twice: the top-level unit means
 * already carry it, and resampling inside each unit adds it again. For two levels the bootstrap
 * variance of the mean exceeds the true one by about {@code ((n1 - 1) / n1) S1^2 / (n0 n1)}, so the
 * interval is conservative (wider) when the lowest level's noise dominates the unit means, and close
 * to exact when the top level's variance dominates, the usual case of JVM forks (Kalibera and Jones
 * recommend more top-level repetitions exactly then). The percentile interval is slightly narrow
 * for few top-level units (its variance carries a factor {@code (n0 - 1) / n0}).
 */
public final class HierarchicalBootstrap {

  /** Replicates when the caller has no reason to choose: percentile endpoints settle to about 0.1% of the width. */
  public static final int DEFAULT_RESAMPLES = 10_000;

  private HierarchicalBootstrap() {}

  /**
   * The percentile interval of the grand mean.
   *
   * @param data the experiment
   * @param confidence a fraction in (0, 1)
   * @param resamples the number of bootstrap replicates, at least 100
   * @param seed the random seed
   */
  public static Interval meanInterval(HierarchicalData data, double confidence, int resamples, long seed) {
    check(data, "data", confidence, resamples);
    SplittableRandom random = new SplittableRandom(seed);
    double[] replicates = new double[resamples];
    for (int r = 0; r < resamples; r++) {
      replicates[r] = resampledMean(data, random);
    }
    return percentile(replicates, confidence);
  }

  /**
   * The percentile interval of {@code mean(numerator) / mean(denominator)}, the two experiments
   * resampled independently in each replicate.
   *
   * @param numerator the experiment on top (e.g. the new system)
   * @param denominator the experiment below (e.g. the old system); its replicate means must not be 0
   * @param confidence a fraction in (0, 1)
   * @param resamples the number of bootstrap replicates, at least 100
   * @param seed the random seed
   */
  public static Interval ratioInterval(HierarchicalData numerator, HierarchicalData denominator, double confidence,
      int resamples, long seed) {
    check(numerator, "numerator", confidence, resamples);
    check(denominator, "denominator", confidence, resamples);
    SplittableRandom random = new SplittableRandom(seed);
    double[] replicates = new double[resamples];
    for (int r = 0; r < resamples; r++) {
      double top = resampledMean(numerator, random);
      double bottom = resampledMean(denominator, random);
      replicates[r] = top / bottom;
    }
    return percentile(replicates, confidence);
  }

  /**
   * The mean of one hierarchical resample of {@code data}: at each level, as many children as the
   * unit has, drawn with replacement. Balanced data makes every value weigh the same.
   */
  public static double resampledMean(HierarchicalData data, SplittableRandom random) {
    int[] repetitions = data.repetitionsView();
    int[] unitSizes = new int[repetitions.length];
    int size = 1;
    for (int j = repetitions.length - 1; j >= 0; j--) {
      unitSizes[j] = size;
      size *= repetitions[j];
    }
    double[] values = data.valuesView();
    return sum(values, repetitions, unitSizes, 0, 0, random) / values.length;
  }

  private static double sum(double[] values, int[] repetitions, int[] unitSizes, int level, int offset,
      SplittableRandom random) {
    int n = repetitions[level];
    double total = 0;
    if (level == repetitions.length - 1) {
      for (int k = 0; k < n; k++) {
        total += values[offset + random.nextInt(n)];
      }
      return total;
    }
    for (int k = 0; k < n; k++) {
      total += sum(values, repetitions, unitSizes, level + 1, offset + random.nextInt(n) * unitSizes[level], random);
    }
    return total;
  }

  private static Interval percentile(double[] replicates, double confidence) {
    for (double r : replicates) {
      if (!Double.isFinite(r)) {
        throw new IllegalArgumentException("a bootstrap replicate is not finite (" + r
            + "): the denominator mean can be zero");
      }
    }
    Arrays.sort(replicates);
    double tail = (1 - confidence) / 2;
    return new Interval(Descriptive.quantile(replicates, tail), Descriptive.quantile(replicates, 1 - tail));
  }

  private static void check(HierarchicalData data, String name, double confidence, int resamples) {
    if (data == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    Checks.confidence(confidence);
    Checks.atLeast(resamples, 100, "resamples");
  }
}
