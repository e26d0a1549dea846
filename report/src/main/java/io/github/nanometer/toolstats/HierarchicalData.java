package io.github.nanometer.toolstats;

import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.Descriptive;
import java.util.Arrays;

/**
 * Measurements from a balanced hierarchical experiment, e.g. 3 builds x 5 JVM forks x 20
 * iterations: an immutable flat array of values plus the number of repetitions at each level.
 *
 * <p>Representation: {@code repetitions[0]} is the highest level (the one repeated least often,
 * e.g. builds), {@code repetitions[levels() - 1]} the lowest (individual measurements). Values are
 * stored in nesting order: the values of the first top-level unit first, and within it those of its
 * first child, and so on, so unit {@code u} at level {@code j} covers values {@code [u * s, (u + 1)
 * * s)} with {@code s} the product of the repetitions below {@code j}. Kalibera and Jones number
 * levels the other way (their level 1 is the lowest): their level {@code i} is index {@code
 * levels() - i} here.
 *
 * <p>Balance (every unit at a level has the same number of children) is what the random-effects
 * estimators of {@link RandomEffects} assume; unbalanced data must be rejected before it gets here.
 */
public final class HierarchicalData {
  private final int[] repetitions;
  private final double[] values;

  private HierarchicalData(int[] repetitions, double[] values) {
    this.repetitions = repetitions;
    this.values = values;
  }

  /**
   * Data with the given repetitions per level (highest first) and values in nesting order.
   *
   * @param repetitions at least one level, each at least 1
   * @param values finite, exactly the product of {@code repetitions} many
   */
  public static HierarchicalData of(int[] repetitions, double[] values) {
    if (repetitions == null || repetitions.length == 0) {
      throw new IllegalArgumentException("repetitions needs at least one level, got "
          + (repetitions == null ? "null" : "none"));
    }
    long product = 1;
    for (int j = 0; j < repetitions.length; j++) {
      if (repetitions[j] < 1) {
        throw new IllegalArgumentException("repetitions[" + j + "] must be >= 1, got " + repetitions[j]);
      }
      product *= repetitions[j];
      if (product > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("repetitions " + Arrays.toString(repetitions) + " describe too many values");
      }
    }
    Arguments.values(values, 1, "values");
    if (values.length != product) {
      throw new IllegalArgumentException("values must number the product of repetitions "
          + Arrays.toString(repetitions) + " = " + product + ", got " + values.length);
    }
    return new HierarchicalData(repetitions.clone(), values.clone());
  }

  /** One level: independent measurements. */
  public static HierarchicalData flat(double[] values) {
    Arguments.values(values, 1, "values");
    return of(new int[] {values.length}, values);
  }

  /** Two levels from rows of equal length: {@code units[u][k]} is measurement {@code k} of unit {@code u}. */
  public static HierarchicalData twoLevels(double[][] units) {
    if (units == null || units.length == 0 || units[0] == null) {
      throw new IllegalArgumentException("units needs at least one non-null row");
    }
    int width = units[0].length;
    double[] flat = new double[units.length * width];
    for (int u = 0; u < units.length; u++) {
      if (units[u] == null || units[u].length != width) {
        throw new IllegalArgumentException("units must be balanced: row 0 has " + width + " values, row " + u + " has "
            + (units[u] == null ? "null" : units[u].length));
      }
      System.arraycopy(units[u], 0, flat, u * width, width);
    }
    return of(new int[] {units.length, width}, flat);
  }

  /** The number of levels (at least 1). */
  public int levels() {
    return repetitions.length;
  }

  /** The repetitions at level {@code level} (0 is the highest). */
  public int repetitions(int level) {
    return repetitions[checkLevel(level)];
  }

  /** A copy of the repetitions per level, highest first. */
  public int[] repetitions() {
    return repetitions.clone();
  }

  /** A copy of the values in nesting order. */
  public double[] values() {
    return values.clone();
  }

  /** The total number of values. */
  public int size() {
    return values.length;
  }

  /** The mean of all values (equal to the mean of means at every level, the design being balanced). */
  public double grandMean() {
    return Descriptive.mean(values);
  }

  /**
   * The means of the units at {@code level}, in order: at level 0 the top-level unit means, at the
   * lowest level the values themselves.
   */
  public double[] unitMeans(int level) {
    checkLevel(level);
    int unitSize = 1;
    for (int j = level + 1; j < repetitions.length; j++) {
      unitSize *= repetitions[j];
    }
    double[] means = new double[values.length / unitSize];
    for (int u = 0; u < means.length; u++) {
      double sum = 0;
      for (int k = 0; k < unitSize; k++) {
        sum += values[u * unitSize + k];
      }
      means[u] = sum / unitSize;
    }
    return means;
  }

  /**
   * The same values with level {@code level} removed: its units are dissolved and their children
   * become children of its parent (e.g. builds x forks x iterations without forks is builds x
   * (forks * iterations) iterations). The lowest level cannot be removed.
   *
   * @param level in {@code [0, levels() - 2]}
   */
  public HierarchicalData withoutLevel(int level) {
    if (level < 0 || level >= repetitions.length - 1) {
      throw new IllegalArgumentException("level must be in [0, " + (repetitions.length - 2)
          + "] (the lowest level cannot be removed), got " + level);
    }
    int[] merged = new int[repetitions.length - 1];
    for (int j = 0, k = 0; j < repetitions.length; j++) {
      if (j == level) {
        merged[k] = repetitions[j] * repetitions[j + 1];
        j++;
      } else {
        merged[k] = repetitions[j];
      }
      k++;
    }
    return new HierarchicalData(merged, values);
  }

  private int checkLevel(int level) {
    if (level < 0 || level >= repetitions.length) {
      throw new IllegalArgumentException("level must be in [0, " + (repetitions.length - 1) + "], got " + level);
    }
    return level;
  }

  @Override
  public String toString() {
    return "HierarchicalData" + Arrays.toString(repetitions) + " mean " + grandMean();
  }
}
