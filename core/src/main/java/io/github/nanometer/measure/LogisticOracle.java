package io.github.nanometer.measure;

/**
 * Chen and Revels' generalized logistic oracle: {@code Y(t) = floor(1 + (j - 1) / (1 + exp(a (t -
 * b tau_acc))))} with {@code a = 0.009 / tau_prec} and {@code b = 0.5} (the paper's constants).
 * Reproduces testvectors.md section 4.
 */
public final class LogisticOracle implements EvaluationsOracle {

  /** The shared instance. */
  public static final LogisticOracle INSTANCE = new LogisticOracle();

  static final double A_TIMES_PRECISION = 0.009;
  static final double B = 0.5;

  private LogisticOracle() {}

  @Override
  public String name() {
    return "logistic";
  }

  @Override
  public int evaluationsPerSample(double nanosPerEvaluation, double precisionNanos, double accuracyNanos,
      int maxEvaluations) {
    double a = A_TIMES_PRECISION / precisionNanos;
    double y = Math.floor(1 + (maxEvaluations - 1) / (1 + Math.exp(a * (nanosPerEvaluation - B * accuracyNanos))));
    return (int) Math.max(1, Math.min(maxEvaluations, y));
  }
}
