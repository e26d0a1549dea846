package io.github.nanometer.cli;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.PinRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The measurement flags shared by commands that run benchmarks ({@code --estimator}, {@code
 * --budget}, {@code --max-warmup}, {@code --seed}, {@code --oracle}, {@code --no-cache}), with
 * help text read from {@link Defaults}, and their conversion to {@link Options}. Public for
 * commands outside this package that the CLI loads as services (the suite's).
 */
public final class RunFlags {
  private RunFlags() {}

  /** The options, with this command's default budget and the kernel's other defaults. */
  static List<Option> options(Duration defaultBudget) {
    List<Option> list = new ArrayList<>(measuring(Defaults.ESTIMATOR.cliName(),
        "median of tuned samples; minimum: Chen-Revels; weighted-mean: llvm-libc loop; both: minimum and "
            + "weighted-mean; all: the three", defaultBudget, OptionSpecs.BUDGET.helpWithRange(),
        Defaults.MAX_WARMUP));
    list.set(0, Option.value("estimator", "median|minimum|weighted-mean|both|all", Defaults.ESTIMATOR.cliName(),
        list.get(0).help()));
    list.add(3, Option.value("seed", "N", "random", "seed of the input generators (recorded in results)"));
    list.add(4, Option.value("clock", "nanotime|tsc|auto", Defaults.CLOCK.cliName(),
        "clock of the timed loops; tsc: the invariant timestamp counter; auto: the more accurate (reason in notes)"));
    return list;
  }

  /**
   * {@code --estimator}, {@code --budget}, {@code --max-warmup}, {@code --oracle}, {@code --no-cache}
   * and {@code --cpu} with a command's own defaults and wording.
   */
  public static List<Option> measuring(String defaultEstimator, String estimatorHelp, Duration defaultBudget,
      String budgetHelp, Duration defaultMaxWarmup) {
    return List.of(
        Option.value("estimator", "minimum|weighted-mean|both", defaultEstimator, estimatorHelp),
        Option.value("budget", "DURATION", Durations.format(defaultBudget), budgetHelp),
        Option.value("max-warmup", "DURATION", Durations.format(defaultMaxWarmup),
            OptionSpecs.MAX_WARMUP.helpWithRange()),
        Option.value("oracle", "logistic|table", Defaults.ORACLE,
            "oracle mapping time per evaluation to evaluations per sample"),
        Option.flag("no-cache", "do not read or write the tuned evaluations cache"),
        cpuOption());
  }

  /** The {@code --cpu} option: where the measuring thread runs. */
  static Option cpuOption() {
    return Option.value("cpu", "N|auto|none", "auto",
        "pin the measuring thread to cpu N; auto: a quiet core; none: do not pin");
  }

  /** The pin request of {@code --cpu}. */
  public static PinRequest pinning(ParsedArgs a) throws UsageException {
    String v = a.string("cpu", "auto").trim();
    if (v.equals("auto")) {
      return PinRequest.auto();
    }
    if (v.equals("none")) {
      return PinRequest.none();
    }
    try {
      int cpu = io.github.nanometer.stats.Decimals.parseInt(v);
      if (cpu >= 0 && cpu <= CpuList.MAX_CPU) {
        return PinRequest.cpu(cpu);
      }
    } catch (NumberFormatException e) {
      // fall through to the message below
    }
    throw new UsageException("--cpu: '" + v + "' is not auto, none or a cpu number (0 to " + CpuList.MAX_CPU + ")");
  }

  /** The estimators selected by {@code --estimator}. */
  static List<Estimator> estimators(ParsedArgs a) throws UsageException {
    String v = a.choice("estimator", Defaults.ESTIMATOR.cliName(),
        List.of("median", "minimum", "weighted-mean", "both", "all"));
    List<Estimator> list = new ArrayList<>();
    if (v.equals("median") || v.equals("all")) {
      list.add(Estimator.MEDIAN);
    }
    if (v.equals("minimum") || v.equals("both") || v.equals("all")) {
      list.add(Estimator.MINIMUM);
    }
    if (v.equals("weighted-mean") || v.equals("both") || v.equals("all")) {
      list.add(Estimator.WEIGHTED_MEAN);
    }
    return list;
  }

  /** The duration of a spec's flag, parsed within the spec's range; {@code defaultValue} when absent. */
  public static Duration duration(ParsedArgs a, OptionSpec<Duration> spec, Duration defaultValue)
      throws UsageException {
    return a.duration(spec.flag(), defaultValue, spec.min(), spec.max());
  }

  /** Options from the flags (estimator left at its default; set per run). */
  static Options toOptions(ParsedArgs a, Duration defaultBudget) throws UsageException {
    Options.Builder b = Options.builder()
        .budget(duration(a, OptionSpecs.BUDGET, defaultBudget))
        .maxWarmup(duration(a, OptionSpecs.MAX_WARMUP, Defaults.MAX_WARMUP))
        .oracle(a.choice("oracle", Defaults.ORACLE, List.of("logistic", "table")))
        .useTuningCache(!a.has("no-cache"))
        .pinning(pinning(a));
    if (a.has("seed")) {
      b.seed(a.longValue("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
    }
    if (a.has("clock")) {
      String clock = a.choice("clock", Defaults.CLOCK.cliName(), List.of("nanotime", "tsc", "auto"));
      b.clock(ClockChoice.valueOf(clock.toUpperCase(java.util.Locale.ROOT)));
    }
    return b.build();
  }
}
