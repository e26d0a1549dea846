package io.github.nanometer.history.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RecordedChangePoint;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** {@code nanometer history mark ID --status S}: a change point's status and note, kept across re-detections. */
public final class MarkCommand implements Command {

  private static final TypedOption<ChangeStatus> STATUS = TypedOption.of(OptionSpec.choice("status", "status", null,
      statuses(), "the change point's new status: new (open, alerting), acknowledged (open, known), ignored (noise or"
          + " not worth fixing), fixed"));
  private static final TypedOption<String> NOTE = TypedOption.text("note", "TEXT", null,
      "one line kept with the status (replaces the note; an empty TEXT clears it)");

  /** The command, as the CLI's service loader makes it. */
  public MarkCommand() {}

  @Override
  public String name() {
    return "history mark";
  }

  @Override
  public String summary() {
    return "set a change point's status (acknowledged, ignored, fixed, new) and note";
  }

  @Override
  public String positionals() {
    return "CHANGE-ID";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, STATUS, NOTE);
  }

  @Override
  public String details() {
    return "CHANGE-ID: at least 6 leading hex digits of a change point's id, as history changes and history show "
        + "print it.\n";
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (args.positionals().size() != 1) {
      throw new UsageException("needs one CHANGE-ID, got " + args.positionals().size() + " argument(s)");
    }
    if (args.optional(STATUS).isEmpty()) {
      throw new UsageException("needs --status (new, acknowledged, ignored or fixed)");
    }
    Optional<String> note = args.optional(NOTE).filter(n -> !n.isBlank());
    if (note.isPresent() && (note.get().contains("\n") || note.get().contains("\r"))) {
      throw new UsageException("--note must be one line");
    }
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), System.getenv(), err, false)) {
      RecordedChangePoint cp = HistoryOptions.changePoint(store, "CHANGE-ID", args.positionals().get(0));
      RecordedChangePoint marked = store.setChangePointStatus(cp.id(), args.get(STATUS), note);
      out.println("change point " + marked.id().substring(0, 12) + " (" + SeriesLabel.percent(
          marked.latest().relativeChange()) + ", first bad " + SeriesLabel.sha(marked.latest().firstBadSha())
          + "): status " + marked.status().text() + marked.note().map(n -> ", note: " + n).orElse(""));
      return 0;
    }
  }

  private static Map<String, ChangeStatus> statuses() {
    Map<String, ChangeStatus> m = new LinkedHashMap<>();
    for (ChangeStatus s : ChangeStatus.values()) {
      m.put(s.text(), s);
    }
    return m;
  }
}
