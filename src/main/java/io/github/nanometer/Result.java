package io.github.nanometer;

import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.measure.WarmupFacts;
import java.util.List;
import java.util.Optional;

/**
 * The immutable, self-describing outcome of measuring one benchmark: the resolved options, the clock
 * facts, warm-up facts, every raw sample, and the estimates computed from them. Any estimate can
 * be recomputed from {@link #evaluations()} and {@link #elapsedNanos()}.
 *
 * @param name the benchmark's name
 * @param mode throughput or latency
 * @param estimator the estimator that ran
 * @param options the resolved options (including the seed)
 * @param clock the facts of the clock that timed the samples
 * @param warmup what warm-up did
 * @param evaluationsPerSample the tuned n (minimum estimator) or the last sample's size (weighted mean)
 * @param tuningSource {@code "tuned"} (Algorithm 1 ran), {@code "cache"}, {@code "warmup"} (work
 *     far above tau_acc, n from the warm-up estimate) or {@code "none"} (weighted mean)
 * @param evaluations evaluations of each sample, in the order taken
 * @param elapsedNanos elapsed time of each sample, in nanoseconds
 * @param estimates the location estimates per evaluation
 * @param interval a confidence interval where the method defines one
 * @param stopReason why sampling stopped
 * @param singleEvaluations true when long work fell back to single evaluations
 * @param blackhole {@code "compiler"} or {@code "volatile"}
 * @param loopIsolated true when the loop ran in its own hidden class
 * @param notes one-line remarks for the reader (degraded capabilities, unsettled warm-up)
 * @param threadPlacement where the measuring thread ran, e.g. {@code "pinned to cpu 1 (...)"}
 * @param counterDeltas perf counter deltas of each sample, in order (empty when no counter
 *     could be opened)
 */
public record Result(String name, Mode mode, Estimator estimator, Options options, ClockFacts clock,
    WarmupFacts warmup, int evaluationsPerSample, String tuningSource, int[] evaluations, double[] elapsedNanos,
    Estimates estimates, Optional<ConfidenceInterval> interval, String stopReason, boolean singleEvaluations,
    String blackhole, boolean loopIsolated, List<String> notes, String threadPlacement,
    List<CounterDeltas> counterDeltas) {

  /** Copies the arrays and lists so the result cannot change. */
  public Result {
    if (evaluations.length != elapsedNanos.length) {
      throw new IllegalArgumentException("evaluations and elapsedNanos differ in length");
    }
    evaluations = evaluations.clone();
    elapsedNanos = elapsedNanos.clone();
    notes = List.copyOf(notes);
    counterDeltas = List.copyOf(counterDeltas);
  }

  /** Samples during which a context switch or a cpu migration happened (0 without counters). */
  public int disturbedSamples() {
    return CounterDeltas.disturbedCount(counterDeltas);
  }

  /**
   * Disturbed samples left out of the estimates and the interval (they stay in {@link
   * #elapsedNanos()} with their marks in {@link #counterDeltas()}); 0 when too few undisturbed
   * samples would remain ({@link io.github.nanometer.counters.DisturbedSamples}).
   */
  public int droppedSamples() {
    return io.github.nanometer.counters.DisturbedSamples.droppedCount(counterDeltas, evaluations.length);
  }

  /**
   * The indices of the samples the estimates and the interval were computed from, ascending: every
   * sample but the {@link #droppedSamples() dropped} ones.
   */
  public int[] keptSampleIndices() {
    return io.github.nanometer.counters.DisturbedSamples.keptIndices(counterDeltas, evaluations.length);
  }

  /** The estimate of the chosen estimator, nanoseconds per evaluation. */
  public double estimateNanos() {
    return estimates.primaryNanos(estimator);
  }

  /** The number of samples. */
  public int sampleCount() {
    return evaluations.length;
  }

  /** A copy of the evaluations per sample. */
  @Override
  public int[] evaluations() {
    return evaluations.clone();
  }

  /** A copy of the elapsed nanoseconds per sample. */
  @Override
  public double[] elapsedNanos() {
    return elapsedNanos.clone();
  }

  /** The input seed of this run. */
  public long seed() {
    return options.seed();
  }
}
