package io.github.nanometer.history.scan;

import io.github.nanometer.history.changes.ChangePoint;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.List;
import java.util.Optional;

/**
 * A change point moved to a commit boundary. Several runs of one commit are consecutive values of a
 * series; the detector may split between two of them, but a change belongs to a commit, so the split
 * moves to the first run of the commit it falls in (that commit becomes the first bad one).
 */
final class CommitBoundary {
  private CommitBoundary() {}

  /**
   * {@code cp} with its split at the first run of its first bad commit, or empty when that commit is
   * the series' first (no commit before it to call good).
   */
  static Optional<ChangePoint> of(ChangePoint cp, List<SeriesPoint> points) {
    String firstBadSha = points.get(cp.firstBadIndex()).commitSha();
    int split = cp.firstBadIndex();
    while (split > 0 && points.get(split - 1).commitSha().equals(firstBadSha)) {
      split--;
    }
    if (split == 0 || split <= cp.segmentStartIndex()) {
      return Optional.empty();
    }
    if (split == cp.firstBadIndex()) {
      return Optional.of(cp);
    }
    return Optional.of(new ChangePoint(split - 1, split, cp.segmentStartIndex(), cp.segmentEndIndex(),
        cp.medianBefore(), cp.medianAfter(), cp.relativeChange(), cp.relativeChangeInterval(), cp.pValue(),
        cp.rankSumPValue(), cp.shiftNoiseScales(), cp.method()));
  }
}
