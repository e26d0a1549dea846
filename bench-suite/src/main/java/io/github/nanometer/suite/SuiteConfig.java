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
 * @param distribution {@code all} or one distribution name (distribution mode)
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
 */
public record SuiteConfig(SuiteMode mode, List<MemoryFunction> functions, List<String> implementations,
    String distribution, Optional<SweepSpec> sweep, int trials, long seed, int alignment, boolean independentOffsets,
    List<Estimator> estimators, Duration minimumBudget, Duration maxWarmup, String oracle, boolean useTuningCache,
    int batchEntries) {

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
    if (mode == SuiteMode.SWEEP && sweep.isEmpty()) {
      throw new IllegalArgumentException("sweep mode needs a sweep range");
    }
  }

  /** The first sample size of the weighted-mean loop in this mode (llvm-libc's 10240 or 100). */
  public int initialCalls() {
    return switch (mode) {
      case DISTRIBUTION -> SuiteDefaults.INITIAL_CALLS_DISTRIBUTION;
      case SWEEP -> SuiteDefaults.INITIAL_CALLS_SWEEP;
      case LARGE -> SuiteDefaults.INITIAL_CALLS_LARGE;
    };
  }
}
