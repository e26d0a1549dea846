package io.github.nanometer.engine;

/**
 * The longest sample worth taking. Algorithm 1's oracle (Chen and Revels) maps work just under
 * {@code tau_acc / 2} to nearly {@code j = tau_acc / tau_prec} evaluations per sample; with a 1 ns
 * precision that is thousands of evaluations, so a 1 us body gets 3 ms samples. A sample needs to
 * last only a few {@code tau_acc} for the clock's error to vanish; anything longer only collects
 * the interruptions (scheduler ticks every 1-4 ms, a VM host's preemption) that the median and the
 * paired differences are meant to see as separate, rare samples.
 *
 * <p>Implementation notes: the cap is applied after tuning (the cache stores the capped count),
 * using the best estimate of the time per evaluation at hand (Algorithm 1's, else the warm-up's);
 * without one the tuned count stands. An estimate that is too high shortens the samples: at 10 x
 * tau_acc there is tenfold room before the clock's error reaches 1%, and the cap never goes below
 * one evaluation.
 */
final class SampleLength {
  private SampleLength() {}

  /**
   * {@code evaluationsPerSample}, lowered (not below 1) so that a sample lasts at most {@code
   * accuracyMultiple x accuracyNanos} at {@code nanosPerEvaluation}; unchanged when the time per
   * evaluation is unknown (NaN, zero or infinite).
   */
  static int cap(int evaluationsPerSample, double nanosPerEvaluation, double accuracyNanos,
      double accuracyMultiple) {
    if (!(nanosPerEvaluation > 0) || Double.isInfinite(nanosPerEvaluation) || !(accuracyNanos > 0)) {
      return evaluationsPerSample;
    }
    double most = Math.ceil(accuracyMultiple * accuracyNanos / nanosPerEvaluation);
    return (int) Math.max(1, Math.min(evaluationsPerSample, most));
  }

  /**
   * {@code evaluationsPerSample}, raised (never lowered) so that samples of it fill {@code
   * budgetNanos} within {@code maxSamples} at {@code nanosPerEvaluation}: the sample-count limit
   * must not end a run while budget remains, so samples lengthen instead. At most {@code
   * maxEvaluations}; unchanged when the time per evaluation is unknown.
   */
  static int withinSampleLimit(int evaluationsPerSample, double nanosPerEvaluation, double budgetNanos,
      int maxSamples, int maxEvaluations) {
    if (!(nanosPerEvaluation > 0) || Double.isInfinite(nanosPerEvaluation)) {
      return evaluationsPerSample;
    }
    double needed = Math.ceil(budgetNanos / ((double) maxSamples * nanosPerEvaluation));
    return (int) Math.min(Math.max(evaluationsPerSample, maxEvaluations), Math.max(evaluationsPerSample, needed));
  }
}
