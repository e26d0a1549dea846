package io.github.nanometer.stats;

import io.github.nanometer.text.Decimals;

/**
 * Entry validation shared by the public functions of {@code stats} (and of nanometer-report's
 * {@code toolstats}) and, for their numeric arguments, of the packages above it that cannot use the
 * option table ({@code OptionSpec} sits above them): messages name the parameter, the value and the accepted range, in the option
 * table's form ({@code judgeThreshold must be in [0, 10], got 11}).
 */
public final class Arguments {
  private Arguments() {}

  /**
   * Returns {@code value} when it lies in the closed range [{@code min}, {@code max}].
   *
   * @throws IllegalArgumentException {@code "NAME must be in [MIN, MAX], got VALUE"}, also for NaN
   */
  public static double within(String name, double value, double min, double max) {
    if (!(value >= min && value <= max)) {
      throw new IllegalArgumentException(name + " must be in [" + Decimals.text(min) + ", " + Decimals.text(max)
          + "], got " + Decimals.text(value));
    }
    return value;
  }

  /**
   * Returns {@code value} when it lies in the open range ({@code min}, {@code max}).
   *
   * @throws IllegalArgumentException {@code "NAME must be in (MIN, MAX), got VALUE"}, also for NaN
   */
  public static double inside(String name, double value, double min, double max) {
    if (!(value > min && value < max)) {
      throw new IllegalArgumentException(name + " must be in (" + Decimals.text(min) + ", " + Decimals.text(max)
          + "), got " + Decimals.text(value));
    }
    return value;
  }

  /**
   * Returns {@code value} when it lies in the closed range [{@code min}, {@code max}].
   *
   * @throws IllegalArgumentException {@code "NAME must be in [MIN, MAX], got VALUE"}
   */
  public static int within(String name, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], got " + value);
    }
    return value;
  }

  /** Requires {@code 0 < confidence < 1}. */
  public static void confidence(double confidence) {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be a fraction in (0, 1) such as 0.95, got " + confidence);
    }
  }

  /** Requires a non-null array of at least {@code min} finite values. */
  public static void values(double[] x, int min, String name) {
    if (x == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (x.length < min) {
      throw new IllegalArgumentException(name + " needs at least " + min + " value(s), got " + x.length);
    }
    for (int i = 0; i < x.length; i++) {
      if (!Double.isFinite(x[i])) {
        throw new IllegalArgumentException(name + "[" + i + "] must be finite, got " + x[i]);
      }
    }
  }

  /** Requires every element to be positive (the array already checked finite). */
  public static void positive(double[] x, String name) {
    for (int i = 0; i < x.length; i++) {
      if (!(x[i] > 0)) {
        throw new IllegalArgumentException(name + "[" + i + "] must be positive, got " + x[i]);
      }
    }
  }

  /** Requires two arrays of equal length. */
  public static void sameLength(double[] a, String aName, double[] b, String bName) {
    if (a.length != b.length) {
      throw new IllegalArgumentException(aName + " and " + bName + " must pair up, got lengths "
          + a.length + " and " + b.length);
    }
  }

  /** Requires {@code value >= min}. */
  public static void atLeast(long value, long min, String name) {
    if (value < min) {
      throw new IllegalArgumentException(name + " must be >= " + min + ", got " + value);
    }
  }

  /** Requires a non-null sides choice. */
  public static void sides(Sides sides) {
    if (sides == null) {
      throw new IllegalArgumentException("sides must be TWO_SIDED or ONE_SIDED, got null");
    }
  }
}
