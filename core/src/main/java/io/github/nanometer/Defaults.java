package io.github.nanometer;

import java.time.Duration;

/**
 * Every default of nanometer in one place, with one line saying why; the {@link Options} builder
 * and the CLI help both read from here.
 */
public final class Defaults {
  private Defaults() {}

  /**
   * Median: reproducible run to run and across budgets, close to JMH's average time, with a
   * distribution-free interval; the minimum drifts with the budget when the machine's speed varies.
   */
  public static final Estimator ESTIMATOR = Estimator.MEDIAN;

  /**
   * 1 s of measuring per benchmark: the median settles within it, and a benchmark stays under 2 s of
   * wall time. The one default budget of the API, the CLI, {@code nanometer jmh}, {@code reference},
   * {@code paired-check} and threaded runs; what it bounds per estimator is {@link Options#budget()}'s.
   */
  public static final Duration BUDGET = Duration.ofSeconds(1);

  /**
   * The shortest budget: 1 ms, a few samples of the shortest bodies. Every budget (a run's, a
   * threaded run's, a JUnit test's, the CLI's) is checked against these bounds by {@code
   * OptionSpecs.BUDGET}, with one message.
   */
  public static final Duration MIN_BUDGET = Duration.ofMillis(1);

  /** The longest budget: 1 h. */
  public static final Duration MAX_BUDGET = Duration.ofHours(1);

  /**
   * At most 2 s of warm-up: steady state is measured (see {@code measure.Warmup}) and most bodies
   * reach it in well under a second, but formatting and stream bodies need up to about 2 s before C2
   * has compiled their hot path (JMH's own warm-up iterations show the same).
   */
  public static final Duration MAX_WARMUP = Duration.ofSeconds(2);

  /**
   * {@code nanometer jmh}: a benchmark JVM (one fork) still running after 10 minutes is killed and
   * its run reported failed. JMH gives an iteration 10 minutes too; a default fork here takes a few
   * seconds (its warm-up at most {@link #MAX_WARMUP}, twice, and its budget), so only a benchmark
   * that never returns reaches it.
   */
  public static final Duration FORK_TIME_LIMIT = Duration.ofMinutes(10);

  /** The longest time limit a benchmark JVM may be given: 1 day. */
  public static final Duration MAX_FORK_TIME_LIMIT = Duration.ofDays(1);

  /**
   * Inputs are fresh by default: no input is replayed within a sample, so the number does not
   * depend on how long the tuned samples are (replayed inputs let the branch predictor learn them).
   */
  public static final Regime REGIME = Regime.FRESH;

  /** 1024 inputs per batch: enough variety to defeat branch predictors, small enough for L1/L2. */
  public static final int BATCH_SIZE = 1024;

  /**
   * 50,000 samples at most: short samples (a few tau_acc) keep interruptions in separate samples, and
   * a 1 s budget of them fits; where it would not, samples lengthen so the budget is still used
   * (the limit bounds memory, not the run).
   */
  public static final int MAX_SAMPLES = 50_000;

  /** At least 5 samples, so an interval can be formed even for long work. */
  public static final int MIN_SAMPLES = 5;

  /** The paper's generalized-logistic oracle; {@code table} is the empirically tuned alternative. */
  public static final String ORACLE = "logistic";

  /** Reuse tuned evaluations per sample across runs on the same machine and clock. */
  public static final boolean USE_TUNING_CACHE = true;

  /** One hidden loop class per benchmark, so profiles of different benchmarks never mix. */
  public static final boolean ISOLATE_LOOPS = true;

  /**
   * Measure on a dedicated thread pinned to a quiet core (isolated if any, never core 0 or a busy
   * core's SMT sibling when there is a choice); an unpinned run, with the reason, when that fails.
   */
  public static final Pinning PINNING = Pinning.auto();

  /**
   * nanoTime: portable, and the clock every recorded comparison with JMH used; {@code AUTO} (or
   * {@code TSC}) is opt-in until the side-by-side numbers show where the counter helps.
   */
  public static final ClockChoice CLOCK = ClockChoice.NANOTIME;

  /** Paired comparisons: changes below 2% do not matter (the cbdr default threshold). */
  public static final double THRESHOLD_FRACTION = 0.02;

  /** Confidence level of intervals. */
  public static final double CONFIDENCE = 0.95;

  /** The lowest confidence level accepted on every path: 0.5 (50%). */
  public static final double MIN_CONFIDENCE = 0.5;

  /** The highest confidence level accepted on every path: 0.9999 (99.99%). */
  public static final double MAX_CONFIDENCE = 0.9999;

  /** The largest judge threshold: a change of ten times the base (1000%); {@code --threshold}'s bound too. */
  public static final double MAX_JUDGE_THRESHOLD_FRACTION = 10;

  /** {@code nanometer compare}: cbdr's "is the whole interval under +2%", as a fraction of the base mean. */
  public static final double COMPARE_THRESHOLD_FRACTION = 0.02;

  /** {@code nanometer compare}'s lowest threshold: -0.99 asks for a 99% speed-up, the most a time can fall short of the base. */
  public static final double MIN_COMPARE_THRESHOLD_FRACTION = -0.99;

  /** {@code nanometer compare}'s highest threshold: a change of ten times the base mean (1000%). */
  public static final double MAX_COMPARE_THRESHOLD_FRACTION = 10;

  /** {@code nanometer compare}'s time budget: long enough for second-long benchmarks to settle, short enough for CI. */
  public static final Duration COMPARE_TIME_LIMIT = Duration.ofMinutes(5);

  /** {@code nanometer compare}: one discarded run of each command, to get files cached (cbdr METHOD.md). */
  public static final int COMPARE_WARMUP_RUNS = 1;

  /** {@code nanometer compare}: the most discarded runs of each command. */
  public static final int MAX_COMPARE_WARMUP_RUNS = 1000;

  /** {@code nanometer compare}: no verdict before this many blocks (the variance estimate needs a few). */
  public static final int COMPARE_MIN_BLOCKS = 10;

  /** {@code nanometer compare}: the fewest blocks before a verdict (a variance needs two). */
  public static final int MIN_COMPARE_BLOCKS = 2;

  /** {@code nanometer compare}: the most blocks before a verdict. */
  public static final int MAX_COMPARE_BLOCKS = 1_000_000;

  /**
   * A tuned sample lasts at most 10 x tau_acc (about 30 us with nanoTime on a VM): long enough that
   * the clock's error is 0.1%, short enough that a scheduler tick or a host preemption spoils one
   * sample in hundreds rather than most of them.
   */
  public static final double MAX_SAMPLE_ACCURACY_MULTIPLE = 10;

  /**
   * The compilations option's default, 0: automatic, {@link #RUN_COMPILATIONS} copies of the timed
   * loop for a single run and {@link #PAIRED_COMPILATIONS} per side for a paired comparison.
   */
  public static final int COMPILATIONS = 0;

  /**
   * A single run measures one compilation of the timed loop, as a fresh JVM (and JMH's fork) does.
   * Separately compiled copies are not independent draws of a fresh JVM's compilation: the copies
   * share the body's callees, whose invocation counts add up, so the callees are compiled on their
   * own before any copy and the copies no longer inline them. On everyday bodies that made every
   * copy slower than one compilation (Arrays.sort of 16 ints: 146-158 ns with 3 copies, 131-134 with
   * one, JMH 132-134; docs/lab/replayed-regime-and-copies.md). The JVM-to-JVM spread comes from forks.
   */
  public static final int RUN_COMPILATIONS = 1;

  /**
   * A paired comparison runs 3 separately compiled copies per side and its judged interval spans
   * the spread between them: the JIT does not compile a loop the same way every time (compilations
   * of one 256-int sum read 60.6 or 69.9 ns), and an interval for one pair of compilations excluded
   * zero in 4 of 6 A/A comparisons. Both sides share the copies' bias, so the change keeps its meaning.
   * Self-timed bodies and runs without loop isolation measure one copy.
   */
  public static final int PAIRED_COMPILATIONS = 3;

  /**
   * Work is "too long for the geometric loop" when fewer than this many evaluations fit in the
   * budget; it then runs as single evaluations repeated to a 95% interval.
   */
  public static final int MIN_EVALUATIONS_IN_BUDGET = 50;

  /**
   * 0.8 s per comparison in a JUnit performance test ({@code @PerformanceTest}): paired runs detect
   * a 1-2% change in about that time, and a test with its noise guard stays within a few seconds.
   */
  public static final Duration TEST_BUDGET = Duration.ofMillis(800);

  /**
   * Warm-up cap per side in a JUnit performance test: long enough for C2 on a quiet machine, short
   * enough that four warm-ups (noise guard and comparison) fit beside the budgets in about 3 s.
   */
  public static final Duration TEST_MAX_WARMUP = Duration.ofMillis(500);

  /**
   * The bound on a JUnit performance test's warm-up retries: a side whose warm-up did not settle
   * within {@link #TEST_MAX_WARMUP} is measured again with twice the cap, up to this (0.5, 1, 2, 4,
   * 8 s); on a loaded machine C2 needed 0.6 s and more, and 8 s covers the slowest seen (load 14).
   */
  public static final Duration TEST_MAX_WARMUP_CAP = Duration.ofSeconds(8);
}
