package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import java.util.Optional;

/**
 * The ratio of two benchmarks whose timed loops were each compiled several times in one JVM,
 * with an interval that includes the spread between compilations: each side's separately
 * compiled copies are its units. The JIT does not compile a loop the same way every time (copies
 * of one loop read 1-11% apart on this project's VMs), so an interval from the pairs alone covers
 * the ratio of <em>these</em> compilations, and two copies of identical code can then be judged
 * different (docs/lab/interval-coverage.md, "Paired comparisons across compilations").
 *
 * <p>Model: pair {@code p} ran baseline copy {@code p mod k} and candidate copy {@code p mod k};
 * each copy's mean over its pairs is one unit. On the log scale the estimate is the difference of
 * the two sides' averages of log copy means, and its standard error comes from the pooled variance
 * of the log copy means about their side's average ({@code 2k - 2} degrees of freedom) times
 * {@code sqrt(2 / k)}; the interval is Student's t on that, exponentiated. Each copy mean carries
 * its own within-copy noise, so the variance estimates both parts at once.
 */
public final class CopiesRatio {
  /** Each copy needs at least this many pairs for its mean to count. */
  public static final int MIN_PAIRS_PER_COPY = 2;

  private CopiesRatio() {}

  /**
   * The candidate / baseline ratio across compiled copies minus 1 (a relative change) with its
   * interval; empty when {@code copies < 2}, when a copy has fewer than {@link #MIN_PAIRS_PER_COPY}
   * pairs, or when a copy's mean time is not positive (the log scale needs positive means).
   *
   * @param baselineNanos per-evaluation time of the baseline in each pair
   * @param candidateNanos per-evaluation time of the candidate in each pair, as many
   * @param copies copies per side; pair {@code p} belongs to copy {@code p mod copies}
   * @param confidence a fraction in (0, 1)
   */
  public static Optional<IntervalEstimate> relativeChange(double[] baselineNanos, double[] candidateNanos, int copies,
      double confidence) {
    Arguments.confidence(confidence);
    if (baselineNanos.length != candidateNanos.length) {
      throw new IllegalArgumentException("baseline and candidate need as many pairs, got " + baselineNanos.length
          + " and " + candidateNanos.length);
    }
    if (copies < 2 || baselineNanos.length < copies * MIN_PAIRS_PER_COPY) {
      return Optional.empty();
    }
    double[] logBase = logCopyMeans(baselineNanos, copies);
    double[] logCand = logCopyMeans(candidateNanos, copies);
    if (logBase == null || logCand == null) {
      return Optional.empty();
    }
    double meanBase = Descriptive.mean(logBase);
    double meanCand = Descriptive.mean(logCand);
    double squares = 0;
    for (int c = 0; c < copies; c++) {
      squares += (logBase[c] - meanBase) * (logBase[c] - meanBase) + (logCand[c] - meanCand) * (logCand[c] - meanCand);
    }
    int df = 2 * copies - 2;
    double standardError = Math.sqrt(squares / df * 2.0 / copies);
    double t = StudentT.critical(confidence, df, Sides.TWO_SIDED);
    double logRatio = meanCand - meanBase;
    return Optional.of(new IntervalEstimate(Math.exp(logRatio) - 1, new Interval(
        Math.expm1(logRatio - t * standardError), Math.expm1(logRatio + t * standardError), confidence,
        "candidate / baseline across compiled copies - 1 (ratio of the geometric means of the copies' means)",
        "t over " + copies + " separately compiled copies per side, log scale, " + df + " df")));
  }

  /** Log of each copy's mean over its pairs; null when a mean is not positive or a copy has too few pairs. */
  private static double[] logCopyMeans(double[] nanos, int copies) {
    double[] sums = new double[copies];
    int[] counts = new int[copies];
    for (int p = 0; p < nanos.length; p++) {
      sums[p % copies] += nanos[p];
      counts[p % copies]++;
    }
    double[] logs = new double[copies];
    for (int c = 0; c < copies; c++) {
      double mean = sums[c] / counts[c];
      if (counts[c] < MIN_PAIRS_PER_COPY || !(mean > 0) || Double.isInfinite(mean)) {
        return null;
      }
      logs[c] = Math.log(mean);
    }
    return logs;
  }
}
