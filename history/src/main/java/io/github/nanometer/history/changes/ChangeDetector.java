package io.github.nanometer.history.changes;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the change points of one series of estimates in commit order: the entry point of {@code
 * nanometer history changes} (issue 44, item 3). Pure math: no I/O, no clock, no randomness, so the
 * same series and settings always give the same answer.
 *
 * <p>The input is one series: the estimates of successive runs in a branch's first-parent commit
 * order, in nanoseconds per operation or any other positive unit (several runs of one commit are
 * consecutive values). The method, after MongoDB's and Hunter's (Apache Otava's) use of E-divisive:
 *
 * <ol>
 *   <li>Candidates: E-divisive with means (Matteson and James 2014, "A nonparametric approach for
 *       multiple change point analysis of multivariate data", JASA 109(505)), the energy statistic
 *       with {@code alpha = 1}, by hierarchical bisection with at least {@link
 *       ChangeSettings#minimumSegmentLength()} values on each side ({@link EnergyDivisive}, {@link
 *       HierarchicalSearch}); {@code O(n^2)} per split. Where a segment's best single split is not
 *       confirmed, its most different inner stretch (a regression and its fix: circular binary
 *       segmentation on ranks, Olshen et al. 2004, {@link CircularScan}) is the candidate, since no
 *       single split of an up-then-down segment separates the two levels.
 *   <li>Confirmation: each candidate is kept only when the Wilcoxon rank-sum test between the
 *       stretch before it and the stretch after it (bounded by the neighbouring change points)
 *       rejects "same distribution", after its p-value is corrected for the search that chose the
 *       split ({@link RankSum}, {@link ScanCorrection}). A rank test because timings have outlier
 *       runs and bimodal runs: neither moves a rank test's null distribution, which is exact for any
 *       continuous distribution of independent values (Hunter's Student's t-test assumes normal
 *       noise, and one outlier run moves its mean and variance). The levels of the single split
 *       (three quarters of {@link ChangeSettings#falseAlarmRate()}) and of the stretch (the other
 *       quarter) add up to the false-alarm rate, which so holds per stretch of the series without a
 *       change whatever its length: measured by seeded simulation on series of 20, 50 and 200
 *       values of normal, log-normal, outlier-ridden and bimodal noise, at most 1.0% in every cell
 *       and 0.55% over all 48,000 series (docs/lab/history-changes.md). After
 *       the search each change point is placed at the E-divisive split between its neighbours and
 *       tested again between them; one that no longer passes is dropped.
 *   <li>Noise: the noise scale is the series' own run-to-run scale, {@code 1.4826 * MAD / sqrt(2)}
 *       of its successive differences ({@link NoiseScale}), never a run's own interval; a change
 *       whose medians differ by less than {@link ChangeSettings#minimumShiftNoiseScales()} of it is
 *       not reported.
 *   <li>Size: the relative change of the medians, {@code after / before - 1}, with Moses' rank
 *       interval of the Hodges-Lehmann shift of the logarithms ({@link ShiftInterval}), and both
 *       p-values, the method and its parameters ({@link ChangePoint}).
 * </ol>
 *
 * <p>The detector assumes independent runs: runs whose errors are correlated from commit to commit
 * (a slowly drifting machine) can look like steps to it.
 */
public final class ChangeDetector {

  /**
   * The longest series searched: the E-divisive split and the stretch search of a segment of {@code
   * n} values each cost about {@code n^2 / 2} steps, so a series of this length takes 2 to 3 s on
   * one core (1,000 values: 7 to 20 ms; docs/lab/history-changes.md).
   */
  public static final int MAX_LENGTH = 20_000;

  private final ChangeSettings settings;

  /** A detector with {@code settings}; not null. */
  public ChangeDetector(ChangeSettings settings) {
    if (settings == null) {
      throw new IllegalArgumentException("settings must be given, got null");
    }
    this.settings = settings;
  }

  /** A detector with {@link ChangeSettings#defaults()}. */
  public static ChangeDetector withDefaults() {
    return new ChangeDetector(ChangeSettings.defaults());
  }

  /** The settings this detector runs with. */
  public ChangeSettings settings() {
    return settings;
  }

  /**
   * The change points of {@code series}.
   *
   * @param series the estimates in commit order: at most {@link #MAX_LENGTH} values, each finite
   *     and {@code > 0}; a series shorter than {@code 2 * minimumSegmentLength} is not searched
   *     ({@link SeriesChanges#searched()})
   * @return the change points, ascending, with the series' noise scale and these settings
   * @throws IllegalArgumentException naming the bad value (its index) and the accepted range
   */
  public SeriesChanges detect(double[] series) {
    Checks.series(series, MAX_LENGTH);
    double[] x = series.clone();
    double noise = NoiseScale.of(x);
    List<ChangePoint> points = new ArrayList<>();
    if (x.length >= 2 * settings.minimumSegmentLength()) {
      String method = settings.method();
      for (SplitEvidence e : HierarchicalSearch.changePoints(x, settings, noise)) {
        points.add(new ChangePoint(e.split() - 1, e.split(), e.start(), e.end(), e.medianBefore(), e.medianAfter(),
            e.medianAfter() / e.medianBefore() - 1,
            ShiftInterval.relativeChange(x, e.start(), e.split(), e.end(), settings.confidence()),
            e.correctedPValue(), e.rankSumPValue(), e.shiftNoiseScales(), method));
      }
    }
    return new SeriesChanges(points, noise, x.length, settings);
  }
}
