package io.github.nanometer.toolstats;

/**
 * Per-level variance estimates of a balanced hierarchical experiment (Kalibera and Jones, section
 * 5), indexed highest level first like {@link HierarchicalData}.
 *
 * <p>{@code biased[j]} ({@code S^2}) is the mean, over the units one level up, of the sample
 * variance of the means of their children at level {@code j}; at the top level, the sample
 * variance of the top-level unit means. {@code unbiased[j]} ({@code T^2}) estimates the variance
 * that level {@code j} itself adds: {@code T^2[j] = S^2[j] - S^2[j + 1] / repetitions[j + 1]},
 * and {@code T^2 = S^2} at the lowest level. A {@code T^2 <= 0} says the level adds no measurable
 * variance.
 *
 * @param repetitions the repetitions per level, highest first
 * @param grandMean the mean of all values
 * @param biased {@code S^2} per level
 * @param unbiased {@code T^2} per level
 */
public record VarianceComponents(int[] repetitions, double grandMean, double[] biased, double[] unbiased) {

  /** Copies the arrays; all three have one entry per level. */
  public VarianceComponents {
    repetitions = repetitions.clone();
    biased = biased.clone();
    unbiased = unbiased.clone();
    if (biased.length != repetitions.length || unbiased.length != repetitions.length) {
      throw new IllegalArgumentException("one estimate per level needed: " + repetitions.length + " levels, "
          + biased.length + " S^2, " + unbiased.length + " T^2");
    }
  }

  /** The number of levels. */
  public int levels() {
    return repetitions.length;
  }

  @Override
  public int[] repetitions() {
    return repetitions.clone();
  }

  @Override
  public double[] biased() {
    return biased.clone();
  }

  @Override
  public double[] unbiased() {
    return unbiased.clone();
  }
}
