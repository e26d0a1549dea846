package io.github.nanometer.history.scan;

import io.github.nanometer.history.record.Direction;

import io.github.nanometer.history.changes.ChangePoint;
import io.github.nanometer.history.store.RecordedChangePoint;
import java.util.Objects;
import java.util.Optional;

/**
 * One change point of a scan, as stored, with what the scan decides about it.
 *
 * @param recorded the change point as the history holds it (its status and note kept across scans)
 * @param detection the detector's change point in this scan's series (its indices are positions in
 *     the scanned values), or empty when the stored change point was not found again
 * @param newlyFound whether this scan found it first: only a newly found change point alerts, so a
 *     change point alerts once, however many later runs see it again
 * @param regression whether it makes the series worse ({@link Direction})
 * @param runsAfter the scanned runs from its first bad commit on (its evidence after the change)
 * @param confirmed whether {@code runsAfter} reached the scan's {@code runsToConfirm()}: an unconfirmed
 *     change point is stored and listed but alerts only once confirmed
 * @param expected the reason of an expected-change annotation at its first bad commit, or empty
 */
public record FoundChange(RecordedChangePoint recorded, Optional<ChangePoint> detection, boolean newlyFound,
    boolean regression, int runsAfter, boolean confirmed, Optional<String> expected) {

  /** Checks that nothing is missing and the count is not negative. */
  public FoundChange {
    Objects.requireNonNull(recorded, "recorded");
    Objects.requireNonNull(detection, "detection");
    Objects.requireNonNull(expected, "expected");
    if (runsAfter < 0) {
      throw new IllegalArgumentException("runsAfter must be >= 0, got " + runsAfter);
    }
  }

  /** Whether this change point alerts in this scan: newly found, confirmed, not expected, and a regression. */
  public boolean alertsAsRegression() {
    return newlyFound && confirmed && expected.isEmpty() && regression;
  }
}
