package io.github.nanometer;

/** The estimation method a run uses. */
public enum Estimator {
  /**
   * Chen and Revels: evaluations per sample tuned once from the clock's precision and accuracy;
   * the estimate is the minimum per-evaluation time over samples (noise only adds delay).
   */
  MINIMUM,
  /**
   * The default: the same samples as {@link #MINIMUM} (evaluations per sample tuned by Algorithm
   * 1, samples until the budget is used); the estimate is their median per-evaluation time, with a
   * distribution-free order-statistic interval. It describes the typical cost of the work, so it
   * does not drift with the budget as the minimum does when the machine's speed varies.
   */
  MEDIAN,
  /**
   * llvm-libc: samples of geometrically growing size (x1.4); the estimate is sum(time) /
   * sum(evaluations), stopped when it changes by less than epsilon. Work too long for the
   * precision target falls back to single evaluations with a 95% interval.
   */
  WEIGHTED_MEAN;

  /** The CLI spelling: {@code median}, {@code minimum} or {@code weighted-mean}. */
  public String cliName() {
    return switch (this) {
      case MINIMUM -> "minimum";
      case MEDIAN -> "median";
      case WEIGHTED_MEAN -> "weighted-mean";
    };
  }
}
