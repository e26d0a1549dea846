package io.github.nanometer.history.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.git.GitException;
import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.record.DocumentException;
import io.github.nanometer.history.record.Recorder;
import io.github.nanometer.history.record.Recording;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.HistoryStoreException;
import io.github.nanometer.history.store.RunReason;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What {@code history record} and {@code history import} share: the commit, branch, machine and
 * reason options, recording through the {@link Recorder}, and the lines that say what was recorded.
 */
final class RecordOptions {
  private RecordOptions() {}

  static final TypedOption<String> COMMIT = TypedOption.text("commit", "REV", null,
      "the measured commit: a sha, branch or tag of the repository").withDefaultText("HEAD");
  static final TypedOption<String> BRANCH = TypedOption.text("branch", "NAME", null,
      "the branch the runs belong to; its first-parent order is recorded with them")
      .withDefaultText("the checked-out branch");
  static final TypedOption<String> MACHINE = TypedOption.text("machine", "LABEL", null,
      "name the machine: runs with one label form one series whatever the hardware facts; required for JMH's own"
          + " files and documents that lack a machine fact");
  static final TypedOption<RunReason> REASON = TypedOption.of(OptionSpec.choice("reason", "reason", RunReason.MANUAL,
      reasons(), "why the runs were made: push and manual runs on a branch are searched for change points,"
          + " pull-request and bisect runs are stored and shown only"));
  static final TypedOption<String> REPO = TypedOption.text("repo", "DIR", ".",
      "a directory inside the git repository whose commit was measured");
  static final TypedOption<Boolean> SAMPLES = TypedOption.flag("samples",
      "also store each result's raw samples (8 bytes a sample; history prune --keep-samples N deletes them from"
          + " older runs); a run recorded before without them gets them");

  private static Map<String, RunReason> reasons() {
    Map<String, RunReason> m = new LinkedHashMap<>();
    for (RunReason r : RunReason.values()) {
      m.put(r.text().replace('_', '-'), r);
    }
    return m;
  }

  /**
   * Records {@code documents} as the options say, into {@code store}, printing one line per document
   * and each note once.
   *
   * @throws UsageException for a bad document, a commit or branch git does not know, a shallow clone,
   *     or a run id recorded before from another document
   */
  static Recording record(CommandArguments args, HistoryStore store, List<Path> documents, PrintStream out,
      PrintStream err) throws UsageException {
    try {
      GitRepository git = GitRepository.at(Path.of(args.get(REPO)).toAbsolutePath());
      String commit = args.optional(COMMIT).orElse("HEAD");
      String branch = args.optional(BRANCH).isPresent() ? args.get(BRANCH) : git.currentBranch().orElseThrow(
          () -> new UsageException("HEAD is detached (as in a CI checkout of one commit): give --branch NAME, e.g."
              + " --branch main"));
      boolean samples = args.get(SAMPLES);
      Recording recording = new Recorder(store, git).record(documents, commit, branch, args.optional(MACHINE),
          args.get(REASON), samples);
      Set<String> notes = new LinkedHashSet<>();
      for (Recording.RecordedDocument d : recording.documents()) {
        out.println((d.outcome().name().equals("ADDED") ? "recorded " : "already recorded ") + d.document() + ": run "
            + d.runId() + ", " + d.results() + " result(s)"
            + (samples ? ", raw samples of " + d.sampledResults() + " stored" : "") + ", commit "
            + SeriesLabel.sha(recording.commit().sha()) + " on " + recording.branch() + " ("
            + args.get(REASON).text().replace('_', '-') + ")");
        notes.addAll(d.notes());
      }
      notes.forEach(n -> err.println("nanometer history: note: " + n));
      return recording;
    } catch (DocumentException | GitException | HistoryStoreException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** The options both commands take, after {@code --db}. */
  static List<io.github.nanometer.cli.spi.CommandOption> shared() {
    return List.of(COMMIT, BRANCH, MACHINE, REASON, REPO, SAMPLES);
  }

  /** {@code --machine}, checked: one line, not blank. */
  static Optional<String> machine(CommandArguments args) throws UsageException {
    Optional<String> label = args.optional(MACHINE);
    if (label.isPresent() && (label.get().isBlank() || label.get().contains("\n"))) {
      throw new UsageException("--machine must be one non-blank line, got '" + label.get() + "'");
    }
    return label;
  }
}
