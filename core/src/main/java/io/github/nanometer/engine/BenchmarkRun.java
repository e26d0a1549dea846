package io.github.nanometer.engine;

import io.github.nanometer.Allocation;
import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.Blackhole;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Defaults;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.TuningSource;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.counters.DisturbedSamples;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.measure.CompileQueueDrain.FirstCalls;
import io.github.nanometer.measure.CompileQueueDrain;
import io.github.nanometer.measure.EvaluationsOracle;
import io.github.nanometer.measure.GeometricLoop;
import io.github.nanometer.measure.GeometricSchedule;
import io.github.nanometer.measure.HeapConditioner;
import io.github.nanometer.measure.HeapWatch;
import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.JitActivity;
import io.github.nanometer.measure.MinimumSampler;
import io.github.nanometer.measure.SampleSource;
import io.github.nanometer.measure.Samples;
import io.github.nanometer.measure.SamplingOutcome;
import io.github.nanometer.measure.SingleEvaluations;
import io.github.nanometer.measure.ThreadAllocation;
import io.github.nanometer.measure.Tuner;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.measure.Warmup;
import io.github.nanometer.measure.WarmupFacts;
import io.github.nanometer.measure.WarmupRehearsal;
import io.github.nanometer.measure.WarmupSettings;
import io.github.nanometer.measure.YoungGeneration;
import io.github.nanometer.os.PhaseLog;
import io.github.nanometer.os.ThreadPageFaults;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.text.DecimalText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Measures one benchmark: inputs, loop, warm-up, then the chosen estimator, and assembles the
 * {@link Result}. {@code io.github.nanometer.Nanometer} is the public entry; this class is public
 * only so that the public API can delegate to it.
 */
public final class BenchmarkRun {

  /** Work whose warm-up estimate exceeds this multiple of tau_acc skips Algorithm 1's trials. */
  static final double LONG_WORK_ACCURACY_MULTIPLE = 10;

  /** GC taking this share of sampling (1%) earns a note with the GC-inclusive weighted mean. */
  static final double GC_NOTE_SHARE = 0.01;

  private final Options options;
  private final Clock clock;
  private final ClockSummary facts;
  private final TuningCache cache;
  private final JitActivity jit;
  private final String threadPlacement;
  private final Optional<String> clockReason;
  private final Optional<DoctorReport> doctor;
  /** Wall-clock time for the warm-up's limit, the budget's deadline and the GC share; never the timed loops'. */
  private final WallClock wall;
  /** Opens the perf counters on the measuring thread, once per benchmark. */
  private final Supplier<CounterGroup> counterGroups;
  /** The running benchmark's compiled copies (set by {@link #measure} for its duration). */
  private CompiledReplicas replicas;
  /** The running benchmark's plan (set by {@link #measure} for its duration). */
  private RunPlan plan;
  /** Garbage collection during the running benchmark's sampling. */
  private GcActivity gc = GcActivity.UNKNOWN;

  /** A run on the calling thread, unpinned. */
  public BenchmarkRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit) {
    this(options, clock, facts, cache, jit, "not pinned: measured on the calling thread");
  }

  /**
   * A run with the given options, calibrated clock, tuning cache and JIT monitor; {@code
   * threadPlacement} says where the measuring thread runs, for the result.
   */
  public BenchmarkRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit,
      String threadPlacement) {
    this(options, clock, facts, cache, jit, threadPlacement, Optional.empty(), Optional.empty());
  }

  /**
   * As above; {@code clockReason}, when present, says which clock was chosen and why, and becomes
   * a {@link NoteKind#CLOCK_CHOICE} note of every result; {@code doctor}, when present, is the
   * doctor's report of this JVM, kept in every result's environment.
   */
  public BenchmarkRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit,
      String threadPlacement, Optional<String> clockReason, Optional<DoctorReport> doctor) {
    this(options, clock, facts, cache, jit, threadPlacement, clockReason, doctor, WallClock.SYSTEM,
        CounterGroup::openAll);
  }

  /**
   * As above, with the wall clock of budget and deadline decisions and the perf counters read
   * around every sample given: tests script both, since a scripted clock's samples must not be
   * marked disturbed by the host's real context switches.
   */
  BenchmarkRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit,
      String threadPlacement, Optional<String> clockReason, Optional<DoctorReport> doctor, WallClock wall,
      Supplier<CounterGroup> counterGroups) {
    if (wall == null || counterGroups == null) {
      throw new IllegalArgumentException("wall and counterGroups must not be null");
    }
    this.wall = wall;
    this.counterGroups = counterGroups;
    this.clockReason = clockReason;
    this.doctor = doctor;
    this.threadPlacement = threadPlacement;
    // Resolved once: the result's options say how many copies this run measured.
    this.options = options.withCompilations(options.compilationsOfRun());
    this.clock = clock;
    this.facts = facts;
    this.cache = cache;
    this.jit = jit;
  }

  /** Measures one benchmark: warm-up, then the options' estimator; never null. */
  public Result measure(Benchmark<?> benchmark) {
    PhaseLog.mark("run-start");
    RunEvents.Span jfrSpan = RunEvents.current().benchmark(benchmark.name());
    List<Note> notes = new ArrayList<>();
    clockReason.ifPresent(r -> notes.add(new Note(NoteKind.CLOCK_CHOICE, r, benchmark.name())));
    this.plan = RunPlan.resolve(benchmark, options, facts.name(), JvmHistory.startBenchmark());
    this.gc = GcActivity.UNKNOWN;
    JvmHistory.sharedJvmNote(plan.benchmarksBefore(), benchmark.name()).ifPresent(notes::add);
    CompiledReplicas copies = CompiledReplicas.of(benchmark, options, clock, options.compilations());
    copies.isolationProblem().ifPresent(p -> notes.add(new Note(NoteKind.LOOP_NOT_ISOLATED, p, benchmark.name())));
    this.replicas = copies;
    try {
      return measureWith(benchmark, copies, notes);
    } finally {
      this.replicas = null;
      this.plan = null;
      jfrSpan.close();
    }
  }

  private Result measureWith(Benchmark<?> benchmark, CompiledReplicas copies, List<Note> notes) {
    if (plan == null) {
      plan = RunPlan.resolve(benchmark, options, facts.name(), JvmHistory.startBenchmark());
    }
    SampleSource tuningSource = copies.tuning();
    SampleSource source = RunEvents.current().around(copies.sampling(CompiledReplicas.blockSamples(options.estimator())),
        benchmark.name(), "measurement");
    boolean isolated = copies.isolated();
    Trial trial;
    // Everything this run needs besides the body is made ready before warm-up: between the end of
    // warm-up and the end of measurement nanometer must not run JDK code a body may share for the
    // first time (class loading, formatting, streams), which deoptimizes the body's compiled callees
    // (see WarmupFacts). The perf counters (JNA, streams) open here, the tuning cache is read here
    // (a digest of the body's bytecode, file I/O), and the warm-up's own note is written afterwards.
    try (SampleCounters counters = SampleCounters.of(counterGroups.get())) {
      int warmupNoteAt = notes.size();
      if (!counters.anyAvailable()) {
        notes.add(new Note(NoteKind.NO_COUNTERS, "no perf counters: " + String.join("; ",
            counters.unavailableReasons()), benchmark.name()));
      }
      CachedCount cached = options.estimator() == Estimator.WEIGHTED_MEAN || options.evaluationsPerSample() > 0
          ? CachedCount.NONE : cachedCount(benchmark);
      GcMeter meter = gcMeter(); // the collector beans are looked up with streams: not after warm-up
      PhaseLog.mark("run-prepared");
      WarmedUp warmedUp = warmUp(benchmark.name(), copies.warmup());
      WarmupFacts warmup = warmedUp.facts();
      trial = options.estimator() == Estimator.WEIGHTED_MEAN
          ? weightedMeanTrial(counters.around(source), copies.batch(), warmup, isolated, counters, meter,
              benchmark.name(), notes)
          : tunedTrial(benchmark, cached, tuningSource, counters.around(source), warmup, isolated, counters, meter,
              notes);
      notes.addAll(warmupNoteAt, warmupNotes(warmedUp, benchmark.name()));
    }
    PhaseLog.mark("trial-done");
    Result result = summarise(benchmark, trial, notes);
    PhaseLog.mark("summarised");
    Result probed = regimeProbe(benchmark, copies, trial, result);
    PhaseLog.mark("regime-probed");
    return probed;
  }

  /**
   * In the fresh regime, whether the body's time depends on input history: {@link
   * RegimeProbe#SAMPLES} more samples of the same length replay one batch (the replayed regime, as a
   * JMH benchmark cycling an index does); when their median's interval and the fresh median's do not
   * overlap, the result gains a note saying by how much. The probe's samples are not part of the
   * estimate.
   */
  private Result regimeProbe(Benchmark<?> b, CompiledReplicas copies, Trial trial, Result result) {
    if (plan == null || !plan.samplesBoundedByBatch(b) || !copies.batch().randomized() || trial.singleEvaluations()
        || result.estimator() != Estimator.MEDIAN || result.interval().isEmpty()) {
      return result;
    }
    SampleSource replay = copies.replaying(CompiledReplicas.blockSamples(options.estimator()));
    int n = trial.evaluationsPerSample();
    double[] replayed = new double[RegimeProbe.SAMPLES];
    for (int i = 0; i < replayed.length; i++) {
      replayed[i] = replay.sampleNanos(n) / n;
    }
    return RegimeProbe.note(replayed, result.interval().get(), result.estimateNanos(),
        b.name())
        .map(note -> result.withNote(note)).orElse(result);
  }

  /** Tuned evaluations per sample and where the count came from. */
  record TunedCount(int evaluationsPerSample, TuningSource source) {}

  /** This run's wall clock, for the budget decisions of drivers built on it ({@link PairedRun}). */
  /**
   * The meter of the trial's collections and page faults: on a scripted wall clock (tests) without
   * the page-fault count, which belongs to the real thread and real time.
   */
  private GcMeter gcMeter() {
    return wall == WallClock.SYSTEM ? GcMeter.ofThisJvm()
        : new GcMeter(java.lang.management.ManagementFactory.getGarbageCollectorMXBeans());
  }

  WallClock wall() {
    return wall;
  }

  /**
   * Before warm-up, on the real clock only: the body's first calls, made when the JIT's compile
   * queue is nearly empty and nothing else of nanometer's is hot, so that the body's methods are
   * compiled with type profiles ({@link CompileQueueDrain#primeOnQuietQueue}; bounded, wall time,
   * never measured). A JFR phase "compile-queue" spans it.
   */
  private Optional<FirstCalls> firstCallsOnAQuietJit(String name, SampleSource source) {
    if (wall != WallClock.SYSTEM) {
      return Optional.empty();
    }
    try (RunEvents.Span ignored = RunEvents.current().phase(name, "compile-queue")) {
      return Optional.of(CompileQueueDrain.primeOnQuietQueue(source, jit, wall::nanoTime));
    }
  }

  /**
   * A warm-up's facts and what the body's first calls met (empty on a scripted clock, which makes
   * none).
   */
  record WarmedUp(WarmupFacts facts, Optional<FirstCalls> firstCalls) {}

  /**
   * Warms up a sample source with this run's settings, after its first calls on a quiet JIT (single
   * and paired runs alike: each side of a pair gets its own). Its reason is not rendered here: {@link
   * #unsettledNote} does that once the measurement is done.
   */
  WarmedUp warmUp(String name, SampleSource source) {
    WarmupSettings settings = plan != null ? plan.warmup() : WarmupSettings.defaults(options.maxWarmup());
    WarmupFacts warmup;
    Optional<FirstCalls> firstCalls;
    try (ThreadPageFaults faults = ThreadPageFaults.real()) {
      // Faults per wall time only mean something on the real clock: a scripted one (tests) has no
      // relation to the faults this thread really takes, so the condition is off there.
      LongSupplier faultCount = wall == WallClock.SYSTEM ? faults::minorFaults : () -> -1;
      // Eden's size is this JVM's, real whatever the clock; on a scripted one (tests) it is left out
      // with the faults, so a test's warm-up never waits for the real heap.
      boolean real = wall == WallClock.SYSTEM;
      YoungGeneration eden = real ? YoungGeneration.ofThisJvm() : YoungGeneration.unknown();
      // The thread's allocation tells warm-up whether the body cycles the young generation (then the
      // heap is conditioned once per JVM); like eden, it is left out on a scripted clock.
      LongSupplier allocated = real ? ThreadAllocation.ofThisJvm()::currentThreadBytes : () -> -1;
      HeapWatch heap = new HeapWatch(faultCount, eden::committedBytes, allocated,
          real ? HeapConditioner.ofThisJvm(eden) : HeapConditioner.none());
      if (real && JvmState.claimWarmupRehearsal()) {
        // Once per JVM, before the first calls' queue wait: warm-up's own code compiled now, not
        // inside the body's warm-up, where each compilation restarts its JIT-quiet condition.
        WarmupRehearsal.run(jit, heap, wall::nanoTime, settings, WarmupRehearsal.ROUNDS, WarmupRehearsal.MAX_NANOS);
      }
      PhaseLog.mark("rehearsed");
      firstCalls = firstCallsOnAQuietJit(name, source);
      PhaseLog.mark("first-calls-done");
      warmup = Warmup.run(RunEvents.current().around(source, name, "warm-up"), jit, heap, wall::nanoTime, settings);
      PhaseLog.mark("warmup-done");
    }
    return new WarmedUp(warmup, firstCalls);
  }

  /**
   * The note of a warm-up that did not settle, with its reason; empty for a settled one. Call it
   * after measuring: rendering the reason runs formatting code the body may share.
   */
  static Optional<Note> unsettledNote(WarmupFacts warmup, String name) {
    return warmup.settled() ? Optional.empty() : Optional.of(new Note(NoteKind.WARMUP_UNSETTLED,
        "warm-up " + warmup.reason() + "; estimates may include JIT transitions", name));
  }

  /**
   * The warm-up's notes, rendered after measuring (formatting code the body may share): a {@link
   * NoteKind#BUSY_JIT} note when the body's first calls met a compile queue that did not go quiet,
   * then the {@link #unsettledNote}.
   */
  static List<Note> warmupNotes(WarmedUp warmedUp, String name) {
    List<Note> out = new ArrayList<>();
    warmedUp.firstCalls().filter(FirstCalls::onABusyJit).ifPresent(f -> out.add(BusyJit.note(f.mostPendingAtEnd(), "around the body's first calls", name)));
    unsettledNote(warmedUp.facts(), name).ifPresent(out::add);
    return out;
  }

  /**
   * The tuning cache's key for a benchmark and its count there, if any, read before warm-up: the key
   * digests the body's bytecode and the cache may be read from its file.
   *
   * @param key the cache key ({@link #cacheKey})
   * @param count the cached evaluations per sample, when the cache is used and holds one
   */
  record CachedCount(String key, OptionalInt count) {
    /** For a run that does not tune (forced count, weighted mean): no key, no count. */
    static final CachedCount NONE = new CachedCount("", OptionalInt.empty());
  }

  /** The benchmark's {@link CachedCount}; an empty count when the options turn the cache off. */
  CachedCount cachedCount(Benchmark<?> b) {
    String key = cacheKey(b);
    return new CachedCount(key, options.useTuningCache() ? cache.lookup(key, facts) : OptionalInt.empty());
  }

  /**
   * Evaluations per sample for the minimum and median: from the cache ({@code cachedCount}, read
   * before warm-up), the warm-up, or Algorithm 1.
   */
  TunedCount evaluationsPerSample(Benchmark<?> b, CachedCount cachedCount, SampleSource tuningSource,
      WarmupFacts warmup, List<Note> notes) {
    String key = cachedCount.key();
    OptionalInt cached = cachedCount.count();
    double warm = warmup.lastNanosPerEvaluation();
    EvaluationsOracle oracle = EvaluationsOracle.named(options.oracle());
    if (cached.isPresent()) {
      return new TunedCount(cached.getAsInt(), TuningSource.CACHE); // stored already capped
    }
    if (warmup.settled() && Double.isFinite(warm) && warm > LONG_WORK_ACCURACY_MULTIPLE * facts.accuracyNanos()) {
      // Far beyond tau_acc the oracle answers 1 (or close); Algorithm 1's trials would only cost time.
      // Only a settled warm-up is trusted: an unsettled one may still be timing interpreted code.
      return new TunedCount(capped(oracle.evaluationsPerSample(warm, facts.precisionNanos(), facts.accuracyNanos(),
          facts.maxEvaluationsPerSample()), warm), TuningSource.WARMUP);
    }
    Tuner.Tuning t = Tuner.tune(tuningSource, facts.precisionNanos(), facts.accuracyNanos(),
        facts.maxEvaluationsPerSample(), oracle);
    int n = capped(t.evaluationsPerSample(), t.estimatedNanosPerEvaluation());
    if (options.useTuningCache()) {
      cache.store(key, facts, n)
          .ifPresent(m -> notes.add(new Note(NoteKind.TUNING_CACHE, m, b.name())));
    }
    return new TunedCount(n, TuningSource.TUNED);
  }

  /** Evaluations per sample capped to {@link Defaults#MAX_SAMPLE_ACCURACY_MULTIPLE} x tau_acc. */
  private int capped(int evaluationsPerSample, double nanosPerEvaluation) {
    return SampleLength.cap(evaluationsPerSample, nanosPerEvaluation, facts.accuracyNanos(),
        Defaults.MAX_SAMPLE_ACCURACY_MULTIPLE);
  }

  /**
   * The minimum's and the median's trial: samples of a tuned, fixed size until the budget is used;
   * only the summary differs.
   */
  private Trial tunedTrial(Benchmark<?> b, CachedCount cached, SampleSource tuningSource, SampleSource source,
      WarmupFacts warmup, boolean isolated, SampleCounters counters, GcMeter gcMeter, List<Note> notes) {
    TunedCount tuned;
    if (options.evaluationsPerSample() > 0) {
      tuned = new TunedCount(options.evaluationsPerSample(), TuningSource.FORCED);
    } else {
      tuned = evaluationsPerSample(b, cached, tuningSource, warmup, notes);
      cache.takeNotes().ifPresent(m -> notes.add(new Note(NoteKind.TUNING_CACHE, m, b.name())));
      tuned = new TunedCount(SampleLength.withinSampleLimit(tuned.evaluationsPerSample(),
          warmup.lastNanosPerEvaluation(), options.budget().toNanos(), options.maxSamples(),
          facts.maxEvaluationsPerSample()), tuned.source());
    }
    int n = fitToRegime(b, tuned.evaluationsPerSample(), notes);
    recordAllocation();
    long start = wall.nanoTime();
    // the budget's deadline; in a fork child extended (up to maxWarmup) while the series shows no steady state
    SteadyTail end = new SteadyTail(wall::nanoTime, start, options.budget().toNanos(),
        SteadyTail.allowanceNanos(options.maxWarmup().toNanos()), options.estimator());
    GcMeter meter = gcMeter.start();
    SamplingOutcome o;
    try (RunEvents.Span measured = RunEvents.current().phase(b.name(), "measurement")) {
      PhaseLog.mark("sampling-start");
      o = MinimumSampler.run(source, n, options.minSamples(), options.maxSamples(), end);
    }
    PhaseLog.mark("sampling-done");
    gc = meter.stop(wall.nanoTime() - start);
    end.note(b.name()).ifPresent(notes::add);
    return new Trial(warmup, n, tuned.source(), o.samples(), o.stopReason(), false, isolated, counters.deltas());
  }

  /**
   * Evaluations per sample that the plan's regime allows: in the fresh regime a sample never sees
   * an input twice, so the batch grows to the sample (to a power of two, at most {@link
   * RunPlan#maxFreshBatch()}) and a longer sample is cut to the batch, with a note.
   */
  private int fitToRegime(Benchmark<?> b, int n, List<Note> notes) {
    InputBatch batch = replicas == null ? null : replicas.batch();
    if (plan == null || batch == null || !batch.randomized() || !plan.samplesBoundedByBatch(b) || n <= batch.size()) {
      return n;
    }
    int max = plan.maxFreshBatch();
    batch.grow(Math.min(max, Integer.highestOneBit(n - 1) << 1));
    if (n > batch.size()) {
      notes.add(new Note(NoteKind.REGIME_BOUND, "fresh inputs: samples cut from " + n + " to " + batch.size()
          + " evaluations, the largest batch (raise --batch-size, or use --regime replayed)", b.name()));
      return batch.size();
    }
    return n;
  }

  /** The weighted mean's trial: geometric samples, or repeated single evaluations for long work. */
  private Trial weightedMeanTrial(SampleSource source, InputBatch batch, WarmupFacts warmup, boolean isolated,
      SampleCounters counters, GcMeter gcMeter, String name, List<Note> notes) {
    double budgetNanos = options.budget().toNanos();
    double perEval = warmup.lastNanosPerEvaluation();
    recordAllocation();
    if (Double.isFinite(perEval) && perEval * Defaults.MIN_EVALUATIONS_IN_BUDGET > budgetNanos) {
      SingleEvaluations.Outcome o;
      try (RunEvents.Span measured = RunEvents.current().phase(name, "measurement")) {
        o = SingleEvaluations.run(source, options.confidence(), options.geometric().epsilon(), options.minSamples(),
            options.maxSamples(), budgetNanos);
      }
      notes.add(new Note(NoteKind.LONG_WORK, "long work: fewer than " + Defaults.MIN_EVALUATIONS_IN_BUDGET
          + " evaluations fit the budget, so single evaluations were repeated to a 95% interval", name));
      return new Trial(warmup, 1, TuningSource.NONE, o.samples(), o.stopReason(), true, isolated, counters.deltas());
    }
    WeightedMeanPlan.Loop loop = WeightedMeanPlan.loop(options, facts, perEval, batch);
    long start = wall.nanoTime();
    GcMeter meter = gcMeter.start();
    SamplingOutcome o;
    try (RunEvents.Span measured = RunEvents.current().phase(name, "measurement")) {
      o = GeometricLoop.run(source, GeometricSchedule.of(loop.geometric()), perEval,
          loop.maxEvaluationsPerSample());
    }
    gc = meter.stop(wall.nanoTime() - start);
    int[] evals = o.samples().evaluations();
    return new Trial(warmup, evals[evals.length - 1], TuningSource.NONE, o.samples(), o.stopReason(), false, isolated,
        counters.deltas());
  }

  /** The options' estimator's summary of a trial: estimates, the primary interval, the mean's interval. */
  private Result summarise(Benchmark<?> b, Trial trial, List<Note> notes) {
    Samples all = trial.samples();
    if (b.body() instanceof BenchmarkBody.SelfTimed) {
      zeroTimeNote(all.elapsedNanos()).ifPresent(m -> notes.add(new Note(NoteKind.ZERO_TIME, m, b.name())));
    }
    // Disturbed samples stay in the raw data (with their marks); the estimates and intervals use the others.
    int[] kept = DisturbedSamples.keptIndices(trial.counterDeltas(), all.size());
    Samples samples = keptSamples(all, kept);
    String disturbed = DisturbedSamples.note(trial.counterDeltas(), all.size());
    if (!disturbed.isEmpty()) {
      notes.add(new Note(NoteKind.DISTURBED_SAMPLES, disturbed, b.name()));
    }
    if (replicas != null && replicas.count() > 1) {
      double[] copyMedians = CompilationSpread.medians(all.nanosPerEvaluation(),
          kept, replicas.count(), CompiledReplicas.blockSamples(options.estimator()));
      CompilationSpread.note(copyMedians).ifPresent(m -> notes.add(new Note(NoteKind.COMPILATION_SPREAD, m, b.name())));
    }
    double[] perEval = samples.nanosPerEvaluation();
    Optional<Interval> primary;
    Optional<Interval> mean = Intervals.mean(samples, options.confidence());
    if (trial.singleEvaluations()) {
      primary = mean.map(m -> m.described(Intervals.SINGLE_EVALUATIONS_COVERS,
          "t interval of the mean of single evaluations"));
      if (primary.isEmpty()) {
        notes.add(new Note(NoteKind.NO_INTERVAL, "no interval of the mean: fewer than 2 single evaluations",
            b.name()));
      }
    } else if (options.estimator() == Estimator.MEDIAN) {
      primary = Intervals.median(perEval, clock.nanosPerTick() / trial.evaluationsPerSample(),
          trial.evaluationsPerSample(), options.confidence(), b.name(), notes);
    } else if (options.estimator() == Estimator.MINIMUM) {
      Intervals.minimum(perEval, facts.precisionNanos() / trial.evaluationsPerSample(), b.name(), notes);
      primary = Optional.empty();
    } else {
      primary = Intervals.weightedMean(samples, options.confidence(), b.name(), notes);
    }
    Estimates e = new Estimates(Descriptive.min(perEval), Descriptive.median(perEval), Descriptive.mean(perEval),
        samples.weightedMeanNanos());
    gcNote(all, b.name()).ifPresent(notes::add);
    PageFaultNote.ofThisJvm(gc, all.size(), b.name()).ifPresent(notes::add);
    notes.add(OneJvm.note(b.name()));
    Environment environment = HostEnvironment.capture(threadPlacement, facts, clock.nanosPerTick(),
        doctor.map(DoctorReport::diagnosis));
    return new Result(b.name(), b.mode(), options.estimator(), options, environment,
        trial.warmup().summary(), trial.evaluationsPerSample(), trial.tuningSource(), all.evaluations(),
        all.elapsedNanos(), e, primary, mean,
        trial.stopReason(), trial.singleEvaluations(),
        trial.loopIsolated(), notes, trial.counterDeltas(), allocation(), Map.of(), plan.view(), gc,
        BodyFingerprint.hex(bodyCode(b)));
  }

  /** GC's share of sampling, when it reached {@link #GC_NOTE_SHARE}: the GC-inclusive weighted mean beside the estimate. */
  private Optional<Note> gcNote(Samples all, String name) {
    if (!gc.known() || gc.shareOfSampledTime() < GC_NOTE_SHARE) {
      return Optional.empty();
    }
    return Optional.of(new Note(NoteKind.GC, DecimalText.format(
        "GC: %d collections took %.1f ms, %.1f%% of sampling; samples they disturbed are left out of the median "
            + "and minimum, so those exclude GC; the weighted mean over all samples, which includes it, reads %.4g ns",
        gc.collections(), gc.collectionTime().toNanos() / 1e6, 100 * gc.shareOfSampledTime(),
        all.weightedMeanNanos()), name));
  }

  /** From here on, the loop's allocations count (warm-up and tuning are over). */
  private void recordAllocation() {
    if (replicas != null) {
      replicas.recordAllocation();
    }
  }

  /** The measured samples' allocation per evaluation, or why there is none. */
  private Allocation allocation() {
    return replicas == null ? Allocation.unavailable("not measured by this run") : replicas.allocation();
  }

  /** The samples at {@code kept} (the indices {@link DisturbedSamples#keptIndices} keeps): the ones the estimates use. */
  private static Samples keptSamples(Samples all, int[] kept) {
    if (kept.length == all.size()) {
      return all;
    }
    Samples samples = new Samples();
    int[] evaluations = all.evaluations();
    double[] elapsed = all.elapsedNanos();
    for (int i : kept) {
      samples.add(evaluations[i], elapsed[i]);
    }
    return samples;
  }

  /**
   * The tuning-cache key: the benchmark's name and loop shape, a fingerprint of its body's code
   * (so a changed body re-tunes), and everything resolved that changes the tuned count: oracle,
   * batch size, loop isolation, pinning, blackhole, clock and JVM.
   */
  String cacheKey(Benchmark<?> b) {
    String shape = b.body() instanceof BenchmarkBody.Looped l ? l.shape().name() : "SELF_TIMED";
    return b.name() + "|" + shape + "|" + BodyFingerprint.of(bodyCode(b)) + "|" + options.oracle() + "|batch="
        + options.batchSize() + "|isolated=" + options.isolateLoops()
        + "|pin=" + options.pinning() + "|" // Pinning's spelling: cached keys stay valid
        + Blackhole.kind() + "|" + clock.name() + "|" + System.getProperty("java.vm.version");
  }

  /** The object whose code is the benchmark's body: the looped function, or the self-timed body. */
  private static Object bodyCode(Benchmark<?> b) {
    return b.body() instanceof BenchmarkBody.Looped l ? l.function() : ((BenchmarkBody.SelfTimed) b.body()).body();
  }

  /**
   * A note when a self-timed body reported 0 ns for some samples: its own clock is coarser than the
   * work, so the estimate (possibly 0) is a lower bound, not a time.
   */
  static Optional<String> zeroTimeNote(double[] elapsedNanos) {
    int zeros = 0;
    for (double e : elapsedNanos) {
      if (e == 0) {
        zeros++;
      }
    }
    if (zeros == 0) {
      return Optional.empty();
    }
    return Optional.of("self-timed body reported 0 ns in " + zeros + " of " + elapsedNanos.length
        + " samples: its clock is coarser than the work, so the estimate is a lower bound; time more "
        + "evaluations per call or use a finer clock");
  }

  static Interval tInterval(double[] x, double confidence, String method) {
    return Intervals.tInterval(x, confidence, Intervals.MEAN_COVERS, method);
  }
}
