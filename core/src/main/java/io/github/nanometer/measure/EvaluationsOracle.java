package io.github.nanometer.measure;

/**
 * Chen and Revels' oracle nu(t): maps an estimated time per evaluation to the number of
 * evaluations per sample, in {@code [1, j]} where {@code j = tau_acc / tau_prec}.
 */
public interface EvaluationsOracle {

  /** A short name for reports: {@code "logistic"} or {@code "table"}. */
  String name();

  /**
   * Evaluations per sample for a function estimated to take {@code nanosPerEvaluation}.
   *
   * @param precisionNanos the clock's tau_prec, positive
   * @param accuracyNanos the clock's tau_acc, positive
   * @param maxEvaluations j, at least 1
   * @return a count in [1, maxEvaluations]
   */
  int evaluationsPerSample(double nanosPerEvaluation, double precisionNanos, double accuracyNanos,
      int maxEvaluations);

  /** The oracle for a name, or null: {@code logistic} or {@code table}. */
  static EvaluationsOracle named(String name) {
    return switch (name) {
      case "logistic" -> LogisticOracle.INSTANCE;
      case "table" -> TableOracle.INSTANCE;
      default -> null;
    };
  }
}
