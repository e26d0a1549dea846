package io.github.nanometer.engine;

import io.github.nanometer.Allocation;
import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Options;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.measure.AllocationMeter;
import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.SampleSource;
import io.github.nanometer.stats.CopyBlocks;
import java.util.List;
import java.util.Optional;

/**
 * One benchmark prepared as several independently compiled copies of its timed loop, measured in
 * turn, so that one estimate covers several of the JIT's compilations of the same code.
 *
 * <p>Why: the JIT does not compile a loop the same way every time. Measured on this project's VMs
 * (docs/lab/jmh-side-by-side.md, "Compilations"), separate compilations of one 256-int sum in one JVM read 60.6 ns
 * or 69.9 ns per call, and of a 1000-step LCG chain 1065 to 1087 ns; a JVM that measures one
 * compilation reports whichever it got, so fresh JVMs disagree by up to 15% (JMH averages this out
 * only over forks). Each copy is its own hidden class ({@code measure.LoopFactory}), so each is
 * compiled on its own, and all copies read one input batch (a setup runs once). All copies are
 * warmed up together, the samples are taken from the copies in turn in blocks ({@link
 * CopyBlocks}: sample {@code i} from copy {@code (i / block) mod count}), and every estimator
 * summarises the samples of all copies (one workload: the estimator never changes what runs). A
 * copy's own median is reported when the copies disagree ({@link CompilationSpread}).
 *
 * <p>Why blocks: each copy is other machine code, so the branch predictor learns each copy's
 * branches separately, and what a body's branches can learn (a replayed batch's sequence of
 * receiver classes, say) takes many samples of uninterrupted running to learn. Taking copies in
 * turn sample by sample kept every copy from ever learning it: a megamorphic call over a replayed
 * batch read 10.7 ns with 3 copies in turn and 6.0 ns with one copy (JMH, one compiled stub, 6.2;
 * docs/lab/replayed-regime-and-copies.md, "The compiled copies in blocks"). Blocks of {@value CopyBlocks#SHORT_SAMPLES} short samples
 * keep that learning while the copies still alternate many times over a run. Long samples (the
 * weighted-mean estimator's, millions of evaluations each) alternate every sample.
 *
 * <p>Only isolated, looped bodies are replicated: a self-timed body times its own loop, and with
 * loop isolation off every copy would share one class and one compilation.
 */
public final class CompiledReplicas {

  private final List<PreparedLoop> loops;
  private int taken;

  private CompiledReplicas(List<PreparedLoop> loops) {
    this.loops = List.copyOf(loops);
  }

  /**
   * Prepares {@code requested} copies of {@code b}'s loop (at least 1), or a single one when the
   * body is self-timed or loops are not isolated.
   */
  static CompiledReplicas of(Benchmark<?> b, Options options, Clock clock, int requested) {
    if (requested < 1) {
      throw new IllegalArgumentException("compilations must be >= 1, got " + requested);
    }
    // One batch for all copies: a setup runs once and its state is the same object for every copy
    // (three copies of a large state would triple the working set); random inputs are still redrawn
    // before every sample, whichever copy takes it.
    return new CompiledReplicas(PreparedLoop.withCopies(PreparedLoop.of(b, options, clock), b, options, clock, true,
        requested));
  }

  /** How many separately compiled copies are measured. */
  int count() {
    return loops.size();
  }

  /** True when every copy runs in its own hidden class. */
  boolean isolated() {
    return loops.get(0).isolated;
  }

  /** Why the loop is not isolated, if it is not. */
  Optional<String> isolationProblem() {
    return loops.get(0).isolationProblem;
  }

  /**
   * The warm-up's source: each call runs {@code evaluations} on every copy (fresh inputs first, as
   * in sampling) and returns the mean elapsed time of one copy, so the warm-up compiles all copies and
   * judges the stability of their average.
   */
  SampleSource warmup() {
    return new AllCopies();
  }

  /** The inputs every copy reads (one batch, shared). */
  InputBatch batch() {
    return loops.get(0).batch;
  }

  /** The tuner's source: the first copy, inputs kept between samples. */
  SampleSource tuning() {
    return loops.get(0).fixedInputs;
  }

  /**
   * Samples taken from one copy before the next copy's turn: {@value CopyBlocks#SHORT_SAMPLES} for a
   * trial of tuned short samples, 1 for the weighted-mean estimator's long samples. Result documents
   * record it ({@code compilationBlock}), so readers can tell which copy took each sample.
   */
  public static int blockSamples(Estimator estimator) {
    return CopyBlocks.block(estimator == Estimator.WEIGHTED_MEAN);
  }

  /**
   * The measuring source: sample {@code i} (counted from 0 for this object) runs on copy {@link
   * CopyBlocks#copyOf copyOf(i, block, count())}.
   */
  SampleSource sampling(int block) {
    return new CopyInTurn(block);
  }

  // Named classes, not lambdas: fewer frames under the body (see PreparedLoop).

  /** Every copy once per sample, their average. */
  private final class AllCopies implements SampleSource {
    @Override
    public double sampleNanos(int evaluations) {
      double total = 0;
      for (PreparedLoop loop : loops) {
        total += loop.redrawnInputs.sampleNanos(evaluations);
      }
      return total / loops.size();
    }
  }

  /** The copies in turn, {@code block} samples each. */
  private final class CopyInTurn implements SampleSource {
    private final int block;

    CopyInTurn(int block) {
      this.block = block;
    }

    @Override
    public double sampleNanos(int evaluations) {
      PreparedLoop loop = loops.get(CopyBlocks.copyOf(taken++, block, loops.size()));
      return loop.redrawnInputs.sampleNanos(evaluations);
    }
  }

  /**
   * A source that replays the current inputs: sample {@code i} runs on copy {@link CopyBlocks#copyOf
   * copyOf(i, block, count())} without redrawing the batch first, so successive samples cycle one
   * batch (the replayed regime).
   */
  SampleSource replaying(int block) {
    int[] turn = {0};
    return evaluations -> {
      PreparedLoop loop = loops.get(CopyBlocks.copyOf(turn[0]++, block, loops.size()));
      return loop.fixedInputs.sampleNanos(evaluations);
    };
  }

  /** From now on every copy's allocation meter counts (warm-up and tuning are over). */
  void recordAllocation() {
    for (PreparedLoop loop : loops) {
      loop.allocation.recording(true);
    }
  }

  /** The measured samples' allocation per evaluation over all copies, or why there is none. */
  Allocation allocation() {
    long bytes = 0;
    long evaluations = 0;
    for (PreparedLoop loop : loops) {
      AllocationMeter meter = loop.allocation;
      if (!meter.unavailableReason().isEmpty()) {
        return Allocation.unavailable(meter.unavailableReason());
      }
      bytes += meter.bytes();
      evaluations += meter.evaluations();
    }
    return evaluations == 0 ? Allocation.unavailable("no evaluations were counted")
        : Allocation.measured((double) bytes / evaluations, evaluations);
  }
}
