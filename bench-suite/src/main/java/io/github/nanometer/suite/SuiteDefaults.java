package io.github.nanometer.suite;

import io.github.nanometer.measure.GeometricOptions;
import java.time.Duration;
import java.util.List;

/** Every default of the suite in one place, with one line saying why; the CLI help reads from here. */
public final class SuiteDefaults {
  private SuiteDefaults() {}

  /** memcpy and memset: the functions the 60-second default run covers. */
  public static final List<MemoryFunction> FUNCTIONS = List.of(MemoryFunction.MEMCPY, MemoryFunction.MEMSET);

  /** libc and every Java counterpart. */
  public static final List<String> IMPLEMENTATIONS = List.of(Implementation.LIBC, Implementation.JAVA);

  /** Every distribution of each function, as llvm-libc's study runs them. */
  public static final String DISTRIBUTION = "all";

  /** 1024 parameters per batch (the batch): varied enough to defeat branch predictors. */
  public static final int BATCH_ENTRIES = 1024;

  /**
   * Each drawn batch runs once: no parameter sequence is replayed within a sample, so the branch
   * predictor cannot learn it (llvm-libc's intent); see BENCHMARKS.md "Suite regimes" for the data.
   */
  public static final int RUNS_PER_BATCH = 1;

  /** One trial; more give a spread across repetitions. */
  public static final int TRIALS = 1;

  /** Unaligned offsets (llvm-libc's default for its studies). */
  public static final int ALIGNMENT = 1;

  /** llvm-libc starts distribution-mode measurements at 10240 calls. */
  public static final int INITIAL_CALLS_DISTRIBUTION = 10_240;

  /** llvm-libc starts sweep-mode measurements at 100 calls. */
  public static final int INITIAL_CALLS_SWEEP = 100;

  /** Large calls last milliseconds: start at one call. */
  public static final int INITIAL_CALLS_LARGE = 1;

  /** llvm-libc's bounds of one weighted-mean measurement: at least 10 ms. */
  public static final Duration WEIGHTED_MEAN_MIN = Duration.ofMillis(10);

  /** llvm-libc's bounds of one weighted-mean measurement: at most 1 s. */
  public static final Duration WEIGHTED_MEAN_MAX = Duration.ofSeconds(1);

  /**
   * Measuring time of the minimum estimator per measurement: 100 ms takes hundreds of tuned samples
   * of these short calls and keeps the default run (120 measurements) well under 60 s.
   */
  public static final Duration MINIMUM_BUDGET = Duration.ofMillis(100);

  /**
   * Longest warm-up per measurement: the loops are small and compile within tens of milliseconds;
   * a warm-up still compiling after 250 ms is reported, not waited for.
   */
  public static final Duration MAX_WARMUP = Duration.ofMillis(250);

  /** Large mode: call size is this many times the last-level cache (then clamped). */
  public static final int LARGE_LLC_MULTIPLE = 2;

  /** Large mode: the smallest call size, whatever the cache. */
  public static final int LARGE_MIN_BYTES = 8 << 20;

  /** Large mode: the largest call size (Java buffers are int-indexed; two 1 GiB shares per memcpy). */
  public static final int LARGE_MAX_BYTES = 512 << 20;

  /** llvm-libc's geometric loop with the suite's start size and 10 ms..1 s bounds. */
  public static GeometricOptions geometric(int initialCalls) {
    return GeometricOptions.llvmDefaults().withInitialEvaluations(initialCalls)
        .withDurations(WEIGHTED_MEAN_MIN, WEIGHTED_MEAN_MAX);
  }
}
