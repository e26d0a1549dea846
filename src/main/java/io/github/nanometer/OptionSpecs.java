package io.github.nanometer;

import java.time.Duration;
import java.util.List;

/**
 * The table of bounded options: each range and help line is written here once, and read by the
 * {@link Options} and {@link ForkOptions} records (validation), their builders, and the CLI (parsing
 * and {@code --help}). Defaults come from {@link Defaults}.
 */
public final class OptionSpecs {
  private OptionSpecs() {}

  /** Measuring time per benchmark, warm-up excluded. */
  public static final OptionSpec<Duration> BUDGET = new OptionSpec<>("budget", "budget", Defaults.BUDGET,
      Duration.ofMillis(1), Duration.ofHours(1), "measuring time per benchmark");

  /** The longest warm-up; 0 runs a single warm-up round. */
  public static final OptionSpec<Duration> MAX_WARMUP = new OptionSpec<>("maxWarmup", "max-warmup",
      Defaults.MAX_WARMUP, Duration.ZERO, Duration.ofMinutes(10), "longest warm-up before measuring anyway");

  /** Inputs per batch; also a power of two ({@link Options} checks that). */
  public static final OptionSpec<Integer> BATCH_SIZE = new OptionSpec<>("batchSize", "batch-size",
      Defaults.BATCH_SIZE, 1, 1 << 20, "inputs per batch, a power of two");

  /** Samples always taken. */
  public static final OptionSpec<Integer> MIN_SAMPLES = new OptionSpec<>("minSamples", "min-samples",
      Defaults.MIN_SAMPLES, 2, 1_000_000, "samples always taken");

  /** Samples at most. */
  public static final OptionSpec<Integer> MAX_SAMPLES = new OptionSpec<>("maxSamples", "max-samples",
      Defaults.MAX_SAMPLES, 2, 10_000_000, "samples at most");

  /** Fresh JVMs of a forked run; two at least, for a fork-level variance. */
  public static final OptionSpec<Integer> FORKS = new OptionSpec<>("forks", "forks",
      Defaults.FORKS, 2, 1000, "fresh JVMs, each with its own warm-up");

  /** Measured iterations per fork. */
  public static final OptionSpec<Integer> ITERATIONS = new OptionSpec<>("iterations", "iterations",
      Defaults.ITERATIONS, 1, 100_000, "measured iterations per fork");

  /** Measuring time of one iteration of a fork. */
  public static final OptionSpec<Duration> ITERATION_BUDGET = new OptionSpec<>("iterationBudget",
      "iteration-budget", Defaults.ITERATION_BUDGET, Duration.ofMillis(1), Duration.ofHours(1),
      "measuring time per iteration of a fork");

  /** Every spec, in the order help lists them. */
  public static final List<OptionSpec<?>> ALL =
      List.of(BUDGET, MAX_WARMUP, BATCH_SIZE, MIN_SAMPLES, MAX_SAMPLES, FORKS, ITERATIONS, ITERATION_BUDGET);
}
