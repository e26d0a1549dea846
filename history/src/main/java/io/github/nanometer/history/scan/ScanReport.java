package io.github.nanometer.history.scan;

import io.github.nanometer.history.changes.ChangeSettings;
import java.util.List;
import java.util.Objects;

/**
 * What one scan of a branch found: every series with results on it, in the history's order.
 *
 * @param branch the branch whose first-parent order was scanned
 * @param settings the detector's settings
 * @param confirmRuns the runs a change point needs after it, beyond the settings' minimum segment length,
 *     before it alerts
 * @param series every series with at least one result on the branch
 */
public record ScanReport(String branch, ChangeSettings settings, int confirmRuns, List<SeriesScan> series) {

  /** Exit status: no new regression. */
  public static final int NO_NEW_REGRESSION = 0;
  /** Exit status: at least one newly found, confirmed, unexpected regression. */
  public static final int NEW_REGRESSION = 1;
  /** Exit status: no series held enough runs to search. */
  public static final int NOT_ENOUGH_HISTORY = 3;

  /** Keeps an unmodifiable copy of the series. */
  public ScanReport {
    Objects.requireNonNull(branch, "branch");
    Objects.requireNonNull(settings, "settings");
    series = List.copyOf(series);
  }

  /** The series that held enough runs to search. */
  public long searchedSeries() {
    return series.stream().filter(SeriesScan::searched).count();
  }

  /** The change points that alert in this scan ({@link FoundChange#alertsAsRegression()}). */
  public long newRegressions() {
    return series.stream().flatMap(s -> s.found().stream()).filter(FoundChange::alertsAsRegression).count();
  }

  /**
   * {@link #NEW_REGRESSION} when a change point alerts, else {@link #NOT_ENOUGH_HISTORY} when no
   * series could be searched, else {@link #NO_NEW_REGRESSION}: {@code judge}'s meanings.
   */
  public int exitStatus() {
    if (newRegressions() > 0) {
      return NEW_REGRESSION;
    }
    return searchedSeries() == 0 ? NOT_ENOUGH_HISTORY : NO_NEW_REGRESSION;
  }
}
