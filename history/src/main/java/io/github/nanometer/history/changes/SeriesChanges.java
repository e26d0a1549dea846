package io.github.nanometer.history.changes;

import java.util.List;

/**
 * What the detector found in one series ({@link ChangeDetector#detect}): its change points in order,
 * the noise scale they were judged against and the settings they were found with.
 *
 * @param changePoints the confirmed change points, ascending by index; empty when there is none or
 *     the series is too short to search ({@link #searched()})
 * @param noiseScale the run-to-run noise scale of the series in its own unit: {@code 1.4826 *
 *     MAD(d) / sqrt(2)} over the successive differences {@code d}; NaN for fewer than two values
 * @param length the number of values searched
 * @param settings the settings the search ran with
 */
public record SeriesChanges(List<ChangePoint> changePoints, double noiseScale, int length, ChangeSettings settings) {

  /** Keeps an unmodifiable copy of the change points; checks that nothing is missing. */
  public SeriesChanges {
    if (changePoints == null || settings == null || length < 0) {
      throw new IllegalArgumentException("changePoints and settings must be given and length >= 0, got "
          + changePoints + ", " + settings + " and " + length);
    }
    changePoints = List.copyOf(changePoints);
  }

  /**
   * Whether the series was long enough to hold a change point at all: {@code 2 *
   * minimumSegmentLength} values or more. When not, "no change point" says nothing.
   */
  public boolean searched() {
    return length >= 2 * settings.minimumSegmentLength();
  }
}
