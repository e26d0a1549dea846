package io.github.nanometer.history.chart;

import io.github.nanometer.history.changes.ChangePoint;
import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One level of a series' fitted steps: the median estimate of the points between two neighbouring
 * change points (or a change point and an end of the series), drawn as a horizontal segment over
 * the commits it spans.
 *
 * @param firstIndex the first point of the segment, an index into the series' points
 * @param endIndex one past its last point, {@code > firstIndex}
 * @param firstPosition the commit position of the segment's first point
 * @param lastPosition the commit position of its last point, {@code >= firstPosition}
 * @param level the median of the segment's estimates, in the series' unit; finite
 */
public record FittedStep(int firstIndex, int endIndex, long firstPosition, long lastPosition, double level) {

  /** Checks that the indices and positions are in order and the level is finite. */
  public FittedStep {
    if (firstIndex < 0 || endIndex <= firstIndex || lastPosition < firstPosition || !Double.isFinite(level)) {
      throw new IllegalArgumentException("need 0 <= firstIndex < endIndex, firstPosition <= lastPosition and a"
          + " finite level, got " + firstIndex + ", " + endIndex + ", " + firstPosition + ", " + lastPosition
          + " and " + level);
    }
  }

  /**
   * The steps of {@code points} split at {@code changes}' change points: one step per segment, in
   * order, each at the median of its points' estimates. Without change points (or for a series too
   * short to search) one step spans the whole series; no points, no steps.
   *
   * @param points the series' points in commit order, as they were given to the detector
   * @param changes the detector's answer over those points' estimates, in that order
   * @throws IllegalArgumentException when {@code changes} was found over a series of another length
   */
  public static List<FittedStep> fit(List<SeriesPoint> points, SeriesChanges changes) {
    if (changes.length() != points.size()) {
      throw new IllegalArgumentException("changes were found over " + changes.length()
          + " values, but the series has " + points.size() + " points: detect over the series' points");
    }
    List<FittedStep> steps = new ArrayList<>();
    int start = 0;
    for (ChangePoint c : changes.changePoints()) {
      steps.add(segment(points, start, c.firstBadIndex()));
      start = c.firstBadIndex();
    }
    if (start < points.size()) {
      steps.add(segment(points, start, points.size()));
    }
    return List.copyOf(steps);
  }

  private static FittedStep segment(List<SeriesPoint> points, int from, int to) {
    double[] estimates = new double[to - from];
    for (int i = from; i < to; i++) {
      estimates[i - from] = points.get(i).result().estimate();
    }
    Arrays.sort(estimates);
    int mid = estimates.length / 2;
    double median = estimates.length % 2 == 1 ? estimates[mid] : (estimates[mid - 1] + estimates[mid]) / 2;
    return new FittedStep(from, to, points.get(from).position(), points.get(to - 1).position(), median);
  }
}
