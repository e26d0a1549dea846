package io.github.nanometer.engine;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.BenchmarkInputs;
import io.github.nanometer.Defaults;
import io.github.nanometer.Isolation;
import io.github.nanometer.LoopShape;
import io.github.nanometer.Options;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Regime;
import io.github.nanometer.measure.WarmupSettings;

/**
 * The engine's plan of one run, resolved once, before anything is measured, from the benchmark, the
 * options and the environment (clock, JVM history); every stage reads it. {@link #view()} is what
 * the {@link io.github.nanometer.Result} keeps.
 *
 * @param options the resolved options
 * @param regime the input regime the samples will see
 * @param clockName the clock that times the samples
 * @param benchmarksBefore benchmarks measured earlier in this JVM
 * @param warmup when warm-up ends
 */
record RunPlan(Options options, Regime regime, String clockName, int benchmarksBefore, WarmupSettings warmup) {

  /**
   * Fresh batches grow to cover a sample up to this many inputs by default (a user's larger batch
   * size raises it); longer samples are capped at the batch, with a note.
   */
  static final int MAX_FRESH_BATCH = 1 << 16;

  /** The plan of {@code b} under {@code options}, the {@code benchmarksBefore}-th benchmark of this JVM. */
  static RunPlan resolve(Benchmark<?> b, Options options, String clockName, int benchmarksBefore) {
    return new RunPlan(options, regimeOf(b, options), clockName, benchmarksBefore,
        WarmupSettings.defaults(options.maxWarmup()));
  }

  /**
   * The regime of a body: the options' regime for generated inputs (a latency chain's starting
   * value included); {@link Regime#USER_MANAGED} for a self-timed body, which runs its own loop;
   * {@link Regime#FIXED} otherwise.
   */
  static Regime regimeOf(Benchmark<?> b, Options options) {
    if (b.body() instanceof BenchmarkBody.SelfTimed) {
      return Regime.USER_MANAGED;
    }
    BenchmarkInputs in = ((BenchmarkBody.Looped) b.body()).inputs();
    boolean generated = in instanceof BenchmarkInputs.Generated || in instanceof BenchmarkInputs.LongGenerated;
    return generated ? options.regime() : Regime.FIXED;
  }

  /** True when samples must not outgrow the batch: fresh inputs read by a batch-cycling loop. */
  boolean samplesBoundedByBatch(Benchmark<?> b) {
    return regime == Regime.FRESH && b.body() instanceof BenchmarkBody.Looped l && l.shape() != LoopShape.LONG_CHAIN;
  }

  /** The largest batch a fresh run may grow to. */
  int maxFreshBatch() {
    return Math.max(MAX_FRESH_BATCH, options.batchSize());
  }

  /** The public view that results keep. */
  MeasurementPlan view() {
    Isolation isolation = benchmarksBefore == 0 ? Isolation.OWN_JVM : Isolation.SHARED_JVM;
    return new MeasurementPlan(options.estimator(), options.budget(), regime, clockName, isolation, benchmarksBefore,
        MeasurementPlan.MEASURED_STEADY_STATE, options.maxWarmup(), options.confidence(), options.evaluationsPerSample());
  }
}
