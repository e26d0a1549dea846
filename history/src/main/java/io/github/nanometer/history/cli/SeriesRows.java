package io.github.nanometer.history.cli;

import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ExcludedPoint;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A series' runs in commit order as {@code show} and {@code export} list them: the points detection
 * scans and the excluded ones, merged, each excluded one with its reason.
 *
 * @param point one run's result on the branch
 * @param excludedReason why it is left out of detection, or empty
 */
record SeriesRows(SeriesPoint point, Optional<String> excludedReason) {

  /** Every run of {@code series}, included and excluded, by position then run start. */
  static List<SeriesRows> of(BranchSeries series) {
    List<SeriesRows> rows = new ArrayList<>();
    series.points().forEach(p -> rows.add(new SeriesRows(p, Optional.empty())));
    for (ExcludedPoint e : series.excluded()) {
      rows.add(new SeriesRows(e.point(), Optional.of(e.reason())));
    }
    rows.sort(Comparator.comparingLong((SeriesRows r) -> r.point().position())
        .thenComparing(r -> r.point().runStart()));
    return List.copyOf(rows);
  }
}
