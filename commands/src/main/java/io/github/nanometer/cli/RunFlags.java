package io.github.nanometer.cli;

import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.UsageException;
import java.io.PrintStream;

import io.github.nanometer.Estimator;
import io.github.nanometer.options.OptionSpecs;
import io.github.nanometer.Options;
import java.time.Duration;
import java.util.List;

/**
 * The measurement flags shared by commands that run benchmarks, each an {@link OptionSpecs} entry
 * ({@code --estimator}, {@code --budget}, {@code --max-warmup}, {@code --seed}, {@code --clock},
 * {@code --oracle}, {@code --no-cache}, {@code --no-isolation}, {@code --cpu}), and their conversion
 * to {@link Options}. A plug-in's command declares the ones it takes through {@code
 * spi.HostOptions} and is lent {@link #strictStatus} through its {@code spi.CommandHost}.
 */
public final class RunFlags {
  private RunFlags() {}

  /** The options, with this command's default budget and the kernel's other defaults. */
  public static List<Option> options(Duration defaultBudget) {
    return List.of(
        Option.of(OptionSpecs.ESTIMATORS),
        Option.of(OptionSpecs.BUDGET, defaultBudget),
        Option.of(OptionSpecs.MAX_WARMUP),
        Option.of(OptionSpecs.SEED),
        Option.of(OptionSpecs.CLOCK),
        Option.of(OptionSpecs.ORACLE),
        Option.of(OptionSpecs.USE_TUNING_CACHE),
        Option.of(OptionSpecs.ISOLATE_LOOPS),
        Option.of(OptionSpecs.COMPILATIONS),
        Option.of(OptionSpecs.REGIME),
        Option.of(OptionSpecs.EVALUATIONS_PER_SAMPLE),
        Option.of(OptionSpecs.CONFIDENCE),
        Option.of(OptionSpecs.STRICT),
        cpuOption());
  }

  /** The {@code --cpu} option: where the measuring thread runs. */
  static Option cpuOption() {
    return Option.of(OptionSpecs.PINNING);
  }

  /** The pin request of {@code --cpu}. */
  static Pinning pinning(ParsedArgs a) throws UsageException {
    return a.get(OptionSpecs.PINNING);
  }

  /** The estimators selected by {@code --estimator}. */
  public static List<Estimator> estimators(ParsedArgs a) throws UsageException {
    return a.get(OptionSpecs.ESTIMATORS);
  }

  /**
   * With {@code --strict}: {@link OptionSpecs#STRICT_EXIT_STATUS} and one line on {@code err} naming
   * the results whose warm-up did not reach steady state; otherwise (or when all did) {@code status}.
   */
  static int strictStatus(ParsedArgs a, java.util.List<io.github.nanometer.Result> results, int status,
      PrintStream err, String command) throws UsageException {
    if (!a.get(OptionSpecs.STRICT)) {
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
        .budget(a.get(OptionSpecs.BUDGET, defaultBudget))
        .maxWarmup(a.get(OptionSpecs.MAX_WARMUP))
        .oracle(a.get(OptionSpecs.ORACLE))
        .useTuningCache(a.get(OptionSpecs.USE_TUNING_CACHE))
        .isolateLoops(a.get(OptionSpecs.ISOLATE_LOOPS))
        .compilations(a.get(OptionSpecs.COMPILATIONS))
        .regime(a.get(OptionSpecs.REGIME))
        .evaluationsPerSample(a.get(OptionSpecs.EVALUATIONS_PER_SAMPLE))
        .confidence(a.get(OptionSpecs.CONFIDENCE))
        .pinning(pinning(a))
        .clock(a.get(OptionSpecs.CLOCK));
    a.optional(OptionSpecs.SEED).ifPresent(b::seed);
    return b.build();
  }
}
