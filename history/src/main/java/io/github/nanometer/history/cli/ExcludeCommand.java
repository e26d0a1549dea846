package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.Annotation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.SeriesKey;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/** {@code nanometer history exclude RUN-ID --reason TEXT}: a run, or one series' result of it, left out of detection. */
public final class ExcludeCommand implements Command {

  static final TypedOption<String> REASON = TypedOption.text("reason", "TEXT", null, "why, in one line (required)");

  /** The command, as the CLI's service loader makes it. */
  public ExcludeCommand() {}

  @Override
  public String name() {
    return "history exclude";
  }

  @Override
  public String summary() {
    return "leave a recorded run (or one series' result of it) out of change detection, with a reason";
  }

  @Override
  public String positionals() {
    return "RUN-ID";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, ShowCommand.SERIES, REASON);
  }

  @Override
  public String details() {
    return "The run stays recorded: history show lists it as EXCLUDED with the reason, history changes skips it.\n";
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (args.positionals().size() != 1) {
      throw new UsageException("needs one RUN-ID, got " + args.positionals().size() + " argument(s)");
    }
    String reason = reason(args);
    String runId = args.positionals().get(0);
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), System.getenv(), err, false)) {
      if (store.readRun(runId).isEmpty()) {
        throw new UsageException("RUN-ID " + runId + " is not recorded in " + store.location());
      }
      Annotation a;
      if (args.optional(ShowCommand.SERIES).isPresent()) {
        SeriesKey key = SeriesSelector.byId(store, args.get(ShowCommand.SERIES));
        a = new Annotation.ExcludedResult(runId, key.id(), reason, Instant.now());
      } else {
        a = new Annotation.ExcludedRun(runId, reason, Instant.now());
      }
      try {
        boolean added = store.annotate(a);
        out.println((added ? "excluded " : "already excluded ") + "run " + runId
            + (a instanceof Annotation.ExcludedResult r ? " in series " + r.seriesId().substring(0, 12) : "")
            + ": " + reason);
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
      return 0;
    }
  }

  /** {@code --reason}: required, one line. */
  static String reason(CommandArguments args) throws UsageException {
    String reason = args.optional(REASON).orElse("").trim();
    if (reason.isEmpty()) {
      throw new UsageException("needs --reason TEXT (one line saying why)");
    }
    if (reason.contains("\n") || reason.contains("\r")) {
      throw new UsageException("--reason must be one line");
    }
    return reason;
  }
}
