package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.Annotation;
import io.github.nanometer.history.store.HistoryStore;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** {@code nanometer history expect SHA --reason TEXT}: a change at a commit is expected, so it does not alert. */
public final class ExpectCommand implements Command {

  /** The command, as the CLI's service loader makes it. */
  public ExpectCommand() {}

  @Override
  public String name() {
    return "history expect";
  }

  @Override
  public String summary() {
    return "declare a change at a commit expected (every series, or one), so history changes does not alert on it";
  }

  @Override
  public String positionals() {
    return "SHA";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, HistoryOptions.BRANCH, ShowCommand.SERIES, ExcludeCommand.REASON);
  }

  @Override
  public String details() {
    return "SHA: a commit of the branch's recorded order (at least 7 leading hex digits, or a name git resolves). A change point whose first "
        + "bad commit it is is still found, stored and listed, with the reason, but never alerts.\n";
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (args.positionals().size() != 1) {
      throw new UsageException("needs one SHA, got " + args.positionals().size() + " argument(s)");
    }
    String reason = ExcludeCommand.reason(args);
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), System.getenv(), err, false)) {
      String branch = HistoryOptions.branch(args, store);
      String sha = HistoryOptions.commitOnBranch(store, branch, "SHA", args.positionals().get(0));
      Optional<String> series = args.optional(ShowCommand.SERIES).isPresent()
          ? Optional.of(SeriesSelector.byId(store, args.get(ShowCommand.SERIES)).id()) : Optional.empty();
      boolean added = store.annotate(new Annotation.ExpectedChange(series, sha, reason, Instant.now()));
      out.println((added ? "expected: " : "already expected: ") + "a change at " + SeriesLabel.sha(sha)
          + series.map(s -> " in series " + s.substring(0, 12)).orElse(" in every series") + ": " + reason);
      return 0;
    }
  }
}
