package io.github.nanometer.history.changes;

/**
 * The argument checks of this package's public entry points. Each message names the parameter, the
 * value and the accepted range, in the form of the library's own checks ({@code falseAlarmRate must
 * be in [1.0E-6, 0.5], got 0.7}). Inside the package the kernels run on primitives without checking
 * again.
 */
final class Checks {
  private Checks() {}

  /** Returns {@code value} when it lies in [{@code min}, {@code max}]; NaN is refused too. */
  static double within(String name, double value, double min, double max) {
    if (!(value >= min && value <= max)) {
      throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], got " + value);
    }
    return value;
  }

  /** Returns {@code value} when it lies in [{@code min}, {@code max}]. */
  static int within(String name, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], got " + value);
    }
    return value;
  }

  /**
   * Requires a series of at most {@code maxLength} values, each finite and positive (estimates in
   * nanoseconds per operation or any other positive unit).
   */
  static void series(double[] values, int maxLength) {
    if (values == null) {
      throw new IllegalArgumentException("series must not be null");
    }
    if (values.length > maxLength) {
      throw new IllegalArgumentException("series must hold at most " + maxLength + " values, got " + values.length);
    }
    for (int i = 0; i < values.length; i++) {
      if (!(values[i] > 0) || values[i] == Double.POSITIVE_INFINITY) {
        throw new IllegalArgumentException("series[" + i + "] must be finite and > 0, got " + values[i]);
      }
    }
  }
}
