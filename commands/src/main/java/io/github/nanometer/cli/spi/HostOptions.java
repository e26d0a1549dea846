package io.github.nanometer.cli.spi;

import io.github.nanometer.Estimator;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Pinning;
import java.time.Duration;
import java.util.List;

/**
 * The options a plug-in's command shares with the core's measuring commands, declared once for both:
 * the same flags, ranges, defaults and help lines. A command lists the ones it takes among its
 * {@link Command#options()} and reads the typed ones from its {@link CommandArguments}; {@code --html}, the
 * baseline flags and {@code --strict} are read by its {@link CommandHost}.
 */
public final class HostOptions {
  private HostOptions() {}

  private static final TypedOption<String> HTML = TypedOption.text("html", "FILE", null,
      "also write a self-contained HTML report with plots to FILE");

  private static final TypedOption<String> BASELINE_DIRECTORY = TypedOption.text("baseline-dir", "DIR",
      ".nanometer/baselines", "directory of named baselines");

  private static final List<CommandOption> BASELINES = List.of(
      TypedOption.text("save-baseline", "NAME", null,
          "also save the results as baseline NAME (DIR/NAME.json; letters, digits, . _ -, up to 64)"),
      TypedOption.text("baseline", "NAME", null,
          "judge the results against baseline NAME (as judge does; its table on stderr, its exit status)"),
      BASELINE_DIRECTORY);

  /** {@code --forks N}: fresh JVMs, at least 2. */
  public static TypedOption<Integer> forks() {
    return TypedOption.of(OptionSpecs.FORKS);
  }

  /** {@code --seed N}: the seed of a run's random choices; random when absent. */
  public static TypedOption<Long> seed() {
    return TypedOption.of(OptionSpecs.SEED);
  }

  /** {@code --budget}: measuring time of one measurement. */
  public static TypedOption<Duration> budget() {
    return TypedOption.of(OptionSpecs.BUDGET);
  }

  /** {@code --max-warmup}: the longest warm-up of one measurement. */
  public static TypedOption<Duration> maxWarmup() {
    return TypedOption.of(OptionSpecs.MAX_WARMUP);
  }

  /** {@code --cpu}: where the measuring thread runs. */
  public static TypedOption<Pinning> cpu() {
    return TypedOption.of(OptionSpecs.PINNING);
  }

  /**
   * {@code --estimator} (narrowed to median, minimum, weighted-mean and both), {@code --budget},
   * {@code --max-warmup}, {@code --oracle}, {@code --no-cache}, {@code --strict} and {@code --cpu},
   * with a command's own defaults and wording.
   *
   * @param defaultEstimator {@code median}, {@code minimum}, {@code weighted-mean} or {@code both}
   */
  public static List<CommandOption> measuring(String defaultEstimator, String estimatorHelp, Duration defaultBudget,
      String budgetHelp, Duration defaultMaxWarmup) {
    OptionSpec<List<Estimator>> all = OptionSpecs.ESTIMATORS;
    OptionSpec<List<Estimator>> estimators = all.onlyWords(all.parse(defaultEstimator), "median", "minimum",
        "weighted-mean", "both");
    return List.of(
        TypedOption.of(estimators).withHelp(estimatorHelp),
        TypedOption.of(OptionSpecs.BUDGET, defaultBudget).withHelp(budgetHelp),
        TypedOption.of(OptionSpecs.MAX_WARMUP, defaultMaxWarmup),
        TypedOption.of(OptionSpecs.ORACLE),
        TypedOption.of(OptionSpecs.USE_TUNING_CACHE),
        TypedOption.of(OptionSpecs.STRICT),
        cpu());
  }

  /** {@code --html FILE}: also the HTML report of the run's JSON document ({@link CommandHost#htmlTarget()}). */
  public static TypedOption<String> html() {
    return HTML;
  }

  /**
   * {@code --save-baseline NAME}, {@code --baseline NAME} and {@code --baseline-dir DIR} ({@link
   * CommandHost#baselines()}).
   */
  public static List<CommandOption> baselines() {
    return BASELINES;
  }

  /** {@code --baseline-dir DIR}: where named baselines are; {@code .nanometer/baselines} when absent. */
  public static TypedOption<String> baselineDirectory() {
    return BASELINE_DIRECTORY;
  }
}
