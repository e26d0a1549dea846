package io.github.nanometer.measure;

import java.util.Arrays;

/**
 * Time per evaluation over the warm-up: one point per full-length round (thinned evenly to at most
 * {@link #MAX_POINTS}), so a report can draw how the JIT brought the body to steady state.
 *
 * @param elapsedNanos wall time since warm-up started, at the end of each point's round
 * @param nanosPerEvaluation the round's time per evaluation
 */
public record WarmupCurve(double[] elapsedNanos, double[] nanosPerEvaluation) {
  /** Points kept at most. */
  public static final int MAX_POINTS = 512;

  /** An empty curve (no full-length round, or a result read from an older document). */
  public static final WarmupCurve EMPTY = new WarmupCurve(new double[0], new double[0]);

  /** Copies the arrays; both must have the same length. */
  public WarmupCurve {
    if (elapsedNanos.length != nanosPerEvaluation.length) {
      throw new IllegalArgumentException("elapsedNanos and nanosPerEvaluation differ in length: "
          + elapsedNanos.length + " and " + nanosPerEvaluation.length);
    }
    elapsedNanos = elapsedNanos.clone();
    nanosPerEvaluation = nanosPerEvaluation.clone();
  }

  /** A curve of the given points, thinned evenly (first and last kept) to at most {@link #MAX_POINTS}. */
  public static WarmupCurve thinned(double[] elapsedNanos, double[] nanosPerEvaluation) {
    int n = elapsedNanos.length;
    if (n <= MAX_POINTS) {
      return new WarmupCurve(elapsedNanos, nanosPerEvaluation);
    }
    double[] e = new double[MAX_POINTS];
    double[] v = new double[MAX_POINTS];
    for (int k = 0; k < MAX_POINTS; k++) {
      int i = (int) Math.round((double) k * (n - 1) / (MAX_POINTS - 1));
      e[k] = elapsedNanos[i];
      v[k] = nanosPerEvaluation[i];
    }
    return new WarmupCurve(e, v);
  }

  /** The number of points. */
  public int size() {
    return elapsedNanos.length;
  }

  @Override
  public double[] elapsedNanos() {
    return elapsedNanos.clone();
  }

  @Override
  public double[] nanosPerEvaluation() {
    return nanosPerEvaluation.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WarmupCurve c && Arrays.equals(elapsedNanos, c.elapsedNanos)
        && Arrays.equals(nanosPerEvaluation, c.nanosPerEvaluation);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(elapsedNanos) + Arrays.hashCode(nanosPerEvaluation);
  }

  @Override
  public String toString() {
    return "WarmupCurve[" + size() + " points]";
  }
}
