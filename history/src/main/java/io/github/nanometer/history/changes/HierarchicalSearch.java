package io.github.nanometer.history.changes;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The passes that turn a series into confirmed change points (the scheme of Hunter, Fleming et al.
 * 2023, "Hunter: using change point detection to hunt for performance regressions", ICPE, on the
 * hierarchical bisection of Matteson and James 2014):
 *
 * <ol>
 *   <li>Bisection: the whole series is the first segment. A segment's candidate is its E-divisive
 *       split ({@link EnergyDivisive}); when the split's evidence confirms it at {@link
 *       #SINGLE_SHARE} of the false-alarm rate ({@link SplitEvidence}), it is kept and both sides
 *       become segments of their own. When not, the segment's most different inner stretch ({@link
 *       CircularScan}: a change and its way back) is tested against the rest of the segment at
 *       {@link #STRETCH_SHARE} of the rate; when confirmed, both of its ends are kept and the three
 *       parts become segments. Otherwise the segment is left whole. Every test is within one
 *       segment, whose ends are the change points found so far around it. On a segment without a
 *       change the two tests together raise a false alarm with probability at most the sum of their
 *       levels, the false-alarm rate.
 *   <li>Location: each kept change point moves to the E-divisive split between its two neighbours,
 *       pass after pass until none moves (the ends of a stretch come from ranks, which place an end
 *       one value too far when a neighbouring value happens to be high; between its neighbours a
 *       change point is a single step, which E-divisive places best).
 *   <li>Confirmation among neighbours: each kept change point is tested again between its final
 *       neighbours at the whole false-alarm rate, and the weakest one that does not pass (the
 *       largest corrected p-value) is dropped; its neighbours are then tested against each other,
 *       until every remaining change point passes. This pass only removes change points, so it
 *       cannot raise the false-alarm rate.
 * </ol>
 *
 * <p>The order of the work is fixed (a stack of segments, the earlier part first), so the same
 * series always gives the same change points.
 */
final class HierarchicalSearch {

  /**
   * The share of the false-alarm rate spent on the single split of a segment: most changes are
   * single steps, and a single step near an end of the series needs the larger level (three slow
   * runs after 47 have an exact p-value of 1.0e-4, which the search's correction multiplies).
   */
  static final double SINGLE_SHARE = 0.75;

  /** The share spent on the inner stretch of a segment whose single split was not confirmed. */
  static final double STRETCH_SHARE = 1 - SINGLE_SHARE;

  /** Location passes stop here at the latest; in practice change points settle in one or two. */
  private static final int MAX_LOCATION_PASSES = 20;

  private HierarchicalSearch() {}

  /**
   * The confirmed change points of {@code x}, ascending, each with its evidence between its final
   * neighbours.
   */
  static List<SplitEvidence> changePoints(double[] x, ChangeSettings settings, double noiseScale) {
    int minSegment = settings.minimumSegmentLength();
    double singleLevel = SINGLE_SHARE * settings.falseAlarmRate();
    double stretchLevel = STRETCH_SHARE * settings.falseAlarmRate();
    List<Integer> kept = new ArrayList<>();
    Deque<int[]> segments = new ArrayDeque<>();
    segments.push(new int[] {0, x.length});
    while (!segments.isEmpty()) {
      int[] segment = segments.pop();
      int start = segment[0];
      int end = segment[1];
      int split = EnergyDivisive.bestSplit(x, start, end, minSegment);
      if (split >= 0 && SplitEvidence.of(x, start, split, end, singleLevel, settings, noiseScale).confirmed()) {
        kept.add(split);
        segments.push(new int[] {split, end});
        segments.push(new int[] {start, split});
        continue;
      }
      int[] stretch = CircularScan.bestStretch(x, start, end, minSegment);
      if (stretch != null
          && CircularScan.confirmed(x, start, stretch[0], stretch[1], end, stretchLevel, settings, noiseScale)) {
        kept.add(stretch[0]);
        kept.add(stretch[1]);
        segments.push(new int[] {stretch[1], end});
        segments.push(new int[] {stretch[0], stretch[1]});
        segments.push(new int[] {start, stretch[0]});
      }
    }
    kept.sort(null);
    relocate(x, kept, minSegment);
    return confirmAmongNeighbours(x, kept, settings, noiseScale);
  }

  /** Moves each split to the E-divisive split between its neighbours until none moves. */
  private static void relocate(double[] x, List<Integer> splits, int minSegment) {
    for (int pass = 0; pass < MAX_LOCATION_PASSES; pass++) {
      boolean moved = false;
      for (int i = 0; i < splits.size(); i++) {
        int best = EnergyDivisive.bestSplit(x, before(splits, i), after(splits, i, x.length), minSegment);
        if (best != splits.get(i)) {
          splits.set(i, best);
          moved = true;
        }
      }
      if (!moved) {
        return;
      }
    }
  }

  private static List<SplitEvidence> confirmAmongNeighbours(double[] x, List<Integer> splits,
      ChangeSettings settings, double noiseScale) {
    while (true) {
      List<SplitEvidence> evidence = new ArrayList<>(splits.size());
      int weakest = -1;
      for (int i = 0; i < splits.size(); i++) {
        SplitEvidence e = SplitEvidence.of(x, before(splits, i), splits.get(i), after(splits, i, x.length),
            settings.falseAlarmRate(), settings, noiseScale);
        evidence.add(e);
        if (!e.confirmed() && (weakest < 0 || e.correctedPValue() > evidence.get(weakest).correctedPValue())) {
          weakest = i;
        }
      }
      if (weakest < 0) {
        return evidence;
      }
      splits.remove(weakest);
    }
  }

  /** The start of the stretch before split {@code i}: the previous split, or 0. */
  private static int before(List<Integer> splits, int i) {
    return i == 0 ? 0 : splits.get(i - 1);
  }

  /** The end of the stretch after split {@code i}: the next split, or the series' length. */
  private static int after(List<Integer> splits, int i, int length) {
    return i + 1 == splits.size() ? length : splits.get(i + 1);
  }
}
