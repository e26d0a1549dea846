package io.github.nanometer.stats;

import java.util.Arrays;

/**
 * Changepoint segmentation of a series of block values (each block value is, for example, the
 * median time per evaluation over at least 10 ms of samples) into segments of steady level.
 *
 * <p>The segmentation minimises, over all segmentations with segments of at least {@code
 * minSegmentLength} blocks, the sum of the segments' costs plus {@code penalty} per changepoint
 * (the normal mean-shift model: a segment's cost is the sum of squared deviations of its blocks from
 * the segment mean, computed from prefix sums). The minimum is found exactly by optimal
 * partitioning with pruning: PELT (Killick, Fearnhead and Eckley 2012, "Optimal detection of
 * changepoints with a linear computational cost", JASA 107(500)), strengthened by the functional
 * pruning of FPOP (Maidstone, Hocking, Rigaill and Fearnhead 2017, "On optimal multiple changepoint
 * algorithms for large data", Statistics and Computing 27) in a simplified form: each candidate
 * last changepoint keeps a superset, at most two intervals, of the segment means for which it can
 * still be optimal, and is dropped when that is empty (a superset only ever keeps too many
 * candidates, so the result stays the exact optimum). PELT's own rule alone prunes nothing on a series without changes
 * (quadratic time); the interval rule prunes there too, so 10,000 blocks take a few milliseconds.
 * Pruning against a later changepoint {@code s} is applied only from block {@code s +
 * minSegmentLength} on, where a segment starting at {@code s} is allowed, which keeps it exact
 * with a minimum segment length.
 */
public final class Changepoints {
  private Changepoints() {}

  /**
   * The penalty per changepoint of {@link #segment}, in units of {@code noiseVariance(blocks) *
   * ln(n)}.
   *
   * <p>Chosen by seeded simulation of flat series of 10,000 blocks (a 100 s series in 10 ms blocks)
   * of three kinds of i.i.d. noise: normal (CV 2%), log-normal with sigma 0.5, and normal (CV 2%)
   * with 1% of the blocks 50% slower; a run counts as good when {@link #segment} (merge included)
   * finds at most one changepoint. In 400 runs per kind, normal noise was good in every run from a
   * factor of 2 on, log-normal noise from 10 (66% at 5: the robust variance understates its tail);
   * the outliers set the value: 46% at 60, 84% at 70, 98% at 80, 99.5% at 100, since two adjacent
   * 50% outliers (in about 63% of such series) form a segment of their own unless the penalty
   * exceeds about half their squared excess. 80 is the smallest multiple of 10 with every kind good
   * in at least 95% of runs. The outliers' margin scales with their size over the noise: with CV
   * 1% instead of 2% the same outliers would need about four times the factor. With this factor a
   * step of 5% under noise of CV 3% is found when both sides hold some 500 blocks of a 10,000-block
   * series. {@code ChangepointsTest} checks the rates.
   */
  public static final double PENALTY_FACTOR = 80;

  /** The minimum segment length of {@link #segment}, in blocks. */
  public static final int MIN_SEGMENT_LENGTH = 2;

  /** Adjacent segments of {@link #segment} whose levels differ by less than this fraction of the larger are joined. */
  public static final double MERGE_FRACTION = 0.01;

  /** 1 / Phi^-1(3/4): scales a median absolute deviation to a normal standard deviation. */
  private static final double MAD_TO_SD = 1 / 0.6745;

  /**
   * The first block of each segment of the penalised optimal segmentation of {@code blocks} (see
   * the class comment).
   *
   * @param blocks the block values: at least one, all finite
   * @param penalty the cost of one changepoint, finite and {@code >= 0}, in squared units of the
   *     blocks
   * @param minSegmentLength the fewest blocks in a segment, {@code >= 1}
   * @return the segments' start indices, ascending, the first always 0
   * @throws IllegalArgumentException naming the argument, its value and the accepted range
   */
  public static int[] segmentStarts(double[] blocks, double penalty, int minSegmentLength) {
    Arguments.values(blocks, 1, "blocks");
    if (!(penalty >= 0 && penalty < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException("penalty must be finite and >= 0, got " + penalty);
    }
    Arguments.atLeast(minSegmentLength, 1, "minSegmentLength");
    int n = blocks.length;
    int m = minSegmentLength;
    if (n < 2 * m) {
      return new int[] {0};
    }
    // Centred prefix sums: the costs are differences of sums, so centring keeps them accurate.
    double centre = Descriptive.mean(blocks);
    double[] sum = new double[n + 1];
    double[] squares = new double[n + 1];
    for (int i = 0; i < n; i++) {
      double y = blocks[i] - centre;
      sum[i + 1] = sum[i] + y;
      squares[i + 1] = squares[i] + y * y;
    }
    // best[t]: the least penalised cost of blocks[0..t) (one penalty per segment, the first
    // cancelled by best[0] = -penalty); last[t]: the start of its last segment.
    double[] best = new double[n + 1];
    int[] last = new int[n + 1];
    Arrays.fill(best, Double.POSITIVE_INFINITY);
    best[0] = -penalty;
    // Candidate starts of the last segment, each with the set of segment means for which it can
    // still be optimal, held as a superset of at most two intervals [low1, high1] and [low2, high2]
    // (an interval with low > high is empty).
    int[] candidate = new int[n + 1];
    double[] low1 = new double[n + 1];
    double[] high1 = new double[n + 1];
    double[] low2 = new double[n + 1];
    double[] high2 = new double[n + 1];
    int candidates = 0;
    double slack = 1e-9 * (squares[n] + penalty) + Double.MIN_NORMAL;
    for (int t = m; t <= n; t++) {
      // At block t a last changepoint at s = t - m becomes allowed. For blocks from s on, an older
      // candidate tau does better than s exactly for the means mu with best[tau] + sum over [tau, s)
      // of (y - mu)^2 <= best[s]: an interval around the mean of [tau, s). Each candidate keeps
      // only the means of those intervals; s keeps only the means outside the one
      // with the most room.
      int s = t - m;
      boolean sAllowed = Double.isFinite(best[s]);
      double min = Double.POSITIVE_INFINITY;
      int argmin = -1;
      int kept = 0;
      double excludeLow = Double.POSITIVE_INFINITY;
      double excludeHigh = Double.NEGATIVE_INFINITY;
      double widest = -1;
      for (int j = 0; j < candidates; j++) {
        int tau = candidate[j];
        double l1 = low1[j];
        double h1 = high1[j];
        double l2 = low2[j];
        double h2 = high2[j];
        if (sAllowed && tau < s) {
          int length = s - tau;
          double segmentSum = sum[s] - sum[tau];
          double mean = segmentSum / length;
          double room = best[s] - best[tau] - (squares[s] - squares[tau] - segmentSum * mean);
          if (room < -slack) {
            continue;
          }
          double halfWidth = Math.sqrt((room + slack) / length);
          l1 = Math.max(l1, mean - halfWidth);
          h1 = Math.min(h1, mean + halfWidth);
          l2 = Math.max(l2, mean - halfWidth);
          h2 = Math.min(h2, mean + halfWidth);
          if (l1 > h1 && l2 > h2) {
            continue;
          }
          if (room - slack > widest) {
            // The most room (penalty, for the best candidate at s): the widest interval of means
            // where an older candidate does at least as well as s, around the segment's mean.
            double inner = Math.sqrt((room - slack) / length);
            widest = room - slack;
            excludeLow = mean - inner;
            excludeHigh = mean + inner;
          }
        }
        candidate[kept] = tau;
        low1[kept] = l1;
        high1[kept] = h1;
        low2[kept] = l2;
        high2[kept] = h2;
        kept++;
        int length = t - tau;
        double segmentSum = sum[t] - sum[tau];
        double value = best[tau] + (squares[t] - squares[tau] - segmentSum * segmentSum / length) + penalty;
        if (value < min) {
          min = value;
          argmin = tau;
        }
      }
      if (sAllowed) {
        candidate[kept] = s;
        low1[kept] = Double.NEGATIVE_INFINITY;
        high1[kept] = widest >= 0 ? excludeLow : Double.POSITIVE_INFINITY;
        low2[kept] = widest >= 0 ? excludeHigh : 1;
        high2[kept] = widest >= 0 ? Double.POSITIVE_INFINITY : 0;
        kept++;
        double segmentSum = sum[t] - sum[s];
        double value = best[s] + (squares[t] - squares[s] - segmentSum * segmentSum / m) + penalty;
        if (value < min) {
          min = value;
          argmin = s;
        }
      }
      candidates = kept;
      if (argmin >= 0) {
        best[t] = min;
        last[t] = argmin;
      }
    }
    int count = 0;
    int[] reversed = new int[n / m + 1];
    for (int t = n; t > 0; t = last[t]) {
      reversed[count++] = last[t];
    }
    int[] starts = new int[count];
    for (int i = 0; i < count; i++) {
      starts[i] = reversed[count - 1 - i];
    }
    return starts;
  }

  /**
   * A robust estimate of the variance of the blocks within a segment: {@code (MAD / 0.6745)^2 / 2},
   * where MAD is the median absolute deviation from their median of the first differences {@code
   * blocks[i + 1] - blocks[i]} (a difference of two independent blocks has twice their variance). A
   * level shift moves only the one difference across it, so a few shifts (and a few outliers) leave
   * the median-based estimate almost unchanged, where the series' own variance would include them.
   *
   * @param blocks the block values, all finite
   * @return the estimate, 0 when there are fewer than 2 blocks
   * @throws IllegalArgumentException when {@code blocks} is null or holds a value that is not finite
   */
  public static double noiseVariance(double[] blocks) {
    Arguments.values(blocks, 0, "blocks");
    int n = blocks.length - 1;
    if (n < 1) {
      return 0;
    }
    double[] differences = new double[n];
    for (int i = 0; i < n; i++) {
      differences[i] = blocks[i + 1] - blocks[i];
    }
    double[] scratch = new double[n];
    double median = Selection.median(differences, 0, n, scratch);
    for (int i = 0; i < n; i++) {
      differences[i] = Math.abs(differences[i] - median);
    }
    double sd = Selection.median(differences, 0, n, scratch) * MAD_TO_SD;
    return sd * sd / 2;
  }

  /**
   * The engine's segmentation of a series of block values: {@link #segmentStarts} with the penalty
   * {@code PENALTY_FACTOR * noiseVariance(blocks) * ln(n)} and segments of at least {@link
   * #MIN_SEGMENT_LENGTH} blocks; then adjacent segments whose levels (the medians of their block
   * values) differ by less than {@link #MERGE_FRACTION} of the larger absolute level are joined,
   * the closest pair first, until no adjacent pair is that close. A series whose noise variance is
   * 0 (all blocks equal, or nearly all) is one segment.
   *
   * @param blocks the block values: at least one, all finite
   * @throws IllegalArgumentException when {@code blocks} is empty or holds a value that is not finite
   */
  public static Segmentation segment(double[] blocks) {
    Arguments.values(blocks, 1, "blocks");
    int n = blocks.length;
    double variance = noiseVariance(blocks);
    int[] starts = variance == 0
        ? new int[] {0}
        : segmentStarts(blocks, PENALTY_FACTOR * variance * Math.log(n), MIN_SEGMENT_LENGTH);
    return merged(blocks, starts);
  }

  /** Joins the closest adjacent segments while their medians are within MERGE_FRACTION. */
  private static Segmentation merged(double[] blocks, int[] startsIn) {
    int n = blocks.length;
    double[] scratch = new double[n];
    int k = startsIn.length;
    int[] starts = startsIn.clone();
    double[] levels = new double[k];
    for (int i = 0; i < k; i++) {
      levels[i] = Selection.median(blocks, starts[i], i + 1 < k ? starts[i + 1] : n, scratch);
    }
    while (k > 1) {
      int closest = -1;
      double closestGap = Double.POSITIVE_INFINITY;
      for (int i = 0; i + 1 < k; i++) {
        double larger = Math.max(Math.abs(levels[i]), Math.abs(levels[i + 1]));
        double gap = Math.abs(levels[i] - levels[i + 1]);
        boolean close = gap < MERGE_FRACTION * larger || gap == 0;
        double relative = larger == 0 ? 0 : gap / larger;
        if (close && relative < closestGap) {
          closestGap = relative;
          closest = i;
        }
      }
      if (closest < 0) {
        break;
      }
      System.arraycopy(starts, closest + 2, starts, closest + 1, k - closest - 2);
      System.arraycopy(levels, closest + 2, levels, closest + 1, k - closest - 2);
      k--;
      levels[closest] = Selection.median(blocks, starts[closest], closest + 1 < k ? starts[closest + 1] : n, scratch);
    }
    return new Segmentation(Arrays.copyOf(starts, k), Arrays.copyOf(levels, k), n);
  }
}
