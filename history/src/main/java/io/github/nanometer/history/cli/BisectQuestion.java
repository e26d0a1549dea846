package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.bisect.BisectException;
import io.github.nanometer.history.bisect.BisectState;
import io.github.nanometer.history.bisect.BisectStateFile;
import io.github.nanometer.history.bisect.Commit;
import io.github.nanometer.history.git.GitException;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.history.git.GitRepository;
import java.util.List;
import java.util.Optional;

/**
 * What {@code history bisect} is asked, checked before anything is built: both commits resolved and
 * on one first-parent line, both commands present, the step given, and a state file to resume from
 * that asks the same question.
 */
record BisectQuestion(GitRepository git, List<Commit> commits, String build, String run, double stepFraction,
    long seed) {

  /**
   * Reads and checks the arguments.
   *
   * @throws UsageException naming the option and what is wrong with it
   */
  static BisectQuestion read(CommandArguments args, GitRepository git, Optional<DetectedChange> change)
      throws UsageException {
    String build = required(args, "build", "CMD");
    String run = required(args, "run", "CMD");
    if (!args.has("step") && change.isEmpty()) {
      throw new UsageException("--step PERCENT is required (the change bisected, e.g. 3% or -3%), or --change ID");
    }
    double step = args.has("step") ? args.get(BisectCommand.step()) : change.get().relativeChange();
    if (Math.abs(step) < io.github.nanometer.history.bisect.BisectSettings.MIN_STEP_MAGNITUDE) {
      throw new UsageException("--step: " + step + " is too small a change to bisect (at least 0.1% either way)");
    }
    String good = args.has("good") || change.isEmpty() ? resolve(git, args, "good")
        : resolveChange(git, change.get().lastGoodSha(), "last good");
    String bad = args.has("bad") || change.isEmpty() ? resolve(git, args, "bad")
        : resolveChange(git, change.get().firstBadSha(), "first bad");
    List<Commit> commits;
    try {
      commits = git.firstParentRange(good, bad).stream().map(c -> new Commit(c.sha(), c.subject())).toList();
    } catch (GitException e) {
      throw new UsageException("--good/--bad: " + e.getMessage());
    }
    long seed = BisectCommand.seed(args).orElseGet(BisectCommand::randomSeed);
    return new BisectQuestion(git, commits, build, run, step, seed);
  }

  /**
   * The state to start from: the saved one when {@code file} holds the same question (with its seed, so
   * the coins flip as before), else a new one.
   *
   * @throws UsageException when the file is unreadable or asks another question
   */
  BisectState resumeFrom(Optional<BisectStateFile> file) throws UsageException {
    BisectState fresh = new BisectState(commits.get(0).sha(), commits.get(commits.size() - 1).sha(), stepFraction, seed,
        build, run, List.of());
    if (file.isEmpty()) {
      return fresh;
    }
    Optional<BisectState> saved;
    try {
      saved = file.get().read();
    } catch (BisectException e) {
      throw new UsageException("--state: " + e.getMessage());
    }
    if (saved.isEmpty()) {
      return fresh;
    }
    String difference = saved.get().differenceFrom(fresh);
    if (!difference.isEmpty()) {
      throw new UsageException("--state: " + file.get().file() + " belongs to another bisection: " + difference
          + " (give another --state FILE, or delete it to start over)");
    }
    return saved.get();
  }

  /** A commit a stored change point names, which must be in the repository bisected. */
  private static String resolveChange(GitRepository git, String sha, String which) throws UsageException {
    try {
      return git.resolve(sha);
    } catch (GitException e) {
      throw new UsageException("--change: its " + which + " commit " + sha + " is not in this repository (--repo)");
    }
  }

  private static String resolve(GitRepository git, CommandArguments args, String name) throws UsageException {
    String ref = required(args, name, "COMMIT (or --change ID)");
    try {
      return git.resolve(ref);
    } catch (GitException e) {
      throw new UsageException("--" + name + ": '" + ref + "' names no commit in this repository");
    }
  }

  private static String required(CommandArguments args, String name, String placeholder) throws UsageException {
    String v = args.string(name, null);
    if (v == null) {
      throw new UsageException("--" + name + " " + placeholder + " is required");
    }
    if (v.isBlank()) {
      throw new UsageException("--" + name + ": the value is empty");
    }
    return v;
  }
}
