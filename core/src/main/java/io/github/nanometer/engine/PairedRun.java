package io.github.nanometer.engine;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.BenchmarkInputs;
import io.github.nanometer.Blackhole;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Environment;
import io.github.nanometer.LoopShape;
import io.github.nanometer.Note;
import io.github.nanometer.Options;
import io.github.nanometer.PairedEstimand;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.JitActivity;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.measure.WarmupFacts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Paired benchmarking (Bazhenov): baseline and candidate run on the same inputs, pair after pair,
 * in a seeded random order within each pair, with the same evaluations per sample, in one process.
 * The per-pair differences cancel noise common to both (frequency changes, a busy neighbour).
 * {@code io.github.nanometer.Nanometer#compare} is the public entry; this class is public only so
 * that the public API can delegate to it.
 *
 * <p>Implementation notes: the two loops are separate hidden classes over one shared batch, so
 * neither profile sees the other's body, while both see the same inputs; the batch is redrawn once
 * per pair, before both samples.
 */
public final class PairedRun {

  private static final long ORDER_SEED_SALT = 0x5DEECE66DL;

  private final Options options;
  private final Clock clock;
  private final ClockSummary facts;
  private final String threadPlacement;
  private final Optional<DoctorReport> doctor;
  private final BenchmarkRun helper;

  /** A paired run on the calling thread, unpinned, without a doctor report. */
  public PairedRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit) {
    this(options, clock, facts, cache, jit, "not pinned: measured on the calling thread", Optional.empty());
  }

  /**
   * A paired run with the given options, calibrated clock, tuning cache and JIT monitor; {@code
   * threadPlacement} says where the measuring thread runs and {@code doctor}, when present, is the
   * doctor's report of this JVM, both kept in the comparison's environment.
   */
  public PairedRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit,
      String threadPlacement, Optional<DoctorReport> doctor) {
    this(options, clock, facts, cache, jit, threadPlacement, doctor, WallClock.SYSTEM);
  }

  /** As above, with the wall clock of the budget's deadline and the warm-ups given (tests script it). */
  PairedRun(Options options, Clock clock, ClockSummary facts, TuningCache cache, JitActivity jit,
      String threadPlacement, Optional<DoctorReport> doctor, WallClock wall) {
    // Resolved once: the comparison's options say how many copies per side it measured.
    this.options = options.withCompilations(options.compilationsPerSide());
    this.clock = clock;
    this.facts = facts;
    this.threadPlacement = threadPlacement;
    this.doctor = doctor;
    this.helper = new BenchmarkRun(this.options, clock, facts, cache, jit, threadPlacement, Optional.empty(), doctor,
        wall, CounterGroup::openAll);
  }

  /**
   * Measures baseline and candidate pair after pair on the baseline's inputs and analyses the pairs.
   *
   * @throws IllegalArgumentException when the two take different kinds of input or modes
   */
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions co) {
    requireCompatible(baseline, candidate);
    List<String> notes = new ArrayList<>();
    List<PreparedLoop> a;
    List<PreparedLoop> b;
    InputBatch batch;
    if (baseline.body() instanceof BenchmarkBody.SelfTimed) {
      a = List.of(PreparedLoop.of(baseline, options, clock));
      b = List.of(PreparedLoop.of(candidate, options, clock));
      batch = a.get(0).batch;
    } else {
      batch = PreparedLoop.newBatch((BenchmarkBody.Looped) baseline.body(), options.batchSize(), options.seed());
      requireTakesInputOf(candidate, batch);
      a = copies(baseline, batch);
      b = copies(candidate, batch);
      if (a.size() != b.size()) { // one side could not be isolated: one copy each, as before
        a = a.subList(0, 1);
        b = b.subList(0, 1);
      }
    }
    int copies = a.size();
    a.get(0).isolationProblem.ifPresent(p -> notes.add(baseline.name() + ": " + p));
    b.get(0).isolationProblem.ifPresent(p -> notes.add(candidate.name() + ": " + p));

    try (SampleCounters counters = SampleCounters.openForThisThread()) {
      // As in BenchmarkRun: counters and the tuning cache are made ready before warm-up, and the run's
      // notes (the warm-ups' reasons) are rendered after the pairs, where they are inserted.
      BenchmarkRun.CachedCount cachedA = helper.cachedCount(baseline);
      BenchmarkRun.CachedCount cachedB = helper.cachedCount(candidate);
      List<Note> runNotes = new ArrayList<>();
      BenchmarkRun.WarmedUp warmedA = helper.warmUp(baseline.name(), redrawing(batch, a));
      BenchmarkRun.WarmedUp warmedB = helper.warmUp(candidate.name(), redrawing(batch, b));
      WarmupFacts warmA = warmedA.facts();
      WarmupFacts warmB = warmedB.facts();
      int n = Math.max(
          helper.evaluationsPerSample(baseline, cachedA, a.get(0).fixedInputs, warmA, runNotes).evaluationsPerSample(),
          helper.evaluationsPerSample(candidate, cachedB, b.get(0).fixedInputs, warmB, runNotes)
              .evaluationsPerSample());
      int runNotesAt = notes.size();

      SplittableRandom order = new SplittableRandom(options.seed() ^ ORDER_SEED_SALT);
      int max = options.maxSamples();
      double[] base = new double[Math.min(max, 1024)];
      double[] cand = new double[base.length];
      boolean[] candFirst = new boolean[base.length];
      int pairs = 0;
      PairDisturbance disturbance = new PairDisturbance(n, Math.min(warmA.lastNanosPerEvaluation(),
          warmB.lastNanosPerEvaluation()));
      List<io.github.nanometer.measure.SampleSource> sa = new ArrayList<>();
      List<io.github.nanometer.measure.SampleSource> sb = new ArrayList<>();
      for (int c = 0; c < copies; c++) {
        sa.add(counters.around(a.get(c).fixedInputs));
        sb.add(counters.around(b.get(c).fixedInputs));
      }
      WallClock wall = helper.wall();
      long deadline = wall.nanoTime() + options.budget().toNanos();
      boolean retry = false;
      boolean candidateFirst = false;
      while (pairs < max && (pairs < options.minSamples() || wall.nanoTime() - deadline < 0)) {
        if (pairs == base.length) {
          int size = Math.min(max, base.length * 2);
          base = Arrays.copyOf(base, size);
          cand = Arrays.copyOf(cand, size);
          candFirst = Arrays.copyOf(candFirst, size);
        }
        if (!retry) { // a discarded pair is measured again on the same inputs in the same order
          batch.redraw();
          candidateFirst = order.nextBoolean();
        }
        int start = batch.cursor(); // both sides (and a retry) read the same window of the batch
        int evals = disturbance.evaluationsPerSample();
        int mark = counters.count();
        int copy = pairs % copies; // pair p runs copy p mod k of both sides (PairedAnalysis relies on it)
        io.github.nanometer.measure.SampleSource first = candidateFirst ? sb.get(copy) : sa.get(copy);
        io.github.nanometer.measure.SampleSource second = candidateFirst ? sa.get(copy) : sb.get(copy);
        double firstNanos = first.sampleNanos(evals) / evals;
        batch.startAt(start);
        double secondNanos = second.sampleNanos(evals) / evals;
        batch.startAt(start);
        cand[pairs] = candidateFirst ? firstNanos : secondNanos;
        base[pairs] = candidateFirst ? secondNanos : firstNanos;
        retry = disturbance.discard(counters.disturbedSince(mark));
        if (retry) {
          continue;
        }
        candFirst[pairs] = candidateFirst;
        pairs++;
      }
      List<Note> rendered = new ArrayList<>();
      rendered.addAll(BenchmarkRun.warmupNotes(warmedA, baseline.name()));
      rendered.addAll(BenchmarkRun.warmupNotes(warmedB, candidate.name()));
      rendered.addAll(runNotes);
      notes.addAll(runNotesAt, rendered.stream().map(Note::message).toList());
      disturbance.note().ifPresent(notes::add);
      return analyse(baseline.name(), candidate.name(), co, disturbance.evaluationsPerSample(), copies,
          Arrays.copyOf(base, pairs), Arrays.copyOf(cand, pairs), Arrays.copyOf(candFirst, pairs), notes);
    }
  }

  /**
   * {@link Options#compilationsPerSide()} separately compiled copies of a looped benchmark over the shared
   * batch (the JIT's code differs from one compilation to the next, and the comparison's interval
   * must include that); the batch's owner, the pair loop, redraws it.
   */
  private List<PreparedLoop> copies(Benchmark<?> b, InputBatch batch) {
    return PreparedLoop.withCopies(PreparedLoop.withBatch(b, batch, options, clock, false), b, options, clock, false,
        options.compilationsPerSide());
  }

  /**
   * The comparison of measured pairs, analysed by {@link PairedAnalysis} (pure, tested on published data);
   * its notes end with {@link Note#ONE_JVM_MESSAGE}: the pairs were measured in this one JVM.
   */
  Comparison analyse(String baseName, String candName, ComparisonOptions co, int n, int copies, double[] base,
      double[] cand, boolean[] candFirst, List<String> notes) {
    PairedAnalysis analysis = PairedAnalysis.of(base, cand, co.thresholdFraction(), co.confidence(), co.trimOutliers(),
        copies, co.estimand() == PairedEstimand.TYPICAL_PAIR);
    Environment environment = HostEnvironment.capture(threadPlacement, facts, clock.nanosPerTick(),
        doctor.map(DoctorReport::diagnosis));
    List<String> all = new ArrayList<>(notes);
    all.add(Note.ONE_JVM_MESSAGE);
    return new Comparison(baseName, candName, options, co, environment, n, base, cand, candFirst,
        analysis.comparisonAnalysis(), analysis.judgement(), all);
  }

  /** The warm-up's source: the batch redrawn, then every copy run once; the mean time of one copy. */
  private static io.github.nanometer.measure.SampleSource redrawing(InputBatch batch, List<PreparedLoop> loops) {
    return evals -> {
      batch.redraw();
      double total = 0;
      for (PreparedLoop loop : loops) {
        total += loop.fixedInputs.sampleNanos(evals);
      }
      return total / loops.size();
    };
  }


  private static void requireCompatible(Benchmark<?> a, Benchmark<?> b) {
    boolean aSelfTimed = a.body() instanceof BenchmarkBody.SelfTimed;
    if (aSelfTimed != b.body() instanceof BenchmarkBody.SelfTimed) {
      throw new Refusal("cannot pair self-timed and ordinary benchmarks: '" + a.name() + "' and '"
          + b.name() + "'");
    }
    if (aSelfTimed) {
      return;
    }
    for (Benchmark<?> x : List.of(a, b)) {
      if (((BenchmarkBody.Looped) x.body()).inputs() instanceof BenchmarkInputs.PerSample) {
        // One shared state per pair would reach the second side already changed by the first.
        throw new Refusal("cannot pair '" + x.name() + "': its per-sample setup state would be "
            + "shared by both sides of a pair; use Benchmark.withInputs (each side reads the inputs, neither changes them)");
      }
    }
    BenchmarkBody.Looped aBody = (BenchmarkBody.Looped) a.body();
    BenchmarkBody.Looped bBody = (BenchmarkBody.Looped) b.body();
    LoopShape aShape = aBody.shape();
    LoopShape bShape = bBody.shape();
    if (aShape.longInputs() != bShape.longInputs() || a.mode() != b.mode() || aShape.takesInput() != bShape.takesInput()
        || aBody.inputs().getClass() != bBody.inputs().getClass()) {
      throw new Refusal("paired benchmarks must take the same kind of input and mode: '" + a.name()
          + "' is " + describe(a, aBody) + ", '" + b.name() + "' is " + describe(b, bBody));
    }
  }

  private static String describe(Benchmark<?> b, BenchmarkBody.Looped body) {
    return body.shape() + " with " + body.inputs().getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT)
        + " inputs, " + b.mode().name().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * Object inputs are erased at run time, so the candidate is called once, outside timing, on the
   * baseline's first input: a body declared for another input type fails here with a {@link
   * ClassCastException}, which becomes an {@link IllegalArgumentException} before anything runs.
   */
  @SuppressWarnings("unchecked")
  private static void requireTakesInputOf(Benchmark<?> candidate, InputBatch batch) {
    BenchmarkBody.Looped body = (BenchmarkBody.Looped) candidate.body();
    if (body.shape().longInputs() || !body.shape().takesInput()) {
      return;
    }
    Object[] inputs = batch.objectsSnapshot();
    Object input = inputs.length > 0 ? inputs[0] : null;
    try {
      if (body.function() instanceof java.util.function.Function<?, ?> f) {
        ((java.util.function.Function<Object, ?>) f).apply(input);
      } else if (body.function() instanceof java.util.function.BiConsumer<?, ?> c) {
        ((java.util.function.BiConsumer<Object, Blackhole>) c).accept(input, new Blackhole());
      }
    } catch (ClassCastException e) {
      throw new Refusal("paired benchmarks must take the same input type: '" + candidate.name()
          + "' cannot take the baseline's input of " + (input == null ? "null" : input.getClass().getName())
          + " (" + e.getMessage() + ")", e);
    }
  }
}
