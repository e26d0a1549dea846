package io.github.nanometer.history.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.changes.ChangeDetector;
import io.github.nanometer.history.changes.ChangeSettings;
import io.github.nanometer.history.scan.HistoryScan;
import io.github.nanometer.history.scan.ScanReport;
import io.github.nanometer.history.store.HistoryStore;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code nanometer history changes}: the change points of every series of a branch, each alerting once. */
public final class ChangesCommand implements Command {

  private static final TypedOption<String> SINCE = TypedOption.text("since", "REF", null,
      "report only change points whose first bad commit comes after this commit of the branch (a sha, a prefix of"
          + " one, or a name git resolves: main~10, a tag)");
  private static final TypedOption<String> FORMAT = TypedOption.of(OptionSpec.choice("format", "format", "text",
      orderedWords("text", "json", "markdown"), "output format"));
  private static final TypedOption<Integer> CONFIRM = TypedOption.wholeNumber("confirmRuns", "confirm", 2, 0, 1000,
      "runs a change point needs after it beyond --min-runs before it is stored and alerts (a few slow runs at the"
          + " end of a series that the next runs do not keep never alert)");
  private static final TypedOption<Double> FALSE_ALARMS = TypedOption.of(OptionSpec.fraction("falseAlarmRate",
      "false-alarm-rate", HistoryScan.DEFAULT_FALSE_ALARM_RATE, ChangeSettings.FALSE_ALARM_RATE_FLOOR,
      ChangeSettings.FALSE_ALARM_RATE_CEILING,
      "the chance that one scan reports a change point in a change-free series (the search's level)"));
  private static final TypedOption<Integer> WINDOW = TypedOption.wholeNumber("window", "window",
      HistoryScan.DEFAULT_WINDOW, 6, ChangeDetector.MAX_LENGTH,
      "runs of each series searched, the latest: older change points were stored by earlier scans (give the most,"
          + " " + ChangeDetector.MAX_LENGTH + ", to search a whole imported history at once)");
  private static final TypedOption<Double> MIN_SHIFT = TypedOption.of(OptionSpec.range("minimumShiftNoiseScales",
      "min-shift", "SCALES", HistoryScan.DEFAULT_MINIMUM_SHIFT_NOISE_SCALES, 0.0, ChangeSettings.MINIMUM_SHIFT_CEILING,
      Double::parseDouble, v -> Double.toString(v),
      "the least change reported, in noise scales of the series' run-to-run differences"));
  private static final TypedOption<Integer> MIN_RUNS = TypedOption.wholeNumber("minimumSegmentLength", "min-runs",
      ChangeSettings.DEFAULT_MINIMUM_SEGMENT_LENGTH, ChangeSettings.MIN_SEGMENT_LENGTH_FLOOR,
      ChangeSettings.MIN_SEGMENT_LENGTH_CEILING, "runs each side of a change point must hold at least");

  /** The command, as the CLI's service loader makes it. */
  public ChangesCommand() {}

  @Override
  public String name() {
    return "history changes";
  }

  @Override
  public String summary() {
    return "find the change points of every recorded series over a branch's commits (exit 1 on a new regression)";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, HistoryOptions.BRANCH, SINCE, FORMAT, CONFIRM, FALSE_ALARMS, MIN_SHIFT, MIN_RUNS,
        WINDOW);
  }

  @Override
  public String details() {
    return """
        Each series (a benchmark with its parameters, mode and body fingerprint, one measure, one
        machine, one JVM vendor, feature version and flags) is read in the branch's first-parent
        commit order, push and manual runs only, excluded results left out, and searched for
        steps: E-divisive means proposes splits, an exact rank-sum test corrected for the search
        confirms each, against the noise of the series' own run-to-run differences. A change
        point is stored with its status (new, acknowledged, ignored, fixed: nanometer history
        mark); found again in a later scan it keeps its status and does not alert again. An
        expected change (nanometer history expect) does not alert. A time is worse when it grows,
        a throughput (ops/...) when it shrinks. With GITHUB_STEP_SUMMARY set, the markdown form is
        also appended to that file.
        Calibration: the defaults (0.1% per scan, 2 noise scales, --confirm 2) were chosen by a
        seeded simulation of a scan after every commit with serially correlated, bimodal and
        outlier-ridden runs: 0.43 to 0.89 false alarms per 1,000 series-commits at run-to-run CVs of
        0.5 to 3%, and a 3% step at CV 1% of plain noise reported within 4 commits (docs/history.md).
        Exit status: 0 no new regression, 1 a new regression, 2 bad input, 3 not enough history
        (no series has twice --min-runs runs on the branch).
        """;
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("takes no file, got " + args.positionals().size() + " argument(s)");
    }
    ChangeSettings settings = ChangeSettings.defaults().withFalseAlarmRate(args.get(FALSE_ALARMS))
        .withMinimumSegmentLength(args.get(MIN_RUNS)).withMinimumShiftNoiseScales(args.get(MIN_SHIFT));
    HistoryScan scan;
    try {
      scan = new HistoryScan(settings, args.get(CONFIRM), args.get(WINDOW));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    Map<String, String> environment = System.getenv();
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), environment, err, false)) {
      String branch = HistoryOptions.branch(args, store);
      Optional<String> since = args.optional(SINCE).isPresent()
          ? Optional.of(HistoryOptions.commitOnBranch(store, branch, "--since", args.get(SINCE))) : Optional.empty();
      ScanReport report;
      try {
        report = scan.scan(store, branch, since, Instant.now());
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
      switch (args.get(FORMAT)) {
        case "json" -> ChangesJson.write(report, out);
        case "markdown" -> ChangesText.markdown(report, out);
        default -> ChangesText.text(report, out);
      }
      stepSummary(environment.get("GITHUB_STEP_SUMMARY"), report, err);
      return report.exitStatus();
    }
  }

  /** Appends the markdown form to GitHub's step summary file when one is set; a failure is said, not fatal. */
  private static void stepSummary(String file, ScanReport report, PrintStream err) {
    if (file == null || file.isBlank()) {
      return;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ChangesText.markdown(report, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      Files.write(Path.of(file), bytes.toByteArray(), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException | RuntimeException e) {
      err.println("nanometer history changes: cannot append to GITHUB_STEP_SUMMARY " + file + ": " + e.getMessage());
    }
  }

  static Map<String, String> orderedWords(String... words) {
    Map<String, String> m = new java.util.LinkedHashMap<>();
    for (String w : words) {
      m.put(w, w);
    }
    return m;
  }
}
