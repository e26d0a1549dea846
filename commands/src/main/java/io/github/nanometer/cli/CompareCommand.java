package io.github.nanometer.cli;

import io.github.nanometer.OptionSpecs;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.comparison.CommandComparisonOptions;
import io.github.nanometer.comparison.CommandRunner;
import io.github.nanometer.comparison.ComparisonResult;
import io.github.nanometer.comparison.ComparisonWriter;
import io.github.nanometer.comparison.ProcessCommandRunner;
import io.github.nanometer.comparison.ProgressLine;
import io.github.nanometer.comparison.RegressionVerdict;
import io.github.nanometer.comparison.SequentialComparison;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.json.IoReasons;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * {@code nanometer compare --base CMD --feature CMD}: the sequential randomized comparison of two
 * commands (cbdr METHOD.md) in balanced blocks, stopping when the confidence sequence of the change
 * lies wholly below or above the threshold, or at the time limit. A shutdown hook stops the running
 * command (its whole process group) on SIGINT/SIGTERM and waits for the summary so far and the CSV.
 */
final class CompareCommand extends BuiltInCommand {

  /** How long the shutdown hook waits for the interrupted comparison to write its summary. */
  static final long REPORT_WAIT_SECONDS = 10;

  /** Creates the runner; the real one unless a test injects a fake. */
  interface RunnerFactory {
    CommandRunner create() throws IOException;
  }

  private final RunnerFactory runners;
  private final LongSupplier nanoClock;

  /** The real command: processes and {@link System#nanoTime()}. */
  CompareCommand() {
    this(ProcessCommandRunner::create, System::nanoTime);
  }

  /** For tests: a scripted runner and clock. */
  CompareCommand(RunnerFactory runners, LongSupplier nanoClock) {
    this.runners = runners;
    this.nanoClock = nanoClock;
  }

  @Override
  public String name() {
    return "compare";
  }

  @Override
  public String summary() {
    return "is the feature command slower than the base command? (sequential, confidence sequence, cbdr method)";
  }

  private static final TypedOption<Double> THRESHOLD = TypedOption.of(OptionSpecs.COMPARE_THRESHOLD);
  private static final TypedOption<Duration> TIME_LIMIT = TypedOption.of(OptionSpecs.COMPARE_TIME_LIMIT);
  private static final TypedOption<Duration> RUN_TIMEOUT = TypedOption.of(OptionSpecs.COMPARE_RUN_TIMEOUT);
  private static final TypedOption<Integer> MIN_BLOCKS = TypedOption.of(OptionSpecs.COMPARE_MIN_BLOCKS);
  private static final TypedOption<Integer> WARMUP = TypedOption.of(OptionSpecs.COMPARE_WARMUP);
  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json"));
  private static final TypedOption<Double> CONFIDENCE = TypedOption.of(OptionSpecs.CONFIDENCE,
      CommandComparisonOptions.DEFAULT_CONFIDENCE).withHelp("confidence of the sequence (above 50% with --one-sided)");
  private static final TypedOption<Long> SEED = TypedOption.of(OptionSpecs.SEED)
      .withHelp("seed of the random order within blocks");

  @Override
  public List<CommandOption> options() {
    return List.of(
        TypedOption.text("base", "CMD", null, "the reference shell command (required)"),
        TypedOption.text("feature", "CMD", null, "the shell command under test (required)"),
        THRESHOLD,
        CONFIDENCE,
        TypedOption.flag("one-sided", "make each end of the sequence a one-sided bound at the confidence"),
        TIME_LIMIT,
        RUN_TIMEOUT,
        MIN_BLOCKS,
        WARMUP,
        TypedOption.text("csv", "FILE", null,
            "write every run as cbdr CSV: benchmark,wall_time,user_time,sys_time (as it goes)"),
        SEED,
        FORMAT);
  }

  @Override
  public String details() {
    return """
        Commands run with /bin/sh -c in their own process group (setsid), stdout discarded, stdin
        from /dev/null. After the warm-up, each block runs base and feature once in random order;
        after each block the confidence sequence of mean(feature) / mean(base) - 1 over the
        per-block pairs is updated (live on stderr). From --min-blocks on it stops when the
        sequence lies wholly below the threshold (no regression) or wholly above it (regression);
        a confidence sequence holds at every block at once, so this continuous checking keeps the
        error rate per side at 1 - confidence (one-sided) or (1 - confidence) / 2 at most (exact
        for normal blocks of known variance, asymptotic with the estimated variance). At the
        time limit it stops as inconclusive; a run still going after a grace period (a tenth of
        the limit, 1 s to 1 min) is killed with its whole process group.
        --csv is written to a hidden temporary file beside FILE as runs finish and renamed over
        FILE at the end, also when interrupted (SIGINT/SIGTERM), which prints the summary so far.
        Exit status: 0 no regression, 1 regression or --csv could not be written at the end (a
        full disk; the summary is printed all the same), 3 inconclusive, 4 a command failed or
        timed out (its own status and stderr tail are printed), 2 bad arguments or an unwritable
        --csv (probed with a 4 KiB write before any command runs).
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "' (quote commands: --base 'CMD')");
    }
    CommandComparisonOptions options = options(args);
    String format = args.get(FORMAT);
    AtomicOutput csv = openCsv(args);
    CompareCsvJournal rows = new CompareCsvJournal(csv);
    CommandRunner runner;
    try {
      runner = runners.create();
    } catch (IOException e) {
      rows.discard();
      err.println("nanometer compare: cannot prepare to run commands: " + e.getMessage());
      return 2;
    }
    boolean terminal = err == System.err && consoleIsTerminal();
    ProgressLine progress = new ProgressLine(err, terminal, nanoClock);
    CountDownLatch reported = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      runner.stop();
      awaitQuietly(reported);
    }, "nanometer-compare-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    StartupInterrupt.disarm();
    try {
      ComparisonResult result = new SequentialComparison(options, runner, nanoClock, rows.around(progress)).run();
      boolean csvWritten = rows.publish(err);
      if (format.equals("json")) {
        ComparisonWriter.json(result, out);
      } else {
        ComparisonWriter.text(result, out);
      }
      out.flush();
      if (result.verdict() == RegressionVerdict.INTERRUPTED) {
        err.println("nanometer compare: interrupted after " + result.blocks() + " blocks"
            + (csv == null ? "" : "; their runs are in " + csv.target()));
      }
      // A --csv lost at the end (a disk that filled while comparing) is "output not written", 1,
      // unless a command failed (4); the summary above is complete either way.
      return csvWritten || result.exitCode() == 4 ? result.exitCode() : 1;
    } finally {
      rows.discard(); // only after an unexpected error: a published file is not touched
      reported.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // The hook is running (a signal): it only waits for the report above.
      }
    }
  }

  private static CommandComparisonOptions options(ParsedArgs args) throws UsageException {
    String base = required(args, "base");
    String feature = required(args, "feature");
    CommandComparisonOptions.Builder builder = CommandComparisonOptions.builder()
        .baseCommand(base)
        .featureCommand(feature)
        .thresholdFraction(args.get(THRESHOLD))
        .confidence(args.get(CONFIDENCE))
        .oneSided(args.has("one-sided"))
        .timeLimit(args.get(TIME_LIMIT))
        .minBlocks(args.get(MIN_BLOCKS))
        .warmupRuns(args.get(WARMUP));
    args.optional(RUN_TIMEOUT).ifPresent(builder::runTimeout);
    args.optional(SEED).ifPresent(builder::seed);
    if (args.has("one-sided") && args.get(CONFIDENCE) <= 0.5) {
      throw new UsageException("--confidence: '" + args.string("confidence", "")
          + "' is not above 50%, which --one-sided needs (a one-sided bound at 50% or less says nothing)");
    }
    try {
      return builder.build();
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage()); // the rule across options: --one-sided needs a confidence above 50%
    }
  }

  /** Checks --csv before anything runs: exit 2 with the reason when it cannot be written. */
  private static AtomicOutput openCsv(ParsedArgs args) throws UsageException {
    if (!args.has("csv")) {
      return null;
    }
    Path path = args.outputPath("csv");
    try {
      return AtomicOutput.open(path);
    } catch (IOException e) {
      throw new UsageException("--csv '" + path + "': " + IoReasons.of(e));
    }
  }

  private static void awaitQuietly(CountDownLatch reported) {
    try {
      reported.await(REPORT_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Implementation note: on JDK 17-21 {@link System#console()} is null unless stdin and stdout are
   * a terminal; JDK 22+ may return a console that is not one, and offers {@code isTerminal()}
   * (called reflectively, since we compile for 17). Wrongly true would put carriage returns into
   * logs; wrongly false only prints more lines.
   */
  private static boolean consoleIsTerminal() {
    java.io.Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException e) {
      return true;
    }
  }

  private static String required(ParsedArgs args, String name) throws UsageException {
    String v = args.string(name).orElseThrow(() -> new UsageException("--" + name + " CMD is required"));
    if (v.isBlank()) {
      throw new UsageException("--" + name + ": the command is empty");
    }
    return v;
  }
}
