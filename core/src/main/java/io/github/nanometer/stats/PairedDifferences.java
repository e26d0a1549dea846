package io.github.nanometer.stats;

/**
 * Paired-difference statistics for paired benchmarking (Bazhenov, "Paired benchmarking", 2023):
 * baseline and candidate run on the same input pair after pair, so common-mode noise cancels in
 * the per-pair difference.
 */
public final class PairedDifferences {
  private PairedDifferences() {}

  /**
   * The differences {@code candidate[i] - baseline[i]}.
   *
   * @param baseline finite values
   * @param candidate finite values, as many as {@code baseline}
   */
  public static double[] differences(double[] baseline, double[] candidate) {
    Arguments.values(baseline, 1, "baseline");
    Arguments.values(candidate, 1, "candidate");
    Arguments.sameLength(baseline, "baseline", candidate, "candidate");
    double[] d = new double[baseline.length];
    for (int i = 0; i < d.length; i++) {
      d[i] = candidate[i] - baseline[i];
    }
    return d;
  }

  /**
   * The statistics of the pairs.
   *
   * @param baseline at least 2 finite values
   * @param candidate finite values, as many as {@code baseline}
   */
  public static PairedStatistics of(double[] baseline, double[] candidate) {
    Arguments.values(baseline, 2, "baseline");
    double[] d = differences(baseline, candidate);
    return new PairedStatistics(d.length, Descriptive.mean(baseline), Descriptive.mean(candidate),
        Descriptive.mean(d), Descriptive.standardDeviation(d), Descriptive.variance(baseline),
        Descriptive.variance(candidate), Descriptive.covariance(baseline, candidate));
  }
}
