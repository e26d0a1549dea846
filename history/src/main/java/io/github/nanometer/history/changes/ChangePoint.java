package io.github.nanometer.history.changes;

import io.github.nanometer.Interval;

/**
 * One change point of a series: where the level changed, by how much, and how sure the detector is.
 * Indices are positions in the series given to {@link ChangeDetector#detect}; the caller maps them
 * to commits (several runs of one commit are consecutive values, so a change between two of them
 * names that commit's neighbour as the last good one only if the caller says so). "Good" and "bad"
 * name the two sides in time order: for an improvement the "bad" side is the faster one.
 *
 * @param lastGoodIndex the index of the last value before the change, {@code >= segmentStartIndex}
 * @param firstBadIndex the index of the first value after it, {@code lastGoodIndex + 1}
 * @param segmentStartIndex the first index of the stretch before the change that it was tested on
 *     (0, or the previous change point's {@code firstBadIndex})
 * @param segmentEndIndex one past the last index of the stretch after the change that it was tested
 *     on (the series' length, or the next change point's {@code firstBadIndex})
 * @param medianBefore the median of the values in {@code [segmentStartIndex, firstBadIndex)}, in
 *     the series' unit
 * @param medianAfter the median of the values in {@code [firstBadIndex, segmentEndIndex)}
 * @param relativeChange {@code medianAfter / medianBefore - 1}: 0.031 for 3.1% more time per
 *     operation (slower), negative for faster
 * @param relativeChangeInterval the interval of the relative change at the settings' confidence:
 *     Moses' rank interval of the Hodges-Lehmann shift of the logarithms (see {@link
 *     ChangeDetector}); unbounded when the stretches are too short for the confidence
 * @param pValue the p-value of the rank-sum test between the two stretches, corrected for the
 *     search that chose this split among all of the stretch's splits: the probability that a
 *     stretch without a change shows a split at least this strong; the change is reported because
 *     it is at most the settings' false-alarm rate
 * @param rankSumPValue the two-sided p-value of the rank-sum test of this one split, uncorrected
 * @param shiftNoiseScales {@code |medianAfter - medianBefore|} in noise scales of the series;
 *     infinite when the noise scale is 0
 * @param method how the change point was found, with its parameters ({@link ChangeSettings#method()})
 */
public record ChangePoint(int lastGoodIndex, int firstBadIndex, int segmentStartIndex, int segmentEndIndex,
    double medianBefore, double medianAfter, double relativeChange, Interval relativeChangeInterval,
    double pValue, double rankSumPValue, double shiftNoiseScales, String method) {

  /** Checks that the indices nest, the p-values are fractions and nothing is missing. */
  public ChangePoint {
    if (firstBadIndex != lastGoodIndex + 1 || lastGoodIndex < segmentStartIndex || segmentStartIndex < 0
        || firstBadIndex >= segmentEndIndex) {
      throw new IllegalArgumentException("need 0 <= segmentStartIndex <= lastGoodIndex = firstBadIndex - 1"
          + " < segmentEndIndex - 1, got " + segmentStartIndex + ", " + lastGoodIndex + ", " + firstBadIndex
          + ", " + segmentEndIndex);
    }
    Checks.within("pValue", pValue, 0, 1);
    Checks.within("rankSumPValue", rankSumPValue, 0, 1);
    Checks.within("shiftNoiseScales", shiftNoiseScales, 0, Double.POSITIVE_INFINITY);
    if (relativeChangeInterval == null || method == null || method.isBlank()) {
      throw new IllegalArgumentException("relativeChangeInterval and method must be given, got "
          + relativeChangeInterval + " and " + method);
    }
  }

  /** The number of values before the change that it was tested on. */
  public int valuesBefore() {
    return firstBadIndex - segmentStartIndex;
  }

  /** The number of values after the change that it was tested on. */
  public int valuesAfter() {
    return segmentEndIndex - firstBadIndex;
  }
}
