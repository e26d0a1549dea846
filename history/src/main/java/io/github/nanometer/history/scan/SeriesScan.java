package io.github.nanometer.history.scan;

import io.github.nanometer.history.record.Direction;

import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.BranchSeries;
import java.util.List;
import java.util.Objects;

/**
 * One series as a scan saw it: its points on the branch, what the detector found in them, and the
 * change points (found now or stored before) with their decisions.
 *
 * @param series the series' key and points on the scanned branch (excluded points set apart)
 * @param direction which way the series gets worse
 * @param changes the detector's answer over the series' estimates
 * @param found the change points, in commit order
 */
public record SeriesScan(BranchSeries series, Direction direction, SeriesChanges changes, List<FoundChange> found) {

  /** Keeps an unmodifiable copy of the change points. */
  public SeriesScan {
    Objects.requireNonNull(series, "series");
    Objects.requireNonNull(direction, "direction");
    Objects.requireNonNull(changes, "changes");
    found = List.copyOf(found);
  }

  /** Whether the series held enough runs to search: see {@link SeriesChanges#searched()}. */
  public boolean searched() {
    return changes.searched();
  }
}
