package io.github.nanometer.history.store;

import java.util.List;

/**
 * One series' results in a branch's first-parent order, as change-point detection reads it: the
 * points it may use, and apart from them the points annotations exclude, each with its reason.
 * Both lists run in commit order (oldest first), points of one commit in the order their runs began.
 *
 * @param key the series
 * @param branch the branch whose first-parent order places the points
 * @param points the points detection uses
 * @param excluded the points excluded by an annotation, with the reason
 */
public record BranchSeries(SeriesKey key, String branch, List<SeriesPoint> points, List<ExcludedPoint> excluded) {

  /** Checks the parts and copies the lists. */
  public BranchSeries {
    Checks.present("key", key);
    Checks.text("branch", branch);
    points = Checks.list("points", points);
    excluded = Checks.list("excluded", excluded);
  }
}
