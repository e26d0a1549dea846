package io.github.nanometer.engine;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.Blackhole;
import io.github.nanometer.ConfidenceInterval;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.measure.EvaluationsOracle;
import io.github.nanometer.measure.GeometricLoop;
import io.github.nanometer.measure.GeometricOptions;
import io.github.nanometer.measure.JitActivity;
import io.github.nanometer.measure.MinimumSampler;
import io.github.nanometer.measure.SampleSource;
import io.github.nanometer.measure.Samples;
import io.github.nanometer.measure.SingleEvaluations;
import io.github.nanometer.measure.Tuner;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.measure.Warmup;
import io.github.nanometer.measure.WarmupFacts;
import io.github.nanometer.measure.WarmupSettings;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Interval;
import io.github.nanometer.stats.MeanInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Measures one benchmark: inputs, loop, warm-up, then the chosen estimator, and assembles the
 * {@link Result}. {@code io.github.nanometer.Nanometer} is the public entry; this class is public
 * only so that the public API can delegate to it.
 */
public final class BenchmarkRun {

  /** Work whose warm-up estimate exceeds this multiple of tau_acc skips Algorithm 1's trials. */
  static final double LONG_WORK_ACCURACY_MULTIPLE = 10;

  private final Options options;
  private final Clock clock;
  private final ClockFacts facts;
  private final TuningCache cache;
  private final JitActivity jit;
  private final String threadPlacement;
  private SampleCounters counters;

  /** A run on the calling thread, unpinned. */
  public BenchmarkRun(Options options, Clock clock, ClockFacts facts, TuningCache cache, JitActivity jit) {
    this(options, clock, facts, cache, jit, "not pinned: measured on the calling thread");
  }

  /**
   * A run with the given options, calibrated clock, tuning cache and JIT monitor; {@code
   * threadPlacement} says where the measuring thread runs, for the result.
   */
  public BenchmarkRun(Options options, Clock clock, ClockFacts facts, TuningCache cache, JitActivity jit,
      String threadPlacement) {
    this.threadPlacement = threadPlacement;
    this.options = options;
    this.clock = clock;
    this.facts = facts;
    this.cache = cache;
    this.jit = jit;
  }

  /** Measures one benchmark: warm-up, then the options' estimator; never null. */
  public Result measure(Benchmark<?> benchmark) {
    List<String> notes = new ArrayList<>();
    PreparedLoop loop = PreparedLoop.of(benchmark, options, clock);
    loop.isolationProblem.ifPresent(notes::add);
    return measureWith(benchmark, loop.fixedInputs, loop.redrawnInputs, loop.isolated, notes);
  }

  private Result measureWith(Benchmark<?> benchmark, SampleSource tuningSource, SampleSource source,
      boolean isolated, List<String> notes) {
    WarmupFacts warmup = warmUp(source, notes);
    try (SampleCounters counters = SampleCounters.openForThisThread()) {
      if (!counters.anyAvailable()) {
        notes.add("no perf counters: " + String.join("; ", counters.unavailableReasons()));
      }
      this.counters = counters;
      return options.estimator() == Estimator.MINIMUM
          ? minimum(benchmark, tuningSource, counters.around(source), warmup, isolated, notes)
          : weightedMean(benchmark, counters.around(source), warmup, isolated, notes);
    } finally {
      this.counters = null;
    }
  }

  /** Tuned evaluations per sample and where the count came from. */
  record TunedCount(int evaluationsPerSample, String source) {}

  /** Warms up a sample source with this run's settings; notes an unsettled warm-up. */
  WarmupFacts warmUp(SampleSource source, List<String> notes) {
    WarmupFacts warmup = Warmup.run(source, jit, System::nanoTime, WarmupSettings.defaults(options.maxWarmup()));
    if (!warmup.settled()) {
      notes.add("warm-up " + warmup.reason() + "; estimates may include JIT transitions");
    }
    return warmup;
  }

  /** Evaluations per sample for the minimum estimator: from the cache, the warm-up, or Algorithm 1. */
  TunedCount evaluationsPerSample(Benchmark<?> b, SampleSource tuningSource, WarmupFacts warmup, List<String> notes) {
    String key = cacheKey(b);
    OptionalInt cached = options.useTuningCache() ? cache.lookup(key, facts) : OptionalInt.empty();
    double warm = warmup.lastNanosPerEvaluation();
    EvaluationsOracle oracle = EvaluationsOracle.named(options.oracle());
    if (cached.isPresent()) {
      return new TunedCount(cached.getAsInt(), "cache");
    }
    if (warmup.settled() && Double.isFinite(warm) && warm > LONG_WORK_ACCURACY_MULTIPLE * facts.accuracyNanos()) {
      // Far beyond tau_acc the oracle answers 1 (or close); Algorithm 1's trials would only cost time.
      // Only a settled warm-up is trusted: an unsettled one may still be timing interpreted code.
      return new TunedCount(oracle.evaluationsPerSample(warm, facts.precisionNanos(), facts.accuracyNanos(),
          facts.maxEvaluationsPerSample()), "warmup");
    }
    Tuner.Tuning t = Tuner.tune(tuningSource, facts.precisionNanos(), facts.accuracyNanos(),
        facts.maxEvaluationsPerSample(), oracle);
    if (options.useTuningCache()) {
      cache.store(key, facts, t.evaluationsPerSample()).ifPresent(notes::add);
    }
    return new TunedCount(t.evaluationsPerSample(), "tuned");
  }

  private Result minimum(Benchmark<?> b, SampleSource tuningSource, SampleSource source, WarmupFacts warmup,
      boolean isolated, List<String> notes) {
    TunedCount tuned = evaluationsPerSample(b, tuningSource, warmup, notes);
    int n = tuned.evaluationsPerSample();
    long deadline = System.nanoTime() + options.budget().toNanos();
    MinimumSampler.Outcome o = MinimumSampler.run(source, n, options.minSamples(), options.maxSamples(),
        () -> System.nanoTime() - deadline >= 0);
    double[] perEval = o.samples().nanosPerEvaluation();
    Optional<ConfidenceInterval> ci = perEval.length >= 2
        ? Optional.of(tInterval(perEval, Defaults.CONFIDENCE,
            "t interval of the mean per-evaluation time over samples of equal size"))
        : Optional.empty();
    return result(b, warmup, n, tuned.source(), o.samples(), ci, o.stopReason().name(), false, isolated, notes);
  }

  private Result weightedMean(Benchmark<?> b, SampleSource source, WarmupFacts warmup, boolean isolated,
      List<String> notes) {
    double budgetNanos = options.budget().toNanos();
    double perEval = warmup.lastNanosPerEvaluation();
    if (Double.isFinite(perEval) && perEval * Defaults.MIN_EVALUATIONS_IN_BUDGET > budgetNanos) {
      SingleEvaluations.Outcome o = SingleEvaluations.run(source, Defaults.CONFIDENCE, options.geometric().epsilon(),
          options.minSamples(), options.maxSamples(), budgetNanos);
      Optional<ConfidenceInterval> ci = Double.isNaN(o.lowNanos()) ? Optional.empty()
          : Optional.of(new ConfidenceInterval(o.lowNanos(), o.highNanos(), o.confidence(),
              "t interval of the mean of single evaluations"));
      notes.add("long work: fewer than " + Defaults.MIN_EVALUATIONS_IN_BUDGET
          + " evaluations fit the budget, so single evaluations were repeated to a 95% interval");
      return result(b, warmup, 1, "none", o.samples(), ci, o.stopReason().name(), true, isolated, notes);
    }
    // The options' sample bounds hold for every estimator: at least minSamples, at most maxSamples.
    GeometricOptions g = options.geometric();
    int maxSamples = Math.min(g.maxSamples(), options.maxSamples());
    int minSamples = Math.min(maxSamples, Math.max(g.minSamples(), options.minSamples()));
    GeometricLoop.Outcome o = GeometricLoop.run(source, g.withSamples(minSamples, maxSamples));
    int[] evals = o.samples().evaluations();
    return result(b, warmup, evals[evals.length - 1], "none", o.samples(), Optional.empty(),
        o.stopReason().name(), false, isolated, notes);
  }

  private Result result(Benchmark<?> b, WarmupFacts warmup, int n, String tuningSource, Samples samples,
      Optional<ConfidenceInterval> ci, String stop, boolean single, boolean isolated, List<String> notes) {
    double[] perEval = samples.nanosPerEvaluation();
    Estimates e = new Estimates(Descriptive.min(perEval), Descriptive.median(perEval), Descriptive.mean(perEval),
        samples.weightedMeanNanos());
    return new Result(b.name(), b.mode(), options.estimator(), options, facts, warmup, n, tuningSource,
        samples.evaluations(), samples.elapsedNanos(), e, ci, stop, single, Blackhole.kind(), isolated, notes,
        threadPlacement, counters == null ? List.of() : counters.deltas());
  }

  private String cacheKey(Benchmark<?> b) {
    String shape = b.body() instanceof BenchmarkBody.Looped l ? l.kind().name() : "SELF_TIMED";
    return b.name() + "|" + shape + "|" + options.oracle() + "|" + clock.name() + "|"
        + System.getProperty("java.vm.version");
  }

  static ConfidenceInterval tInterval(double[] x, double confidence, String method) {
    Interval i = MeanInterval.t(x, confidence);
    return new ConfidenceInterval(i.low(), i.high(), confidence, method);
  }
}
