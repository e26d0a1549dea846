package io.github.nanometer.cli;

import io.github.nanometer.ForkPlan;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import java.time.Duration;
import java.util.List;

/**
 * The fork-plan flags of the commands that measure in fresh JVMs by default ({@code nanometer jmh}
 * and {@code nanometer reference}, issue 41): {@code --forks N} asks for exactly N forks (1: one
 * JVM), and without it the adaptive {@link ForkPlan} runs, shaped by {@code --min-forks} and
 * {@code --max-wall}. Each spec, its help line and the refusal of an exact count given with the
 * adaptive plan's flags are written here once for both commands.
 */
public final class ForkPlanFlags {
  private ForkPlanFlags() {}

  /** The most forks a command accepts: {@link ForkPlan#MOST_FORKS}. */
  static final int MOST_FORKS = ForkPlan.MOST_FORKS;

  /** {@code --forks N}: exactly N fresh JVMs per benchmark, 1 included; without it the adaptive plan. */
  static final TypedOption<Integer> FORKS = TypedOption.of(OptionSpec.integer("forks", "forks", null, 1,
      MOST_FORKS, "exactly N fresh JVMs per benchmark"));
  /** {@code --min-forks}: the adaptive plan's minimum. */
  static final TypedOption<Integer> MIN_FORKS = TypedOption.of(OptionSpec.integer("minForks", "min-forks",
      ForkPlan.DEFAULT_MIN_FORKS, 2, MOST_FORKS, "fresh JVMs every benchmark gets before the stopping rule is asked"));
  /** {@code --max-wall}: the adaptive plan's wall cap per benchmark. */
  static final TypedOption<Duration> MAX_WALL = TypedOption.of(OptionSpec.duration("maxWall", "max-wall",
      ForkPlan.DEFAULT_MAX_WALL, Duration.ofSeconds(1), Duration.ofHours(1),
      "wall time per benchmark, JVM starts included"));

  /** The three flags' names. */
  static final List<String> NAMES = List.of(FORKS.name(), MIN_FORKS.name(), MAX_WALL.name());

  /**
   * The three options as a command lists them in its help.
   *
   * @param unit what one measurement in fresh JVMs is called in the command ({@code "run"}, {@code
   *     "benchmark"}), singular; its plural adds an s
   */
  public static List<CommandOption> options(String unit) {
    String units = unit + "s";
    return List.of(
        FORKS.withDefaultText("adaptive: " + ForkPlan.DEFAULT_MIN_FORKS + " to " + ForkPlan.DEFAULT_MAX_FORKS)
            .withHelp("measure every " + unit + " in exactly N fresh JVMs (forks, in rounds over the " + units
                + ", a seed each); by default " + ForkPlan.DEFAULT_MIN_FORKS + " to " + ForkPlan.DEFAULT_MAX_FORKS
                + ", stopping once the interval over forks is within 1% (or twice one JVM's own) or --max-wall is "
                + "spent; 1: one JVM per " + unit + ", whose interval says nothing of the next JVM"),
        MIN_FORKS.withHelp("without --forks: the fewest fresh JVMs a " + unit + " gets (fewer lets a "
            + unit + " whose JVMs fall into two modes look precise: docs/lab/fork-stopping.md)"),
        MAX_WALL.withHelp("without --forks: no further fork of a " + unit + " once its forks have taken "
            + "this long (JVM starts included); the first " + ForkPlan.DEFAULT_MIN_FORKS + " always run"));
  }

  /** Whether any of the three flags was given. */
  static boolean given(ParsedArgs a) {
    return NAMES.stream().anyMatch(a::has);
  }

  /**
   * The plan the flags ask for: {@link ForkPlan#fixed} with {@code --forks N}, otherwise {@link
   * ForkPlan#adaptive(int, Duration)} with {@code --min-forks} and {@code --max-wall} (their defaults
   * when absent).
   *
   * @throws UsageException when {@code --forks} is given with {@code --min-forks} or {@code --max-wall},
   *     or a value is out of its range (the message names it and the range)
   */
  public static ForkPlan plan(ParsedArgs a) throws UsageException {
    if (a.has(FORKS.name()) && (a.has(MAX_WALL.name()) || a.has(MIN_FORKS.name()))) {
      throw new UsageException("--min-forks and --max-wall shape the adaptive fork count; with --forks N every "
          + "benchmark gets exactly N forks (give one or the other)");
    }
    return a.has(FORKS.name()) ? ForkPlan.fixed(a.get(FORKS)) : ForkPlan.adaptive(a.get(MIN_FORKS), a.get(MAX_WALL));
  }
}
