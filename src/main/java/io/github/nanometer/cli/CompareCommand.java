package io.github.nanometer.cli;

import io.github.nanometer.compare.ComparisonOptions;
import io.github.nanometer.compare.ComparisonResult;
import io.github.nanometer.compare.CommandRunner;
import io.github.nanometer.compare.ProcessCommandRunner;
import io.github.nanometer.compare.SequentialComparison;
import io.github.nanometer.report.ComparisonCsvWriter;
import io.github.nanometer.report.ComparisonWriter;
import io.github.nanometer.report.JsonWriter;
import io.github.nanometer.report.ProgressLine;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * {@code nanometer compare --base CMD --feature CMD}: the sequential randomized comparison of two
 * commands (cbdr METHOD.md) in balanced blocks, stopping when the Welch interval of the change lies
 * wholly below or above the threshold, or at the time limit.
 */
final class CompareCommand implements Command {

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
    return "is the feature command slower than the base command? (sequential Welch interval, cbdr method)";
  }

  @Override
  public List<Option> options() {
    return List.of(
        Option.value("base", "CMD", null, "the reference shell command (required)"),
        Option.value("feature", "CMD", null, "the shell command under test (required)"),
        Option.value("threshold", "PERCENT",
            JsonWriter.formatDouble(ComparisonOptions.DEFAULT_THRESHOLD_PERCENT) + "%",
            "a change above this, in percent of the base mean, is a regression"),
        Option.value("confidence", "PERCENT", (int) (ComparisonOptions.DEFAULT_CONFIDENCE * 100),
            "confidence of the interval, in percent"),
        Option.flag("one-sided", "make each end of the interval a one-sided bound at the confidence"),
        Option.value("time-limit", "DURATION", Durations.format(ComparisonOptions.DEFAULT_TIME_LIMIT),
            "stop and report inconclusive after this long (warm-up included)"),
        Option.value("warmup", "N", ComparisonOptions.DEFAULT_WARMUP_RUNS, "discarded runs of each command first"),
        Option.value("csv", "FILE", null, "write every run as cbdr CSV: benchmark,wall_time,user_time,sys_time"),
        Option.value("seed", "N", "from the clock", "seed of the random order within blocks"),
        Option.value("format", "text|json", "text", "output format"));
  }

  @Override
  public String details() {
    return """
        Commands run with /bin/sh -c, stdout discarded. After the warm-up, each block runs base and
        feature once in random order; after each block the Welch interval of
        (mean(feature) - mean(base)) / mean(base) is updated (live on stderr). It stops when the
        interval lies wholly below the threshold (no regression) or wholly above it (regression),
        or at the time limit (inconclusive; the centre is reported). User and system times are the
        children's CPU times from /proc/self/stat (10 ms ticks).
        Exit status: 0 no regression, 1 regression, 3 inconclusive, 2 bad arguments; when a
        command exits non-zero the comparison stops with that command's exit status.
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "' (quote commands: --base 'CMD')");
    }
    String base = required(args, "base");
    String feature = required(args, "feature");
    boolean oneSided = args.has("one-sided");
    double confidencePercent = args.doubleValue("confidence", ComparisonOptions.DEFAULT_CONFIDENCE * 100,
        oneSided ? 50.0001 : 1, 99.9999);
    ComparisonOptions.Builder builder = ComparisonOptions.builder()
        .baseCommand(base)
        .featureCommand(feature)
        .thresholdPercent(100 * args.percentAsFraction("threshold", ComparisonOptions.DEFAULT_THRESHOLD_PERCENT / 100,
            -99, 1000))
        .confidence(confidencePercent / 100)
        .oneSided(oneSided)
        .timeLimit(args.duration("time-limit", ComparisonOptions.DEFAULT_TIME_LIMIT, Duration.ofMillis(1),
            Duration.ofDays(7)))
        .warmupRuns(args.intValue("warmup", ComparisonOptions.DEFAULT_WARMUP_RUNS, 0, 1000));
    if (args.has("seed")) {
      builder.seed(args.longValue("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
    }
    String format = args.choice("format", "text", List.of("text", "json"));
    if (oneSided && confidencePercent <= 50) {
      throw new UsageException("--confidence: a one-sided bound needs more than 50");
    }
    ComparisonOptions options = builder.build();
    Path csv = args.string("csv").map(Path::of).orElse(null);
    if (csv != null && csv.getParent() != null && !Files.isDirectory(csv.getParent())) {
      throw new UsageException("--csv: directory '" + csv.getParent() + "' does not exist");
    }
    CommandRunner runner;
    try {
      runner = runners.create();
    } catch (IOException e) {
      err.println("nanometer compare: cannot prepare to run commands: " + e.getMessage());
      return 2;
    }
    boolean terminal = err == System.err && consoleIsTerminal();
    ComparisonResult result = new SequentialComparison(options, runner, nanoClock,
        new ProgressLine(err, terminal, nanoClock)).run();
    if (csv != null) {
      try (Writer w = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
        ComparisonCsvWriter.write(result.runs(), w);
      } catch (IOException e) {
        err.println("nanometer compare: cannot write --csv " + csv + ": " + e.getMessage());
      }
    }
    if (format.equals("json")) {
      ComparisonWriter.json(result, out);
    } else {
      ComparisonWriter.text(result, out);
    }
    return result.exitCode();
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
