package io.github.nanometer.suite;

import io.github.nanometer.cli.spi.TypedOption;

/**
 * The suite's own numeric options, each with its default, range and help written once (the run
 * options the suite shares with other commands are {@code io.github.nanometer.cli.spi.HostOptions}). The
 * {@code suite} command parses, checks and lists them in {@code --help} through these options.
 */
public final class SuiteOptionSpecs {
  private SuiteOptionSpecs() {}

  /** Repetitions of every measurement, for a spread. */
  public static final TypedOption<Integer> TRIALS = TypedOption.wholeNumber("trials", "trials", SuiteDefaults.TRIALS, 1,
      1000, "repetitions of every measurement, for a spread");

  /** The alignment of drawn offsets: a power of two up to {@link BufferPlan#MAX_ALIGNMENT}; 1 = unaligned. */
  public static final TypedOption<Integer> ALIGNMENT = TypedOption.wholeNumber("alignment", "align",
      SuiteDefaults.ALIGNMENT, 1, BufferPlan.MAX_ALIGNMENT, "offsets are multiples of N (1 = unaligned)")
      .also(n -> Integer.bitCount(n) == 1, "a power of two");

  /** Calls per parameter batch, a power of two. */
  public static final TypedOption<Integer> BATCH_ENTRIES = TypedOption.wholeNumber("batchEntries", "batch",
      SuiteDefaults.BATCH_ENTRIES, 1, 1 << 20, "calls per parameter batch")
      .also(n -> Integer.bitCount(n) == 1, "a power of two");

  /** Passes over each drawn batch before a new draw. */
  public static final TypedOption<Integer> RUNS_PER_BATCH = TypedOption.wholeNumber("runsPerBatch", "batch-runs",
      SuiteDefaults.RUNS_PER_BATCH, 1, ParameterRegime.MAX_RUNS_PER_BATCH,
      "passes over each drawn batch before a new draw; 1 = nothing replayed, more = trained predictor");
}
