package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import io.github.nanometer.text.DecimalText;
import java.util.Arrays;
import java.util.Optional;

/**
 * The confidence interval of a median from a <em>sequence</em> of samples that may be serially
 * correlated (a machine's speed drifts over milliseconds, so neighbouring samples are alike), with a
 * floor on its width for quantized data.
 *
 * <p>Method: the order-statistic interval's ranks come from the count of values below the median,
 * Binomial(n, 1/2) for independent samples. Under serial correlation that count varies more: its
 * variance is {@code n/4 * tau}, where {@code tau} (the long-run variance ratio of the indicators
 * {@code x_i < median}) is estimated by batch means over {@code floor(sqrt(n))} contiguous batches.
 * When {@code tau} is not significantly above 1 (independent-looking samples) the exact binomial ranks are used unchanged
 * ({@link MedianInterval}); above, the ranks widen to {@code n (1/2 -+ t sqrt(tau / (4 n)))}, {@code t} Student's with {@code batches - 1}
 * degrees of freedom. Fewer
 * than {@link #MIN_SAMPLES_FOR_DEPENDENCE} samples are too few to estimate {@code tau}: independence
 * is assumed and the method says so.
 *
 * <p>Quantized data (each value a whole number of clock ticks spread over {@code n} evaluations) can
 * put both ranks on one value, a zero-width interval that excludes the next run's answer; the
 * bounds are therefore widened by one quantum ({@code quantumWidth}) each side.
 *
 * <p>Reference for the variance of a sample quantile under dependence: Sen (1972), "On the Bahadur
 * representation of sample quantiles for sequences of phi-mixing random variables"; batch means:
 * Flegal and Jones (2010), Annals of Statistics 38(2).
 */
public final class CorrelatedMedianInterval {
  /** Samples needed before the dependence ratio is estimated (10 batches of at least 10). */
  public static final int MIN_SAMPLES_FOR_DEPENDENCE = 100;

  private CorrelatedMedianInterval() {}

  /**
   * The interval and how it was made.
   *
   * @param interval the bounds, widened by the quantum, at the confidence asked for
   * @param lowRank the 1-based rank of the lower order statistic
   * @param highRank the 1-based rank of the upper order statistic
   * @param varianceRatio {@code tau}, the estimated long-run variance ratio (1 when assumed or below 1)
   */
  public record Bounds(Interval interval, int lowRank, int highRank, double varianceRatio) {}

  /**
   * The interval of the median of {@code sequence}, or empty when too few values reach the
   * confidence ({@link MedianInterval#minimumSampleSize}).
   *
   * @param sequence the values in the order they were taken (not modified), finite
   * @param confidence a fraction in (0, 1)
   * @param quantumWidth the spacing of the values' grid (0 when continuous), added to each side
   * @param covers what the interval covers, for its label
   */
  public static Optional<Bounds> of(double[] sequence, double confidence, double quantumWidth, String covers) {
    Arguments.values(sequence, 1, "sequence");
    Arguments.confidence(confidence);
    if (!(quantumWidth >= 0) || Double.isInfinite(quantumWidth)) {
      throw new IllegalArgumentException("quantumWidth must be finite and >= 0, got " + quantumWidth);
    }
    int n = sequence.length;
    Optional<MedianInterval.RankInterval> exact = MedianInterval.of(sequence, confidence);
    if (exact.isEmpty()) {
      return Optional.empty();
    }
    double[] sorted = sequence.clone();
    Arrays.sort(sorted);
    double tau = n >= MIN_SAMPLES_FOR_DEPENDENCE ? significantRatio(varianceRatio(sequence, Descriptive.median(sorted)),
        (int) Math.floor(Math.sqrt(n))) : 1;
    int lo;
    int hi;
    String ranks;
    if (tau <= 1) {
      lo = exact.get().rank();
      hi = n + 1 - lo;
      ranks = DecimalText.format("exact binomial ranks %d and %d of %d", lo, hi, n);
    } else {
      // Student's t with batches - 1 degrees of freedom: tau is itself estimated from the batches.
      double t = StudentT.critical(confidence, Math.floor(Math.sqrt(n)) - 1, Sides.TWO_SIDED);
      double delta = t * Math.sqrt(tau / (4.0 * n));
      lo = Math.max(1, Math.min(exact.get().rank(), (int) Math.floor(n * (0.5 - delta))));
      hi = n + 1 - lo;
      ranks = DecimalText.format("ranks %d and %d of %d widened for serial correlation (variance ratio %.2f)",
          lo, hi, n, tau);
    }
    String dependence = n >= MIN_SAMPLES_FOR_DEPENDENCE ? "batch-means correction"
        : "independence assumed: fewer than " + MIN_SAMPLES_FOR_DEPENDENCE + " samples to test it";
    String quantum = quantumWidth > 0 ? DecimalText.format(", widened by the %.3g quantum", quantumWidth) : "";
    String method = "order statistics of the sample sequence (" + ranks + "; " + dependence + quantum + ")";
    Interval ci = new Interval(sorted[lo - 1] - quantumWidth, sorted[hi - 1] + quantumWidth,
        confidence, covers, method);
    return Optional.of(new Bounds(ci, lo, hi, Math.max(1, tau)));
  }

  /**
   * {@code tau} when it exceeds 1 by more than two of its standard errors under independence
   * ({@code sqrt(2 / (batches - 1))}), else 1: an estimated ratio barely above 1 is mostly noise,
   * and widening by it would over-cover independent data.
   */
  static double significantRatio(double tau, int batches) {
    return tau > 1 + 2 * Math.sqrt(2.0 / (batches - 1)) ? tau : 1;
  }

  /**
   * The long-run variance ratio of the indicators {@code x_i < m} (ties count one half), by batch
   * means over {@code floor(sqrt(n))} contiguous batches: {@code m_b Var(batch means) / Var(I)} with
   * {@code Var(I)} the indicators' own variance; 1
   * for independent data on average. NaN-free: a sequence whose indicators do not vary gives 1.
   */
  static double varianceRatio(double[] x, double m) {
    int n = x.length;
    int batches = (int) Math.floor(Math.sqrt(n));
    int size = n / batches;
    double[] means = new double[batches];
    double total = 0;
    double squares = 0;
    for (int b = 0; b < batches; b++) {
      double s = 0;
      for (int i = b * size; i < (b + 1) * size; i++) {
        double v = indicator(x[i], m);
        s += v;
        squares += v * v;
      }
      means[b] = s / size;
      total += s;
    }
    int used = batches * size;
    double p = total / used;
    double varI = squares / used - p * p;
    if (varI <= 0) {
      return 1;
    }
    return size * Descriptive.variance(means) / varI;
  }

  private static double indicator(double v, double m) {
    return v < m ? 1 : v == m ? 0.5 : 0;
  }
}
