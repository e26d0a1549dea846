package io.github.nanometer.engine;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.Options;
import io.github.nanometer.Regime;
import io.github.nanometer.measure.InputBatch;
import java.time.Duration;

/**
 * The weighted mean's loop settings for one run: llvm-libc's loop and stop order, with two
 * deviations from its defaults when the options keep the default loop settings. The first sample
 * is sized from the clock (at least its accuracy tau_acc, and at least {@link
 * #TIMER_READS_PER_SAMPLE} timer reads long, so timer cost stays under 0.1% of every sample)
 * instead of 1 evaluation; and the precision rule may stop the loop only after {@link
 * #MIN_MEASURED_FRACTION} of the budget was measured. Why: with llvm-libc's defaults, samples of
 * 1, 2, 3... evaluations are mostly timer cost, and two of them can agree within epsilon by
 * chance, stopping a 1 s budget after microseconds.
 *
 * <p>A third deviation keeps the input regime of the other estimators: where a sample cycles
 * through a batch of random inputs redrawn per sample ({@link io.github.nanometer.Benchmark#withInputs}, throughput
 * bodies with a generator), no sample is planned larger than one pass over the batch (or the first
 * sample, when the clock needs more evaluations than the batch holds), and the loop may take as
 * many samples as the options allow rather than llvm-libc's 1000. Why: llvm-libc's samples grow to
 * millions of evaluations, replaying one batch thousands of times, so the branch predictor learns
 * it: a 16-int sort on random inputs measured 200 ns per call in the first samples and 68 ns in
 * the last (the median, one batch per sample: 180 ns), and which sample the budget ended on moved
 * the weighted mean by 20% from run to run. Options with their own loop settings are used as
 * given, except that the sample bounds of the options hold for every estimator.
 */
final class WeightedMeanPlan {

  /** A sample lasts at least this many timer reads: the timer's cost is then under 0.1% of it. */
  static final double TIMER_READS_PER_SAMPLE = 1000;
  /** The precision rule may stop the loop only once half of the budget was measured. */
  static final double MIN_MEASURED_FRACTION = 0.5;

  /**
   * The loop of one run.
   *
   * @param geometric the loop settings
   * @param maxEvaluationsPerSample no sample is larger; {@link Integer#MAX_VALUE} when unbounded
   *     (llvm-libc's loop)
   */
  record Loop(GeometricOptions geometric, int maxEvaluationsPerSample) {}

  private WeightedMeanPlan() {}

  /**
   * The loop for one run.
   *
   * @param warmNanosPerEvaluation the warm-up's last estimate (NaN when unknown)
   * @param batch the run's inputs; a randomized batch of more than one input bounds the samples
   */
  static Loop loop(Options options, ClockSummary clock, double warmNanosPerEvaluation, InputBatch batch) {
    GeometricOptions g = options.geometric();
    int maxSamples = Math.min(g.maxSamples(), options.maxSamples());
    int minSamples = Math.min(maxSamples, Math.max(g.minSamples(), options.minSamples()));
    g = g.withSamples(minSamples, maxSamples);
    if (!options.geometricFollowsBudget()) {
      return new Loop(g, Integer.MAX_VALUE);
    }
    Duration minMeasured = Duration.ofNanos((long) (options.budget().toNanos() * MIN_MEASURED_FRACTION));
    int first = firstSampleEvaluations(clock, warmNanosPerEvaluation, g, options.budget());
    g = g.withInitialEvaluations(first).withDurations(minMeasured, g.maxDuration());
    if (!batch.randomized() || batch.size() < 2 || options.regime() == Regime.REPLAYED) {
      return new Loop(g, Integer.MAX_VALUE);
    }
    int samplesAllowed = options.maxSamples();
    return new Loop(g.withSamples(Math.min(samplesAllowed, Math.max(g.minSamples(), options.minSamples())),
        samplesAllowed), Math.max(batch.size(), first));
  }

  /**
   * Evaluations in the first sample: enough to last {@code max(tau_acc, 1000 x read cost)} at the
   * warm-up's estimate, at most what fits a {@code minSamples}-th of the budget, at least 1.
   */
  static int firstSampleEvaluations(ClockSummary clock, double warmNanosPerEvaluation, GeometricOptions g,
      Duration budget) {
    if (!(warmNanosPerEvaluation > 0) || Double.isInfinite(warmNanosPerEvaluation)) {
      return 1;
    }
    double sampleNanos = Math.max(clock.accuracyNanos(), TIMER_READS_PER_SAMPLE * clock.readCostNanos());
    double wanted = Math.ceil(sampleNanos / warmNanosPerEvaluation);
    double fitting = Math.floor(budget.toNanos() / (double) g.minSamples() / warmNanosPerEvaluation);
    double n = Math.min(Math.min(wanted, fitting), g.maxEvaluations());
    return (int) Math.max(1, n);
  }
}
