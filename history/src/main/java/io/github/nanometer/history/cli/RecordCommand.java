package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.HistoryStore;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code nanometer history record FILE...}: saved result documents recorded as runs of a commit on a branch. */
public final class RecordCommand implements Command {

  /** The command, as the CLI's service loader makes it. */
  public RecordCommand() {}

  @Override
  public String name() {
    return "history record";
  }

  @Override
  public String summary() {
    return "record saved result documents (nanometer or JMH JSON) as runs of a commit in the history";
  }

  @Override
  public String positionals() {
    return "FILE...";
  }

  @Override
  public List<CommandOption> options() {
    List<CommandOption> options = new ArrayList<>(List.of(HistoryOptions.DB));
    options.addAll(RecordOptions.shared());
    return options;
  }

  @Override
  public String details() {
    return """
        FILE: a document nanometer wrote (reference, jmh, suite --format json; API results through
        ResultWriter) or JMH's own -rf json (with --machine). Each becomes one run: its results, the
        machine (CPU model, cores, memory, kernel) and the JVM (vendor, version, flags) it ran on, and
        each benchmark's body fingerprint, so an edited benchmark, another machine or another JVM
        starts a new series. Recording a file twice adds nothing; every file is read before anything
        is written, so a bad one records none. The branch's first-parent order is recorded with the
        runs (a shallow clone has none: fetch the full history, e.g. fetch-depth: 0). The history is
        .nanometer/history.db at the git top level unless --db names another (keep it out of the
        repository: add .nanometer/history.db* to .gitignore).
        --samples also stores each result's raw samples, every fork's: nanometer's as the time of one
        evaluation of each sample in ns/op, JMH's rawData iteration scores in the score's unit; about
        8 bytes a sample, where a result without them takes about 1 KB. Recording a file again with
        --samples adds the samples a run lacks. history prune --keep-samples N deletes them from all
        but each series' latest N runs.
        Exit status: 0 recorded (or already recorded), 2 bad input.
        """;
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (args.positionals().isEmpty()) {
      throw new UsageException("needs at least one FILE to record (a saved nanometer or JMH JSON document)");
    }
    RecordOptions.machine(args);
    List<Path> files = args.positionals().stream().map(Path::of).toList();
    try (HistoryStore store = HistoryOptions.open(args, Path.of(args.get(RecordOptions.REPO)), System.getenv(), err, true)) {
      RecordOptions.record(args, store, files, out, err);
      return 0;
    }
  }
}
