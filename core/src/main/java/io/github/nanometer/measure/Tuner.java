package io.github.nanometer.measure;

/**
 * Chen and Revels' Algorithm 1: choose evaluations per sample once per benchmark.
 *
 * <p>For i = 1..j, time i back-to-back evaluations (T_i); the estimate is t = min_i T_i / i; the
 * answer is the oracle's nu(t). One deviation, for long work: the loop stops once {@value
 * #TRIALS_AT_ACCURACY} trials have reached tau_acc, since such samples already meet the accuracy
 * target and larger i would only lengthen tuning (for a 1 ms function and j = 4600, the full loop
 * would take about 3 hours). Stopping at the first such trial would let one delayed sample (an
 * interrupt during T_1) end tuning with a far too high t, hence three.
 */
public final class Tuner {
  /** Trials that must reach tau_acc before the loop stops early. */
  static final int TRIALS_AT_ACCURACY = 3;

  private Tuner() {}

  /**
   * The outcome of tuning.
   *
   * @param evaluationsPerSample the chosen n, in [1, j]
   * @param estimatedNanosPerEvaluation t = min T_i / i
   * @param trials how many i were timed
   */
  public record Tuning(int evaluationsPerSample, double estimatedNanosPerEvaluation, int trials) {}

  /**
   * Runs Algorithm 1 against a sample source.
   *
   * @param maxEvaluations j, at least 1
   */
  public static Tuning tune(SampleSource source, double precisionNanos, double accuracyNanos, int maxEvaluations,
      EvaluationsOracle oracle) {
    if (maxEvaluations < 1) {
      throw new IllegalArgumentException("maxEvaluations must be at least 1, got " + maxEvaluations);
    }
    double best = Double.POSITIVE_INFINITY;
    int trials = 0;
    int atAccuracy = 0;
    for (int i = 1; i <= maxEvaluations; i++) {
      double t = source.sampleNanos(i);
      trials++;
      best = Math.min(best, t / i);
      if (t >= accuracyNanos && ++atAccuracy >= TRIALS_AT_ACCURACY) {
        break;
      }
    }
    int n = oracle.evaluationsPerSample(best, precisionNanos, accuracyNanos, maxEvaluations);
    return new Tuning(n, best, trials);
  }
}
