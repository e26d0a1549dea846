package io.github.nanometer.history.changes;

import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The p-value of a split's rank-sum test corrected for the search that chose the split: the
 * probability, on a segment without a change, that the strongest of all its allowed splits would
 * look at least this strong. Testing the split that the search found best with the test's own level
 * would raise false alarms many times over (on 50 values there are 44 splits to choose from).
 *
 * <p>The standardised two-sample statistics {@code Z_k} of the splits {@code k = n0..n - n0} of a
 * segment of {@code n} values form, on a segment without a change, a discrete standardised Brownian
 * bridge. For its maximum, James, James and Siegmund (1987, "Tests for a change-point", Biometrika
 * 74(1), 71-83) and Siegmund (1988, "Confidence sets in change-point problems", International
 * Statistical Review 56(1)) give
 *
 * <pre>
 *   P(max_k |Z_k| >= b) ~ b phi(b) sum_{k = n0}^{n - n0} nu(b sqrt(n / (k (n - k)))) n / (k (n - k))
 * </pre>
 *
 * (the integral {@code b phi(b) int nu(b / sqrt(n t (1 - t))) dt / (t (1 - t))} over the allowed
 * fractions {@code t = k / n}, taken as a sum over the splits), where {@code nu} corrects for the
 * steps being discrete; here the approximation {@code nu(x) = (2/x)(Phi(x/2) - 1/2) / ((x/2)
 * Phi(x/2) + phi(x/2))} of Siegmund and Yakir (2007, The Statistics of Gene Mapping, section 4.5).
 * The split's own rank-sum p-value {@code p} enters as its normal deviate {@code b = Phi^-1(1 - p /
 * 2)}, so that an exact p-value near the ends of the series (where the normal approximation of a
 * rank sum is poor) keeps its strength.
 *
 * <p>The result is held between two bounds that hold without any approximation: at least {@code p}
 * (the chosen split is one of the splits) and at most {@code K p}, Bonferroni's bound over the
 * {@code K} allowed splits, which also takes over where the approximation is poor (large p-values,
 * short segments). The detector's false-alarm rate, which this correction exists to hold, is
 * measured by seeded simulation ({@code FalseAlarmCalibrationTest}, docs/lab/history-changes.md).
 */
final class ScanCorrection {

  private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

  private ScanCorrection() {}

  /**
   * The search-corrected p-value of a split whose own two-sided p-value is {@code p}, the split
   * chosen among those of a segment of {@code length} values leaving at least {@code minSegment}
   * on each side.
   */
  static double corrected(double p, int length, int minSegment) {
    int splits = length - 2 * minSegment + 1;
    if (splits <= 1 || p >= 1) {
      return Math.min(1, p);
    }
    double bonferroni = Math.min(1, splits * p);
    if (p <= 0) {
      return 0;
    }
    // Phi^-1(p / 2), not Phi^-1(1 - p / 2): 1 - p / 2 rounds to 1 below p = 1e-16.
    double b = -NORMAL.inverseCumulativeProbability(p / 2);
    double sum = 0;
    for (int k = minSegment; k <= length - minSegment; k++) {
      double step = length / ((double) k * (length - k));
      sum += nu(b * Math.sqrt(step)) * step;
    }
    double scan = b * NORMAL.density(b) * sum;
    // Below about 1e-300 the normal density underflows and the approximation is lost: Bonferroni.
    return scan > 0 ? Math.max(p, Math.min(bonferroni, scan)) : bonferroni;
  }

  /**
   * The search-corrected p-value of a stretch against the rest of its segment ({@link
   * CircularScan}) whose own two-sided p-value is {@code p}, the stretch chosen among those of a
   * segment of {@code length} values that leave at least {@code minSegment} values inside and on
   * each side outside.
   *
   * <p>The stretch statistics {@code Z_ij} form a two-parameter field; for a stretch of a fraction
   * {@code u} of the segment, {@code 1 - corr} grows by {@code |d| / (2 u (1 - u))} when either end
   * moves by a fraction {@code d}, so the two-parameter form of the approximation above (Siegmund
   * 1988, section 3; Olshen et al. 2004 use it for circular binary segmentation) is
   *
   * <pre>
   *   P(max |Z_ij| >= b) ~ (b^3 phi(b) / 2) sum_{i &lt; j} g^2 nu(b sqrt(g))^2,  g = n / (w (n - w)),
   * </pre>
   *
   * {@code w = j - i}, summed over the allowed stretches. Held between {@code p} and Bonferroni's
   * bound over the stretches, as the single split's is.
   */
  static double correctedStretch(double p, int length, int minSegment) {
    long stretches = 0;
    for (int w = minSegment; w <= length - 2 * minSegment; w++) {
      stretches += length - 2 * minSegment - w + 1;
    }
    if (stretches <= 1 || p >= 1) {
      return Math.min(1, p);
    }
    if (p <= 0) {
      return 0;
    }
    double b = -NORMAL.inverseCumulativeProbability(p / 2);
    double sum = 0;
    for (int w = minSegment; w <= length - 2 * minSegment; w++) {
      double g = length / ((double) w * (length - w));
      double nu = nu(b * Math.sqrt(g));
      sum += (length - 2 * minSegment - w + 1) * g * g * nu * nu;
    }
    double scan = b * b * b * NORMAL.density(b) / 2 * sum;
    double bonferroni = Math.min(1, stretches * p);
    return scan > 0 ? Math.max(p, Math.min(bonferroni, scan)) : bonferroni;
  }

  /** Siegmund's discreteness correction {@code nu(x)}, 1 at {@code x = 0} and falling towards 0. */
  static double nu(double x) {
    if (x < 1e-8) {
      return 1;
    }
    double h = x / 2;
    return (2 / x) * (NORMAL.cumulativeProbability(h) - 0.5) / (h * NORMAL.cumulativeProbability(h) + NORMAL.density(h));
  }
}
