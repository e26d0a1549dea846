package io.github.nanometer.stats;

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

  RepetitionPlan(VarianceComponents original, VarianceComponents reduced, boolean[] dropped, int[] recommended,
      double[] keptCosts) {
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
