package io.github.nanometer.history.changes;

/**
 * The candidate split of one segment by E-divisive with means (Matteson and James 2014, "A
 * nonparametric approach for multiple change point analysis of multivariate data", JASA 109(505),
 * section 2), with the moment index {@code alpha = 1}: for a segment {@code x[start..end)} and a
 * split {@code tau}, left {@code L = x[start..tau)} of {@code a} values and right {@code R =
 * x[tau..end)} of {@code b} values,
 *
 * <pre>
 *   E(tau) = 2/(a b) sum_{i in L, j in R} |x_i - x_j|
 *          - 1/C(a,2) sum_{i &lt; j in L} |x_i - x_j| - 1/C(b,2) sum_{i &lt; j in R} |x_i - x_j|
 *   Q(tau) = a b / (a + b) * E(tau)
 * </pre>
 *
 * the scaled empirical energy distance between the two sides; the candidate is the {@code tau}
 * maximising {@code Q}, each side holding at least {@code minSegment} values. The energy distance is
 * zero exactly when the two distributions are equal, so {@code Q} reacts to any change of
 * distribution, but with {@code alpha = 1} mostly to a change of location.
 *
 * <p>Matteson and James also let the right side end before the segment's end (their {@code kappa});
 * here it always ends at the segment's end, as in MongoDB's E-Divisive Means and Hunter (Fleming et
 * al. 2023, "Hunter: using change point detection to hunt for performance regressions", ICPE): the
 * confirming test compares the two whole sides, so the candidate is the split that separates them
 * best. Whether the candidate is a change is not decided here (see {@link ChangeDetector}).
 *
 * <p>Implementation notes: the three sums are updated as {@code tau} moves one value from right to
 * left, {@code O(m)} per step, so one search over a segment of {@code m} values is {@code O(m^2)}
 * time and {@code O(1)} extra memory (a 2,000-value segment is 4 million absolute differences).
 */
final class EnergyDivisive {
  private EnergyDivisive() {}

  /**
   * {@code Q(tau)} for every allowed split of {@code x[start..end)}: element {@code k} is the
   * statistic at {@code tau = start + minSegment + k}; empty when the segment is shorter than {@code
   * 2 * minSegment}. Needs {@code minSegment >= 2}.
   */
  static double[] statistics(double[] x, int start, int end, int minSegment) {
    int first = start + minSegment;
    int last = end - minSegment;
    if (last < first) {
      return new double[0];
    }
    double between = 0;
    double withinLeft = 0;
    double withinRight = 0;
    for (int i = start; i < end; i++) {
      for (int j = i + 1; j < end; j++) {
        double d = Math.abs(x[i] - x[j]);
        if (j < first) {
          withinLeft += d;
        } else if (i >= first) {
          withinRight += d;
        } else {
          between += d;
        }
      }
    }
    double[] q = new double[last - first + 1];
    for (int tau = first; ; tau++) {
      q[tau - first] = scaledEnergy(between, withinLeft, withinRight, tau - start, end - tau);
      if (tau == last) {
        return q;
      }
      // x[tau] moves from the right side to the left one.
      double toLeft = 0;
      for (int i = start; i < tau; i++) {
        toLeft += Math.abs(x[i] - x[tau]);
      }
      double toRight = 0;
      for (int j = tau + 1; j < end; j++) {
        toRight += Math.abs(x[tau] - x[j]);
      }
      between += toRight - toLeft;
      withinLeft += toLeft;
      withinRight -= toRight;
    }
  }

  /**
   * The candidate split of {@code x[start..end)}: the {@code tau} with the largest {@code Q(tau)},
   * the earliest of equal ones; -1 when the segment is shorter than {@code 2 * minSegment}.
   */
  static int bestSplit(double[] x, int start, int end, int minSegment) {
    double[] q = statistics(x, start, end, minSegment);
    int best = -1;
    for (int k = 0; k < q.length; k++) {
      if (best < 0 || q[k] > q[best]) {
        best = k;
      }
    }
    return best < 0 ? -1 : start + minSegment + best;
  }

  private static double scaledEnergy(double between, double withinLeft, double withinRight, int a, int b) {
    double energy = 2 * between / ((double) a * b) - withinLeft / (a * (a - 1) / 2.0)
        - withinRight / (b * (b - 1) / 2.0);
    return (double) a * b / (a + b) * energy;
  }
}
