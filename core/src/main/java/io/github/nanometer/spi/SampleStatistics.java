package io.github.nanometer.spi;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.CorrelatedMedianInterval;
import io.github.nanometer.stats.Descriptive;
import java.util.Optional;

/**
 * The library's estimators over a plug-in's own samples (e.g. per-call times derived from a
 * result's raw samples), so that a plug-in's figures are computed as the library computes its own.
 * None of them modifies the array it is given.
 */
public final class SampleStatistics {
  private SampleStatistics() {}

  /**
   * The {@code p}-quantile of {@code values} by linear interpolation between order statistics
   * (Hyndman and Fan type 7, R's and NumPy's default): 0 gives the smallest value, 0.5 the median, 1
   * the largest.
   *
   * @param p a fraction in [0, 1]
   * @throws IllegalArgumentException when {@code values} is empty or {@code p} is outside [0, 1]
   */
  public static double quantile(double[] values, double p) {
    return Descriptive.quantile(values, p);
  }

  /**
   * The median of {@code values} (the mean of the two middle values for an even count).
   *
   * @throws IllegalArgumentException when {@code values} is empty
   */
  public static double median(double[] values) {
    return Descriptive.median(values);
  }

  /**
   * The smallest of {@code values}.
   *
   * @throws IllegalArgumentException when {@code values} is empty
   */
  public static double min(double[] values) {
    return Descriptive.min(values);
  }

  /**
   * The largest of {@code values}.
   *
   * @throws IllegalArgumentException when {@code values} is empty
   */
  public static double max(double[] values) {
    return Descriptive.max(values);
  }

  /**
   * The interval of the median of {@code sequence} at {@code confidence}: order statistics whose
   * ranks widen under serial correlation (estimated from the sequence's order), each bound widened
   * by {@code quantumWidth}. Its method names how it was made; empty when there are too few values
   * for an order-statistic interval at that confidence.
   *
   * @param sequence the values in the order they were taken, finite
   * @param confidence a fraction in (0, 1), e.g. 0.95
   * @param quantumWidth the spacing of the values' grid (e.g. one timer tick in the values' unit), 0
   *     when continuous
   * @param covers what the interval covers, e.g. {@code "median time per call (ns)"}
   * @throws IllegalArgumentException when {@code sequence} is empty or holds a non-finite value, or
   *     {@code confidence} or {@code quantumWidth} is out of range
   */
  public static Optional<Interval> medianInterval(double[] sequence, double confidence, double quantumWidth,
      String covers) {
    return CorrelatedMedianInterval.of(sequence, confidence, quantumWidth, covers)
        .map(b -> b.interval());
  }

  /**
   * {@code interval} in another unit: both ends times {@code factor}, at the same level and method,
   * now covering {@code covers} (e.g. per call instead of per evaluation).
   *
   * @param factor positive and finite
   * @throws IllegalArgumentException when {@code factor} is not positive and finite, or {@code
   *     covers} is blank
   */
  public static Interval scaled(Interval interval, double factor, String covers) {
    return interval.scaled(factor, covers);
  }
}
