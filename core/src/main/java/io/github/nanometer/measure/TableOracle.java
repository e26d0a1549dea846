package io.github.nanometer.measure;

/**
 * A lookup-table oracle: BenchmarkTools.jl's empirically tuned table (ns per evaluation to
 * evaluations per sample), as printed in testvectors.md section 4, tuned there for a clock with
 * {@code tau_acc} = 1000 ns and {@code j} = 1000. Between the table's points the count is the
 * floor of linear interpolation (so 2001 ns gives 9, as the reference says); above 9000 ns it is 1.
 *
 * <p>For another clock the table is scaled: time by {@code 1000 / tau_acc}, counts by {@code j /
 * 1000}, then clamped to [1, j]; with tau_acc = 1000 and j = 1000 this is the table itself.
 */
public final class TableOracle implements EvaluationsOracle {

  /** The shared instance. */
  public static final TableOracle INSTANCE = new TableOracle();

  private static final double REFERENCE_ACCURACY_NANOS = 1000;
  private static final double REFERENCE_MAX_EVALUATIONS = 1000;
  private static final double[] NANOS = {1, 10, 50, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900,
      1000, 2000, 5000, 9000};
  private static final double[] EVALS = {1000, 999, 987, 944, 825, 600, 376, 257, 200, 194, 178, 145, 94, 43,
      10, 10, 7, 3};

  private TableOracle() {}

  @Override
  public String name() {
    return "table";
  }

  /** The unscaled table: evaluations for {@code nanos} at the reference clock. */
  static double referenceEvaluations(double nanos) {
    if (nanos <= NANOS[0]) {
      return EVALS[0];
    }
    if (nanos > NANOS[NANOS.length - 1]) {
      return 1;
    }
    for (int i = 1; i < NANOS.length; i++) {
      if (nanos <= NANOS[i]) {
        double f = (nanos - NANOS[i - 1]) / (NANOS[i] - NANOS[i - 1]);
        return EVALS[i - 1] + f * (EVALS[i] - EVALS[i - 1]);
      }
    }
    return 1;
  }

  @Override
  public int evaluationsPerSample(double nanosPerEvaluation, double precisionNanos, double accuracyNanos,
      int maxEvaluations) {
    double scaledNanos = nanosPerEvaluation * REFERENCE_ACCURACY_NANOS / accuracyNanos;
    double evals = Math.floor(referenceEvaluations(scaledNanos) * maxEvaluations / REFERENCE_MAX_EVALUATIONS);
    return (int) Math.max(1, Math.min(maxEvaluations, evals));
  }
}
