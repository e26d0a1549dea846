package io.github.nanometer.history.changes;

/**
 * The candidate for a change and its way back inside one segment: the stretch {@code [i, j)} whose
 * values differ most from the rest of the segment, {@code [start, i)} and {@code [j, end)} together,
 * by the standardised rank sum of the stretch. This is circular binary segmentation (Olshen,
 * Venkatraman, Lucito and Wigler 2004, "Circular binary segmentation for the analysis of array-based
 * DNA copy number data", Biostatistics 5(4)) on the segment's mid-ranks.
 *
 * <p>Why it is needed beside E-divisive: a regression that is fixed some commits later (up, then
 * down) in the middle of a segment leaves both halves of every single split as mixtures of the two
 * levels, so no single split is confirmed, however large the step: on 50 values with 17 slow ones
 * in the middle, the best single split's rank-sum p-value stays near 0.003 even for steps of many
 * noise scales, above what the search's correction allows. Comparing the stretch with the rest
 * sees the whole step. Each side outside the stretch and the stretch itself hold at least {@code
 * minSegment} values; a stretch that touches an end of the segment is a single split, E-divisive's
 * part.
 *
 * <p>Implementation notes: the rank sum of every stretch is a difference of prefix sums of the
 * centred mid-ranks, so the search is {@code O(m^2)} time and {@code O(m)} memory for {@code m}
 * values; the tie correction of the variance is the same factor for every stretch and does not
 * change which one is largest.
 */
final class CircularScan {
  private CircularScan() {}

  /**
   * The stretch {@code {i, j}} of {@code x[start..end)} with the largest {@code |Z|}, the earliest
   * of equal ones; null when the segment is shorter than {@code 3 * minSegment}.
   */
  static int[] bestStretch(double[] x, int start, int end, int minSegment) {
    int m = end - start;
    if (m < 3 * minSegment) {
      return null;
    }
    long[] doubled = RankSum.doubledMidRanks(x, start, end);
    // Prefix sums of the doubled mid-ranks centred on their mean, m + 1.
    long[] prefix = new long[m + 1];
    for (int k = 0; k < m; k++) {
      prefix[k + 1] = prefix[k] + doubled[k] - (m + 1);
    }
    double best = -1;
    int[] stretch = null;
    for (int i = minSegment; i <= m - 2 * minSegment; i++) {
      for (int j = i + minSegment; j <= m - minSegment; j++) {
        double sum = prefix[j] - prefix[i];
        int inside = j - i;
        double z2 = sum * sum / ((double) inside * (m - inside));
        if (z2 > best) {
          best = z2;
          stretch = new int[] {start + i, start + j};
        }
      }
    }
    return stretch;
  }

  /**
   * Whether the stretch {@code x[i..j)} differs from the rest of {@code x[start..end)}: its
   * rank-sum p-value against the rest, corrected for the search ({@link
   * ScanCorrection#correctedStretch}), is at most {@code level}, and the medians of the stretch and
   * of the rest differ by at least the settings' minimum shift in noise scales.
   */
  static boolean confirmed(double[] x, int start, int i, int j, int end, double level, ChangeSettings settings,
      double noiseScale) {
    double[] rest = new double[end - start];
    System.arraycopy(x, start, rest, 0, i - start);
    System.arraycopy(x, j, rest, i - start, end - j);
    int outside = end - start - (j - i);
    System.arraycopy(x, i, rest, outside, j - i);
    double p = RankSum.pValue(rest, 0, outside, rest.length);
    if (ScanCorrection.correctedStretch(p, end - start, settings.minimumSegmentLength()) > level) {
      return false;
    }
    double shift = Math.abs(Medians.of(rest, outside, rest.length) - Medians.of(rest, 0, outside));
    return SplitEvidence.noiseScales(shift, noiseScale) >= settings.minimumShiftNoiseScales();
  }
}
