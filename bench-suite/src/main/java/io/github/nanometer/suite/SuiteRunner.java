package io.github.nanometer.suite;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.spi.CallBatch;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Runs a {@link SuitePlan} through the kernel: for each function, implementation, workload, trial
 * and estimator, one self-timed benchmark whose samples a {@link RegimeSampler} takes in the run's
 * {@link ParameterRegime} (batches drawn outside the timed region). The regime is fixed by the
 * configuration, never by the estimator, so every estimator summarizes the same kind of samples.
 *
 * <p>Each implementation's buffers are allocated once per function and shared by its workloads; in
 * large mode they are released after use, since several implementations' buffers would not fit in
 * memory together. A loop whose buffers cannot be allocated is skipped with the reason.
 */
public final class SuiteRunner {

  /** Told before each measurement; for a progress line. */
  @FunctionalInterface
  public interface Listener {
    /** Measurement {@code index} (from 0) of {@code total} is about to start. */
    void starting(int index, int total, String what);

    /** Measurement {@code m} finished; called on the running thread, right after it is kept. */
    default void finished(Measurement m) {}
  }

  private final Nanometer nanometer;
  private final Listener listener;
  private final Supplier<CallCounters> counters;

  /** A runner measuring with {@code nanometer}, telling {@code listener} about progress, reading real perf counters. */
  public SuiteRunner(Nanometer nanometer, Listener listener) {
    this(nanometer, listener, CallCounters::real);
  }

  /** As {@link #SuiteRunner(Nanometer, Listener)}, with per-measurement counters from {@code counters}. */
  public SuiteRunner(Nanometer nanometer, Listener listener, Supplier<CallCounters> counters) {
    this.nanometer = nanometer;
    this.listener = listener;
    this.counters = counters;
  }

  /**
   * The report's line for one remark of a measurement's result: {@code function/implementation/workload
   * (estimator): message}; {@link SuiteTextWriter} reads it back to say a remark shared by many
   * measurements once.
   */
  static String noteLine(Measurement m, String message) {
    return m.function() + "/" + m.implementation() + "/" + m.workload() + " (" + m.estimator().cliName() + "): "
        + message;
  }

  /** Runs every measurement of {@code plan} on the calling thread. */
  public SuiteReport run(SuitePlan plan, MachineFacts machine) {
    long start = System.nanoTime();
    SuiteConfig c = plan.config();
    ParameterRegime regime = c.regime();
    List<Measurement> measurements = new ArrayList<>();
    List<Skipped> skipped = new ArrayList<>(plan.skipped());
    Set<String> notes = new LinkedHashSet<>(plan.notes());
    int total = plan.measurementCount();
    int index = 0;
    for (SuitePlan.FunctionPlan fp : plan.functions()) {
      for (Implementation impl : fp.implementations()) {
        MemoryLoop loop;
        try {
          loop = impl.create(fp.buffers());
        } catch (OutOfMemoryError e) {
          skipped.add(new Skipped(fp.function(), impl.name(), "cannot allocate " + fp.buffers().buffers() + " x "
              + fp.buffers().bufferBytes() + " bytes (" + e.getMessage() + "); give the JVM more memory, e.g. "
              + "NANOMETER_JAVA_OPTS=-Xmx8g"));
          index += fp.workloads().size() * c.trials() * c.estimators().size();
          continue;
        }
        for (SizeSource workload : fp.workloads()) {
          for (int trial = 1; trial <= c.trials(); trial++) {
            for (Estimator e : c.estimators()) {
              String name = fp.function() + "/" + impl.name() + "/" + workload.label();
              listener.starting(index++, total, name + " (" + e.cliName() + (c.trials() > 1 ? ", trial " + trial : "") + ")");
              long inputSeed = inputSeed(c.seed(), name, trial, e);
              ParameterGenerator generator = new ParameterGenerator(workload, fp.buffers(), inputSeed, regime.drawing());
              CallBatch batch = generator.newBatch(regime.batchLength());
              double meanBytes = regime.drawing() == SizeDrawing.STRATIFIED_SHUFFLED
                  ? batch.totalBytes() / (double) batch.length() : workload.meanSizeBytes();
              Result r;
              CallCounts counts;
              try (CallCounters cc = counters.get()) {
                RegimeSampler sampler = new RegimeSampler(loop, generator, batch, regime, cc);
                r = nanometer.run(Benchmark.selfTimed(name, sampler::sampleNanos), options(c, e, inputSeed));
                counts = CallCounts.of(cc, r.evaluations(), regime.callsPerEvaluation());
                if (machine.cycles().available() && Double.isNaN(counts.cyclesPerCall())) { // else said once already
                  notes.add("no core-cycle counter, cycles/call not given: " + String.join("; ", cc.unavailableReasons()));
                }
              }
              int fixed = workload instanceof FixedSize f ? f.sizeBytes() : -1;
              Measurement kept = new Measurement(fp.function(), impl.name(), impl.kind(), workload.label(), fixed,
                  meanBytes, trial, inputSeed, regime, loop.timing(), counts, r);
              for (Note n : r.remarks()) {
                if (n.kind() != NoteKind.ONE_JVM) { // every measurement's; the report says it once (SuiteTextWriter)
                  notes.add(noteLine(kept, n.message()));
                }
              }
              measurements.add(kept);
              listener.finished(kept);
            }
          }
        }
        if (c.mode() == SuiteMode.LARGE) {
          loop = null;
          System.gc();
        }
      }
    }
    return new SuiteReport(c, machine, measurements,
        plan.functions().stream().map(SuitePlan.FunctionPlan::buffers).toList(), skipped, List.copyOf(notes), System.nanoTime() - start);
  }

  /**
   * The kernel options of one measurement: the estimator with the suite's budgets. The weighted
   * mean's first sample is the mode's initial calls in evaluations of the run's regime.
   */
  static Options options(SuiteConfig c, Estimator e, long inputSeed) {
    Options.Builder b = Options.builder().estimator(e).seed(inputSeed).maxWarmup(c.maxWarmup())
        .oracle(c.oracle()).useTuningCache(c.useTuningCache()).batchSize(c.batchEntries());
    if (e == Estimator.WEIGHTED_MEAN) {
      int initialEvaluations = Math.max(1, c.initialCalls() / c.regime().callsPerEvaluation());
      b.budget(SuiteDefaults.WEIGHTED_MEAN_MAX).geometric(SuiteDefaults.geometric(initialEvaluations));
    } else {
      b.budget(c.minimumBudget());
    }
    return b.build();
  }

  /** The seed of one measurement's parameters: the run's seed mixed with what is measured. */
  static long inputSeed(long seed, String name, int trial, Estimator e) {
    long h = name.hashCode() * 0x9E3779B97F4A7C15L + trial * 0xC2B2AE3D27D4EB4FL + e.ordinal();
    return new SplittableRandom(seed ^ h).nextLong();
  }
}
