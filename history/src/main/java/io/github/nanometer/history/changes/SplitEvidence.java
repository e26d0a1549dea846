package io.github.nanometer.history.changes;

/**
 * What speaks for one split of one segment: the rank-sum test between its two sides, that test's
 * p-value corrected for the search, the sides' medians and the shift between them in noise scales,
 * and whether the split passes both of the detector's rules (the corrected p-value at most the
 * false-alarm rate, the shift at least the minimum number of noise scales).
 *
 * @param start the first index of the side before
 * @param split the first index of the side after
 * @param end one past the last index of the side after
 * @param rankSumPValue the two-sided p-value of the rank-sum test between the sides ({@link RankSum})
 * @param correctedPValue that p-value corrected for the choice among the segment's splits ({@link
 *     ScanCorrection})
 * @param medianBefore the median of {@code x[start..split)}
 * @param medianAfter the median of {@code x[split..end)}
 * @param shiftNoiseScales {@code |medianAfter - medianBefore| / noiseScale}: 0 for no shift,
 *     infinite for a shift on a series of noise scale 0
 * @param confirmed whether both rules pass
 */
record SplitEvidence(int start, int split, int end, double rankSumPValue, double correctedPValue,
    double medianBefore, double medianAfter, double shiftNoiseScales, boolean confirmed) {

  /**
   * The evidence for splitting {@code x[start..end)} at {@code split}, confirmed at the level
   * {@code level} and the settings' minimum shift.
   */
  static SplitEvidence of(double[] x, int start, int split, int end, double level, ChangeSettings settings,
      double noiseScale) {
    double p = RankSum.pValue(x, start, split, end);
    double corrected = ScanCorrection.corrected(p, end - start, settings.minimumSegmentLength());
    double before = Medians.of(x, start, split);
    double after = Medians.of(x, split, end);
    double scales = noiseScales(Math.abs(after - before), noiseScale);
    boolean confirmed = corrected <= level && scales >= settings.minimumShiftNoiseScales();
    return new SplitEvidence(start, split, end, p, corrected, before, after, scales, confirmed);
  }

  /** {@code shift / noiseScale}, both {@code >= 0}: 0 for no shift, infinite for a shift over no noise. */
  static double noiseScales(double shift, double noiseScale) {
    return shift == 0 ? 0 : shift / noiseScale;
  }
}
