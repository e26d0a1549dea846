package io.github.nanometer.measure;

import java.util.Arrays;

/**
 * A growable record of raw samples: evaluations and elapsed nanoseconds, in the order taken.
 * Not thread-safe; owned by one measurement.
 */
public final class Samples {
  private int[] evaluations = new int[64];
  private double[] elapsedNanos = new double[64];
  private int size;
  private long totalEvaluations;
  private double totalNanos;

  /** Appends one sample. */
  public void add(int evals, double nanos) {
    if (size == evaluations.length) {
      evaluations = Arrays.copyOf(evaluations, size * 2);
      elapsedNanos = Arrays.copyOf(elapsedNanos, size * 2);
    }
    evaluations[size] = evals;
    elapsedNanos[size] = nanos;
    size++;
    totalEvaluations += evals;
    totalNanos += nanos;
  }

  /** Number of samples. */
  public int size() {
    return size;
  }

  /** Sum of evaluations over all samples. */
  public long totalEvaluations() {
    return totalEvaluations;
  }

  /** Sum of elapsed nanoseconds over all samples. */
  public double totalNanos() {
    return totalNanos;
  }

  /** sum(time) / sum(evaluations), NaN when empty. */
  public double weightedMeanNanos() {
    return totalEvaluations == 0 ? Double.NaN : totalNanos / totalEvaluations;
  }

  /** A copy of the evaluations per sample. */
  public int[] evaluations() {
    return Arrays.copyOf(evaluations, size);
  }

  /** A copy of the elapsed nanoseconds per sample. */
  public double[] elapsedNanos() {
    return Arrays.copyOf(elapsedNanos, size);
  }

  /** Per-evaluation time of each sample: elapsed / evaluations. */
  public double[] nanosPerEvaluation() {
    double[] r = new double[size];
    for (int i = 0; i < size; i++) {
      r[i] = elapsedNanos[i] / evaluations[i];
    }
    return r;
  }
}
