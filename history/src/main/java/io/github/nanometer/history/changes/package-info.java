/**
 * Change points over a commit-ordered series (issue 44, item 3): the pure math behind {@code
 * nanometer history changes}. No I/O, no clock, no randomness; the same series gives the same
 * answer.
 *
 * <p>The public surface is three types and one entry point: {@link
 * io.github.nanometer.history.changes.ChangeDetector#detect} takes one series (the estimates of
 * successive runs in a branch's first-parent order) and returns a {@link
 * io.github.nanometer.history.changes.SeriesChanges}: its {@link
 * io.github.nanometer.history.changes.ChangePoint}s (last good and first bad index, the relative
 * change of the medians with its interval, the p-values, the method and its parameters) and the
 * series' noise scale, found under a {@link io.github.nanometer.history.changes.ChangeSettings}.
 * The rest is package-private, one concept a file: the E-divisive split ({@code EnergyDivisive}),
 * the inner stretch ({@code CircularScan}), the rank-sum test ({@code RankSum}), the correction for
 * the search ({@code ScanCorrection}), the passes that combine them ({@code HierarchicalSearch},
 * {@code SplitEvidence}), the noise scale ({@code NoiseScale}) and the change's interval ({@code
 * ShiftInterval}).
 *
 * <p>Sources: Matteson and James 2014 (E-divisive, JASA 109(505)); Daly et al. 2020 ("The use of
 * change point detection to identify software performance regressions in a continuous integration
 * system", ICPE, MongoDB's use of it); Fleming et al. 2023 (Hunter, ICPE, now Apache Otava: E-divisive
 * candidates confirmed by a two-sample test between neighbouring segments); Olshen, Venkatraman,
 * Lucito and Wigler 2004 (circular binary segmentation, Biostatistics 5(4)); James, James and
 * Siegmund 1987 and Siegmund 1988 (the maximum of a standardised two-sample statistic over split
 * points); Hollander, Wolfe and Chicken (the rank-sum test and Moses' interval). The calibration is
 * in docs/lab/history-changes.md and in this package's {@code @Simulation} tests.
 */
package io.github.nanometer.history.changes;
