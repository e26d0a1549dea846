package io.github.nanometer.suite;

import io.github.nanometer.Estimator;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The resolved configuration of one suite run, recorded in its output.
 *
 * @param mode distribution, sweep or large
 * @param functions the functions measured, in order
 * @param implementations the {@code --impl} selectors: implementation names or kinds ({@code libc}, {@code java})
 * @param distribution {@code all} or distribution names, comma-separated (distribution mode)
 * @param sweep the sweep's sizes (sweep mode)
 * @param trials repetitions of every measurement, at least 1
 * @param seed the seed every input seed derives from
 * @param alignment offsets are multiples of this power of two
 * @param independentOffsets memcpy draws source and destination offsets separately
 * @param estimators the estimators that run, each a separate measurement
 * @param minimumBudget measuring time of each minimum-estimator measurement
 * @param maxWarmup longest warm-up of each measurement
 * @param oracle the tuning oracle of the minimum estimator
 * @param useTuningCache reuse tuned evaluations per sample across runs
 * @param batchEntries parameters per batch
 * @param runsPerBatch passes over each drawn batch before a new one is drawn; 1 (the default)
 *     replays no parameter sequence, more is the "trained predictor" regime ({@link ParameterRegime})
 * @param forks 1, or the fresh JVMs of a {@code --forks N} run, whose trial {@code f} ran in JVM {@code
 *     f} ({@code trials} equals {@code forks} then)
 */
public record SuiteConfig(SuiteMode mode, List<MemoryFunction> functions, List<String> implementations,
    String distribution, Optional<SweepSpec> sweep, int trials, long seed, int alignment, boolean independentOffsets,
    List<Estimator> estimators, Duration minimumBudget, Duration maxWarmup, String oracle, boolean useTuningCache,
    int batchEntries, int runsPerBatch, int forks) {

  /** Copies the lists and checks the ranges the CLI already enforces (for API callers). */
  public SuiteConfig {
    functions = List.copyOf(functions);
    implementations = List.copyOf(implementations);
    estimators = List.copyOf(estimators);
    if (functions.isEmpty() || implementations.isEmpty() || estimators.isEmpty()) {
      throw new IllegalArgumentException("functions, implementations and estimators must not be empty");
    }
    if (trials < 1) {
      throw new IllegalArgumentException("trials must be >= 1, got " + trials);
    }
    if (runsPerBatch < 1 || runsPerBatch > ParameterRegime.MAX_RUNS_PER_BATCH) {
      throw new IllegalArgumentException("runsPerBatch must be in [1, " + ParameterRegime.MAX_RUNS_PER_BATCH
          + "], got " + runsPerBatch);
    }
    if (mode == SuiteMode.SWEEP && sweep.isEmpty()) {
      throw new IllegalArgumentException("sweep mode needs a sweep range");
    }
    if (forks < 1 || (forks > 1 && trials != forks)) {
      throw new IllegalArgumentException("forks must be 1, or equal trials (one trial per JVM); got forks " + forks
          + " and trials " + trials);
    }
  }

  /** As the canonical constructor, all in one JVM ({@code forks} 1). */
  public SuiteConfig(SuiteMode mode, List<MemoryFunction> functions, List<String> implementations,
      String distribution, Optional<SweepSpec> sweep, int trials, long seed, int alignment, boolean independentOffsets,
      List<Estimator> estimators, Duration minimumBudget, Duration maxWarmup, String oracle, boolean useTuningCache,
      int batchEntries, int runsPerBatch) {
    this(mode, functions, implementations, distribution, sweep, trials, seed, alignment, independentOffsets,
        estimators, minimumBudget, maxWarmup, oracle, useTuningCache, batchEntries, runsPerBatch, 1);
  }

  /**
   * This configuration as the record of a {@code --forks N} run: {@code forks} trials, trial
   * {@code f} measured in fresh JVM {@code f}, and the run's own seed.
   */
  public SuiteConfig forked(int forks, long seed) {
    return new SuiteConfig(mode, functions, implementations, distribution, sweep, forks, seed, alignment,
        independentOffsets, estimators, minimumBudget, maxWarmup, oracle, useTuningCache, batchEntries, runsPerBatch,
        forks);
  }

  /** As the canonical constructor, in the default regime (no batch replayed: {@code runsPerBatch} 1). */
  public SuiteConfig(SuiteMode mode, List<MemoryFunction> functions, List<String> implementations,
      String distribution, Optional<SweepSpec> sweep, int trials, long seed, int alignment, boolean independentOffsets,
      List<Estimator> estimators, Duration minimumBudget, Duration maxWarmup, String oracle, boolean useTuningCache,
      int batchEntries) {
    this(mode, functions, implementations, distribution, sweep, trials, seed, alignment, independentOffsets,
        estimators, minimumBudget, maxWarmup, oracle, useTuningCache, batchEntries, SuiteDefaults.RUNS_PER_BATCH);
  }

  /** The input regime every measurement of this run uses, whatever its estimator. */
  public ParameterRegime regime() {
    return ParameterRegime.forConfig(this);
  }

  /** The first sample size of the weighted-mean loop in this mode, in calls (llvm-libc's 10240 or 100). */
  public int initialCalls() {
    return switch (mode) {
      case DISTRIBUTION -> SuiteDefaults.INITIAL_CALLS_DISTRIBUTION;
      case SWEEP -> SuiteDefaults.INITIAL_CALLS_SWEEP;
      case LARGE -> SuiteDefaults.INITIAL_CALLS_LARGE;
    };
  }
}
