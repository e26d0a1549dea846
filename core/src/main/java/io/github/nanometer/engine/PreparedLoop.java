package io.github.nanometer.engine;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.BenchmarkInputs;
import io.github.nanometer.Blackhole;
import io.github.nanometer.LoopShape;
import io.github.nanometer.Options;
import io.github.nanometer.Regime;
import io.github.nanometer.SelfTimedBody;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.measure.AllocationMeter;
import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.LoopFactory;
import io.github.nanometer.measure.SampleSource;
import io.github.nanometer.measure.ThreadAllocation;
import io.github.nanometer.measure.TimedLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A benchmark made ready to sample: its input batch and timed loop, seen through two sample
 * sources, one that keeps the current inputs (for tuning) and one that redraws them first.
 * Shared by single runs and paired runs.
 */
final class PreparedLoop {

  final InputBatch batch;
  final SampleSource fixedInputs;
  final SampleSource redrawnInputs;
  final boolean isolated;
  final Optional<String> isolationProblem;
  /** Counts heap bytes inside the timed loop while recording (off until the engine turns it on). */
  final AllocationMeter allocation;

  private PreparedLoop(InputBatch batch, SampleSource fixed, SampleSource redrawn, boolean isolated,
      Optional<String> problem, AllocationMeter allocation) {
    this.allocation = allocation;
    this.batch = batch;
    this.fixedInputs = fixed;
    this.redrawnInputs = redrawn;
    this.isolated = isolated;
    this.isolationProblem = problem;
  }

  /** Prepares a benchmark with a batch of its own. */
  static PreparedLoop of(Benchmark<?> b, Options options, Clock clock) {
    if (b.body() instanceof BenchmarkBody.Looped l) {
      return withBatch(b, newBatch(l, options.batchSize(), options.seed()), options, clock, true);
    }
    return selfTimed(b);
  }

  /**
   * A fresh batch of inputs for one run of a looped body, seeded with {@code seed}: {@code
   * batchSize} drawn inputs (one starting input in latency mode), or the setup's single input.
   */
  static InputBatch newBatch(BenchmarkBody.Looped body, int batchSize, long seed) {
    BenchmarkInputs inputs = body.inputs();
    if (inputs instanceof BenchmarkInputs.LongGenerated g) {
      return InputBatch.ofLongs(g.generator()::next, body.shape() == LoopShape.LONG_CHAIN ? 1 : batchSize, seed);
    }
    if (inputs instanceof BenchmarkInputs.PerSample p) {
      // A batch of one "drawn" input: redrawing it before every sample rebuilds the state.
      return InputBatch.ofObjects(random -> p.setup().get(), 1, seed);
    }
    if (inputs instanceof BenchmarkInputs.Generated g) {
      return InputBatch.ofObjects(g.generator()::next, batchSize, seed);
    }
    return InputBatch.fixed(inputs instanceof BenchmarkInputs.Setup s ? s.setup().get() : null);
  }

  /**
   * Prepares a benchmark over a given batch (paired runs share one). When {@code redrawOwner} is
   * false, the redrawing source does not redraw: the batch's owner does that once per pair.
   */
  static PreparedLoop withBatch(Benchmark<?> b, InputBatch batch, Options options, Clock clock, boolean redrawOwner) {
    BenchmarkBody.Looped body = (BenchmarkBody.Looped) b.body();
    LoopFactory.Created created = LoopFactory.create(body.shape(), clock, body.function(),
        new Blackhole(), batch,
        options.isolateLoops());
    AllocationMeter allocation = ThreadAllocation.ofThisJvm().newMeter();
    SampleSource fixed = new TimedRun(clock, allocation, created.loop(), null);
    // Fresh: new inputs before every sample; replayed: the first draw is cycled all run.
    SampleSource redrawn = batch.randomized() && redrawOwner && options.regime() == Regime.FRESH
        ? new TimedRun(clock, allocation, created.loop(), batch)
        : fixed;
    Optional<String> problem = created.isolated() ? Optional.empty()
        : Optional.of("loop not isolated: " + created.reason());
    return new PreparedLoop(batch, fixed, redrawn, created.isolated(), problem, allocation);
  }

  /**
   * {@code first} and up to {@code requested - 1} more separately compiled copies of {@code b}'s
   * loop over {@code first}'s batch (each its own hidden class, so each is compiled on its own);
   * {@code first} alone when the body is self-timed or its loop is not isolated (copies would share
   * one class and one compilation).
   *
   * @param redrawOwner whether each copy's redrawing source redraws the shared batch itself
   */
  static List<PreparedLoop> withCopies(PreparedLoop first, Benchmark<?> b, Options options, Clock clock,
      boolean redrawOwner, int requested) {
    List<PreparedLoop> loops = new ArrayList<>(List.of(first));
    boolean replicable = b.body() instanceof BenchmarkBody.Looped && first.isolated;
    for (int i = 1; replicable && i < requested; i++) {
      loops.add(withBatch(b, first.batch, options, clock, redrawOwner));
    }
    return loops;
  }

  private static PreparedLoop selfTimed(Benchmark<?> b) {
    SelfTimedBody body = ((BenchmarkBody.SelfTimed) b.body()).body();
    SampleSource source = evals -> {
      double nanos = body.elapsedNanos(evals);
      if (!(nanos >= 0) || Double.isInfinite(nanos)) {
        throw new IllegalStateException("self-timed benchmark '" + b.name() + "' returned " + nanos
            + " ns; elapsedNanos must be finite and >= 0");
      }
      return nanos + 0.0; // -0.0 + 0.0 is +0.0: a body reporting -0.0 never yields an estimate of -0.0
    };
    return new PreparedLoop(InputBatch.fixed(null), source, source, true, Optional.empty(),
        AllocationMeter.unavailable("self-timed: the body times its own loop"));
  }

  // The sources below are named classes, not lambdas: each lambda adds two frames (its class's
  // method and the lambda body) to the measuring thread's stack under the body, and a body that
  // throws pays for every frame when its exception fills in the stack trace (MeasuringStackTest).

  /**
   * One timed run of the loop, its ticks in nanoseconds, its allocation counted; with a {@code
   * redraw} batch (the fresh regime), new inputs drawn first, outside the timed run (in this frame,
   * not one more).
   */
  private record TimedRun(Clock clock, AllocationMeter allocation, TimedLoop loop, InputBatch redraw)
      implements SampleSource {
    @Override
    public double sampleNanos(int evaluations) {
      if (redraw != null) {
        redraw.redraw(evaluations);
      }
      return clock.ticksToNanos(allocation.around(loop, evaluations));
    }
  }
}
