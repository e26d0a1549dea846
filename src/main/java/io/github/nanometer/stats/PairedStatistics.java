package io.github.nanometer.stats;

/**
 * Statistics of paired measurements ({@code baseline[i]} and {@code candidate[i]} timed on the
 * same input, one right after the other): the differences {@code d = candidate - baseline} and the
 * moments needed for intervals (Bazhenov, "Paired benchmarking"; reproduces testvectors.md section
 * 6). Built by {@link PairedDifferences#of}.
 *
 * @param n the number of pairs, at least 2
 * @param baselineMean mean of the baseline values
 * @param candidateMean mean of the candidate values
 * @param meanDifference mean of {@code d}
 * @param sdDifference sample standard deviation of {@code d} (divisor n - 1)
 * @param baselineVariance sample variance of the baseline values
 * @param candidateVariance sample variance of the candidate values
 * @param covariance sample covariance of baseline and candidate
 */
public record PairedStatistics(int n, double baselineMean, double candidateMean, double meanDifference,
    double sdDifference, double baselineVariance, double candidateVariance, double covariance) {

  /** The standard error of the mean difference, {@code sd / sqrt(n)}. */
  public double standardError() {
    return sdDifference / Math.sqrt(n);
  }

  /**
   * The z score {@code mean / (sd / sqrt(n))}; infinite when every difference is the same non-zero
   * value, NaN when every difference is 0.
   */
  public double z() {
    return meanDifference / standardError();
  }

  /** The mean difference as a percentage of the baseline mean (1.375 means +1.375%). */
  public double changePercent() {
    return 100 * meanDifference / baselineMean;
  }

  /**
   * The t interval of the mean difference with {@code n - 1} degrees of freedom.
   *
   * @param confidence a fraction in (0, 1)
   * @param sides two-sided, or one-sided bounds at each end (see {@link Sides})
   */
  public Interval meanDifferenceInterval(double confidence, Sides sides) {
    return MeanInterval.fromEstimate(meanDifference, standardError(), n - 1, confidence, sides);
  }

  /**
   * {@link #meanDifferenceInterval} as a percentage of the baseline mean (the baseline mean taken as
   * exact, as in {@link WelchInterval#percentOfBaseMean}).
   *
   * @throws IllegalArgumentException when the baseline mean is not positive
   */
  public Interval changePercentInterval(double confidence, Sides sides) {
    if (!(baselineMean > 0)) {
      throw new IllegalArgumentException("baseline mean must be positive to express a change in percent, got "
          + baselineMean);
    }
    return meanDifferenceInterval(confidence, sides).scaled(100 / baselineMean);
  }

  /** The ratio of means {@code candidateMean / baselineMean}. */
  public double ratio() {
    return candidateMean / baselineMean;
  }

  /**
   * Fieller's interval for {@code candidateMean / baselineMean} with the pairs' covariance ({@code
   * v_xy = cov / n}, {@code n - 1} degrees of freedom); unbounded when the baseline mean is not
   * significantly different from zero.
   *
   * @param confidence a fraction in (0, 1)
   */
  public Interval ratioInterval(double confidence) {
    return FiellerInterval.fromEstimates(candidateMean, baselineMean, candidateVariance / n, baselineVariance / n,
        covariance / n, n - 1, confidence);
  }
}
