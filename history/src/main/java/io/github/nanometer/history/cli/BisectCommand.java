package io.github.nanometer.history.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.HostOptions;
import io.github.nanometer.cli.spi.ShutdownGuard;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.bisect.BisectException;
import io.github.nanometer.history.bisect.BisectReport;
import io.github.nanometer.history.bisect.BisectResult;
import io.github.nanometer.history.bisect.BisectSettings;
import io.github.nanometer.history.bisect.BisectState;
import io.github.nanometer.history.bisect.BisectStateFile;
import io.github.nanometer.history.bisect.Bisection;
import io.github.nanometer.history.bisect.Commit;
import io.github.nanometer.history.git.GitException;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.bisect.WorktreeBuilds;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code nanometer history bisect}: finds the commit between a last good and a first bad one that
 * made a benchmark change by a given step, by paired runs of each probe build against the last good
 * build in temporary git worktrees ({@link Bisection}). The user's checkout is never touched.
 */
public final class BisectCommand implements Command {

  private static final TypedOption<Double> STEP = TypedOption.of(OptionSpec.fraction("stepFraction", "step", null,
      BisectSettings.MIN_STEP_FRACTION, BisectSettings.MAX_STEP_FRACTION,
      "the change bisected, in percent of the good value: 3% when the bad commit made the measure 3% larger,"
          + " -3% when smaller (required)"));
  private static final TypedOption<Double> CONFIDENCE = TypedOption.of(OptionSpecs.CONFIDENCE,
      BisectSettings.DEFAULT_CONFIDENCE).withHelp("confidence of each probe's sequence (two-sided)");
  private static final TypedOption<Integer> MIN_PAIRS = TypedOption.wholeNumber("minPairs", "min-pairs",
      BisectSettings.DEFAULT_MIN_PAIRS, 2, 100_000, "no probe verdict before this many pairs");
  private static final TypedOption<Integer> MAX_PAIRS = TypedOption.wholeNumber("maxPairs", "max-pairs",
      BisectSettings.DEFAULT_MAX_PAIRS, 2, 100_000, "a probe still undecided after this many pairs is skipped");
  private static final TypedOption<Integer> WARMUP = TypedOption.wholeNumber("warmupPairs", "warmup",
      BisectSettings.DEFAULT_WARMUP_PAIRS, 0, 100, "pairs run and discarded at the start of each probe");
  private static final TypedOption<Integer> MAX_PROBES = TypedOption.wholeNumber("maxProbes", "max-probes",
      BisectSettings.DEFAULT_MAX_PROBES, 1, 10_000, "the most commits built and run, skipped ones included");
  private static final TypedOption<Long> SEED = HostOptions.seed().withHelp("seed of the coin flips ordering each pair");

  /** The command as the CLI finds it through {@code ServiceLoader}. */
  public BisectCommand() {}

  @Override
  public String name() {
    return "history bisect";
  }

  @Override
  public String summary() {
    return "which commit made it change? (paired runs of each probe against the last good build, in git worktrees)";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(
        TypedOption.text("change", "ID", null, "a change point the history stored (history changes prints its id):"
            + " its last good and first bad commits and its size stand for --good, --bad and --step"),
        HistoryOptions.DB,
        TypedOption.text("good", "COMMIT", null, "the last good commit (required without --change)"),
        TypedOption.text("bad", "COMMIT", null, "the first bad commit, on the good one's first-parent line (required"
            + " without --change)"),
        TypedOption.text("build", "CMD", null, "shell command that builds a worktree, e.g. 'mvn -q -DskipTests package'"
            + " (required)"),
        TypedOption.text("run", "CMD", null, "shell command that runs the benchmark once and prints its value last"
            + " (required)"),
        STEP, CONFIDENCE, MIN_PAIRS, MAX_PAIRS, WARMUP, MAX_PROBES,
        TypedOption.text("repo", "DIR", ".", "any directory inside the repository to bisect"),
        TypedOption.text("state", "FILE", null, "keep the state here after every probe, and resume from it"),
        TypedOption.text("branch", "NAME", null, "with --change: the branch whose series the bisect runs are recorded"
            + " in").withDefaultText("the latest recorded run's"),
        TypedOption.flag("no-record", "with --change: do not record the probes' runs into the history"),
        SEED);
  }

  @Override
  public String details() {
    return """
        Each probe checks its commit out into a temporary detached git worktree and runs --build there
        (/bin/sh -c; a failing build skips the commit, as git bisect skip). Then --run is invoked in the
        last good commit's worktree (built once) and in the probe's, pair after pair, in an order a
        seeded coin picks. The run command's contract: its last non-blank stdout line is the measured
        value, one positive number (nanoseconds per operation, say), and it exits 0; its own wall time
        is not the measure. After each pair, compare's confidence sequence of mean(probe) / mean(good)
        - 1 is updated; from --min-pairs on, the probe is like bad once it lies wholly beyond half of
        --step, like good once wholly short of it (valid under continuous looking: a wrong verdict has
        probability at most (1 - confidence) / 2 at a change of exactly half the step). Undecided after
        --max-pairs, the commit is skipped. Numbers are compared only within a pair, never across days.
        With --state FILE the state is replaced atomically after every probe; after an interruption the
        same command resumes from it (a state of another question is refused). The worktrees live in a
        temporary directory removed at the end, also on failure or SIGINT/SIGTERM.
        --change ID takes the last good and first bad commits and the step from a change point
        that history changes stored (in --db's history); --good, --bad or --step override it. With
        --change, each probe is also recorded in the history (unless --no-record): the last good
        build's values and the probe's as two runs of reason bisect, at their commits, in the
        change's series (its machine and JVM: bisect where the series was measured, in its unit);
        history show draws them, history changes never scans them.
        Exit status: 0 the first bad commit named, 3 the range not narrowed to one commit (skipped
        commits or the probe limit), 4 the bisection could not go on (the good commit does not build or
        run, git failed, the state could not be written), 2 bad arguments.
        """;
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "' (quote commands: --run 'CMD')");
    }
    Path repo = Path.of(args.string("repo", ".")).toAbsolutePath();
    if (!java.nio.file.Files.isDirectory(repo)) {
      throw new UsageException("--repo: '" + args.string("repo", ".") + "' is not a directory");
    }
    GitRepository git;
    try {
      git = GitRepository.at(repo);
    } catch (GitException e) {
      throw new UsageException("--repo: " + e.getMessage());
    }
    Optional<RecordedChangePoint> change = Optional.empty();
    if (args.has("change")) {
      try (HistoryStore store = HistoryOptions.open(args, repo, System.getenv(), err, false)) {
        change = Optional.of(HistoryOptions.changePoint(store, "--change", args.string("change", "")));
      }
    }
    BisectQuestion question = BisectQuestion.read(args, git, change.map(RecordedChangePoint::latest));
    Optional<BisectStateFile> stateFile = args.has("state")
        ? Optional.of(new BisectStateFile(args.outputPath("state"))) : Optional.empty();
    BisectState start = question.resumeFrom(stateFile);
    BisectSettings settings = settings(args, question.stepFraction(), start.seed());
    Optional<BisectRecorder> recorder = change.isPresent() && !args.has("no-record")
        ? Optional.of(BisectRecorder.open(args, repo, err, change.get(), question, start.seed(), settings.confidence()))
        : Optional.empty();
    try {
      return bisect(question, stateFile, start, settings, recorder, host, out, err);
    } finally {
      recorder.ifPresent(BisectRecorder::close);
    }
  }

  private static int bisect(BisectQuestion question, Optional<BisectStateFile> stateFile, BisectState start,
      BisectSettings settings, Optional<BisectRecorder> recorder, CommandHost host, PrintStream out, PrintStream err) {
    recorder.ifPresent(r -> err.println("nanometer history bisect: " + r.describe()));
    WorktreeBuilds builds;
    try {
      builds = new WorktreeBuilds(question.git(), question.build(), question.run(),
          Path.of(System.getProperty("java.io.tmpdir")));
    } catch (BisectException e) {
      err.println("nanometer history bisect: " + e.getMessage());
      return 4;
    }
    String resume = stateFile.map(f -> "; the same command resumes from " + f.file()).orElse("");
    try (ShutdownGuard guard = host.guardShutdown(() -> {
      builds.close();
      err.println("nanometer history bisect: interrupted; worktrees removed" + resume);
    })) {
      Bisection bisection = new Bisection(question.commits(), settings, builds, System::nanoTime,
          (number, commit, outcome, runs) -> {
            progress(err, number, commit, outcome.verdict().text(), outcome.pairs(), outcome.measuringNanos());
            if (recorder.isPresent()) {
              recorder.get().record(number, commit, outcome, runs);
            }
          });
      BisectResult result;
      try {
        result = bisection.run(start, state -> {
          if (stateFile.isPresent()) {
            stateFile.get().write(state);
          }
        });
      } catch (BisectException e) {
        err.println("nanometer history bisect: " + e.getMessage() + resume);
        return 4;
      }
      if (!guard.claimFinalWrite()) {
        return 130;
      }
      BisectReport.write(result, settings.stepFraction(), settings.confidence(), out);
      out.flush();
      return result.exitCode();
    } finally {
      builds.close();
    }
  }

  private static BisectSettings settings(CommandArguments args, double stepFraction, long seed)
      throws UsageException {
    try {
      return new BisectSettings(stepFraction, args.get(CONFIDENCE), args.get(MIN_PAIRS), args.get(MAX_PAIRS),
          args.get(WARMUP), args.get(MAX_PROBES), seed);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** The step option, for {@link BisectQuestion}. */
  static TypedOption<Double> step() {
    return STEP;
  }

  /** The seed option, for {@link BisectQuestion}. */
  static Optional<Long> seed(CommandArguments args) throws UsageException {
    return args.optional(SEED);
  }

  /** A fresh seed when none is given or resumed. */
  static long randomSeed() {
    return ThreadLocalRandom.current().nextLong();
  }

  private static void progress(PrintStream err, int number, Commit commit, String verdict, int pairs, long nanos) {
    err.println(String.format(java.util.Locale.ROOT, "probe %d: %s %s after %d pairs (measuring %.1f s) %s", number,
        commit.shortSha(), verdict, pairs, nanos / 1e9, commit.subject()));
  }
}
