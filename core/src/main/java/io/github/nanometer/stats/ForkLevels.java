package io.github.nanometer.stats;

import io.github.nanometer.Interval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The two-level model of a forked measurement (Kalibera and Jones, "Rigorous benchmarking in
 * reasonable time", ISMM 2013): each fork (a fresh JVM) gives one estimate with its own within-JVM
 * standard error, and the answer is the mean over forks with a Student-t interval on {@code k - 1}
 * degrees of freedom over the fork estimates. That interval holds both variance components: the
 * spread of JIT modes, memory layouts and host phases between JVMs, and the sampling noise within
 * each. The components are reported apart, by the method of moments: the within-JVM variance of a
 * fork's estimate is the mean of the forks' squared standard errors, the between-JVM variance what
 * the fork estimates' variance holds beyond it (never below 0).
 *
 * @param estimates each fork's estimate, in fork order
 * @param withinStandardErrors each fork's standard error of its estimate from its own samples
 * @param interval the interval of the mean over forks
 * @param betweenVariance the between-JVM variance component (squared units of the estimates)
 * @param withinVariance the within-JVM variance of one fork's estimate (squared units)
 */
public record ForkLevels(double[] estimates, double[] withinStandardErrors, Interval interval,
    double betweenVariance, double withinVariance) {

  /** The relative gap between sorted fork estimates that starts a new mode in {@link #modes()}. */
  public static final double MODE_GAP_FRACTION = 0.05;

  /** Copies the arrays. */
  public ForkLevels {
    estimates = estimates.clone();
    withinStandardErrors = withinStandardErrors.clone();
  }

  /**
   * The model of {@code estimates}, one per fork, with their within-JVM standard errors.
   *
   * @param estimates at least 2 finite values
   * @param withinStandardErrors as many finite values {@code >= 0}
   * @param confidence a fraction in (0, 1)
   */
  public static ForkLevels of(double[] estimates, double[] withinStandardErrors, double confidence) {
    Arguments.values(estimates, 2, "estimates");
    if (withinStandardErrors == null || withinStandardErrors.length != estimates.length) {
      throw new IllegalArgumentException("withinStandardErrors must have one value per fork (" + estimates.length
          + "), got " + (withinStandardErrors == null ? "null" : withinStandardErrors.length));
    }
    for (double se : withinStandardErrors) {
      if (!(se >= 0) || Double.isInfinite(se)) {
        throw new IllegalArgumentException("withinStandardErrors must be finite and >= 0, got " + se);
      }
    }
    Interval t = MeanInterval.t(estimates, confidence)
        .described("mean over forks", "Student t over " + estimates.length + " fork estimates ("
            + (estimates.length - 1) + " df)");
    double within = 0;
    for (double se : withinStandardErrors) {
      within += se * se;
    }
    within /= withinStandardErrors.length;
    double between = Math.max(0, Descriptive.variance(estimates) - within);
    return new ForkLevels(estimates, withinStandardErrors, t, between, within);
  }

  /** The number of forks. */
  public int forks() {
    return estimates.length;
  }

  /** The mean over forks, the interval's centre. */
  public double mean() {
    return Descriptive.mean(estimates);
  }

  @Override
  public double[] estimates() {
    return estimates.clone();
  }

  @Override
  public double[] withinStandardErrors() {
    return withinStandardErrors.clone();
  }

  /**
   * The median of the forks' own half-widths at the interval's confidence (normal quantile times
   * each fork's standard error): how precise one JVM believes itself to be.
   */
  public double withinHalfWidth() {
    double z = StudentT.normalQuantile(0.5 + interval.confidence() / 2);
    double[] h = new double[withinStandardErrors.length];
    for (int i = 0; i < h.length; i++) {
      h[i] = z * withinStandardErrors[i];
    }
    return Descriptive.median(h);
  }

  /**
   * The forks grouped into modes: sorted estimates, a new mode where the gap to the previous one is
   * larger than both {@link #MODE_GAP_FRACTION} of the smaller estimate and 4 combined standard
   * errors of the two. Each mode is its members' median and count, lowest first.
   */
  public List<ForkMode> modes() {
    Integer[] order = new Integer[estimates.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Double.compare(estimates[a], estimates[b]));
    List<ForkMode> modes = new ArrayList<>();
    List<Double> current = new ArrayList<>();
    for (int k = 0; k < order.length; k++) {
      int i = order[k];
      if (k > 0) {
        int p = order[k - 1];
        double gap = estimates[i] - estimates[p];
        double noise = 4 * Math.hypot(withinStandardErrors[i], withinStandardErrors[p]);
        if (gap > MODE_GAP_FRACTION * Math.abs(estimates[p]) && gap > noise) {
          modes.add(ForkMode.of(current));
          current = new ArrayList<>();
        }
      }
      current.add(estimates[i]);
    }
    modes.add(ForkMode.of(current));
    return modes;
  }

  /** Whether the forks fall into more than one mode ({@link #modes()}): the benchmark is inconsistent across JVMs. */
  public boolean inconsistent() {
    return modes().size() > 1;
  }

  /**
   * One mode of the fork estimates.
   *
   * @param centre the median of its forks' estimates
   * @param forks how many forks it holds, at least 1
   */
  public record ForkMode(double centre, int forks) {
    static ForkMode of(List<Double> members) {
      return new ForkMode(Descriptive.median(members.stream().mapToDouble(Double::doubleValue).toArray()), members.size());
    }
  }
}
