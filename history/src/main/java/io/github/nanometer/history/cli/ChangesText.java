package io.github.nanometer.history.cli;

import io.github.nanometer.Interval;
import io.github.nanometer.history.scan.FoundChange;
import io.github.nanometer.history.scan.ScanReport;
import io.github.nanometer.history.scan.SeriesScan;
import io.github.nanometer.history.store.DetectedChange;
import java.io.PrintStream;
import java.util.Locale;

/** {@code history changes} as text for a terminal and as markdown for a pull request or a GitHub step summary. */
final class ChangesText {
  private ChangesText() {}

  /** The scan as lines: a header, one block per series with change points, and the verdict. */
  static void text(ScanReport report, PrintStream out) {
    out.println(header(report));
    for (SeriesScan s : report.series()) {
      if (s.found().isEmpty()) {
        continue;
      }
      out.println();
      out.println(SeriesLabel.benchmark(s.series().key()) + "  (series " + SeriesLabel.shortId(s.series().key()) + ")");
      out.println("  on " + SeriesLabel.where(s.series().key()));
      for (FoundChange f : s.found()) {
        DetectedChange d = f.recorded().latest();
        out.println("  " + kind(f) + "  " + SeriesLabel.percent(d.relativeChange()) + " "
            + interval(d.relativeChangeInterval()) + "  first bad " + SeriesLabel.sha(d.firstBadSha()) + ", last good "
            + SeriesLabel.sha(d.lastGoodSha()) + "  (" + state(f) + ")");
      }
    }
    out.println();
    out.println(verdict(report));
  }

  /** The scan as a markdown table of its change points, with the verdict. */
  static void markdown(ScanReport report, PrintStream out) {
    out.println("### nanometer history changes: branch `" + report.branch() + "`");
    out.println();
    out.println(header(report));
    out.println();
    boolean any = report.series().stream().anyMatch(s -> !s.found().isEmpty());
    if (any) {
      out.println("| | change | interval | benchmark | first bad | last good | state |");
      out.println("|---|---:|---|---|---|---|---|");
      for (SeriesScan s : report.series()) {
        for (FoundChange f : s.found()) {
          DetectedChange d = f.recorded().latest();
          out.println("| " + (f.alertsAsRegression() ? ":red_circle: " : "") + kind(f) + " | "
              + SeriesLabel.percent(d.relativeChange()) + " | " + interval(d.relativeChangeInterval()) + " | "
              + cell(SeriesLabel.benchmark(s.series().key())) + " | `" + SeriesLabel.sha(d.firstBadSha()) + "` | `"
              + SeriesLabel.sha(d.lastGoodSha()) + "` | " + cell(state(f)) + " |");
        }
      }
      out.println();
    }
    out.println("**" + verdict(report) + "**");
  }

  static String header(ScanReport report) {
    long searched = report.searchedSeries();
    int minimum = 2 * report.settings().minimumSegmentLength();
    return "branch " + report.branch() + ": " + report.series().size() + " series, " + searched + " searched"
        + (searched < report.series().size() ? " (" + (report.series().size() - searched) + " with fewer than "
            + minimum + " runs)" : "") + "; each change-free series is reported with probability at most "
            + String.format(Locale.ROOT, "%.2g%%", 100 * report.settings().falseAlarmRate()) + " per scan; a change"
            + " alerts once, when " + (report.settings().minimumSegmentLength() + report.confirmRuns())
            + " runs from its first bad commit on keep it";
  }

  static String kind(FoundChange f) {
    String what = f.regression() ? "regression" : "improvement";
    return (f.newlyFound() ? "NEW " : "") + what;
  }

  static String state(FoundChange f) {
    StringBuilder sb = new StringBuilder("status ").append(f.recorded().status().text());
    f.recorded().note().ifPresent(n -> sb.append(": ").append(n));
    sb.append(", ").append(f.runsAfter()).append(" run(s) after");
    if (!f.confirmed()) {
      sb.append(", unconfirmed");
    }
    if (f.detection().isEmpty()) {
      sb.append(", not found again in this scan");
    }
    f.expected().ifPresent(e -> sb.append(", expected: ").append(e));
    sb.append(", id ").append(f.recorded().id(), 0, 12);
    return sb.toString();
  }

  static String interval(Interval i) {
    if (!i.isBounded()) {
      return "[unbounded]";
    }
    return "[" + SeriesLabel.percent(i.low()) + ", " + SeriesLabel.percent(i.high()) + "]";
  }

  static String verdict(ScanReport report) {
    return switch (report.exitStatus()) {
      case ScanReport.NEW_REGRESSION -> report.newRegressions() + " new regression(s).";
      case ScanReport.NOT_ENOUGH_HISTORY -> "Not enough history: no series has " + 2
          * report.settings().minimumSegmentLength() + " runs on branch " + report.branch() + " yet.";
      default -> "No new regression.";
    };
  }

  private static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
