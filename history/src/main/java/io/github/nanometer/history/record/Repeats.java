package io.github.nanometer.history.record;

import io.github.nanometer.Interval;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * One answer from several repeats of one benchmark in one document (its forks, or the suite's
 * trials in one JVM), where the document gives each repeat's answer but none over them: the mean
 * of the repeats' estimates, their sample standard deviation, and Student's t interval of the mean
 * ({@code n - 1} degrees of freedom). Pure math, no I/O.
 *
 * <p>Implementation notes: the t interval treats the repeats as independent draws of one
 * distribution, which holds for forks (each a fresh JVM); for trials in one JVM it ignores what the
 * trials share (JIT decisions, memory layout), so its width understates the run-to-run spread.
 *
 * @param mean the mean of the repeats' estimates
 * @param standardDeviation their sample standard deviation (divisor {@code n - 1})
 * @param interval Student's t interval of the mean at the requested level
 */
record Repeats(double mean, double standardDeviation, Interval interval) {

  /**
   * The answer over {@code estimates} (at least two, finite) at {@code confidence} (in (0, 1)).
   *
   * @param covers what the interval covers, e.g. {@code "mean of 3 fork estimates (ns/op)"}
   * @param repeatName what a repeat is, in the plural, for the method's text, e.g. {@code "fork estimates"}
   */
  static Repeats of(double[] estimates, double confidence, String covers, String repeatName) {
    int n = estimates.length;
    if (n < 2) {
      throw new IllegalArgumentException("repeats need at least 2 estimates, got " + n);
    }
    double sum = 0;
    for (double x : estimates) {
      if (!Double.isFinite(x)) {
        throw new IllegalArgumentException("repeat estimates must be finite, got " + x);
      }
      sum += x;
    }
    double mean = sum / n;
    double squares = 0;
    for (double x : estimates) {
      squares += (x - mean) * (x - mean);
    }
    double sd = Math.sqrt(squares / (n - 1));
    double t = new TDistribution(null, n - 1).inverseCumulativeProbability(0.5 + confidence / 2);
    Interval interval = Interval.around(mean, t * sd / Math.sqrt(n), confidence, covers,
        "Student t over " + n + " " + repeatName + " (" + (n - 1) + " df)");
    return new Repeats(mean, sd, interval);
  }
}
