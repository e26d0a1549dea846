package io.github.nanometer;

/** The estimation method a run uses. */
public enum Estimator {
  /**
   * Chen and Revels: evaluations per sample tuned once from the clock's precision and accuracy;
   * the estimate is the minimum per-evaluation time over samples (noise only adds delay).
   */
  MINIMUM,
  /**
   * llvm-libc: samples of geometrically growing size (x1.4); the estimate is sum(time) /
   * sum(evaluations), stopped when it changes by less than epsilon. Work too long for the
   * precision target falls back to single evaluations with a 95% interval.
   */
  WEIGHTED_MEAN;

  /** Parses {@code minimum} or {@code weighted-mean} (case-insensitive); null when neither. */
  public static Estimator parse(String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    return switch (t) {
      case "minimum", "min" -> MINIMUM;
      case "weighted-mean", "mean", "geometric" -> WEIGHTED_MEAN;
      default -> null;
    };
  }

  /** The CLI spelling: {@code minimum} or {@code weighted-mean}. */
  public String cliName() {
    return this == MINIMUM ? "minimum" : "weighted-mean";
  }
}
