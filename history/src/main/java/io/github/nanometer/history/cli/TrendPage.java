package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.changes.ChangeDetector;
import io.github.nanometer.history.chart.HistoryPage;
import io.github.nanometer.history.chart.PageOptions;
import io.github.nanometer.history.chart.SeriesChart;
import io.github.nanometer.history.record.Direction;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesSummary;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code history show --html FILE}: the trend charts of a branch's series as one page, written atomically. */
final class TrendPage {
  private TrendPage() {}

  /**
   * Writes the page of {@code keys} (every series when empty) on {@code branch} to {@code target}.
   *
   * @return 0 when written (said on {@code err}), 1 (after one line on {@code err}) when the file could not be
   *     written
   * @throws UsageException when no selected series has a run on the branch, or a commit URL is malformed
   */
  static int write(HistoryStore store, List<SeriesKey> keys, String branch, Path target, Optional<String> commitUrl,
      PrintStream out, PrintStream err) throws UsageException {
    List<SeriesKey> chosen = keys.isEmpty() ? store.listSeries().stream().map(SeriesSummary::key).toList() : keys;
    ChangeDetector detector = ChangeDetector.withDefaults();
    List<SeriesChart> charts = new ArrayList<>();
    for (SeriesKey key : chosen) {
      BranchSeries series = store.readSeries(key, branch);
      if (series.points().isEmpty()) {
        continue;
      }
      BranchSeries shown = lastRuns(series);
      double[] values = shown.points().stream().mapToDouble(p -> p.result().estimate()).toArray();
      boolean higherIsWorse = Direction.of(series.points().get(0).result()) == Direction.LOWER_IS_BETTER;
      charts.add(SeriesChart.of(shown, detector.detect(values), store.changePoints(key.id()), higherIsWorse));
    }
    if (charts.isEmpty()) {
      throw new UsageException("--html: no selected series has a push or manual run on branch " + branch);
    }
    PageOptions options;
    try {
      options = new PageOptions("nanometer history: branch " + branch, "nanometer history show", commitUrl);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--commit-url: " + e.getMessage());
    }
    try {
      HistoryPage.write(target, charts, store.branchOrder(branch), options);
    } catch (IOException e) {
      err.println("nanometer history show: cannot write " + target + ": " + e.getMessage());
      return 1;
    }
    err.println("nanometer history show: wrote " + charts.size() + " trend chart(s) of branch " + branch + " to "
        + target);
    return 0;
  }

  /** The series with at most the detector's length of its latest runs (and the excluded ones among them). */
  private static BranchSeries lastRuns(BranchSeries series) {
    int n = series.points().size();
    if (n <= ChangeDetector.MAX_LENGTH) {
      return series;
    }
    long first = series.points().get(n - ChangeDetector.MAX_LENGTH).position();
    return new BranchSeries(series.key(), series.branch(), series.points().subList(n - ChangeDetector.MAX_LENGTH, n),
        series.excluded().stream().filter(e -> e.point().position() >= first).toList());
  }
}
