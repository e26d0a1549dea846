package io.github.nanometer.cli;

import io.github.nanometer.Estimator;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/**
 * The measurement flags shared by commands that run benchmarks, each an {@link OptionSpecs} entry
 * wrapped once as the {@link TypedOption} the commands list and read ({@code --estimator}, {@code
 * --budget}, {@code --max-warmup}, {@code --seed}, {@code --clock}, {@code --oracle}, {@code
 * --no-cache}, {@code --no-isolation}, {@code --cpu}, ...), and their conversion to {@link Options}.
 * A plug-in's command declares the ones it takes through {@code cli.spi.HostOptions} and is lent
 * {@link #strictStatus} through its {@code cli.spi.CommandHost}.
 */
public final class RunFlags {
  private RunFlags() {}

  /** {@code --estimator}: which estimators a run reports. */
  public static final TypedOption<List<Estimator>> ESTIMATORS = TypedOption.of(OptionSpecs.ESTIMATORS);
  /** {@code --budget}: measuring time of one measurement (a command may show its own default). */
  public static final TypedOption<Duration> BUDGET = TypedOption.of(OptionSpecs.BUDGET);
  /** {@code --max-warmup}: the longest warm-up of one measurement. */
  public static final TypedOption<Duration> MAX_WARMUP = TypedOption.of(OptionSpecs.MAX_WARMUP);
  /** {@code --seed}: the seed of a run's random choices; absent, random. */
  public static final TypedOption<Long> SEED = TypedOption.of(OptionSpecs.SEED);
  /** {@code --clock}: the clock samples are timed with. */
  public static final TypedOption<io.github.nanometer.ClockChoice> CLOCK = TypedOption.of(OptionSpecs.CLOCK);
  /** {@code --oracle}: the oracle mapping time per evaluation to evaluations per sample. */
  public static final TypedOption<String> ORACLE = TypedOption.of(OptionSpecs.ORACLE);
  /** {@code --no-cache}: whether the tuning cache is used. */
  public static final TypedOption<Boolean> USE_TUNING_CACHE = TypedOption.of(OptionSpecs.USE_TUNING_CACHE);
  /** {@code --no-isolation}: whether each benchmark's loop is a class of its own. */
  public static final TypedOption<Boolean> ISOLATE_LOOPS = TypedOption.of(OptionSpecs.ISOLATE_LOOPS);
  /** {@code --compilations}: separately compiled copies of the loop, sampled in turn. */
  public static final TypedOption<Integer> COMPILATIONS = TypedOption.of(OptionSpecs.COMPILATIONS);
  /** {@code --regime}: the input regime. */
  public static final TypedOption<io.github.nanometer.Regime> REGIME = TypedOption.of(OptionSpecs.REGIME);
  /** {@code --evaluations-per-sample}: evaluations of the body per sample. */
  public static final TypedOption<Integer> EVALUATIONS_PER_SAMPLE = TypedOption.of(OptionSpecs.EVALUATIONS_PER_SAMPLE);
  /** {@code --confidence}: the confidence of every interval. */
  public static final TypedOption<Double> CONFIDENCE = TypedOption.of(OptionSpecs.CONFIDENCE);
  /** {@code --strict}: an unsettled warm-up fails the run ({@link #strictStatus}). */
  public static final TypedOption<Boolean> STRICT = TypedOption.of(OptionSpecs.STRICT);
  /** {@code --cpu}: where the measuring thread runs. */
  public static final TypedOption<Pinning> CPU = TypedOption.of(OptionSpecs.PINNING);

  /** The options, with this command's default budget and the kernel's other defaults. */
  public static List<CommandOption> options(Duration defaultBudget) {
    return List.of(
        ESTIMATORS,
        TypedOption.of(OptionSpecs.BUDGET, defaultBudget),
        MAX_WARMUP,
        SEED,
        CLOCK,
        ORACLE,
        USE_TUNING_CACHE,
        ISOLATE_LOOPS,
        COMPILATIONS,
        REGIME,
        EVALUATIONS_PER_SAMPLE,
        CONFIDENCE,
        STRICT,
        CPU);
  }

  /** The {@code --cpu} option: where the measuring thread runs. */
  static TypedOption<Pinning> cpuOption() {
    return CPU;
  }

  /** The pin request of {@code --cpu}. */
  static Pinning pinning(ParsedArgs a) throws UsageException {
    return a.get(CPU);
  }

  /** The estimators selected by {@code --estimator}. */
  public static List<Estimator> estimators(ParsedArgs a) throws UsageException {
    return a.get(ESTIMATORS);
  }

  /**
   * With {@code --strict}: {@link OptionSpecs#STRICT_EXIT_STATUS} and one line on {@code err} naming
   * the results whose warm-up did not reach steady state; otherwise (or when all did) {@code status}.
   */
  static int strictStatus(ParsedArgs a, java.util.List<io.github.nanometer.Result> results, int status,
      PrintStream err, String command) throws UsageException {
    if (!a.get(STRICT)) {
      return status;
    }
    java.util.List<String> unsettled = results.stream().filter(r -> !r.warmup().settled())
        .map(io.github.nanometer.Result::name).distinct().toList();
    if (unsettled.isEmpty()) {
      return status;
    }
    err.println("nanometer " + command + ": --strict: warm-up did not reach steady state for " + unsettled.size()
        + " benchmark" + (unsettled.size() == 1 ? "" : "s") + " (" + String.join(", ", unsettled)
        + "); exit status " + OptionSpecs.STRICT_EXIT_STATUS);
    return OptionSpecs.STRICT_EXIT_STATUS;
  }

  /** Options from the flags (estimator left at its default; set per run). */
  public static Options toOptions(ParsedArgs a, Duration defaultBudget) throws UsageException {
    Options.Builder b = Options.builder()
        .budget(a.get(BUDGET, defaultBudget))
        .maxWarmup(a.get(MAX_WARMUP))
        .oracle(a.get(ORACLE))
        .useTuningCache(a.get(USE_TUNING_CACHE))
        .isolateLoops(a.get(ISOLATE_LOOPS))
        .compilations(a.get(COMPILATIONS))
        .regime(a.get(REGIME))
        .evaluationsPerSample(a.get(EVALUATIONS_PER_SAMPLE))
        .confidence(a.get(CONFIDENCE))
        .pinning(pinning(a))
        .clock(a.get(CLOCK));
    a.optional(SEED).ifPresent(b::seed);
    return b.build();
  }
}
