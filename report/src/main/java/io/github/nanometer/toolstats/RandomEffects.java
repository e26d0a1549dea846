package io.github.nanometer.toolstats;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.stats.MeanInterval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The random-effects model of Kalibera and Jones ("Rigorous benchmarking in reasonable time", ISMM
 * 2013) for balanced experiments with any number of levels: per-level variance estimators, dropping
 * levels that add no variance, the optimal repetition counts from per-level costs, and the interval
 * for the mean (section 6.2). Reproduces testvectors.md sections 2 and 3. Levels are indexed
 * highest first, as in {@link HierarchicalData}.
 */
public final class RandomEffects {
  private RandomEffects() {}

  /**
   * The biased {@code S^2} and unbiased {@code T^2} estimators of every level (see {@link
   * VarianceComponents}). A level with a single repetition has no within-unit variance to estimate;
   * its {@code S^2} is 0.
   */
  public static VarianceComponents estimate(HierarchicalData data) {
    requireData(data);
    int m = data.levels();
    double[] s2 = new double[m];
    for (int j = 0; j < m; j++) {
      s2[j] = meanWithinGroupVariance(data.unitMeans(j), data.repetitions(j));
    }
    double[] t2 = new double[m];
    t2[m - 1] = s2[m - 1];
    for (int j = m - 2; j >= 0; j--) {
      t2[j] = s2[j] - s2[j + 1] / data.repetitions(j + 1);
    }
    return new VarianceComponents(data.repetitions(), data.grandMean(), s2, t2);
  }

  private static double meanWithinGroupVariance(double[] unitMeans, int groupSize) {
    if (groupSize < 2) {
      return 0;
    }
    int groups = unitMeans.length / groupSize;
    double total = 0;
    for (int g = 0; g < groups; g++) {
      double sum = 0;
      for (int k = 0; k < groupSize; k++) {
        sum += unitMeans[g * groupSize + k];
      }
      double mean = sum / groupSize;
      double ss = 0;
      for (int k = 0; k < groupSize; k++) {
        double d = unitMeans[g * groupSize + k] - mean;
        ss += d * d;
      }
      total += ss / (groupSize - 1);
    }
    return total / groups;
  }

  /**
   * The interval for the mean of a hierarchical experiment (Kalibera and Jones, section 6.2): the
   * grand mean {@code +- t(n - 1) * sqrt(S^2 / n)} over the {@code n} top-level unit means. With one
   * level this is the ordinary t interval.
   *
   * @param data at least 2 top-level units
   * @param confidence a fraction in (0, 1)
   */
  public static Interval meanInterval(HierarchicalData data, double confidence) {
    requireData(data);
    Arguments.atLeast(data.repetitions(0), 2, "top-level repetitions");
    Interval t = MeanInterval.t(data.unitMeans(0), confidence);
    return t.described("grand mean", t.method() + " over top-level unit means");
  }

  /**
   * The interval for {@code mean(numerator) / mean(denominator)} of two independent hierarchical
   * experiments by Fieller's theorem on their top-level unit means (Kalibera and Jones, section
   * 6.3) with the project's one degrees-of-freedom rule for independent samples, Welch-Satterthwaite
   * ({@link FiellerInterval#independent}): the same data give the same interval in {@code analyze}
   * and {@code judge}.
   */
  public static Interval ratioInterval(HierarchicalData numerator, HierarchicalData denominator, double confidence) {
    requireData(numerator);
    requireData(denominator);
    return FiellerInterval.independent(numerator.unitMeans(0), denominator.unitMeans(0), confidence);
  }

  /**
   * The optimal repetitions at every level below the top: {@code n[j] = ceil(sqrt((c[j - 1] / c[j])
   * * (T^2[j] / T^2[j - 1])))}, at least 1, where {@code c[j]} is the cost of one unit at level
   * {@code j} excluding its children (the lowest level's cost is one measurement's; a higher
   * level's is its set-up, such as a JVM start and warm-up). This minimises the variance of the
   * grand mean for a given total cost. In Kalibera and Jones's numbering (level 1 lowest) it is
   * {@code n_i = ceil(sqrt(c_{i+1} T_i^2 / (c_i T_{i+1}^2)))}.
   *
   * @param unbiased {@code T^2} per level, highest first; every level above the lowest must be positive
   * @param costs positive finite cost per unit at each level, highest first, as many as levels
   * @return the repetitions of levels 1 to {@code m - 1}: element {@code k} is for level {@code k + 1}
   */
  public static int[] optimalRepetitionsBelowTop(double[] unbiased, double[] costs) {
    Arguments.values(unbiased, 1, "unbiased");
    Arguments.values(costs, unbiased.length, "costs");
    Arguments.sameLength(unbiased, "unbiased", costs, "costs");
    Arguments.positive(costs, "costs");
    for (int j = 0; j < unbiased.length - 1; j++) {
      if (!(unbiased[j] > 0)) {
        throw new IllegalArgumentException("unbiased[" + j + "] must be positive above the lowest level "
            + "(drop levels with T^2 <= 0 first), got " + unbiased[j]);
      }
    }
    if (unbiased[unbiased.length - 1] < 0) {
      throw new IllegalArgumentException("unbiased variance of the lowest level must be >= 0, got "
          + unbiased[unbiased.length - 1]);
    }
    int[] n = new int[unbiased.length - 1];
    for (int j = 1; j < unbiased.length; j++) {
      double optimum = Math.sqrt(costs[j - 1] / costs[j] * unbiased[j] / unbiased[j - 1]);
      n[j - 1] = (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.ceil(optimum)));
    }
    return n;
  }

  /**
   * Estimates the variance components, drops every level above the lowest whose {@code T^2 <= 0}
   * (lowest such level first, re-estimating after each drop), and computes the optimal
   * repetitions of the levels that remain; see {@link RepetitionPlan}. A dropped level's cost is
   * added to the cost of its nearest remaining ancestor, whose units each contain one of it.
   *
   * @param data the experiment
   * @param costs positive cost per unit at each level of {@code data}, highest first
   */
  public static RepetitionPlan plan(HierarchicalData data, double[] costs) {
    requireData(data);
    Arguments.values(costs, data.levels(), "costs");
    if (costs.length != data.levels()) {
      throw new IllegalArgumentException("costs needs one value per level (" + data.levels() + "), got " + costs.length);
    }
    Arguments.positive(costs, "costs");
    VarianceComponents original = estimate(data);
    List<Integer> kept = new ArrayList<>();
    for (int j = 0; j < data.levels(); j++) {
      kept.add(j);
    }
    HierarchicalData current = data;
    VarianceComponents reduced = original;
    while (true) {
      int drop = -1;
      double[] t2 = reduced.unbiased();
      for (int j = t2.length - 2; j >= 0; j--) {
        if (t2[j] <= 0) {
          drop = j;
          break;
        }
      }
      if (drop < 0) {
        break;
      }
      current = current.withoutLevel(drop);
      kept.remove(drop);
      reduced = estimate(current);
    }
    boolean[] dropped = new boolean[data.levels()];
    Arrays.fill(dropped, true);
    double[] keptCosts = new double[kept.size()];
    for (int k = 0; k < kept.size(); k++) {
      int level = kept.get(k);
      dropped[level] = false;
      int nextKept = k + 1 < kept.size() ? kept.get(k + 1) : data.levels();
      for (int j = level; j < nextKept; j++) {
        keptCosts[k] += costs[j];
      }
    }
    int[] recommended = new int[data.levels()];
    for (int j = 0; j < data.levels(); j++) {
      if (dropped[j]) {
        recommended[j] = 1;
      }
    }
    int[] below = optimalRepetitionsBelowTop(reduced.unbiased(), keptCosts);
    for (int k = 1; k < kept.size(); k++) {
      recommended[kept.get(k)] = below[k - 1];
    }
    return new RepetitionPlan(original, reduced, dropped, recommended, keptCosts);
  }

  private static void requireData(HierarchicalData data) {
    if (data == null) {
      throw new IllegalArgumentException("data must not be null");
    }
  }
}
