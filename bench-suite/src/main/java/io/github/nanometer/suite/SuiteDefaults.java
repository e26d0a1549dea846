package io.github.nanometer.suite;

import io.github.nanometer.GeometricOptions;
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
   * predictor cannot learn it (llvm-libc's intent); see docs/lab/suite.md, "Suite regimes", for the data.
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

  /**
   * Growth between consecutive weighted-mean samples: 5%, not llvm-libc's 40%. With 40% a 1 s budget
   * holds only about 25 samples and the precision rule stops after 12-25, so the estimate rests on its
   * last few (largest) samples, where one disturbance moved it 4x (36.6 ns beside a 9.9 ns median, at
   * load 4-14); at 5% the loop takes about 37 samples before 10 ms and up to about 130 within 1 s.
   * Longer samples do not lower the timer's share here: every pass of a sample is timed on its own.
   */
  public static final double WEIGHTED_MEAN_GROWTH = 1.05;

  /**
   * Weighted-mean samples before the precision rule may stop the loop: enough for the ratio
   * estimator's t interval (49 degrees of freedom) and for a disturbed sample to move the estimate
   * by a fiftieth of its excess, not a fifth.
   */
  public static final int WEIGHTED_MEAN_MIN_SAMPLES = 50;

  /**
   * The precision rule: stop once a new sample moved the weighted mean by less than 0.1% (llvm-libc:
   * 1%, which a sample of 5% growth meets at once). A noisy measurement (one whose samples spread
   * widely, under load) keeps sampling, up to {@link #WEIGHTED_MEAN_MAX}; a quiet one stops at the
   * minimum samples and duration.
   */
  public static final double WEIGHTED_MEAN_EPSILON = 0.001;

  /**
   * The suite's weighted-mean loop: llvm-libc's geometric loop and stop rules with the suite's start
   * size, its 10 ms..1 s bounds, and {@link #WEIGHTED_MEAN_GROWTH}, {@link
   * #WEIGHTED_MEAN_MIN_SAMPLES} and {@link #WEIGHTED_MEAN_EPSILON} in place of llvm-libc's growth,
   * minimum samples and epsilon, so the estimate rests on many samples and has a narrow interval.
   *
   * @param initialCalls evaluations in the first sample, at least 1
   */
  public static GeometricOptions geometric(int initialCalls) {
    GeometricOptions llvm = GeometricOptions.llvmDefaults();
    return new GeometricOptions(initialCalls, WEIGHTED_MEAN_GROWTH, WEIGHTED_MEAN_MIN_SAMPLES, llvm.maxSamples(),
        WEIGHTED_MEAN_MIN, WEIGHTED_MEAN_MAX, Math.max(initialCalls, llvm.maxEvaluations()), WEIGHTED_MEAN_EPSILON);
  }
}
