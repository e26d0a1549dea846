package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.HistoryStore;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** {@code nanometer history import}: every named baseline ({@code .nanometer/baselines/NAME.json}) recorded as a run. */
public final class ImportCommand implements Command {

  private static final TypedOption<String> BASELINE_DIR = TypedOption.text("baseline-dir", "DIR",
      ".nanometer/baselines", "the directory of named baselines (reference or suite --save-baseline NAME)");

  /** The command, as the CLI's service loader makes it. */
  public ImportCommand() {}

  @Override
  public String name() {
    return "history import";
  }

  @Override
  public String summary() {
    return "record every named baseline (.nanometer/baselines/*.json) in the history";
  }

  @Override
  public List<CommandOption> options() {
    List<CommandOption> options = new ArrayList<>(List.of(HistoryOptions.DB, BASELINE_DIR));
    options.addAll(RecordOptions.shared());
    return options;
  }

  @Override
  public String details() {
    return """
        A baseline file does not say which commit it measured: they are recorded as runs of --commit
        (HEAD unless given) on --branch, for the reason --reason (manual unless given); give the
        commit each was made on when they differ, one directory at a time. Recording twice adds
        nothing; --samples stores each result's raw samples too, as history record --samples does.
        Exit status: 0 recorded, 2 bad input (nothing recorded).
        """;
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("takes no file (it reads --baseline-dir), got " + args.positionals().size()
          + " argument(s)");
    }
    RecordOptions.machine(args);
    Path dir = Path.of(args.get(BASELINE_DIR));
    if (!Files.isDirectory(dir)) {
      throw new UsageException("--baseline-dir " + dir + " is not a directory (save a baseline with reference"
          + " --save-baseline NAME, or name the directory with --baseline-dir)");
    }
    List<Path> files;
    try (Stream<Path> list = Files.list(dir)) {
      files = list.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p)).sorted()
          .toList();
    } catch (IOException e) {
      throw new UsageException("--baseline-dir " + dir + " cannot be read: " + e.getMessage());
    }
    if (files.isEmpty()) {
      throw new UsageException("--baseline-dir " + dir + " holds no baseline (NAME.json); save one with reference"
          + " --save-baseline NAME");
    }
    try (HistoryStore store = HistoryOptions.open(args, Path.of(args.get(RecordOptions.REPO)), System.getenv(), err, true)) {
      RecordOptions.record(args, store, files, out, err);
      return 0;
    }
  }
}
