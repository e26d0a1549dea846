package io.github.nanometer;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table of every option a run, a forked run or a comparison (paired, of two commands, of saved
 * results) takes: each name, flag, default, range and help line is written here once, and read by
 * the {@link Options}, {@code ForkOptions} and {@link ComparisonOptions} validation, their builders,
 * and the CLI (parsing and {@code --help}). Defaults come from {@link Defaults}, also those of {@code
 * nanometer compare} (which its options, nanometer-report's {@code
 * comparison.CommandComparisonOptions}, read). {@link #OPTIONS} lists the specs of every member of
 * {@link Options}, which a child JVM's command line carries ({@link OptionsText}).
 */
public final class OptionSpecs {
  private OptionSpecs() {}

  /** The estimator of one run. */
  public static final OptionSpec<Estimator> ESTIMATOR = OptionSpec.choice("estimator", "estimator",
      Defaults.ESTIMATOR, words(Estimator.MEDIAN, Estimator.MINIMUM, Estimator.WEIGHTED_MEAN),
      "median of tuned samples; minimum: Chen-Revels; weighted-mean: llvm-libc loop");

  /** The CLI's {@code --estimator}: one estimator, or several run one after the other. */
  public static final OptionSpec<List<Estimator>> ESTIMATORS = OptionSpec.choice("estimator", "estimator",
      List.of(Defaults.ESTIMATOR), estimatorLists(),
      "median of tuned samples; minimum: Chen-Revels; weighted-mean: llvm-libc loop; both: minimum and "
          + "weighted-mean; all: the three");

  /** Measuring time per benchmark, warm-up excluded. */
  public static final OptionSpec<Duration> BUDGET = OptionSpec.duration("budget", "budget", Defaults.BUDGET,
      Defaults.MIN_BUDGET, Defaults.MAX_BUDGET, "measuring time per benchmark");

  /** The longest warm-up; 0 runs a single warm-up round. */
  public static final OptionSpec<Duration> MAX_WARMUP = OptionSpec.duration("maxWarmup", "max-warmup",
      Defaults.MAX_WARMUP, Duration.ZERO, Duration.ofMinutes(10), "longest warm-up before measuring anyway");

  /** The input generators' seed: any long; a fresh random one by default, recorded in the result. */
  public static final OptionSpec<Long> SEED = OptionSpec.any("seed", "seed", "N", null, "random",
      OptionText::longValue, "", "seed of the input generators (recorded in results)");

  /** Inputs per batch, a power of two. */
  public static final OptionSpec<Integer> BATCH_SIZE = OptionSpec.integer("batchSize", "batch-size",
      Defaults.BATCH_SIZE, 1, 1 << 20, "inputs per batch").also(n -> Integer.bitCount(n) == 1, "a power of two");

  /** Samples always taken. */
  public static final OptionSpec<Integer> MIN_SAMPLES = OptionSpec.integer("minSamples", "min-samples",
      Defaults.MIN_SAMPLES, 2, 1_000_000, "samples always taken");

  /** Samples at most. */
  public static final OptionSpec<Integer> MAX_SAMPLES = OptionSpec.integer("maxSamples", "max-samples",
      Defaults.MAX_SAMPLES, 2, 10_000_000, "samples at most");

  /** The tuning oracle. */
  public static final OptionSpec<String> ORACLE = OptionSpec.choice("oracle", "oracle", Defaults.ORACLE,
      words("logistic", "table"), "oracle mapping time per evaluation to evaluations per sample");

  /** Whether tuned evaluations per sample are reused; {@code --no-cache} turns it off. */
  public static final OptionSpec<Boolean> USE_TUNING_CACHE = OptionSpec.toggle("useTuningCache", "no-cache",
      Defaults.USE_TUNING_CACHE, "do not read or write the tuned evaluations cache");

  /** Whether each benchmark gets its own hidden loop class; {@code --no-isolation} turns it off. */
  public static final OptionSpec<Boolean> ISOLATE_LOOPS = OptionSpec.toggle("isolateLoops", "no-isolation",
      Defaults.ISOLATE_LOOPS, "time every benchmark in one shared loop class (profiles may mix)");

  /**
   * Separately compiled copies of each timed loop, sampled in turn; 0 ({@link Defaults#COMPILATIONS})
   * is automatic: {@link Defaults#RUN_COMPILATIONS} for a run, {@link Defaults#PAIRED_COMPILATIONS}
   * per side for a paired comparison.
   */
  public static final OptionSpec<Integer> COMPILATIONS = OptionSpec.integer("compilations", "compilations",
      Defaults.COMPILATIONS, 0, 16, "separately compiled copies of the timed loop, sampled in turn (0: "
      + Defaults.RUN_COMPILATIONS + " for a run, " + Defaults.PAIRED_COMPILATIONS + " per side for a paired comparison)");

  /** The input regime of {@code withInputs} benchmarks ({@link Regime}): fresh (default) or replayed. */
  public static final OptionSpec<Regime> REGIME = OptionSpec.choice("regime", "regime", Defaults.REGIME,
      words(Regime.FRESH, Regime.REPLAYED),
      "inputs: fresh (none replayed within a sample) or replayed (one batch cycled all run, as JMH's index)");

  /** Evaluations per sample forced instead of tuned; 0 tunes them. */
  public static final OptionSpec<Integer> EVALUATIONS_PER_SAMPLE = OptionSpec.integer("evaluationsPerSample",
      "evaluations-per-sample", 0, 0, 1 << 24, "force this many evaluations per sample (0: tune them)");

  /**
   * Strict mode, one meaning for the CLI and JUnit: a result that failed its own quality bar (warm-up
   * did not reach steady state, a measurement aborted) fails the run instead of earning a note; the
   * CLI then exits with {@link #STRICT_EXIT_STATUS}.
   */
  public static final OptionSpec<Boolean> STRICT = OptionSpec.toggle("strict", "strict", false,
      "treat warnings as failures: measuring commands exit 5 when a warm-up did not reach steady state; doctor exits 1 on warnings");

  /** The CLI's exit status when {@link #STRICT} finds a result below its quality bar. */
  public static final int STRICT_EXIT_STATUS = 5;

  /**
   * Whether each benchmark of a CLI run gets a JVM of its own (the default, as JMH forks one per
   * benchmark) or all share the command's JVM, where they can change each other.
   */
  public static final OptionSpec<Isolation> ISOLATION = OptionSpec.choice("isolation", "isolation",
      Isolation.OWN_JVM, words(Isolation.OWN_JVM, Isolation.SHARED_JVM),
      "own-jvm: each benchmark in a fresh JVM (benchmarks cannot change each other); shared-jvm: all in this one");

  /**
   * Where the measuring thread runs; its exact text form is {@link Pinning#text()}'s ({@code auto},
   * {@code none}, {@code cpu N}), as results documents spell it.
   */
  public static final OptionSpec<Pinning> PINNING = OptionSpec.any("pinning", "cpu", "N|auto|none",
      Defaults.PINNING, "auto", OptionSpecs::pinning, "auto|none|0.." + Pinning.MAX_CPU,
      "pin the measuring thread to cpu N; auto: a quiet core; none: do not pin")
      .withExactText(Pinning::text, Pinning::parse);

  /**
   * The weighted-mean loop's settings ({@link Options#geometric()}): an API option only, which no
   * command-line flag takes (so it is not in {@link #ALL}); none by default, the budget's ({@link
   * GeometricOptions#llvmDefaults()} with the budget as max duration). Its text form, exact, is the
   * record's members in order, comma-separated, durations in whole nanoseconds: {@code
   * 1,1.4,4,1000,0ns,1000000000ns,10000000,0.01}.
   */
  public static final OptionSpec<GeometricOptions> GEOMETRIC = OptionSpec.any("geometric", "geometric",
      "SETTINGS", null, "the budget's", OptionSpecs::geometric, "",
      "settings of the weighted-mean loop (API only)").withExactText(OptionSpecs::geometricText, OptionSpecs::geometric);

  /** Which clock times the loops. */
  public static final OptionSpec<ClockChoice> CLOCK = OptionSpec.choice("clock", "clock", Defaults.CLOCK,
      words(ClockChoice.NANOTIME, ClockChoice.TSC, ClockChoice.AUTO),
      "clock of the timed loops; tsc: the invariant timestamp counter; auto: the more accurate (reason in notes)");

  /** The CLI's {@code --mode} of chains: independent or dependent evaluations, or both. */
  public static final OptionSpec<List<Mode>> MODES = OptionSpec.choice("mode", "mode",
      List.of(Mode.THROUGHPUT, Mode.LATENCY), modeLists(),
      "chain mode: independent (throughput) or dependent (latency) evaluations");

  /**
   * Fresh JVMs of a forked run, a fixed count: 1 measures one JVM (and says the spread between JVMs
   * was not measured); the default is {@link ForkPlan#DEFAULT_MIN_FORKS}, the adaptive plan's least.
   */
  public static final OptionSpec<Integer> FORKS = OptionSpec.integer("forks", "forks",
      ForkPlan.DEFAULT_MIN_FORKS, 1, ForkPlan.MOST_FORKS, "fresh JVMs, each with its own warm-up");

  /**
   * The smallest relative change a paired comparison counts, as a fraction (a percentage on the
   * command line); key {@code thresholdFraction}, as {@link ComparisonOptions.Builder#thresholdFraction}.
   */
  public static final OptionSpec<Double> THRESHOLD = OptionSpec.fraction("thresholdFraction", "threshold",
      Defaults.THRESHOLD_FRACTION, 0, 0.99, "smallest relative change that matters in a paired comparison");

  /** The confidence level of intervals, as a fraction (a percentage on the command line). */
  public static final OptionSpec<Double> CONFIDENCE = OptionSpec.fraction("confidence", "confidence",
      Defaults.CONFIDENCE, Defaults.MIN_CONFIDENCE, Defaults.MAX_CONFIDENCE, "confidence level of every interval");

  /** Whether a paired comparison also reports the trimmed mean difference. */
  public static final OptionSpec<Boolean> TRIM_OUTLIERS = OptionSpec.toggle("trimOutliers", "trim", false,
      "also report Yuen's trimmed mean difference (symmetric extremes cut)");

  /**
   * What a paired verdict judges, named before measuring: the change of means (the typical pair
   * beside it), or the typical per-pair ratio.
   */
  public static final OptionSpec<PairedEstimand> ESTIMAND = OptionSpec.choice("estimand", "estimand",
      PairedEstimand.MEAN, words(PairedEstimand.MEAN, PairedEstimand.TYPICAL_PAIR),
      "what a paired verdict judges; mean: the ratio of means (the typical pair beside it, inconclusive where "
          + "one-sided delays make them decide differently); typical-pair: the typical per-pair ratio");

  /**
   * {@code nanometer judge}: a change beyond this, either way, counts as faster or slower. Its own
   * key, {@code judgeThreshold}: the three thresholds ({@link #THRESHOLD}, this, {@link
   * #COMPARE_THRESHOLD}) are three concepts with three ranges; all three keep the flag {@code
   * --threshold} that scripts use, and a refused value names the key.
   */
  public static final OptionSpec<Double> JUDGE_THRESHOLD = OptionSpec.fraction("judgeThreshold", "threshold",
      Defaults.THRESHOLD_FRACTION, 0, Defaults.MAX_JUDGE_THRESHOLD_FRACTION,
      "a change beyond this, in percent of the base time, counts as faster or slower");

  /**
   * {@code nanometer compare}: a change above this is a regression; negative asks for a speed-up. Its
   * own key, {@code compareThreshold} (see {@link #JUDGE_THRESHOLD}).
   */
  public static final OptionSpec<Double> COMPARE_THRESHOLD = OptionSpec.fraction("compareThreshold", "threshold",
      Defaults.COMPARE_THRESHOLD_FRACTION, Defaults.MIN_COMPARE_THRESHOLD_FRACTION,
      Defaults.MAX_COMPARE_THRESHOLD_FRACTION,
      "a change above this, in percent of the base mean, is a regression");

  /** {@code nanometer compare}: the total time budget. */
  public static final OptionSpec<Duration> COMPARE_TIME_LIMIT = OptionSpec.duration("timeLimit", "time-limit",
      Defaults.COMPARE_TIME_LIMIT, Duration.ofMillis(1), Duration.ofDays(7),
      "stop and report inconclusive after this long (warm-up included)");

  /** {@code nanometer compare}: the longest one run may take; none by default. */
  public static final OptionSpec<Duration> COMPARE_RUN_TIMEOUT = OptionSpec.duration("runTimeout", "run-timeout",
      null, Duration.ofMillis(1), Duration.ofDays(7),
      "kill a run that takes longer than this and stop with exit status 4");

  /** {@code nanometer compare}: blocks before any verdict. */
  public static final OptionSpec<Integer> COMPARE_MIN_BLOCKS = OptionSpec.integer("minBlocks", "min-blocks",
      Defaults.COMPARE_MIN_BLOCKS, Defaults.MIN_COMPARE_BLOCKS,
      Defaults.MAX_COMPARE_BLOCKS, "no verdict before this many blocks");

  /** {@code nanometer compare}: discarded runs of each command before measuring. */
  public static final OptionSpec<Integer> COMPARE_WARMUP = OptionSpec.integer("warmupRuns", "warmup",
      Defaults.COMPARE_WARMUP_RUNS, 0, Defaults.MAX_COMPARE_WARMUP_RUNS,
      "discarded runs of each command first");

  /**
   * {@code nanometer jmh}: the longest a benchmark JVM (one fork of a run, or the class-data
   * archive's training JVM before its first fork) may run before it is killed and its run reported
   * failed, with the run's name and this limit; key {@code forkTimeLimit}, as {@code
   * JmhRequest.forkTimeLimit}. At least 1 s (a JVM's start), at most {@link
   * Defaults#MAX_FORK_TIME_LIMIT}.
   */
  public static final OptionSpec<Duration> FORK_TIME_LIMIT = OptionSpec.duration("forkTimeLimit", "timeout",
      Defaults.FORK_TIME_LIMIT, Duration.ofSeconds(1), Defaults.MAX_FORK_TIME_LIMIT,
      "kill a benchmark JVM (one fork) still running after this long and report its run as failed");

  /** Every spec, in the order help lists them. */
  public static final List<OptionSpec<?>> ALL = List.of(ESTIMATOR, ESTIMATORS, BUDGET, MAX_WARMUP, SEED,
      BATCH_SIZE, MIN_SAMPLES, MAX_SAMPLES, ORACLE, USE_TUNING_CACHE, ISOLATE_LOOPS, COMPILATIONS, REGIME,
      EVALUATIONS_PER_SAMPLE, STRICT, ISOLATION, PINNING, CLOCK,
      MODES, FORKS,
      THRESHOLD, CONFIDENCE, TRIM_OUTLIERS, ESTIMAND, JUDGE_THRESHOLD, COMPARE_THRESHOLD,
      COMPARE_TIME_LIMIT, COMPARE_RUN_TIMEOUT, COMPARE_MIN_BLOCKS, COMPARE_WARMUP, FORK_TIME_LIMIT);

  /**
   * The specs of {@link Options}' members, one per member, named as the member and in the record's
   * order: what a child JVM's command line carries, every one ({@link OptionsText}).
   */
  public static final List<OptionSpec<?>> OPTIONS = List.of(ESTIMATOR, BUDGET, MAX_WARMUP, SEED, BATCH_SIZE,
      MIN_SAMPLES, MAX_SAMPLES, ORACLE, GEOMETRIC, USE_TUNING_CACHE, ISOLATE_LOOPS, PINNING, CLOCK, COMPILATIONS,
      REGIME, EVALUATIONS_PER_SAMPLE, CONFIDENCE);

  /** The command-line word of a value: an enum's {@code cliName}-style lower-case name, or the text itself. */
  @SafeVarargs
  private static <T> Map<String, T> words(T... values) {
    Map<String, T> m = new LinkedHashMap<>();
    for (T v : values) {
      String word = v instanceof Enum<?> e ? e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
          : String.valueOf(v);
      m.put(word, v);
    }
    return m;
  }

  private static Map<String, List<Estimator>> estimatorLists() {
    Map<String, List<Estimator>> m = new LinkedHashMap<>();
    m.put("median", List.of(Estimator.MEDIAN));
    m.put("minimum", List.of(Estimator.MINIMUM));
    m.put("weighted-mean", List.of(Estimator.WEIGHTED_MEAN));
    m.put("both", List.of(Estimator.MINIMUM, Estimator.WEIGHTED_MEAN));
    m.put("all", List.of(Estimator.MEDIAN, Estimator.MINIMUM, Estimator.WEIGHTED_MEAN));
    return m;
  }

  private static Map<String, List<Mode>> modeLists() {
    Map<String, List<Mode>> m = new LinkedHashMap<>();
    m.put("throughput", List.of(Mode.THROUGHPUT));
    m.put("latency", List.of(Mode.LATENCY));
    m.put("both", List.of(Mode.THROUGHPUT, Mode.LATENCY));
    return m;
  }

  /** {@link #GEOMETRIC}'s text form: the members in order, comma-separated, durations in whole nanoseconds. */
  private static String geometricText(GeometricOptions g) {
    return String.join(",", String.valueOf(g.initialEvaluations()), Double.toString(g.growthFactor()),
        String.valueOf(g.minSamples()), String.valueOf(g.maxSamples()), OptionText.nanosText(g.minDuration()),
        OptionText.nanosText(g.maxDuration()), String.valueOf(g.maxEvaluations()), Double.toString(g.epsilon()));
  }

  /** Reads {@link #geometricText}'s form; the record checks the values. */
  private static GeometricOptions geometric(String text) {
    String[] f = io.github.nanometer.text.Tokens.fields(text, ',').toArray(new String[0]);
    if (f.length != 8) {
      throw new IllegalArgumentException("8 comma-separated settings (initialEvaluations,growthFactor,minSamples,"
          + "maxSamples,minDuration,maxDuration,maxEvaluations,epsilon)");
    }
    return new GeometricOptions(OptionText.integer(f[0]), OptionText.javaDouble(f[1]), OptionText.integer(f[2]),
        OptionText.integer(f[3]), OptionText.nanos(f[4]), OptionText.nanos(f[5]), OptionText.integer(f[6]),
        OptionText.javaDouble(f[7]));
  }

  private static Pinning pinning(String text) {
    String v = text.strip();
    if (v.equals("auto")) {
      return Pinning.auto();
    }
    if (v.equals("none")) {
      return Pinning.none();
    }
    try {
      int cpu = OptionText.integer(v);
      if (cpu >= 0 && cpu <= Pinning.MAX_CPU) {
        return Pinning.cpu(cpu);
      }
    } catch (IllegalArgumentException e) {
      // the message below says what is accepted
    }
    throw new IllegalArgumentException("auto, none or a cpu number from 0 to " + Pinning.MAX_CPU);
  }
}
