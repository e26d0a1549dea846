package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.measure.LogisticOracle;
import io.github.nanometer.measure.TableOracle;
import io.github.nanometer.measure.TuningCache;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link BenchmarkRun} on virtual time: the clock reads a counter the body increments, so a sample
 * of n evaluations lasts exactly {@code ticksPerEvaluation * n} ticks, and every decision (tuning,
 * path, stop rule) is deterministic. The run's wall clock (warm-up limit, budget, deadline) is the
 * same virtual time, so a budget ends a run after exactly the virtual work that fills it, however
 * fast the machine. Optionally every other sample gets an extra delay, so nothing converges.
 */
class BenchmarkRunTest {

  @TempDir
  Path cacheDir;

  /** Virtual time: ticks = evaluations run so far * ticksPerEvaluation (+ a delay on odd samples). */
  static final class VirtualClock implements Clock {
    long evaluations;
    long reads;
    final long ticksPerEvaluation;
    final double nanosPerTick;
    final long oddSampleDelayTicks;
    long delayTicks;

    VirtualClock(long ticksPerEvaluation, double nanosPerTick, long oddSampleDelayTicks) {
      this.ticksPerEvaluation = ticksPerEvaluation;
      this.nanosPerTick = nanosPerTick;
      this.oddSampleDelayTicks = oddSampleDelayTicks;
    }

    @Override
    public String name() {
      return "virtual";
    }

    @Override
    public long readTicks() {
      // Loops read twice per sample: reads 2k (start) and 2k + 1 (end) belong to sample k.
      long r = reads++;
      if (r % 2 == 1 && (r / 2) % 2 == 1) {
        delayTicks += oddSampleDelayTicks;
      }
      return evaluations * ticksPerEvaluation + delayTicks;
    }

    /** The run's wall clock: the virtual time so far, in nanoseconds (read without counting as a loop read). */
    long wallNanos() {
      return Math.round((evaluations * ticksPerEvaluation + delayTicks) * nanosPerTick);
    }

    @Override
    public double nanosPerTick() {
      return nanosPerTick;
    }

    Benchmark<Void> benchmark(String name) {
      return Benchmark.of(name, () -> ++evaluations);
    }
  }

  /** One run as one process would do it: its own cache instance, written when the process ends. */
  private Result run(VirtualClock clock, ClockSummary facts, Options o, String name) {
    TuningCache cache = TuningCache.at(cacheDir);
    Result r = new BenchmarkRun(o, clock, facts, cache, () -> -1, "not pinned: test", Optional.empty(),
        Optional.empty(), clock::wallNanos, ScriptedCounters::none).measure(clock.benchmark(name));
    cache.flush();
    return r;
  }

  /**
   * The budget of these runs, in virtual time: long enough that the sample limits end them (the
   * virtual work behind it takes milliseconds of real time).
   */
  private static final Duration BUDGET = Duration.ofSeconds(10);

  private static Options.Builder options() {
    return Options.builder().seed(3).budget(BUDGET).maxWarmup(Duration.ofSeconds(1));
  }

  @Test
  void aMeasuredResultCarriesItsBodyFingerprintAndThisHostsFacts() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Benchmark<Void> b = clock.benchmark("fingerprinted");
    Result r = new BenchmarkRun(options().maxSamples(5).build(), clock, facts, TuningCache.at(cacheDir), () -> -1,
        "not pinned: test", Optional.empty(), Optional.empty(), clock::wallNanos, ScriptedCounters::none).measure(b);
    Object function = ((io.github.nanometer.BenchmarkBody.Looped) b.body()).function();
    assertEquals(BodyFingerprint.hex(function), r.bodyFingerprint());
    assertTrue(r.bodyFingerprint().orElseThrow().matches("[0-9a-f]{16}"), r.bodyFingerprint().toString());
    io.github.nanometer.os.HostHardware host = io.github.nanometer.os.HostHardware.real();
    assertEquals(host.cpuModel(), r.environment().cpuModel());
    assertEquals(host.memoryBytes(), r.environment().memoryBytes());
    assertEquals(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments(),
        r.environment().jvmArguments());
    assertEquals(System.getProperty("java.vm.vendor"), r.environment().jvmVendor());
  }

  @Test
  void minimumTunesOnExactTimesThenUsesTheCache() {
    // 10 ticks of 1000 ns: 10 us per evaluation; tau_prec 1 us, tau_acc 3 ms, j = 3000.
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Options o = options().maxSamples(50).maxWarmup(Duration.ofSeconds(5)).build();
    Result r = run(clock, facts, o, "exact");
    // T_i / i = 10 us exactly, so the oracle is asked at t = 10000 ns.
    assertEquals(TuningSource.TUNED, r.tuningSource());
    // The oracle's count, lengthened so that 50 samples could fill the budget (up to the clock's
    // maximum evaluations per sample): the sample limit never ends a run early.
    int oracle = LogisticOracle.INSTANCE.evaluationsPerSample(10_000, 1000, 3e6, 3000);
    int n = SampleLength.withinSampleLimit(oracle, 10_000, BUDGET.toNanos(), 50, facts.maxEvaluationsPerSample());
    assertTrue(n > oracle, n + " vs " + oracle);
    assertEquals(n, r.evaluationsPerSample());
    assertEquals(50, r.sampleCount());
    assertEquals(StopReason.MAX_SAMPLES, r.stopReason());
    assertEquals(new Estimates(10_000, 10_000, 10_000, 10_000), r.estimates());
    assertEquals(10_000, r.estimateNanos(), 0);
    // Every sample reads exactly 10 us: the interval is widened by one tick over n, never zero width.
    assertEquals(10_000 - 1000.0 / n, r.interval().orElseThrow().low(), 1e-9);
    assertEquals(10_000 + 1000.0 / n, r.interval().orElseThrow().high(), 1e-9);
    // Warm-up: rounds of 1..64 evaluations are short of 1 ms, from 128 on they are full; with a
    // stable estimate and no JIT timing it stops once the tier-4 threshold's 5000 evaluations have run:
    // 127 in the 7 short rounds, then 39 full rounds of 128: round 46.
    assertTrue(r.warmup().settled(), r.warmup().reason());
    assertEquals(46, r.warmup().rounds());
    assertEquals(Optional.empty(), r.warmup().compilation());
    Result again = run(clock, facts, o, "exact");
    assertEquals(TuningSource.CACHE, again.tuningSource());
    assertEquals(r.evaluationsPerSample(), again.evaluationsPerSample());
    // The table oracle is a different entry, tuned on its own.
    Result table = run(clock, facts, o.toBuilder().oracle("table").build(), "exact");
    assertEquals(TuningSource.TUNED, table.tuningSource());
    assertEquals(SampleLength.withinSampleLimit(TableOracle.INSTANCE.evaluationsPerSample(10_000, 1000, 3e6, 3000),
        10_000, BUDGET.toNanos(), 50, facts.maxEvaluationsPerSample()), table.evaluationsPerSample());
  }

  @Test
  void workFarAboveAccuracySkipsTheTrials() {
    // 10 ticks of 1000 ns per evaluation: 10 us, more than 10 x tau_acc (100 ns).
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1, 100, 1, 1);
    Result r = run(clock, facts, options().maxSamples(20).build(), "long");
    assertEquals(TuningSource.WARMUP, r.tuningSource());
    // The warm-up's count (1), lengthened so that 20 samples could fill the budget.
    assertEquals(SampleLength.withinSampleLimit(1, 10_000, BUDGET.toNanos(), 20, facts.maxEvaluationsPerSample()),
        r.evaluationsPerSample());
    assertEquals(10_000, r.estimateNanos(), 0);
  }

  @Test
  void weightedMeanMeasuresHalfTheBudgetBeforeThePrecisionRule() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Options o = options().estimator(Estimator.WEIGHTED_MEAN).budget(Duration.ofSeconds(1)).build();
    // Constant cost agrees at once, but the precision rule may stop only after 0.5 s of measured time.
    Result r = run(clock, facts, o, "wm");
    assertEquals(StopReason.PRECISION, r.stopReason());
    assertTrue(sum(r.elapsedNanos()) >= 0.5e9, "measured " + sum(r.elapsedNanos()) + " ns");
    // The first sample lasts tau_acc (3 ms) at the warm-up's 10 us per evaluation, not 1 evaluation.
    assertEquals(300, r.evaluations()[0]);
    assertEquals(10_000, r.estimateNanos(), 0);
    assertEquals(10_000, r.interval().orElseThrow().low(), 1e-6);
  }

  @Test
  void medianAndMinimumSummariseTheSameSamples() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Options o = options().maxSamples(40).useTuningCache(false).build();
    Result median = run(clock, facts, o, "same");
    Result minimum = run(clock, facts, o.toBuilder().estimator(Estimator.MINIMUM).build(), "same");
    assertEquals(Estimator.MEDIAN, median.estimator());
    assertEquals(median.evaluationsPerSample(), minimum.evaluationsPerSample());
    assertArrayEquals(median.evaluations(), minimum.evaluations());
    assertEquals(10_000, median.estimateNanos(), 0);
    assertTrue(median.interval().orElseThrow().contains(10_000));
    assertTrue(minimum.interval().isEmpty());
    // The real GC beans run beside the virtual clock: a collection of the test JVM's own garbage while
    // sampling may add a GC note (CI saw one on Temurin 25), which is about the host, not the estimator.
    // This test's JVM has measured other benchmarks first (SHARED_JVM). The scripted run reads no perf
    // counter (NO_COUNTERS, on every host); every result measured here says it is one JVM's.
    Set<NoteKind> hostNotes = EnumSet.of(NoteKind.GC, NoteKind.SHARED_JVM);
    assertEquals(List.of(NoteKind.NO_COUNTERS, NoteKind.NO_INTERVAL, NoteKind.ONE_JVM), minimum.remarks().stream()
        .map(Note::kind)
        .filter(k -> !hostNotes.contains(k)).toList());
  }

  @Test
  void everyResultSaysOnceThatItsIntervalIsOneJvms() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    for (Estimator e : Estimator.values()) {
      Result r = run(clock, facts, options().estimator(e).maxSamples(20).useTuningCache(false).build(), "one " + e);
      assertEquals(List.of(OneJvm.note("one " + e)),
          r.remarks().stream().filter(n -> n.kind() == NoteKind.ONE_JVM).toList(), e.cliName());
      assertTrue(r.oneJvm(), e.cliName());
      assertTrue(r.notes().contains(Note.ONE_JVM_SPREAD + "; a forked run measures it (Nanometer.forked, "
          + "nanometer jmh, or --forks N)"), r.notes().toString());
    }
  }

  @Test
  void theClockChoiceBecomesANoteOfEveryResult() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Result r = new BenchmarkRun(options().maxSamples(10).build(), clock, facts, TuningCache.at(cacheDir), () -> -1,
        "not pinned: test", Optional.of("clock auto: virtual"), Optional.empty(), clock::wallNanos, ScriptedCounters::none)
        .measure(clock.benchmark("clocked"));
    assertEquals(new Note(NoteKind.CLOCK_CHOICE, "clock auto: virtual", "clocked"), r.remarks().get(0));
  }

  /**
   * An unsettled warm-up's note is written after the measurement (its reason is rendered then) but
   * keeps its place: after the clock's note, before anything the trial adds.
   */
  @Test
  void anUnsettledWarmupsNoteKeepsItsPlaceBeforeTheTrialsNotes() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    long[] compileReads = {0};
    Result r = new BenchmarkRun(options().maxSamples(10).useTuningCache(false).build(), clock, facts,
        TuningCache.at(cacheDir), () -> 10 * compileReads[0]++, "not pinned: test", Optional.of("clock auto: virtual"),
        Optional.empty(), clock::wallNanos, ScriptedCounters::none).measure(clock.benchmark("restless"));
    // SHARED_JVM comes with the plan (other tests measured in this JVM first), before warm-up too.
    List<Note> notes = r.remarks().stream().filter(n -> n.kind() != NoteKind.SHARED_JVM).toList();
    List<NoteKind> kinds = notes.stream().map(Note::kind).toList();
    assertEquals(NoteKind.CLOCK_CHOICE, kinds.get(0));
    assertEquals(NoteKind.WARMUP_UNSETTLED, kinds.get(1),
        "right after the notes made before warm-up, before the counters' and the trial's: " + kinds);
    assertTrue(notes.get(1).message().startsWith("warm-up not settled after "), notes.get(1).message());
    assertTrue(notes.get(1).message().contains("JIT still compiling"), notes.get(1).message());

    // A trial that adds a note of its own (long work: single evaluations repeated): that note follows.
    VirtualClock slow = new VirtualClock(10, 10_000, 0);
    ClockSummary slowFacts = new ClockSummary("virtual", 1, 1, 3000, 1, 30);
    long[] reads = {0};
    Result single = new BenchmarkRun(options().estimator(Estimator.WEIGHTED_MEAN).budget(Duration.ofMillis(1))
        .minSamples(6).build(), slow, slowFacts, TuningCache.at(cacheDir), () -> 10 * reads[0]++, "not pinned: test",
        Optional.empty(), Optional.empty(), slow::wallNanos, ScriptedCounters::none)
        .measure(slow.benchmark("restless and long"));
    List<NoteKind> singleKinds = single.remarks().stream().map(Note::kind).filter(k -> k != NoteKind.SHARED_JVM)
        .toList();
    int unsettled = singleKinds.indexOf(NoteKind.WARMUP_UNSETTLED);
    int longWork = singleKinds.indexOf(NoteKind.LONG_WORK);
    assertTrue(unsettled >= 0 && longWork > unsettled, "the warm-up's note before the trial's: " + singleKinds);
  }

  @Test
  void theBudgetEndsATunedTrialAtTheWallClocksDeadline() {
    // Samples of 100 evaluations at 10 us: 1 ms of (virtual) wall time each, so a 1 s budget is
    // spent after exactly 1000 samples, far below the sample limit.
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Options o = options().budget(Duration.ofSeconds(1)).evaluationsPerSample(100).maxSamples(100_000)
        .useTuningCache(false).build();
    Result r = run(clock, facts, o, "budgeted");
    assertEquals(StopReason.MAX_DURATION, r.stopReason());
    assertEquals(1000, r.sampleCount());
    assertEquals(TuningSource.FORCED, r.tuningSource());
    // Half the budget: half the samples.
    Result half = run(clock, facts, o.toBuilder().budget(Duration.ofMillis(500)).build(), "budgeted");
    assertEquals(500, half.sampleCount());
  }

  @Test
  void aWallClockThatNeverMovesLeavesTheStopToTheSampleLimit() {
    VirtualClock clock = new VirtualClock(10, 1000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Options o = options().budget(Duration.ofSeconds(1)).evaluationsPerSample(100).maxSamples(3000)
        .useTuningCache(false).build();
    Result r = new BenchmarkRun(o, clock, facts, TuningCache.at(cacheDir), () -> -1, "not pinned: test",
        Optional.empty(), Optional.empty(), () -> 0L, ScriptedCounters::none).measure(clock.benchmark("frozen"));
    assertEquals(StopReason.MAX_SAMPLES, r.stopReason());
    assertEquals(3000, r.sampleCount(), "3 s of virtual work, past the 1 s budget, on a wall clock that stood still");
  }

  private static double sum(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s;
  }

  @Test
  void weightedMeanTakesAtMostMaxSamples() {
    // Every other sample is delayed by 1 s of virtual time: the weighted mean never settles.
    VirtualClock clock = new VirtualClock(10, 1000, 1_000_000);
    ClockSummary facts = new ClockSummary("virtual", 1, 1000, 3e6, 1, 30);
    Options o = options().estimator(Estimator.WEIGHTED_MEAN).minSamples(2).maxSamples(7).build();
    Result r = run(clock, facts, o, "wm max");
    assertEquals(StopReason.MAX_SAMPLES, r.stopReason());
    assertEquals(7, r.sampleCount());
  }

  @Test
  void longWorkRepeatsSingleEvaluationsToMinSamples() {
    // 100 us per evaluation and a 1 ms budget: fewer than 50 evaluations fit.
    VirtualClock clock = new VirtualClock(10, 10_000, 0);
    ClockSummary facts = new ClockSummary("virtual", 1, 1, 3000, 1, 30);
    Options o = options().estimator(Estimator.WEIGHTED_MEAN).budget(Duration.ofMillis(1)).minSamples(6).build();
    Result r = run(clock, facts, o, "single");
    assertTrue(r.singleEvaluations());
    assertEquals(StopReason.PRECISION, r.stopReason());
    assertEquals(6, r.sampleCount());
    assertEquals(100_000, r.interval().orElseThrow().low(), 0);
  }

  @Test
  void longNoisyWorkTakesMinSamplesEvenPastTheBudget() {
    // As above, with 10 ms extra on every other sample: the budget is spent after 2 samples, but
    // the options promise at least minSamples.
    VirtualClock clock = new VirtualClock(10, 10_000, 1_000);
    ClockSummary facts = new ClockSummary("virtual", 1, 1, 3000, 1, 30);
    Options o = options().estimator(Estimator.WEIGHTED_MEAN).budget(Duration.ofMillis(1)).minSamples(6).build();
    Result r = run(clock, facts, o, "single noisy");
    assertTrue(r.singleEvaluations());
    assertEquals(StopReason.MAX_DURATION, r.stopReason());
    assertEquals(6, r.sampleCount());
  }

  @Test
  void tIntervalMatchesTestVectorSection6() {
    // testvectors.md section 6: the paired differences' 95% t interval (7 df), 1e-9 relative.
    double[] d = {1, 2, 1, 2, 1, 1, 2, 1};
    Interval c = BenchmarkRun.tInterval(d, 0.95, "t");
    assertEquals(0.9423180663202622, c.low(), 1e-9);
    assertEquals(1.8076819336797378, c.high(), 1e-9);
  }
}
