package io.github.nanometer;

import java.time.Duration;

/**
 * What a run decided before measuring anything, as every {@link Result} records it: the public view
 * of the engine's run plan, resolved once from the {@link Benchmark}, the {@link Options} and the
 * environment. Data flows one way from it: plan, then trial (raw samples), then estimates, then
 * reports.
 *
 * @param estimator the estimator that summarises the trial
 * @param budget sampling wall time per benchmark: samples are taken until it is used (input redraws
 *     between samples count; warm-up and tuning do not)
 * @param regime the input history the samples see ({@link Regime}): resolved from the options and
 *     the body (a body without generated inputs is {@link Regime#FIXED})
 * @param clock the clock that times the samples ({@code nanotime} or {@code tsc})
 * @param isolation whether the benchmark had its JVM to itself
 * @param benchmarksBefore benchmarks measured earlier in this JVM (0 when {@link Isolation#OWN_JVM})
 * @param warmupRule when warm-up ends, in words
 * @param maxWarmup the longest warm-up before measuring anyway
 * @param confidence the level of every interval of the result, a fraction in (0, 1)
 * @param forcedEvaluationsPerSample evaluations per sample forced by the options, or 0 when tuned
 */
public record MeasurementPlan(Estimator estimator, Duration budget, Regime regime, String clock, Isolation isolation,
    int benchmarksBefore, String warmupRule, Duration maxWarmup, double confidence, int forcedEvaluationsPerSample) {

  /** How warm-up ends since this version: steady state measured (see {@code measure.Warmup}). */
  public static final String MEASURED_STEADY_STATE = "steady state: time per evaluation stable over windows "
      + "that grow with the warm-up, JIT quiet and its queue empty, tier-4 threshold of evaluations run";

  /**
   * How warm-up ends under JMH's own schedule ({@code nanometer jmh}'s single shots and {@code
   * --jmh-iterations}): the schedule's iterations, no measured steady state. Such a result's
   * estimate is over its whole series, as JMH's score is: a forked run does not cut it at a changepoint.
   */
  public static final String FIXED_SCHEDULE = "JMH's fixed schedule of warm-up and measurement iterations (no "
      + "measured steady state)";

  /** Checks every member. */
  public MeasurementPlan {
    if (estimator == null || budget == null || regime == null || clock == null || isolation == null
        || warmupRule == null || maxWarmup == null) {
      throw new IllegalArgumentException("plan members must not be null");
    }
    if (benchmarksBefore < 0) {
      throw new IllegalArgumentException("benchmarksBefore must be >= 0, got " + benchmarksBefore);
    }
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
    }
    if (forcedEvaluationsPerSample < 0) {
      throw new IllegalArgumentException("forcedEvaluationsPerSample must be >= 0, got " + forcedEvaluationsPerSample);
    }
  }

  /**
   * The plan a result read from a document written before plans existed implies: its options, the
   * replayed regime (batches were cycled whenever a sample outgrew them), shared-JVM isolation with
   * an unknown count of predecessors recorded as 0, and the warm-up rule of that time.
   */
  public static MeasurementPlan implied(Options options, Estimator estimator, String clock) {
    return new MeasurementPlan(estimator, options.budget(), Regime.REPLAYED, clock, Isolation.SHARED_JVM, 0,
        "JIT quiet and estimate stable (before measured steady state)", options.maxWarmup(), options.confidence(),
        options.evaluationsPerSample());
  }
}
