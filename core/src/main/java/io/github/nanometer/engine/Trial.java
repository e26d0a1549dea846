package io.github.nanometer.engine;

import io.github.nanometer.CounterSample;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.measure.Samples;
import io.github.nanometer.measure.WarmupFacts;
import java.util.List;

/**
 * The raw outcome of measuring one benchmark, before any summary: every sample in the order
 * taken, with its perf counter deltas (one per sample, in the same order, when counters were
 * open), and how the samples were obtained. Every estimator summarises a trial; the median and
 * the minimum summarise the same kind of trial (one workload, several summaries).
 *
 * @param warmup what warm-up did
 * @param evaluationsPerSample the tuned size (fixed-size trials) or the last sample's size
 * @param tuningSource where the size came from
 * @param samples every sample; not modified after the trial
 * @param stopReason why sampling stopped
 * @param singleEvaluations true when long work was measured as repeated single evaluations
 * @param loopIsolated true when the loop ran in its own hidden class
 * @param counterDeltas per-sample counter deltas, index i belonging to sample i (empty without counters)
 */
public record Trial(WarmupFacts warmup, int evaluationsPerSample, TuningSource tuningSource, Samples samples,
    StopReason stopReason, boolean singleEvaluations, boolean loopIsolated, List<CounterSample> counterDeltas) {

  /** Copies the counter deltas. */
  public Trial {
    counterDeltas = List.copyOf(counterDeltas);
  }
}
