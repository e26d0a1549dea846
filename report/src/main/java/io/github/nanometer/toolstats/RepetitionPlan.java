package io.github.nanometer.toolstats;

import java.util.OptionalInt;

/**
 * The optimal repetition counts of a hierarchical experiment for given per-level costs (Kalibera
 * and Jones, section 5), with the variance estimates they come from. Indexed highest level first,
 * over the levels of the original data.
 *
 * <p>Levels whose unbiased variance {@code T^2 <= 0} are dropped (they add no variance, so one
 * repetition suffices and their cost is folded into their parent's); the variance components of
 * the remaining levels are then re-estimated on the data without them. The top level's count is not
 * given by the formula: it follows from the wanted precision or the time budget.
 */
public final class RepetitionPlan {
  private final VarianceComponents original;
  private final VarianceComponents reduced;
  private final boolean[] dropped;
  private final int[] recommended;
  private final double[] keptCosts;

  /**
   * A plan from its parts, as {@link RandomEffects} computes them or a reader reads them back.
   *
   * @param original the estimates on the data as given
   * @param reduced the estimates without the dropped levels
   * @param dropped per original level, whether it was dropped
   * @param recommended per original level, the recommended repetitions, 0 for none (the top level)
   * @param keptCosts per level of {@code reduced}, the cost per unit the recommendation used
   * @throws IllegalArgumentException when the lengths disagree or a recommendation is negative
   */
  public RepetitionPlan(VarianceComponents original, VarianceComponents reduced, boolean[] dropped,
      int[] recommended, double[] keptCosts) {
    int kept = 0;
    for (boolean d : dropped) {
      kept += d ? 0 : 1;
    }
    if (dropped.length != original.levels() || recommended.length != original.levels()
        || reduced.levels() != kept || keptCosts.length != kept) {
      throw new IllegalArgumentException("plan parts disagree: " + original.levels() + " levels, "
          + dropped.length + " dropped flags, " + recommended.length + " recommendations, " + kept
          + " kept levels, " + reduced.levels() + " reduced levels, " + keptCosts.length + " costs");
    }
    for (int r : recommended) {
      if (r < 0) {
        throw new IllegalArgumentException("recommended repetitions must be >= 0 (0: none), got " + r);
      }
    }
    this.original = original;
    this.reduced = reduced;
    this.dropped = dropped.clone();
    this.recommended = recommended.clone();
    this.keptCosts = keptCosts.clone();
  }

  /** The estimates on the data as given. */
  public VarianceComponents original() {
    return original;
  }

  /** The estimates on the data without the dropped levels (the same as {@link #original} when none was dropped). */
  public VarianceComponents reduced() {
    return reduced;
  }

  /**
   * The index in {@link #reduced} of original level {@code level}, or empty for a dropped level:
   * the variances the recommendation was computed from are {@code reduced().unbiased()[index]}.
   */
  public OptionalInt reducedIndex(int level) {
    if (dropped[level]) {
      return OptionalInt.empty();
    }
    int index = 0;
    for (int j = 0; j < level; j++) {
      if (!dropped[j]) {
        index++;
      }
    }
    return OptionalInt.of(index);
  }

  /**
   * The cost per unit of each level of {@link #reduced} (highest first) that the recommendation
   * used: a kept level's own cost plus those of the dropped levels folded into it.
   */
  public double[] reducedCosts() {
    return keptCosts.clone();
  }

  /** The number of levels of the original data. */
  public int levels() {
    return dropped.length;
  }

  /** True when level {@code level} of the original data adds no variance and was dropped. */
  public boolean isDropped(int level) {
    return dropped[level];
  }

  /**
   * The recommended repetitions at {@code level}: 1 for a dropped level, the Kalibera-Jones optimum
   * for the others, empty for the top level that remains (its count follows from the wanted
   * precision).
   */
  public OptionalInt recommendedRepetitions(int level) {
    int r = recommended[level];
    return r > 0 ? OptionalInt.of(r) : OptionalInt.empty();
  }
}
