package io.github.nanometer.stats;

import io.github.nanometer.Interval;

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

  /**
   * The mean difference over the baseline mean, a fraction (0.01375 means +1.375%): the same
   * number as {@code ratio() - 1}, labelled by how it is built.
   */
  public double meanDifferenceOverBaselineMean() {
    return meanDifference / baselineMean;
  }

  /**
   * The t interval of the mean difference with {@code n - 1} degrees of freedom.
   *
   * @param confidence a fraction in (0, 1)
   * @param sides two-sided, or one-sided bounds at each end (see {@link Sides})
   */
  public Interval meanDifferenceInterval(double confidence, Sides sides) {
    return MeanInterval.fromEstimate(meanDifference, standardError(), n - 1, confidence, sides,
        "mean difference (candidate - baseline)");
  }

  /**
   * {@link #meanDifferenceInterval} divided by the baseline mean, a fraction. The baseline mean is
   * taken as exact, so this under-covers the relative change when the effect varies from pair to
   * pair (a fixed extra cost on varying inputs); {@link #relativeChangeInterval} is the one to
   * judge.
   *
   * @throws IllegalArgumentException when the baseline mean is not positive
   */
  public Interval meanDifferenceOverBaselineMeanInterval(double confidence, Sides sides) {
    requirePositiveBaseline();
    return meanDifferenceInterval(confidence, sides).scaled(1 / baselineMean, "mean difference / baseline mean");
  }

  /**
   * The interval of the relative change {@code candidateMean / baselineMean - 1}, a fraction: the
   * paired Fieller interval of the ratio ({@link #ratioInterval}, with the covariance) minus 1. It
   * accounts for the uncertainty of the baseline mean; unbounded when that mean is not
   * significantly different from 0.
   *
   * @param confidence a fraction in (0, 1)
   * @throws IllegalArgumentException when the baseline mean is not positive
   */
  public Interval relativeChangeInterval(double confidence) {
    requirePositiveBaseline();
    return ratioInterval(confidence).shifted(-1, "candidate mean / baseline mean - 1");
  }

  private void requirePositiveBaseline() {
    if (!(baselineMean > 0)) {
      throw new IllegalArgumentException("baseline mean must be positive for a relative change, got "
          + baselineMean);
    }
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
    Interval f = FiellerInterval.fromEstimates(candidateMean, baselineMean, candidateVariance / n,
        baselineVariance / n, covariance / n, n - 1, confidence);
    return f.described("candidate mean / baseline mean", "paired " + f.method());
  }
}
