package io.github.nanometer.history.cli;

import io.github.nanometer.Interval;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesSummary;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import io.github.nanometer.json.AtomicOutput;

/** {@code nanometer history show}: the recorded series, or one series' runs as a table, or trend charts as HTML. */
public final class ShowCommand implements Command {

  static final TypedOption<String> SERIES = TypedOption.text("series", "ID", null,
      "one series, by at least 6 leading hex digits of its id (as the list shows them)");
  static final TypedOption<String> BENCHMARK = TypedOption.text("benchmark", "TEXT", null,
      "the series whose benchmark name contains TEXT");

  private static final TypedOption<String> HTML = TypedOption.text("html", "FILE", null,
      "also write the trend charts of the selected series (all series without --series or --benchmark) and the"
          + " open change points as one self-contained HTML page");
  private static final TypedOption<String> COMMIT_URL = TypedOption.text("commit-url", "URL", null,
      "link each commit in the HTML page to URL followed by its sha, e.g. https://github.com/OWNER/REPO/commit/");

  /** The command, as the CLI's service loader makes it. */
  public ShowCommand() {}

  @Override
  public String name() {
    return "history show";
  }

  @Override
  public String summary() {
    return "list the recorded series, or show series' runs on a branch as a table";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, HistoryOptions.BRANCH, SERIES, BENCHMARK, HTML, COMMIT_URL);
  }

  @Override
  public String details() {
    return """
        Without --series or --benchmark: one line per series (its id, runs, latest run, benchmark,
        machine and JVM) and the number of its open change points. With them: each series' runs on
        the branch in first-parent commit order (position, commit, estimate, interval, forks,
        reason; excluded runs marked with their reason; kernel or JVM updates named where they
        change), then its change points with their status.
        --html FILE: one page, no network needed to view it: per series the runs in commit order
        with their intervals, the fitted steps, the change points (between last good and first
        bad commit, with the change and its interval and status), excluded runs hollow with their
        reason, kernel and JVM updates as dashed rules; above them the open change points (new or
        acknowledged), the largest first. Written atomically.
        """;
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("takes no file, got " + args.positionals().size() + " argument(s)");
    }
    Optional<Path> html = args.optional(HTML).map(Path::of);
    Optional<String> commitUrl = args.optional(COMMIT_URL);
    if (html.isPresent()) {
      String problem = AtomicOutput.check(html.get());
      if (problem != null) {
        throw new UsageException("--html " + html.get() + ": " + problem);
      }
    }
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), System.getenv(), err, false)) {
      List<SeriesKey> keys = selected(args, store);
      if (keys.isEmpty()) {
        list(store, out);
      } else {
        String branch = HistoryOptions.branch(args, store);
        for (SeriesKey key : keys) {
          // every run's reason: the table shows the pull-request and bisect runs the search never scans
          table(store.readSeries(key, branch, EnumSet.allOf(RunReason.class)), store.changePoints(key.id()), out);
        }
      }
      if (html.isEmpty()) {
        return 0;
      }
      return TrendPage.write(store, keys, HistoryOptions.branch(args, store), html.get(), commitUrl, out, err);
    }
  }

  /** The series {@code --series} or {@code --benchmark} select; empty when neither is given. */
  static List<SeriesKey> selected(CommandArguments args, HistoryStore store) throws UsageException {
    if (args.optional(SERIES).isPresent() && args.optional(BENCHMARK).isPresent()) {
      throw new UsageException("give --series or --benchmark, not both");
    }
    if (args.optional(SERIES).isPresent()) {
      return List.of(SeriesSelector.byId(store, args.get(SERIES)));
    }
    if (args.optional(BENCHMARK).isPresent()) {
      List<SeriesKey> keys = SeriesSelector.byName(store, args.get(BENCHMARK));
      if (keys.isEmpty()) {
        throw new UsageException("--benchmark " + args.get(BENCHMARK) + " is in no series' benchmark name");
      }
      return keys;
    }
    return List.of();
  }

  private static void list(HistoryStore store, PrintStream out) {
    List<SeriesSummary> all = store.listSeries();
    out.println(store.location() + ": " + all.size() + " series, " + store.runIds().size() + " runs");
    if (all.isEmpty()) {
      out.println("Nothing recorded yet: nanometer history record FILE (see nanometer history record --help).");
      return;
    }
    out.println();
    out.println(String.format(Locale.ROOT, "%-12s  %5s  %-20s  %4s  %s", "SERIES", "RUNS", "LATEST RUN", "OPEN",
        "BENCHMARK / MACHINE; JVM"));
    for (SeriesSummary s : all) {
      long open = store.changePoints(s.key().id()).stream().filter(ShowCommand::isOpen).count();
      out.println(String.format(Locale.ROOT, "%-12s  %5d  %-20s  %4d  %s", SeriesLabel.shortId(s.key()),
          s.resultCount(), SeriesLabel.time(s.latestRunStart()), open,
          SeriesLabel.benchmark(s.key())));
      out.println(" ".repeat(49) + SeriesLabel.where(s.key()));
    }
  }

  static boolean isOpen(RecordedChangePoint c) {
    return c.status() == ChangeStatus.NEW || c.status() == ChangeStatus.ACKNOWLEDGED;
  }

  private static void table(BranchSeries series, List<RecordedChangePoint> changes, PrintStream out) {
    out.println(SeriesLabel.benchmark(series.key()) + "  (series " + SeriesLabel.shortId(series.key()) + ")");
    out.println("  on " + SeriesLabel.where(series.key()) + "; branch " + series.branch());
    out.println(String.format(Locale.ROOT, "  %5s  %-10s  %-19s  %14s  %-29s  %5s  %s", "POS", "COMMIT", "RUN START",
        "ESTIMATE", "INTERVAL", "FORKS", "REASON"));
    String kernel = null;
    String jvm = null;
    for (SeriesRows row : SeriesRows.of(series)) {
      var p = row.point();
      if (kernel != null && !kernel.equals(p.kernel())) {
        out.println("  ---- kernel " + kernel + " -> " + p.kernel());
      }
      if (jvm != null && !jvm.equals(p.jvmVersion())) {
        out.println("  ---- JVM " + jvm + " -> " + p.jvmVersion());
      }
      kernel = p.kernel();
      jvm = p.jvmVersion();
      ResultRecord r = p.result();
      out.println(String.format(Locale.ROOT, "  %5d  %-10s  %-19s  %14s  %-29s  %5d  %s", p.position(),
          SeriesLabel.sha(p.commitSha()), SeriesLabel.time(p.runStart()),
          number(r.estimate()) + " " + r.unit(), interval(r.interval(), r.estimate()), r.forks(),
          p.reason().text() + row.excludedReason().map(x -> ", EXCLUDED: " + x).orElse("")));
    }
    if (changes.isEmpty()) {
      out.println("  no change point stored (nanometer history changes finds them)");
    }
    for (RecordedChangePoint c : changes) {
      out.println("  change point " + c.id().substring(0, 12) + ": " + SeriesLabel.percent(c.latest().relativeChange())
          + " " + ChangesText.interval(c.latest().relativeChangeInterval()) + ", first bad "
          + SeriesLabel.sha(c.latest().firstBadSha()) + ", last good " + SeriesLabel.sha(c.latest().lastGoodSha())
          + ", status " + c.status().text() + c.note().map(n -> ": " + n).orElse(""));
    }
    out.println();
  }

  /** {@code v} with the decimals its magnitude needs: 4 below 10, 2 below 1000, none above. */
  static String number(double v) {
    return String.format(Locale.ROOT, format(v), v);
  }

  private static String format(double v) {
    return Math.abs(v) >= 1000 ? "%.0f" : Math.abs(v) >= 10 ? "%.2f" : "%.4f";
  }

  /** An interval with both ends written with the decimals of {@code estimate}, so they line up with it. */
  private static String interval(Interval i, double estimate) {
    String f = format(estimate);
    return i.isBounded() ? "[" + String.format(Locale.ROOT, f, i.low()) + ", " + String.format(Locale.ROOT, f,
        i.high()) + "]" : "unbounded";
  }
}
