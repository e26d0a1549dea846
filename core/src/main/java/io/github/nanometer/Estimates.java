package io.github.nanometer;

/**
 * Location estimates of the time per evaluation, all computed from the same raw samples.
 *
 * @param minimumNanos smallest per-evaluation time of any sample (Chen and Revels' estimator)
 * @param medianNanos median of the per-sample per-evaluation times (the default estimator)
 * @param meanNanos mean of the per-sample per-evaluation times
 * @param weightedMeanNanos sum(elapsed) / sum(evaluations) (llvm-libc's estimator)
 */
public record Estimates(double minimumNanos, double medianNanos, double meanNanos, double weightedMeanNanos) {

  /** The estimate the given estimator reports as its result. */
  public double primaryNanos(Estimator estimator) {
    return switch (estimator) {
      case MINIMUM -> minimumNanos;
      case MEDIAN -> medianNanos;
      case WEIGHTED_MEAN -> weightedMeanNanos;
    };
  }
}
