package io.github.nanometer.stats;

import io.github.nanometer.text.DecimalText;
import java.util.Optional;

/**
 * The simulated coverage of the 95% intervals of a mean on log-normal unit means, for the case at
 * hand: where a method covers less than 93% with this few units and this much skew, the output
 * states the simulated figure for the named scenario instead of a bare "95%".
 *
 * <p>The scenario is log-normal unit means with log-scale standard deviation {@code sigma}; the
 * case at hand is matched by the sample standard deviation of the logs of the unit means (the
 * nearest tabulated sigma on the log scale) and the largest tabulated unit count not above the
 * actual one. The table was measured by the coverage suite ({@code CoverageSuiteTest
 * #skewedMeanCoverageTable}, 4000 experiments per cell, bootstrap cells with 1000 resamples;
 * BENCHMARKS.md "Interval coverage"), which also checks it within its tolerance.
 */
public final class SkewedMeanCoverage {

  /** The intervals of a mean the table covers. */
  public enum Method {
    /** Kalibera and Jones's t interval over top-level unit means ({@link RandomEffects#meanInterval}). */
    KALIBERA_JONES_T,
    /** Hall's skewness-corrected t ({@link SkewCorrectedMeanInterval}). */
    HALL_T,
    /** The top-level bootstrap, expanded percentile ({@link HierarchicalBootstrap#meanInterval}); from 10 units. */
    BOOTSTRAP
  }

  /** The coverage below which the simulated figure is stated. */
  public static final double STATED_BELOW = 0.93;

  /** Log-scale standard deviations of the scenario rows. */
  static final double[] SIGMAS = {0.25, 0.5, 1, 1.5};

  /** Unit counts of the scenario columns. */
  static final int[] UNITS = {3, 5, 10, 30, 100};

  /** Coverage by [method][sigma row][units column]; NaN where the method is not shown (bootstrap below 10 units). */
  static final double[][][] COVERAGE = {
    {
      {0.949, 0.945, 0.946, 0.946, 0.944},
      {0.926, 0.921, 0.920, 0.934, 0.943},
      {0.841, 0.832, 0.836, 0.884, 0.915},
      {0.703, 0.670, 0.720, 0.790, 0.855},
    },
    {
      {0.950, 0.943, 0.948, 0.948, 0.943},
      {0.931, 0.928, 0.936, 0.943, 0.949},
      {0.884, 0.883, 0.904, 0.929, 0.931},
      {0.797, 0.803, 0.866, 0.898, 0.923},
    },
    {
      {Double.NaN, Double.NaN, 0.940, 0.945, 0.943},
      {Double.NaN, Double.NaN, 0.918, 0.937, 0.946},
      {Double.NaN, Double.NaN, 0.848, 0.897, 0.916},
      {Double.NaN, Double.NaN, 0.742, 0.804, 0.870},
    },
  };

  private SkewedMeanCoverage() {}

  /**
   * The simulated coverage of {@code method} at 95% for the scenario nearest {@code unitMeans}, or
   * NaN where there is no row (fewer than 3 units, a non-positive value, the method not shown).
   */
  public static double coverage(Method method, double[] unitMeans) {
    int column = column(unitMeans.length);
    int row = row(unitMeans);
    return column < 0 || row < 0 ? Double.NaN : COVERAGE[method.ordinal()][row][column];
  }

  /**
   * The tabulated coverage of {@code method} for log-normal sigma {@code SIGMAS[sigmaRow]} and
   * {@code UNITS[unitsColumn]} units (NaN where not shown); for the coverage suite, which checks it.
   */
  public static double tabulated(Method method, int sigmaRow, int unitsColumn) {
    return COVERAGE[method.ordinal()][sigmaRow][unitsColumn];
  }

  /** The tabulated sigmas, in row order. */
  public static double[] sigmas() {
    return SIGMAS.clone();
  }

  /** The tabulated unit counts, in column order. */
  public static int[] units() {
    return UNITS.clone();
  }

  /**
   * {@code interval} with its method extended by the simulated coverage for the case at hand, when
   * that is below {@link #STATED_BELOW}; otherwise {@code interval} itself. Only at confidence 0.95,
   * the simulated level.
   *
   * @param interval an interval of the mean of {@code unitMeans} by {@code method}
   * @param method how it was computed
   * @param unitMeans the top-level unit means it is over
   */
  public static ConfidenceInterval stated(ConfidenceInterval interval, Method method, double[] unitMeans) {
    return statement(interval.confidence(), method, unitMeans)
        .map(s -> interval.described(interval.covers(), interval.method() + "; " + s)).orElse(interval);
  }

  /** The sentence {@link #stated} appends, when it appends one. */
  public static Optional<String> statement(double confidence, Method method, double[] unitMeans) {
    double c = coverage(method, unitMeans);
    if (confidence != 0.95 || !(c < STATED_BELOW)) {
      return Optional.empty();
    }
    return Optional.of(DecimalText.format("simulated coverage %.1f%% (log-normal unit means, sigma %s, "
        + "%d units)", 100 * c, trim(SIGMAS[row(unitMeans)]), UNITS[column(unitMeans.length)]));
  }

  /** The prefix of every statement, for writers that show it beside the interval. */
  public static final String PREFIX = "simulated coverage ";

  private static int column(int units) {
    int column = -1;
    for (int k = 0; k < UNITS.length; k++) {
      if (UNITS[k] <= units) {
        column = k;
      }
    }
    return column;
  }

  private static int row(double[] unitMeans) {
    if (unitMeans.length < 2) {
      return -1;
    }
    double[] logs = new double[unitMeans.length];
    for (int i = 0; i < logs.length; i++) {
      if (!(unitMeans[i] > 0)) {
        return -1;
      }
      logs[i] = Math.log(unitMeans[i]);
    }
    double sigma = Descriptive.standardDeviation(logs);
    int best = 0;
    for (int k = 1; k < SIGMAS.length; k++) {
      if (Math.abs(Math.log(sigma / SIGMAS[k])) < Math.abs(Math.log(sigma / SIGMAS[best]))) {
        best = k;
      }
    }
    return sigma > 0 ? best : 0;
  }

  private static String trim(double v) {
    return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
  }
}
