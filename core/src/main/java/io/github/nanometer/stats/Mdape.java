package io.github.nanometer.stats;

/**
 * Median absolute percentage error around the median, nanobench's {@code err%}: {@code
 * median(|x_i - median(x)| / |x_i|)}, a robust relative spread (reproduces testvectors.md section
 * 7). Returned as a fraction (0.09 is 9%).
 */
public final class Mdape {
  private Mdape() {}

  /**
   * The median absolute percentage error of {@code x} around its median, as a fraction.
   *
   * @param x at least 1 finite, non-zero value (timings are positive)
   */
  public static double of(double[] x) {
    Arguments.values(x, 1, "x");
    double median = Descriptive.median(x);
    double[] errors = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      if (x[i] == 0) {
        throw new IllegalArgumentException("x[" + i + "] must be non-zero for a relative error, got 0");
      }
      errors[i] = Math.abs(x[i] - median) / Math.abs(x[i]);
    }
    return Descriptive.median(errors);
  }
}
